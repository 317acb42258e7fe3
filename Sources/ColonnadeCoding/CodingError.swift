import Colonnade
import ColonnadeJSON

/// Why a JSON document could not become an engine value; each kind names the path at fault.
///
/// A struct around its cases, so a new kind is not a breaking change: compare with `==`, or
/// switch on ``code`` with a `default`; ``path`` names the field for every kind but `syntax`.
public struct CodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The cases, for this package's own exhaustive switches.
  package enum Base: Equatable, Sendable {
    case syntax(JSONParseError)
    case unknownKey(path: String, allowed: [String])
    case missingField(path: String)
    case wrongType(path: String, expected: String, found: String)
    case invalidValue(path: String, value: String, expected: String)
    case undefinedReference(path: String, name: String, definedIn: String)
    case unknownName(path: String, name: String, allowed: [String])
    case outOfRange(path: String, value: Double, expected: String)
    case invalidConfiguration(ConfigurationError)
    case inconsistentState(path: String, problem: String)
  }

  /// Which case this is.
  package var base: Base

  package init(_ base: Base) {
    self.base = base
  }

  /// The text is not JSON.
  public static func syntax(_ error: JSONParseError) -> Self { Self(.syntax(error)) }
  /// An object has a key the format does not define.
  public static func unknownKey(path: String, allowed: [String]) -> Self {
    Self(.unknownKey(path: path, allowed: allowed))
  }
  /// A required key is absent.
  public static func missingField(path: String) -> Self { Self(.missingField(path: path)) }
  /// A value has the wrong JSON type.
  public static func wrongType(path: String, expected: String, found: String) -> Self {
    Self(.wrongType(path: path, expected: expected, found: found))
  }
  /// A value has the right type but one the field cannot use (`value` as the message shows it).
  public static func invalidValue(path: String, value: String, expected: String) -> Self {
    Self(.invalidValue(path: path, value: value, expected: expected))
  }
  /// A name refers to something the document does not define (a source id no `sources` lists).
  public static func undefinedReference(path: String, name: String, definedIn: String) -> Self {
    Self(.undefinedReference(path: path, name: name, definedIn: definedIn))
  }
  /// A string is not one of the allowed names.
  public static func unknownName(path: String, name: String, allowed: [String]) -> Self {
    Self(.unknownName(path: path, name: name, allowed: allowed))
  }
  /// A number is out of the range the field accepts.
  public static func outOfRange(path: String, value: Double, expected: String) -> Self {
    Self(.outOfRange(path: path, value: value, expected: expected))
  }
  /// The decoded configuration failed validation (rule C4).
  public static func invalidConfiguration(_ error: ConfigurationError) -> Self {
    Self(.invalidConfiguration(error))
  }
  /// The decoded navigation state breaks an invariant (rules N1, N9).
  public static func inconsistentState(path: String, problem: String) -> Self {
    Self(.inconsistentState(path: path, problem: problem))
  }

  /// The kind of error, without its details.
  public var code: ErrorCode {
    switch base {
    case .syntax: .syntax
    case .unknownKey: .unknownKey
    case .missingField: .missingField
    case .wrongType: .wrongType
    case .invalidValue: .invalidValue
    case .undefinedReference: .undefinedReference
    case .unknownName: .unknownName
    case .outOfRange: .outOfRange
    case .invalidConfiguration: .configuration
    case .inconsistentState: .inconsistent
    }
  }

  /// The JSON path at fault (`stacks.secondary[0]`); `nil` for a syntax error or a configuration
  /// that failed validation.
  public var path: String? {
    switch base {
    case .syntax, .invalidConfiguration: nil
    case .unknownKey(let path, _), .missingField(let path), .wrongType(let path, _, _),
      .invalidValue(let path, _, _), .undefinedReference(let path, _, _), .unknownName(let path, _, _),
      .outOfRange(let path, _, _), .inconsistentState(let path, _):
      path
    }
  }

  public var description: String {
    switch base {
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

extension ErrorCode {
  /// ``CodingError``: the text is not JSON.
  public static var syntax: Self { Self("syntax") }
  /// ``CodingError``: an object has a key the format does not define.
  public static var unknownKey: Self { Self("unknownKey") }
  /// ``CodingError``: a required key is absent.
  public static var missingField: Self { Self("missingField") }
  /// ``CodingError``: a value has the wrong JSON type.
  public static var wrongType: Self { Self("wrongType") }
  /// ``CodingError``: a value the field cannot use.
  public static var invalidValue: Self { Self("invalidValue") }
  /// ``CodingError``: a name the document does not define.
  public static var undefinedReference: Self { Self("undefinedReference") }
  /// ``CodingError``: a string that is not one of the allowed names.
  public static var unknownName: Self { Self("unknownName") }
  /// ``CodingError``: a number out of the field's range.
  public static var outOfRange: Self { Self("outOfRange") }
}
