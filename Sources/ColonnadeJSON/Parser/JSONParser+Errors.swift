extension JSONParser {
  /// An error at a byte offset, with the line and column worked out from the input.
  func error(_ reason: JSONParseError.Reason, at offset: Int) -> JSONParseError {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    // Every byte that is not a UTF-8 continuation byte starts a scalar (a loop: `count(where:)` is
    // newer than the iOS 16 SDK's standard library).
    var scalars = 0
    for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
    return JSONParseError(line: line, column: scalars + 1, reason: reason)
  }

  /// An error for the unexpected token at the current position, or for a comment
  /// if one starts there.
  func unexpected(_ reason: (_ found: String?) -> JSONParseError.Reason) -> JSONParseError {
    guard position < bytes.count else { return error(reason(nil), at: position) }
    if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
    {
      return error(.comment(text(position..<position + 2)), at: position)
    }
    let end =
      bytes[position] == UInt8(ascii: "\"")
      ? stringLiteralEnd(from: position) : max(wordEnd(from: position), scalarEnd(from: position))
    return error(reason(text(position..<end)), at: position)
  }

  /// The end of the string literal whose opening quote is at `start`, for quoting it
  /// whole: past its closing quote, or at the first line break or the end of input.
  private func stringLiteralEnd(from start: Int) -> Int {
    var end = start + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
      switch bytes[end] {
      case UInt8(ascii: "\""): return end + 1
      case UInt8(ascii: "\\"): end = scalarEnd(from: end + 1)
      default: end += 1
      }
    }
    return end
  }

  /// The end of the word that starts at `start`: the run of bytes up to whitespace,
  /// a structural character, a quote or a slash.
  func wordEnd(from start: Int) -> Int {
    var end = start
    while end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"),
        UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "/"):
        return end
      default:
        end += 1
      }
    }
    return end
  }

  /// The end of the scalar whose first byte is at `start`, never past the input.
  func scalarEnd(from start: Int) -> Int {
    guard start < bytes.count else { return start }
    let length =
      switch bytes[start] {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF7: 4
      default: 1
      }
    return min(start + length, bytes.count)
  }

  /// The input bytes in `range` as text.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Throws at the first byte that does not start a valid UTF-8 sequence. O(n).
  func validateUTF8() throws(JSONParseError) {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      let length: Int
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, lower) = (3, 0xA0)  // No overlong forms.
      case 0xED: (length, upper) = (3, 0x9F)  // No surrogates.
      case 0xE1...0xEF: length = 3
      case 0xF0: (length, lower) = (4, 0x90)  // No overlong forms.
      case 0xF4: (length, upper) = (4, 0x8F)  // Nothing above U+10FFFF.
      case 0xF1...0xF3: length = 4
      default: throw error(.invalidUTF8(lead), at: index)
      }
      guard index + length <= bytes.count, (lower...upper).contains(bytes[index + 1]),
        bytes[index + 2..<index + length].allSatisfy({ $0 & 0xC0 == 0x80 })
      else { throw error(.invalidUTF8(lead), at: index) }
      index += length
    }
  }
}
