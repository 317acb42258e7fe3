import Colonnade
import ColonnadeCoding
import ColonnadeJSON

extension Device {
  /// Reads entry `index` of the catalog's `devices`; `knownSources` are the ids every cited
  /// source must be one of (`nil` skips the check).
  init(json value: JSONValue, index: Int, knownSources: Set<String>?) throws(CatalogError) {
    let label = value.objectValue?["id"]?.stringValue ?? "devices[\(index)]"
    guard value.objectValue != nil else {
      throw .wrongType(device: label, field: "(entry)", expected: "an object", found: value.kindName)
    }
    do throws(CodingError) {
      try self.init(reader: try ObjectReader(lenient: value, path: ""), knownSources: knownSources)
    } catch {
      throw CatalogError(device: label, error)
    }
  }

  private init(reader: ObjectReader, knownSources: Set<String>?) throws(CodingError) {
    id = try reader.requiredString("id")
    guard Self.isValidID(id) else {
      throw .invalidValue(
        path: "id", value: "'\(id)'", expected: "lowercase letters, digits and hyphens, such as 'iphone-16'")
    }
    name = try reader.requiredString("name")
    platform = try reader.requiredName("platform", as: Platform.self)
    unit = try reader.string("unit") ?? "pt"
    portrait = try reader.size("portrait").map { CatalogSize(size: $0.size, isEstimated: $0.isEstimated) }
    landscape = try reader.size("landscape").map { CatalogSize(size: $0.size, isEstimated: $0.isEstimated) }
    if portrait == nil, landscape == nil { throw reader.missing("portrait") }
    let density = try reader.number("density", minimum: 0, strictly: true)
    scale = try reader.number("scale", minimum: 0, strictly: true) ?? density
    let densityEstimated = try reader.flag("densityEstimated")
    scaleIsEstimated = try reader.flag("scaleEstimated") || densityEstimated
    panels = try Self.panels(reader)
    rotates = try reader.flag("rotates")
    let sizeClasses = try reader.object("sizeClass")
    portraitSizeClass = try sizeClasses?.object("portrait")?.name("width", as: SizeClass.self)
    landscapeSizeClass = try sizeClasses?.object("landscape")?.name("width", as: SizeClass.self)
    multitasking = try Self.multitasking(reader, known: knownSources)
    postures = try Self.postures(reader, known: knownSources)
    sourceIds = try reader.sourceIds(known: knownSources)
    notes = try reader.string("notes")
    containsEstimates = try reader.flag("containsEstimates")
    chrome = try Self.chrome(reader, known: knownSources)
  }

  /// `chrome`: per orientation the status bar, the safe-area insets and the cut-out.
  private static func chrome(_ reader: ObjectReader, known: Set<String>?) throws(CodingError)
    -> CatalogChrome?
  {
    guard let chrome = try reader.object("chrome") else { return nil }
    func figures(_ key: String) throws(CodingError) -> ScreenChrome? {
      guard let entry = try chrome.object(key) else { return nil }
      let insets = try entry.requiredObject("safeArea")
      var cutout: ScreenChrome.Cutout?
      if let shape = try entry.object("cutout") {
        let rect = try shape.requiredObject("rect")
        cutout = ScreenChrome.Cutout(
          kind: try shape.requiredName("kind", as: ScreenChrome.Cutout.Kind.self),
          rect: Rect(
            x: try rect.requiredNumber("x"), y: try rect.requiredNumber("y"),
            width: try rect.requiredNumber("width", strictly: true),
            height: try rect.requiredNumber("height", strictly: true)),
          isEstimated: try shape.flag("estimated"))
      }
      return ScreenChrome(
        statusBar: try entry.requiredNumber("statusBar"),
        safeArea: ScreenChrome.Insets(
          top: try insets.requiredNumber("top"), left: try insets.requiredNumber("left"),
          bottom: try insets.requiredNumber("bottom"), right: try insets.requiredNumber("right")),
        cutout: cutout)
    }
    return CatalogChrome(
      portrait: try figures("portrait"), landscape: try figures("landscape"),
      hasHomeIndicator: try chrome.flag("homeIndicator"), isEstimated: try chrome.flag("estimated"),
      note: try chrome.string("note"), sourceIds: try chrome.sourceIds(known: known))
  }

  /// Lowercase ASCII letters, digits and inner hyphens: safe as a file name and in a URL.
  static func isValidID(_ id: String) -> Bool {
    !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-")
      && id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
  }

  /// `panelPx`: every member that is a `{"width", "height"}` object (notes and ids are skipped).
  private static func panels(_ reader: ObjectReader) throws(CodingError) -> [Panel] {
    guard let panels = try reader.object("panelPx") else { return [] }
    var found: [Panel] = []
    for (name, value) in panels.object where value.objectValue?["width"] != nil {
      guard let size = try panels.size(name) else { continue }
      found.append(Panel(name: name, pixels: size.size))
    }
    return found
  }

