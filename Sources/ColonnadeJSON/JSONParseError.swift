/// Why and where a JSON document could not be read.
///
/// ```swift
/// do {
///   _ = try JSONValue(parsing: "{\"a\": 1 \"b\": 2}")
/// } catch {
///   print(error)  // line 1, column 9: expected ',' or '}' after an object member, found '"b"'
/// }
/// ```
///
/// Lines and columns start at 1. Lines are separated by line feeds; columns count
/// Unicode scalars (not bytes, not grapheme clusters) from the start of the line.
public struct JSONParseError: Error, Equatable, Sendable {
  /// The line of the offending token, from 1.
  public var line: Int
  /// The column of the offending token, from 1, in Unicode scalars.
  public var column: Int
  /// What is wrong, carrying the offending token.
  public var reason: Reason

  /// Creates an error at a line and column.
  public init(line: Int, column: Int, reason: Reason) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// What is wrong with a JSON document.
  ///
  /// A `found` token of `nil` means the input ended there.
  public enum Reason: Equatable, Sendable {
    /// A value was expected.
    case expectedValue(found: String?)
    /// An object key (a string) was expected.
    case expectedKey(found: String?)
    /// The ':' after an object key is missing.
    case expectedColon(found: String?)
    /// The ',' or ']' after an array element is missing.
    case expectedCommaOrBracket(found: String?)
    /// The ',' or '}' after an object member is missing.
    case expectedCommaOrBrace(found: String?)
    /// Something follows the top-level value.
    case expectedEndOfInput(found: String)
    /// A ',' directly precedes the closing ']' or '}'.
    case trailingComma(before: String)
    /// A `//` or `/*` comment, which JSON does not allow.
    case comment(String)
    /// A number that does not follow the JSON grammar (such as `1.`, `-` or `1e`).
    case invalidNumber(String)
    /// A number with a leading zero, such as `01`.
    case leadingZero(String)
    /// A number too large in magnitude for a `Double`.
    case numberOutOfRange(String)
    /// A string with no closing quote; the error points at the opening quote.
    case unterminatedString
    /// A control character (below U+0020) written raw inside a string.
    case controlCharacter(Unicode.Scalar)
    /// An unknown or malformed escape sequence, such as `\x` or `\u12G4`.
    case invalidEscape(String)
    /// A `\u` escape of a surrogate that is not part of a high-low pair.
    case loneSurrogate(String)
    /// A second member with the same key in one object.
    case duplicateKey(String)
    /// A byte that is not part of valid UTF-8; the error points at the first byte
    /// of the invalid sequence.
    case invalidUTF8(UInt8)
    /// Arrays and objects nested deeper than the limit.
    case tooDeep(limit: Int)
  }
}

extension JSONParseError: CustomStringConvertible {
  /// The error as one line, such as
  /// "line 3, column 14: expected ',' or '}' after an object member, found 'x'".
  public var description: String {
    "line \(line), column \(column): \(reason)"
  }
}

extension JSONParseError.Reason: CustomStringConvertible {
  /// The reason as a short sentence-case message that quotes the offending token.
  public var description: String {
    switch self {
    case .expectedValue(let found): "expected a value, found \(Self.describe(found))"
    case .expectedKey(let found): "expected a string key, found \(Self.describe(found))"
    case .expectedColon(let found): "expected ':' after an object key, found \(Self.describe(found))"
    case .expectedCommaOrBracket(let found):
      "expected ',' or ']' after an array element, found \(Self.describe(found))"
    case .expectedCommaOrBrace(let found):
      "expected ',' or '}' after an object member, found \(Self.describe(found))"
    case .expectedEndOfInput(let found): "expected end of input after the value, found \(Self.quote(found))"
    case .trailingComma(let closing): "trailing comma before \(Self.quote(closing))"
    case .comment(let opening): "comments are not allowed, found \(Self.quote(opening))"
    case .invalidNumber(let token): "invalid number \(Self.quote(token))"
    case .leadingZero(let token): "number \(Self.quote(token)) has a leading zero"
    case .numberOutOfRange(let token): "number \(Self.quote(token)) is out of range"
    case .unterminatedString: "unterminated string"
    case .controlCharacter(let scalar): "unescaped control character \(Self.codePoint(scalar)) in a string"
    case .invalidEscape(let token): "invalid escape \(Self.quote(token)) in a string"
    case .loneSurrogate(let token): "lone surrogate \(Self.quote(token)) in a string"
    case .duplicateKey(let key): "duplicate key \(Self.quote(key)) in an object"
    case .invalidUTF8(let byte): "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
    case .tooDeep(let limit): "nesting is deeper than \(limit) levels"
    }
  }

  /// The most scalars of a token that a message quotes.
  private static let quotedLimit = 40

  private static func describe(_ token: String?) -> String {
    guard let token else { return "end of input" }
    return quote(token)
  }

  /// Wraps a token in single quotes (double quotes if it contains one), shows
  /// invisible scalars as `\u{…}` and shortens long tokens with "...".
  private static func quote(_ token: String) -> String {
    var shown = ""
    for (offset, scalar) in token.unicodeScalars.enumerated() {
      if offset == quotedLimit {
        shown += "..."
        break
      }
      if isInvisible(scalar) {
        shown += "\\u{\(hex(scalar.value, digits: 1))}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    let mark = token.unicodeScalars.contains("'") ? "\"" : "'"
    return mark + shown + mark
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + hex(scalar.value, digits: 4)
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
