extension JSONParser {
  /// Reads a string whose opening quote is at the current position. O(length).
  mutating func parseString() throws(JSONParseError) -> String {
    let opening = position
    position += 1
    let start = position
    // Fast path: no escapes, so the string is a slice of the input.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: bytes[start..<position - 1], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        break
      }
      if byte < 0x20 {
        throw error(.controlCharacter(Unicode.Scalar(byte)), at: position)
      }
      position += 1
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[start..<position])
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        try parseEscape(opening: opening)
      } else if byte < 0x20 {
        throw error(.controlCharacter(Unicode.Scalar(byte)), at: position)
      } else {
        scratch.append(byte)
        position += 1
      }
    }
    throw error(.unterminatedString, at: opening)
  }

  /// Reads the escape sequence at the current position into `scratch`.
  private mutating func parseEscape(opening: Int) throws(JSONParseError) {
    let escape = position
    guard escape + 1 < bytes.count else { throw error(.unterminatedString, at: opening) }
    let code = bytes[escape + 1]
    position += 2
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(code)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try parseHex4(escape: escape, opening: opening)
      switch unit {
      case 0xD800...0xDBFF:
        let low = position
        guard low + 1 < bytes.count, bytes[low] == UInt8(ascii: "\\"), bytes[low + 1] == UInt8(ascii: "u")
        else { throw error(.loneSurrogate(text(escape..<escape + 6)), at: escape) }
        position += 2
        let lowUnit = try parseHex4(escape: low, opening: opening)
        guard (0xDC00...0xDFFF).contains(lowUnit) else {
          throw error(.loneSurrogate(text(escape..<escape + 6)), at: escape)
        }
        appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (lowUnit - 0xDC00))
      case 0xDC00...0xDFFF:
        throw error(.loneSurrogate(text(escape..<escape + 6)), at: escape)
      default:
        appendUTF8(unit)
      }
    default:
      throw error(.invalidEscape(text(escape..<scalarEnd(from: escape + 1))), at: escape)
    }
  }

  /// Reads the four hex digits of a `\u` escape that starts at `escape`.
  private mutating func parseHex4(escape: Int, opening: Int) throws(JSONParseError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error(.unterminatedString, at: opening) }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw error(.invalidEscape(text(escape..<unicodeEscapeEnd(escape))), at: escape)
      }
      unit = unit << 4 | UInt32(digit)
      position += 1
    }
    return unit
  }

  /// The end of a malformed `\u` escape for quoting: up to four scalars after the
  /// `\u`, stopping before a quote, a backslash or a control character.
  private func unicodeEscapeEnd(_ escape: Int) -> Int {
    var end = escape + 2
    for _ in 0..<4 {
      guard end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""),
        bytes[end] != UInt8(ascii: "\\")
      else { break }
      end = scalarEnd(from: end)
    }
    return end
  }

  /// Appends the UTF-8 encoding of a scalar value (never a surrogate) to `scratch`.
  private mutating func appendUTF8(_ value: UInt32) {
    guard let scalar = Unicode.Scalar(value) else { return }
    UTF8.encode(scalar) { scratch.append($0) }
  }
}
