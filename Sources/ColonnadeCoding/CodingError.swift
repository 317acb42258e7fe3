import Colonnade
import ColonnadeJSON

/// Why a JSON document could not become an engine value; each case names the path at fault.
public enum CodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(JSONParseError)
  /// An object has a key the format does not define.
  case unknownKey(path: String, allowed: [String])
  /// A value has the wrong JSON type.
  case wrongType(path: String, expected: String, found: String)
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
      return "unknown key '\(path)': use \(Self.list(allowed))"
    case .wrongType(let path, let expected, let found):
      return "'\(path)' must be \(expected), found \(found)"
    case .unknownName(let path, let name, let allowed):
      return "'\(path)' is '\(name)': use \(Self.list(allowed))"
    case .outOfRange(let path, let value, let expected):
      return "'\(path)' is \(JSONValue.number(value)): use \(expected)"
    case .invalidConfiguration(let error):
      return error.description
    case .inconsistentState(let path, let problem):
      return "'\(path)' is inconsistent: \(problem)"
    }
  }

  /// "a", "a or b", "a, b or c".
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "nothing" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
