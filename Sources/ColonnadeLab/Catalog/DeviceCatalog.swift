import ColonnadeCoding
import ColonnadeJSON

/// Where a catalog figure comes from.
public struct CatalogSource: Hashable, Sendable {
  /// The id devices cite (`apple-hig-layout`).
  public var id: String
  /// What the source is.
  public var title: String
  /// A link to it: its URL, or its file on GitHub at the cited commit; `nil` when it has neither.
  public var link: String?
}

/// The devices the lab renders (rule B1): phones, tablets with their multitasking widths,
/// foldables and dual screens with hinges, and desktop windows, with the sources of each figure.
///
/// The catalog ships inside the package as JSON (``embedded()``), regenerated from a
/// `devices.json` with `scripts/embed-devices`, and is parsed at run time:
///
/// ```swift
/// let catalog = try DeviceCatalog.embedded()
/// catalog.devices.count                      // 24
/// catalog["iphone-16"]?.portrait?.size       // Size(width: 393, height: 852)
/// catalog.windows.first?.id                  // "iphone-se-3/portrait"
/// ```
public struct DeviceCatalog: Hashable, Sendable {
  /// The devices in catalog order.
  public var devices: [Device]
  /// The sources the devices cite.
  public var sources: [CatalogSource]

  /// Creates a catalog.
  public init(devices: [Device], sources: [CatalogSource]) {
    self.devices = devices
    self.sources = sources
  }

  /// The catalog shipped with the package. It is checked by the tests, so it only throws if the
  /// embedded copy was edited by hand into something malformed.
  public static func embedded() throws(CatalogError) -> DeviceCatalog {
    try DeviceCatalog(json: embeddedJSON)
  }

  /// Reads a catalog in the `devices.json` format; errors name the device and field at fault.
  public init(json text: String) throws(CatalogError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: text)
    } catch {
      throw .syntax(error)
    }
    try self.init(json: value)
  }

  /// Reads a catalog from a parsed JSON value; see ``init(json:)-(String)``.
  public init(json value: JSONValue) throws(CatalogError) {
    let elements: [JSONValue]
    do throws(CodingError) {
      let root = try ObjectReader(lenient: value, path: "")
      sources = try root.array("sources").enumerated().map { (index, element) throws(CodingError) in
        try Self.source(element, path: "sources[\(index)]")
      }
      _ = try root.required("devices")
      elements = try root.array("devices")
    } catch {
      throw CatalogError(device: nil, error)
    }
    devices = []
    let known = Set(sources.map(\.id))
    for (index, element) in elements.enumerated() {
      let device = try Device(json: element, index: index, knownSources: sources.isEmpty ? nil : known)
      if devices.contains(where: { $0.id == device.id }) { throw .duplicateDevice(id: device.id) }
      devices.append(device)
    }
  }

  /// The device with `id`, if the catalog has it. O(n).
  public subscript(id: String) -> Device? {
    devices.first { $0.id == id }
  }

  /// Every window of every device, in catalog order (see ``Device/windows``).
  public var windows: [LabWindow] {
    devices.flatMap(\.windows)
  }

  private static func source(_ value: JSONValue, path: String) throws(CodingError) -> CatalogSource {
    let reader = try ObjectReader(lenient: value, path: path)
    let id = try reader.requiredString("id")
    var link = try reader.string("url")
    if link == nil, let repo = try reader.string("repo"), let file = try reader.string("path") {
      link = "https://github.com/\(repo)/blob/\(try reader.string("commit") ?? "HEAD")/\(file)"
    }
    return CatalogSource(id: id, title: try reader.string("title") ?? id, link: link)
  }
}
