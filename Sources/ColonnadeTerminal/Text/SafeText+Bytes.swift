extension SafeText {
  /// Decodes arbitrary bytes (a non-UTF-8 file name, a binary file's prefix) into safe text.
  ///
  /// Valid UTF-8 is decoded; every byte that is not part of a valid
  /// sequence (stray continuation bytes, truncated or overlong sequences,
  /// surrogates, values above U+10FFFF) is shown as `\xNN`. The result is
  /// then escaped as by ``escaped(_:tabWidth:)``.
  ///
  /// ```swift
  /// SafeText.decoding([0x63, 0x61, 0x66, 0xC3, 0xA9])  // "café"
  /// SafeText.decoding([0xC3, 0x28])                    // "\\xC3("
  /// ```
  ///
  /// O(n).
  public static func decoding(_ bytes: [UInt8], tabWidth: Int? = nil) -> String {
    // Printable ASCII (most names) is valid UTF-8 that needs no escape.
    if !bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
    return escaped(decodingLeniently(bytes), tabWidth: tabWidth)
  }

  /// Decodes UTF-8, replacing each byte of an invalid sequence with the text `\xNN`. O(n).
  static func decodingLeniently(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = decodeScalar(bytes, at: index) {
        scalars.append(scalar)
        index += length
      } else {
        scalars.append(contentsOf: ("\\x" + hex(bytes[index])).unicodeScalars)
        index += 1
      }
    }
    return String(scalars)
  }

  /// Decodes one well-formed UTF-8 scalar starting at `index`, with its length in bytes. O(1).
  ///
  /// Follows the well-formed byte sequences of Unicode table 3-7: no overlong
  /// forms, no surrogates, nothing above U+10FFFF.
  static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F:
      return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { secondRange = 0xA0...0xBF }
      if lead == 0xED { secondRange = 0x80...0x9F }
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { secondRange = 0x90...0xBF }
      if lead == 0xF4 { secondRange = 0x80...0x8F }
    default:
      return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
