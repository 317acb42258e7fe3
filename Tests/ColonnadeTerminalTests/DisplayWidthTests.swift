import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let character: Character
    let width: Int
    let name: String
    var testDescription: String { "\(name) → \(width)" }
  }

  static let cases: [Case] = [
    Case(character: "a", width: 1, name: "ASCII letter"),
    Case(character: " ", width: 1, name: "space"),
    Case(character: "é", width: 1, name: "precomposed é"),
    Case(character: "e\u{301}", width: 1, name: "e + combining acute"),
    Case(character: "\u{301}", width: 0, name: "lone combining acute"),
    Case(character: "\u{200D}", width: 0, name: "zero-width joiner"),
    Case(character: "\u{200B}", width: 0, name: "zero-width space"),
    Case(character: "\u{FE0F}", width: 0, name: "variation selector 16 alone"),
    Case(character: "\u{1B}", width: 0, name: "ESC"),
    Case(character: "\u{7F}", width: 0, name: "DEL"),
    Case(character: "\u{9B}", width: 0, name: "C1 CSI"),
    Case(character: "\u{AD}", width: 1, name: "soft hyphen"),
    Case(character: "漢", width: 2, name: "CJK ideograph"),
    Case(character: "\u{3400}", width: 2, name: "CJK extension A"),
    Case(character: "\u{20000}", width: 2, name: "CJK extension B"),
    Case(character: "한", width: 2, name: "Hangul syllable"),
    Case(character: "\u{1100}\u{1161}\u{11A8}", width: 2, name: "Hangul jamo L V T"),
    Case(character: "あ", width: 2, name: "Hiragana"),
    Case(character: "カ", width: 2, name: "Katakana"),
    Case(character: "ｶ", width: 1, name: "halfwidth Katakana"),
    Case(character: "Ａ", width: 2, name: "fullwidth A"),
    Case(character: "。", width: 2, name: "ideographic full stop"),
    Case(character: "🙂", width: 2, name: "emoji"),
    Case(character: "👍🏽", width: 2, name: "emoji with skin tone"),
    Case(character: "👩‍💻", width: 2, name: "ZWJ sequence"),
    Case(character: "🇫🇷", width: 2, name: "flag"),
    Case(character: "❤️", width: 2, name: "heart + VS16"),
    Case(character: "1️⃣", width: 2, name: "keycap"),
    Case(character: "⌚", width: 2, name: "watch (emoji presentation)"),
    Case(character: "🌡", width: 2, name: "thermometer (counted wide, the safe side)"),
    Case(character: "🤖", width: 2, name: "supplemental pictograph"),
    Case(character: "🫠", width: 2, name: "pictographs extended-A"),
    Case(character: "│", width: 1, name: "box drawing (ambiguous)"),
    Case(character: "…", width: 1, name: "ellipsis (ambiguous)"),
    Case(character: "‹", width: 1, name: "single angle quote"),
    Case(character: "☰", width: 1, name: "trigram"),
    Case(character: "α", width: 1, name: "Greek"),
    Case(character: "א", width: 1, name: "Hebrew"),
  ]

  @Test(arguments: cases)
  func widthOfCharacter(_ testCase: Case) {
    #expect(DisplayWidth.of(testCase.character) == testCase.width)
  }

  @Test(arguments: [
    ("plain", 5), ("漢字", 4), ("a漢b", 4), ("", 0), ("e\u{301}e\u{301}", 2), ("🙂 ok", 5),
  ])
  func widthOfString(_ text: String, _ width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  /// Rule T5 (escaped text, the grid kept aligned): plain narrow scalars
  /// (Latin-1 signs, dashes, quotes, box drawing) are measured and made safe without building
  /// characters; each must take one column, need no escape and be no emoji, and mixed with ASCII
  /// and with marks that join, every text must measure and escape as its characters do.
  @Test func plainNarrowScalarsTakeOneColumnAndNoEscape() {
    let ranges: [ClosedRange<UInt32>] = [0xA1...0xFF, 0x2010...0x2027, 0x2030...0x203B, 0x2500...0x259F]
    for value in ranges.joined() where value != 0xAD {
      let scalar = Unicode.Scalar(value)!
      let name = "U+\(String(value, radix: 16))"
      #expect(DisplayWidth.isPlainNarrow(scalar), "\(name)")
      #expect(DisplayWidth.of(Character(scalar)) == 1, "\(name)")
      #expect(SafeText.isSafe(Character(scalar)), "\(name)")
      #expect(!DisplayWidth.isUncertain(Character(scalar)), "\(name)")
      #expect(!scalar.properties.isEmojiPresentation, "\(name)")
    }
    for value: UInt32 in [0xA0, 0xAD, 0x200D, 0x2028, 0x202E, 0x203C, 0x2049, 0x25B6, 0x2600] {
      #expect(!DisplayWidth.isPlainNarrow(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
    }
    var random = SplitMix64(seed: 1717)
    let pieces = [
      "a", " ", "×", "·", "é", "ÿ", "¡", "\u{AD}", "\u{A0}", "e\u{301}", "漢", "\r\n", "…", "›", "│", "█",
      "\u{301}", "\u{200D}", "\u{FE0F}", "‼",
    ]
    for _ in 0..<500 {
      var text = ""
      for _ in 0..<Int(random.next() % 8) { text += random.pick(pieces) }
      #expect(
        DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
      let slow = text.map { SafeText.isSafe($0) ? String($0) : SafeText.escaped(String($0)) }.joined()
      #expect(SafeText.escaped(text) == slow, "\(text.debugDescription)")
    }
  }

  /// Rule T5 (the grid kept aligned): the printable-ASCII and plain-narrow
  /// tests read a string's UTF-8 bytes directly; on any text, whole or a slice, they must answer
  /// as their scalar definitions do.
  @Test func byteTestsAgreeWithScalarDefinitions() {
    var random = SplitMix64(seed: 2026)
    let pieces = [
      "a", "~", " ", "\u{7F}", "\u{1F}", "\u{80}", "\u{9F}", "\u{A0}", "¡", "\u{AD}", "ÿ", "Ā", "漢", "🙂",
      "\u{2000}", "\u{200F}", "‐", "…", "\u{2028}", "›", "‼", "\u{24FF}", "─", "▟", "\u{25A0}", "\u{2FFF}",
    ]
    for _ in 0..<1_000 {
      var text = ""
      for _ in 0..<Int(random.next() % 10) { text += random.pick(pieces) }
      let ascii = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
      let plain = text.unicodeScalars.allSatisfy {
        $0.value >= 0x20 && $0.value < 0x7F || DisplayWidth.isPlainNarrow($0)
      }
      let slice = text.dropFirst(text.isEmpty ? 0 : 1)
      let slicePlain = slice.unicodeScalars.allSatisfy {
        $0.value >= 0x20 && $0.value < 0x7F || DisplayWidth.isPlainNarrow($0)
      }
      #expect(DisplayWidth.isPrintableASCII(text) == ascii, "\(text.debugDescription)")
      #expect(DisplayWidth.plainNarrowCount(text) == (plain ? text.unicodeScalars.count : nil))
      #expect(DisplayWidth.plainNarrowCount(slice) == (slicePlain ? slice.unicodeScalars.count : nil))
    }
  }

  /// Spot checks of the first and last scalar of each documented block.
  static let wideRangeStarts: [UInt32] = [0x1100, 0x2E80, 0x3041, 0x4E00, 0xAC00, 0xFF01, 0x1F300, 0x20000]

  @Test(arguments: wideRangeStarts)
  func blockStartsAreWide(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(DisplayWidth.of(scalar) == 2)
  }

  @Test func emojiAreUncertainButCJKIsNot() {
    #expect(DisplayWidth.isUncertain("🙂"))
    #expect(DisplayWidth.isUncertain("❤️"))
    #expect(!DisplayWidth.isUncertain("漢"))
    #expect(!DisplayWidth.isUncertain("a"))
    #expect(!DisplayWidth.isUncertain("©"))
  }

  /// Rule T5 (emoji keep the grid aligned: the renderer moves absolutely after one): the
  /// one-scalar shortcut (no property lookup below U+203C and in the box-drawing and block ranges)
  /// agrees with the definition, an emoji above Latin-1, wherever it could differ.
  @Test func oneScalarShortcutAgreesWithTheDefinition() {
    for value in Array(0..<0x2700) + Array(0x1F000..<0x1FB00) {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let defined = scalar.properties.isEmoji && scalar.value > 0xFF
      #expect(DisplayWidth.isUncertain(Character(scalar)) == defined, "U+\(String(value, radix: 16))")
    }
  }
}
