/// A strict RFC 8259 reader over UTF-8 bytes that keeps its own stack of open
/// containers instead of recursing, so deep input cannot exhaust the call stack.
struct JSONParser {
  /// The kinds of open containers, innermost last.
  private enum Container {
    case array
    case object
  }

  /// The whole input.
  let bytes: [UInt8]

  /// The offset of the next byte to read.
  var position = 0

  /// A reused buffer for the bytes of strings that contain escapes.
  var scratch: [UInt8] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the whole input as one value surrounded by optional whitespace. O(n).
  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    var containers: [Container] = []
    var arrays: [[JSONValue]] = []
    var objects: [JSONObject] = []
    var pendingKeys: [String] = []
    skipWhitespace()
    nextValue: while true {
      var value: JSONValue
      guard position < bytes.count else { throw unexpected(JSONParseError.Reason.expectedValue) }
      switch bytes[position] {
      case UInt8(ascii: "["):
        try checkDepth(containers.count)
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          position += 1
          value = .array([])
        } else {
          containers.append(.array)
          arrays.append([])
          continue nextValue
        }
      case UInt8(ascii: "{"):
        try checkDepth(containers.count)
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          position += 1
          value = .object(JSONObject())
        } else {
          pendingKeys.append(try parseKey(in: JSONObject()))
          containers.append(.object)
          objects.append(JSONObject())
          continue nextValue
        }
      default:
        value = try parseScalar()
      }

      // Hand the value to the innermost container, closing every container that ends here.
      while true {
        skipWhitespace()
        guard let container = containers.last else {
          guard position == bytes.count else {
            throw unexpected { found in .expectedEndOfInput(found: found ?? "") }
          }
          return value
        }
        switch container {
        case .array:
          arrays[arrays.count - 1].append(value)
          switch peek() {
          case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            try rejectTrailingComma(before: UInt8(ascii: "]"))
            continue nextValue
          case UInt8(ascii: "]"):
            position += 1
            containers.removeLast()
            value = .array(arrays.removeLast())
          default:
            throw unexpected(JSONParseError.Reason.expectedCommaOrBracket)
          }
        case .object:
          objects[objects.count - 1].appendNew(pendingKeys.removeLast(), value)
          switch peek() {
          case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            try rejectTrailingComma(before: UInt8(ascii: "}"))
            pendingKeys.append(try parseKey(in: objects[objects.count - 1]))
            continue nextValue
          case UInt8(ascii: "}"):
            position += 1
            containers.removeLast()
            value = .object(objects.removeLast())
          default:
            throw unexpected(JSONParseError.Reason.expectedCommaOrBrace)
          }
        }
      }
    }
  }

  /// Reads an object key, checks it is new in `object`, and reads the ':' after it.
  private mutating func parseKey(in object: JSONObject) throws(JSONParseError) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw unexpected(JSONParseError.Reason.expectedKey) }
    let start = position
    let key = try parseString()
    if object.contains(key) {
      throw error(.duplicateKey(key), at: start)
    }
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw unexpected(JSONParseError.Reason.expectedColon) }
    position += 1
    skipWhitespace()
    return key
  }

  private func checkDepth(_ depth: Int) throws(JSONParseError) {
    if depth >= JSONValue.maximumDepth {
      throw error(.tooDeep(limit: JSONValue.maximumDepth), at: position)
    }
  }

  private func rejectTrailingComma(before closing: UInt8) throws(JSONParseError) {
    if peek() == closing {
      throw error(.trailingComma(before: String(Unicode.Scalar(closing))), at: position)
    }
  }

  func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        position += 1
      default:
        return
      }
    }
  }
}