  /// `multitasking.{landscape,portrait}.{full,twoThirds,half,oneThird,slideOver}`; `null`
  /// entries (no half split in portrait) and string notes are skipped.
  private static func multitasking(
    _ reader: ObjectReader, known: Set<String>?
  ) throws(CodingError) -> [MultitaskingWidth] {
    guard let multitasking = try reader.object("multitasking") else { return [] }
    var widths: [MultitaskingWidth] = []
    for orientation in DeviceOrientation.allCases {
      guard let entries = try multitasking.object(orientation.rawValue) else { continue }
      for (key, value) in entries.object where value.stringValue == nil && !value.isNull {
        guard let kind = MultitaskingWidth.Kind(rawValue: key) else {
          let kinds = MultitaskingWidth.Kind.allCases.map(\.rawValue).joined(separator: ", ")
          throw .invalidValue(
            path: entries.path(key), value: "an unknown multitasking width", expected: kinds)
        }
        let entry = try entries.requiredObject(key)
        let sizeClass = try entry.requiredName("sizeClass", as: SizeClass.self)
        widths.append(
          MultitaskingWidth(
            kind: kind, orientation: orientation, width: try entry.requiredNumber("width", strictly: true),
            sizeClass: sizeClass, isEstimated: try entry.flag("estimated"),
            sourceIds: try entry.sourceIds(known: known)))
      }
    }
    return widths
  }

  private static func postures(_ reader: ObjectReader, known: Set<String>?) throws(CodingError) -> [Posture] {
    guard let postures = try reader.object("postures") else { return [] }
    var found: [Posture] = []
    for (key, value) in postures.object where !value.isNull {
      guard let kind = Posture.Kind(rawValue: key) else {
        let kinds = Posture.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidValue(path: postures.path(key), value: "an unknown posture", expected: kinds)
      }
      let entry = try postures.requiredObject(key)
      let window = try entry.requiredSize("window")
      var tabletop: Posture.Tabletop?
      if let variant = try entry.object("tabletopVariant") {
        let tabletopWindow = try variant.requiredSize("window")
        tabletop = Posture.Tabletop(
          window: tabletopWindow.size, hinge: try hinge(variant, in: tabletopWindow.size, known: known))
      }
      found.append(
        Posture(
          kind: kind, screen: try entry.string("screen") ?? key, window: window.size,
          hinge: try hinge(entry, in: window.size, known: known), tabletop: tabletop,
          isEstimated: try entry.flag("estimated") || window.isEstimated,
          sourceIds: try entry.sourceIds(known: known)))
    }
    return found
  }

  /// The `hinge` of a posture: a rectangle inside `window`, an orientation and `occluding`.
  private static func hinge(
    _ reader: ObjectReader, in window: Size, known: Set<String>?
  ) throws(CodingError) -> CatalogHinge? {
    guard let hinge = try reader.object("hinge") else { return nil }
    let rect = try hinge.requiredObject("rect")
    let frame = Rect(
      x: try rect.requiredNumber("x"), y: try rect.requiredNumber("y"),
      width: try rect.requiredNumber("width"), height: try rect.requiredNumber("height"))
    guard frame.maxX <= window.width, frame.maxY <= window.height else {
      throw .invalidValue(
        path: hinge.path("rect"),
        value:
          "x \(JSONValue.number(frame.x)), y \(JSONValue.number(frame.y)), "
          + "width \(JSONValue.number(frame.width)), height \(JSONValue.number(frame.height))",
        expected: "a rectangle inside the \(JSONValue.number(window.width)) × "
          + "\(JSONValue.number(window.height)) window")
    }
    let orientation = try hinge.requiredName("orientation", as: HingeOrientation.self)
    return CatalogHinge(
      rect: frame, orientation: orientation, isOccluding: try hinge.flag("occluding"),
      isEstimated: try hinge.flag("estimated"), sourceIds: try hinge.sourceIds(known: known))
  }
}

extension ObjectReader {
  /// `sourceIds`, each of which must be in `known` when given.
  func sourceIds(known: Set<String>?) throws(CodingError) -> [String] {
    let ids = try strings("sourceIds")
    if let known, let unknown = ids.first(where: { !known.contains($0) }) {
      throw .undefinedReference(path: path("sourceIds"), name: unknown, definedIn: "the catalog's 'sources'")
    }
    return ids
  }

  /// The boolean at `key`; absent is `false`.
  func flag(_ key: String) throws(CodingError) -> Bool { try bool(key) ?? false }

  /// A `{"width": w, "height": h}` object at `key` (both above 0), if present, and whether it
  /// is marked `"estimated": true`.
  func size(_ key: String) throws(CodingError) -> (size: Size, isEstimated: Bool)? {
    guard let reader = try object(key) else { return nil }
    let size = Size(
      width: try reader.requiredNumber("width", strictly: true),
      height: try reader.requiredNumber("height", strictly: true))
    return (size, try reader.flag("estimated"))
  }

  func requiredSize(_ key: String) throws(CodingError) -> (size: Size, isEstimated: Bool) {
    guard let size = try size(key) else { throw missing(key) }
    return size
  }
}
