import Colonnade
import ColonnadeJSON

/// Why a JSON document could not become an engine value; each case names the path at fault.
public enum CodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(JSONParseError)
  /// An object has a key the format does not define.
  case unknownKey(path: String, allowed: [String])
  /// A required key is absent.
  case missingField(path: String)
  /// A value has the wrong JSON type.
  case wrongType(path: String, expected: String, found: String)
  /// A value has the right type but one the field cannot use (`value` as the message shows it).
  case invalidValue(path: String, value: String, expected: String)
  /// A name refers to something the document does not define (a source id no `sources` lists).
  case undefinedReference(path: String, name: String, definedIn: String)
  /// A string is not one of the allowed names.
  case unknownName(path: String, name: String, allowed: [String])
  /// A number is out of the range the field accepts.
  case outOfRange(path: String, value: Double, expected: String)
  /// The decoded configuration failed validation (rule C4).
  case invalidConfiguration(ConfigurationError)
  /// The decoded navigation state breaks an invariant (rules N1, N9).
  case inconsistentState(path: String, problem: String)

  public var description: String {
    switch self {
    case .syntax(let error):
      return "not valid JSON: \(error)"
    case .unknownKey(let path, let allowed):
      return "unknown key '\(Self.shown(path))': use \(Self.list(allowed))"
    case .missingField(let path):
      return "'\(Self.shown(path))' is missing"
    case .wrongType(let path, let expected, let found):
      return "'\(Self.shown(path))' must be \(expected), found \(found)"
    case .invalidValue(let path, let value, let expected):
      return "'\(Self.shown(path))' is \(value): use \(expected)"
    case .undefinedReference(let path, let name, let definedIn):
      return "'\(Self.shown(path))' cites '\(Self.shown(name))', which \(definedIn) does not list"
    case .unknownName(let path, let name, let allowed):
      return "'\(Self.shown(path))' is '\(Self.shown(name))': use \(Self.list(allowed))"
    case .outOfRange(let path, let value, let expected):
      return "'\(Self.shown(path))' is \(JSONValue.number(value)): use \(expected)"
    case .invalidConfiguration(let error):
      return error.description
    case .inconsistentState(let path, let problem):
      return "'\(Self.shown(path))' is inconsistent: \(problem)"
    }
  }

  /// At most the first 60 scalars of an outside value, with its size when cut: a message never
  /// repeats a huge key or name whole. (Front ends escape control characters.)
  static func shown(_ value: String) -> String {
    let scalars = value.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: 60, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return value }
    var prefix = ""
    prefix.unicodeScalars.append(contentsOf: scalars[..<end])
    return prefix + "… (\(value.utf8.count) bytes)"
  }

  /// "a", "a or b", "a, b or c".
  package static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "nothing" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
