import ColonnadeCoding
import ColonnadeJSON

/// Why a device catalog could not be read (rule B1); each case names the device and the field.
///
/// ```swift
/// CatalogError.missingField(device: "iphone-16", field: "portrait.width").description
/// // "device 'iphone-16': 'portrait.width' is missing"
/// ```
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(JSONParseError)
  /// A required field is absent. `device` is the device's id (or `devices[3]` when it has
  /// none) and `nil` for the catalog's own fields.
  case missingField(device: String?, field: String)
  /// A field has the wrong JSON type.
  case wrongType(device: String?, field: String, expected: String, found: String)
  /// A field has the right type but a value the catalog cannot use.
  case invalidValue(device: String?, field: String, value: String, expected: String)
  /// Two devices share an id.
  case duplicateDevice(id: String)
  /// A device cites a source id the catalog's `sources` list does not define.
  case unknownSource(device: String, field: String, id: String)

  public var description: String {
    switch self {
    case .syntax(let error):
      return "the device catalog is not valid JSON: \(error)"
    case .missingField(let device, let field):
      return Self.place(device) + "'\(field)' is missing"
    case .wrongType(let device, let field, let expected, let found):
      return Self.place(device) + "'\(field)' must be \(expected), found \(found)"
    case .invalidValue(let device, let field, let value, let expected):
      return Self.place(device) + "'\(field)' is \(value): use \(expected)"
    case .duplicateDevice(let id):
      return "device catalog: the id '\(id)' is used by two devices: give each device its own id"
    case .unknownSource(let device, let field, let id):
      return Self.place(device) + "'\(field)' cites source '\(id)', which the catalog's 'sources' "
        + "does not list"
    }
  }

  /// The catalog's error for what the field reader found wrong in `device` (`nil`: the
  /// catalog's own fields).
  init(device: String?, _ error: CodingError) {
    switch error.base {
    case .syntax(let error): self = .syntax(error)
    case .missingField(let path): self = .missingField(device: device, field: path)
    case .wrongType(let path, let expected, let found):
      self = .wrongType(device: device, field: path, expected: expected, found: found)
    case .invalidValue(let path, let value, let expected):
      self = .invalidValue(device: device, field: path, value: value, expected: expected)
    case .unknownName(let path, let name, let allowed):
      self = .invalidValue(
        device: device, field: path, value: "'\(name)'", expected: CodingError.list(allowed))
    case .outOfRange(let path, let value, let expected):
      self = .invalidValue(
        device: device, field: path, value: "\(JSONValue.number(value))", expected: expected)
    case .undefinedReference(let path, let name, _):
      self = .unknownSource(device: device ?? "", field: path, id: name)
    case .unknownKey(let path, let allowed):
      self = .invalidValue(
        device: device, field: path, value: "an unknown key", expected: CodingError.list(allowed))
    case .invalidConfiguration, .inconsistentState:
      self = .invalidValue(
        device: device, field: "(entry)", value: "inconsistent", expected: error.description)
    }
  }

  private static func place(_ device: String?) -> String {
    device.map { "device '\($0)': " } ?? "device catalog: "
  }
}
