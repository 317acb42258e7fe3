import Colonnade
import ColonnadeJSON

/// Reads one JSON object of the catalog field by field; every error names the device and the
/// field's path (`postures.half-opened.hinge.rect.x`).
///
/// Unlike configuration files, catalog entries carry notes and figures the lab does not use
/// (`panelPx`, `conflict`, ...), so unknown keys are ignored rather than rejected.
struct FieldReader {
  let object: JSONObject
  /// The device's id, or `nil` for the catalog's own fields.
  let device: String?
  /// The path of this object inside the device (empty for the device itself).
  let path: String

  /// Wraps `value`, which must be an object.
  init(_ value: JSONValue, device: String?, path: String) throws(CatalogError) {
    guard let object = value.objectValue else {
      throw .wrongType(
        device: device, field: path.isEmpty ? "(entry)" : path, expected: "an object", found: value.kindName)
    }
    self.object = object
    self.device = device
    self.path = path
  }

  /// The path of `key` inside this object.
  func field(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  /// The value at `key` unless it is absent or `null`.
  func present(_ key: String) -> JSONValue? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  func missing(_ key: String) -> CatalogError { .missingField(device: device, field: field(key)) }

  func wrongType(_ key: String, expected: String, found value: JSONValue) -> CatalogError {
    .wrongType(device: device, field: field(key), expected: expected, found: value.kindName)
  }

  func invalid(_ key: String, _ value: String, expected: String) -> CatalogError {
    .invalidValue(device: device, field: field(key), value: value, expected: expected)
  }

  /// The nested object at `key`, if present and not `null`.
  func object(_ key: String) throws(CatalogError) -> FieldReader? {
    guard let value = present(key) else { return nil }
    return try FieldReader(value, device: device, path: field(key))
  }

  func requiredObject(_ key: String) throws(CatalogError) -> FieldReader {
    guard let reader = try object(key) else { throw missing(key) }
    return reader
  }

  /// The string at `key`, if present.
  func string(_ key: String) throws(CatalogError) -> String? {
    guard let value = present(key) else { return nil }
    guard let string = value.stringValue else { throw wrongType(key, expected: "a string", found: value) }
    return string
  }

  func requiredString(_ key: String) throws(CatalogError) -> String {
    guard let string = try string(key) else { throw missing(key) }
    guard !string.isEmpty else { throw invalid(key, "empty", expected: "a non-empty string") }
    return string
  }

  /// The number at `key`, if present; at least `minimum`, or above it when `strictly`.
  func number(_ key: String, minimum: Double = 0, strictly: Bool = false) throws(CatalogError) -> Double? {
    guard let value = present(key) else { return nil }
    guard let number = value.doubleValue else { throw wrongType(key, expected: "a number", found: value) }
    guard strictly ? number > minimum : number >= minimum else {
      let bound = JSONValue.number(minimum)
      throw invalid(
        key, "\(value)", expected: strictly ? "a number above \(bound)" : "a number of \(bound) or more")
    }
    return number
  }

  func requiredNumber(_ key: String, minimum: Double = 0, strictly: Bool = false) throws(CatalogError)
    -> Double
  {
    guard let number = try number(key, minimum: minimum, strictly: strictly) else { throw missing(key) }
    return number
  }

  /// The boolean at `key`, `false` when absent.
  func flag(_ key: String) throws(CatalogError) -> Bool {
    guard let value = present(key) else { return false }
    guard let bool = value.boolValue else { throw wrongType(key, expected: "true or false", found: value) }
    return bool
  }

  /// The array of strings at `key`, empty when absent.
  func strings(_ key: String) throws(CatalogError) -> [String] {
    guard let value = present(key) else { return [] }
    guard let elements = value.arrayValue else {
      throw wrongType(key, expected: "an array of strings", found: value)
    }
    var strings: [String] = []
    for (index, element) in elements.enumerated() {
      guard let string = element.stringValue else {
        throw .wrongType(
          device: device, field: field(key) + "[\(index)]", expected: "a string", found: element.kindName)
      }
      strings.append(string)
    }
    return strings
  }

  /// One of `Name`'s raw values at `key`, if present.
  func name<Name: RawRepresentable & CaseIterable>(
    _ key: String, as type: Name.Type
  ) throws(CatalogError) -> Name? where Name.RawValue == String {
    guard let text = try string(key) else { return nil }
    guard let name = Name(rawValue: text) else {
      let names = Name.allCases.map(\.rawValue)
      throw invalid(
        key, "'\(text)'", expected: names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
    }
    return name
  }

  /// A `{"width": w, "height": h}` object at `key` (both above 0), if present, and whether it
  /// is marked `"estimated": true`.
  func size(_ key: String) throws(CatalogError) -> (size: Size, isEstimated: Bool)? {
    guard let reader = try object(key) else { return nil }
    let size = Size(
      width: try reader.requiredNumber("width", strictly: true),
      height: try reader.requiredNumber("height", strictly: true))
    return (size, try reader.flag("estimated"))
  }

  func requiredSize(_ key: String) throws(CatalogError) -> (size: Size, isEstimated: Bool) {
    guard let size = try size(key) else { throw missing(key) }
    return size
  }
}
