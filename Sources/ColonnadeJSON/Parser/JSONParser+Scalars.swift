extension JSONParser {
  /// Reads a string, number, `true`, `false` or `null` at the current position.
  mutating func parseScalar() throws(JSONParseError) -> JSONValue {
    switch bytes[position] {
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return .null
    default:
      throw unexpected(JSONParseError.Reason.expectedValue)
    }
  }

  /// Reads `literal` when it is the whole word at the current position.
  private mutating func parseLiteral(_ literal: String) throws(JSONParseError) {
    let end = wordEnd(from: position)
    guard bytes[position..<end].elementsEqual(literal.utf8) else {
      throw unexpected(JSONParseError.Reason.expectedValue)
    }
    position = end
  }

  /// Reads a number: the whole word at the current position must match the JSON
  /// grammar, and is then converted by the standard library, which rounds correctly.
  private mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = position
    let end = wordEnd(from: start)
    var index = start
    let isNegative = bytes[index] == UInt8(ascii: "-")
    if isNegative {
      index += 1
    }
    let integerStart = index
    guard index < end, isDigit(bytes[index]) else { throw invalidNumber(start, end) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < end, isDigit(bytes[index]) {
        throw error(.leadingZero(text(start..<end)), at: start)
      }
    } else {
      index = digitsEnd(from: index, to: end)
    }
    let integerEnd = index
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < end, isDigit(bytes[index]) else { throw invalidNumber(start, end) }
      index = digitsEnd(from: index, to: end)
    }
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < end, isDigit(bytes[index]) else { throw invalidNumber(start, end) }
      index = digitsEnd(from: index, to: end)
    }
    guard index == end else { throw invalidNumber(start, end) }
    position = end

    // Integers of up to 15 digits are below 2^53, so they convert exactly; summed in 64 bits,
    // since `Int` has 32 on wasm32.
    if integerEnd == end, end - integerStart <= 15 {
      var magnitude: Int64 = 0
      for digit in bytes[integerStart..<end] {
        magnitude = magnitude * 10 + Int64(digit - UInt8(ascii: "0"))
      }
      return isNegative ? -Double(magnitude) : Double(magnitude)
    }
    let token = text(start..<end)
    guard let number = Double(token) else { throw invalidNumber(start, end) }
    guard number.isFinite else { throw error(.numberOutOfRange(token), at: start) }
    return number
  }

  private func invalidNumber(_ start: Int, _ end: Int) -> JSONParseError {
    error(.invalidNumber(text(start..<end)), at: start)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func digitsEnd(from start: Int, to end: Int) -> Int {
    var index = start
    while index < end, isDigit(bytes[index]) {
      index += 1
    }
    return index
  }
}
