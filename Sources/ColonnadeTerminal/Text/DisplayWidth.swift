/// The number of terminal columns a character or string covers.
///
/// ```swift
/// DisplayWidth.of("a" as Character)     // 1
/// DisplayWidth.of("漢" as Character)    // 2
/// DisplayWidth.of("👍🏽" as Character)   // 2
/// DisplayWidth.of("e\u{301}")          // 1: the accent combines
/// ```
///
/// Widths follow what current terminals (xterm, VTE, kitty, tmux) do:
/// 2 for East Asian Wide and Fullwidth characters and for emoji shown in
/// emoji presentation (by default or through U+FE0F), 0 for combining marks,
/// joiners, variation selectors and other format characters, 1 otherwise.
/// East Asian Ambiguous characters (box drawing, `…`, `‹`) count as 1.
/// Control characters count as 0; they are never drawn (see ``SafeText``).
public enum DisplayWidth {
  /// The display width of one grapheme cluster: 0, 1 or 2. O(scalars in the cluster).
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    var width = of(first)
    var base = first
    var sawBase = width > 0
    while let next = scalars.next() {
      if !sawBase {
        // A cluster may start with zero-width scalars (a lone mark before a prepend).
        width = of(next)
        base = next
        sawBase = width > 0
      } else if next.value == 0xFE0F, base.properties.isEmoji {
        width = 2  // Emoji presentation selector: "❤️", "1️⃣".
      }
    }
    return width
  }

  /// The display width of a string: the sum of its characters' widths. O(n).
  public static func of(_ text: some StringProtocol) -> Int {
    width(of: text)
  }

  /// The display width of a `String`, compiled for it here (a generic call from another
  /// module would run unspecialized).
  public static func of(_ text: String) -> Int {
    width(of: text)
  }

  /// The body of both `of(_:)`s for text.
  private static func width(of text: some StringProtocol) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    if let count = plainNarrowCount(text) { return count }
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Whether `text` is printable ASCII only (U+0020–U+007E): one column per byte. A string's
  /// contiguous bytes are read directly, so a caller in another module pays no generic iteration
  /// per byte. O(n).
  package static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
    printableASCII(text)
  }

  /// ``isPrintableASCII(_:)`` for a `String`, compiled for it here: a generic call from another
  /// module would run unspecialized. O(n).
  package static func isPrintableASCII(_ text: String) -> Bool {
    printableASCII(text)
  }

  /// The body of both `isPrintableASCII(_:)`s.
  private static func printableASCII(_ text: some StringProtocol) -> Bool {
    if let answer = unsafe text.utf8.withContiguousStorageIfAvailable(isPrintableASCII(utf8:)) {
      return answer
    }
    return !text.utf8.contains { $0 < 0x20 || $0 >= 0x7F }
  }

  /// ``isPrintableASCII(_:)`` of UTF-8 bytes. O(n).
  package static func isPrintableASCII(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    unsafe !bytes.contains { $0 < 0x20 || $0 >= 0x7F }
  }

  /// The number of scalars of `text` when each is printable ASCII or ``isPlainNarrow(_:)``: none
  /// joins a neighbour and each takes one column ("200×60 · ? help", "Docs ›"); `nil` otherwise.
  /// O(n).
  package static func plainNarrowCount(_ text: some StringProtocol) -> Int? {
    if let answer = unsafe text.utf8.withContiguousStorageIfAvailable(plainNarrowCount(utf8:)) {
      return answer
    }
    var count = 0
    for scalar in text.unicodeScalars {
      guard (0x20..<0x7F).contains(scalar.value) || isPlainNarrow(scalar) else { return nil }
      count += 1
    }
    return count
  }

  /// ``plainNarrowCount(_:)`` of valid UTF-8 bytes: U+0080–U+00FF are the two-byte sequences
  /// that start with 0xC2 or 0xC3, U+2000–U+2FFF the three-byte ones that start with 0xE2. O(n).
  static func plainNarrowCount(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 0
    var index = 0
    while index < bytes.count {
      let byte = unsafe bytes[index]
      if byte >= 0x20 && byte < 0x7F {
        index += 1
      } else if byte & 0xFE == 0xC2, index + 1 < bytes.count {
        let scalar = unsafe UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        guard isPlainNarrow(scalar) else { return nil }
        index += 2
      } else if byte == 0xE2, index + 2 < bytes.count {
        let scalar = unsafe 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        guard isPlainNarrow(scalar) else { return nil }
        index += 3
      } else {
        return nil
      }
      count += 1
    }
    return count
  }

  /// A scalar that takes one column, joins no neighbour that is printable ASCII or plain narrow
  /// too, and is never escaped: a Latin-1 letter or sign (U+00A1–U+00FF but the soft hyphen), a dash,
  /// quote, bullet or ellipsis (U+2010–U+2027), a per-mille sign, prime or angle quote
  /// (U+2030–U+203B), a box-drawing line or block (U+2500–U+259F). None shows as an emoji on its
  /// own (© and ® do only before U+FE0F, which is not plain); tests hold every one of them to
  /// that.
  package static func isPlainNarrow(_ scalar: Unicode.Scalar) -> Bool {
    isPlainNarrow(scalar.value)
  }

  static func isPlainNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0xA1...0xFF: value != 0xAD
    case 0x2010...0x2027, 0x2030...0x203B, 0x2500...0x259F: true
    default: false
    }
  }

  /// The display width of a single Unicode scalar, taken on its own. O(log ranges).
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }  // DEL and C1 controls.
    if value == 0xAD { return 1 }  // Soft hyphen is shown by terminals.
    if isZeroWidth(scalar) { return 0 }
    if isWide(scalar) { return 2 }
    return 1
  }

  /// Whether a scalar adds no column of its own: marks, format characters, medial jamo.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul medial vowels, final consonants.
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F: return true
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true  // Variation selectors.
    case 0xE0000...0xE007F: return true  // Tags (used in subdivision flags).
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Whether a scalar is East Asian Wide or Fullwidth, or an emoji in emoji presentation.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x1100 { return false }
    if scalar.properties.isEmojiPresentation { return true }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// East Asian Wide and Fullwidth ranges not already covered by emoji presentation, sorted.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants.
    0x2329...0x232A,  // Angle brackets.
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols.
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compat.
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A.
    0x4E00...0x9FFF,  // CJK Unified Ideographs.
    0xA000...0xA4CF,  // Yi.
    0xA960...0xA97F,  // Hangul Jamo Extended-A.
    0xAC00...0xD7A3,  // Hangul Syllables.
    0xF900...0xFAFF,  // CJK Compatibility Ideographs.
    0xFE10...0xFE19,  // Vertical forms.
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants.
    0xFF00...0xFF60,  // Fullwidth ASCII and punctuation.
    0xFFE0...0xFFE6,  // Fullwidth signs.
    0x16FE0...0x16FE4,  // Ideographic symbols.
    0x17000...0x18CFF,  // Tangut, Khitan.
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu.
    0x1F200...0x1F265,  // Enclosed ideographic supplement.
    0x1F300...0x1F64F,  // Emoji: pictographs and emoticons with emoji presentation.
    0x1F900...0x1F9FF,  // Supplemental symbols and pictographs.
    0x1FA70...0x1FAFF,  // Symbols and pictographs extended-A.
    0x20000...0x2FFFD,  // CJK Extensions B–F and compatibility supplement.
    0x30000...0x3FFFD,  // CJK Extensions G and beyond.
  ]

  /// Whether terminals disagree about this character's width (emoji and emoji sequences).
  ///
  /// The renderer moves the cursor absolutely after drawing such a character,
  /// so a terminal that measures it differently cannot shift the rest of the row.
  public static func isUncertain(_ character: Character) -> Bool {
    if character.asciiValue != nil { return false }
    var count = 0
    for scalar in character.unicodeScalars {
      count += 1
      if count > 1 || isUncertain(scalar) { return true }
    }
    return false
  }

  /// ``isUncertain(_:)`` for a character of one scalar: an emoji above Latin-1. Below U+203C (the
  /// first such emoji) and in the box-drawing and block ranges before U+25AA no scalar is one, so
  /// dividers and punctuation skip the property lookup. O(1).
  static func isUncertain(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x203C || (0x2500..<0x25AA).contains(value) { return false }
    return scalar.properties.isEmoji
  }
}
