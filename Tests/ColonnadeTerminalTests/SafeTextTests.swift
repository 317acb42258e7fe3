import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// A pair of input and expected text whose test name shows the input escaped, never raw.
struct TextCase: CustomTestStringConvertible, Sendable {
  let input: String
  let expected: String
  var testDescription: String { input.debugDescription }
}

@Suite("Safe text (T5)")
struct SafeTextTests {
  @Test(
    arguments: [
      ("plain.txt", "plain.txt"),
      ("bell\u{7}", "bell^G"),
      ("nul\u{0}", "nul^@"),
      ("esc\u{1B}", "esc^["),
      ("csi \u{1B}[31mred", "csi ^[[31mred"),
      ("osc \u{1B}]0;title\u{7}", "osc ^[]0;title^G"),
      ("osc-st \u{1B}]8;;http://x\u{1B}\\", "osc-st ^[]8;;http://x^[\\"),
      ("dcs \u{1B}P1$r\u{1B}\\", "dcs ^[P1$r^[\\"),
      ("line\nbreak", "line^Jbreak"),
      ("crlf\r\n", "crlf^M^J"),
      ("del\u{7F}", "del^?"),
      ("c1 csi \u{9B}31m", "c1 csi <9B>31m"),
      ("c1 osc \u{9D}0;x\u{9C}", "c1 osc <9D>0;x<9C>"),
      ("nel\u{85}", "nel<85>"),
      ("rlo \u{202E}gpj.exe", "rlo <U+202E>gpj.exe"),
      ("isolate \u{2066}x\u{2069}", "isolate <U+2066>x<U+2069>"),
      ("separator \u{2028}", "separator <U+2028>"),
      ("tab\there", "tab^Ihere"),
      ("漢字 🙂 café", "漢字 🙂 café"),
    ].map { TextCase(input: $0.0, expected: $0.1) })
  func escapes(_ testCase: TextCase) {
    #expect(SafeText.escaped(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ("a\tb", 4, "a   b"), ("\tx", 4, "    x"), ("abcd\te", 4, "abcd    e"), ("漢\t|", 4, "漢  |"),
  ])
  func tabsExpandToTabStops(_ input: String, _ tabWidth: Int, _ expected: String) {
    #expect(SafeText.escaped(input, tabWidth: tabWidth) == expected)
  }

  @Test func escapingIsIdempotentAndLeavesNoControls() {
    var random = SplitMix64(seed: 2024)
    for round in 0..<300 {
      let scalars = (0..<20).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0...0x300, using: &random))
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      let once = SafeText.escaped(text)
      #expect(SafeText.escaped(once) == once, "seed 2024, round \(round)")
      #expect(once.allSatisfy { SafeText.isSafe($0) }, "seed 2024, round \(round)")
    }
  }

  @Test(
    arguments: [
      ([0x66, 0x6F, 0x6F], "foo"),
      ([0x63, 0x61, 0x66, 0xC3, 0xA9], "café"),
      ([0x66, 0xFF, 0x6F], "f\\xFFo"),
      ([0xC3, 0x28], "\\xC3("),
      ([0xE2, 0x82], "\\xE2\\x82"),
      ([0xC0, 0xAF], "\\xC0\\xAF"),
      ([0xE0, 0x80, 0xAF], "\\xE0\\x80\\xAF"),
      ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),
      ([0xF4, 0x90, 0x80, 0x80], "\\xF4\\x90\\x80\\x80"),
      ([0x80], "\\x80"),
      ([0xF0, 0x9F, 0x99, 0x82], "🙂"),
      ([0xE6, 0xBC, 0xA2], "漢"),
      ([0x1B, 0x5B, 0x32, 0x4A], "^[[2J"),
      ([0xC2, 0x9B, 0x41], "<9B>A"),
      ([0x9B, 0x41], "\\x9BA"),
    ] as [([UInt8], String)])
  func decodesBytes(_ bytes: [UInt8], _ expected: String) {
    #expect(SafeText.decoding(bytes) == expected)
  }

  @Test func decodingRandomBytesNeverYieldsUnsafeText() {
    var random = SplitMix64(seed: 99)
    for round in 0..<300 {
      let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &random) }
      let text = SafeText.decoding(bytes)
      #expect(text.allSatisfy { SafeText.isSafe($0) }, "seed 99, round \(round): \(bytes)")
    }
  }

  /// Printable ASCII, decoded without building scalars, is what the general path makes of it.
  @Test func printableASCIIDecodesAsTheGeneralPathDoes() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let bytes = (0..<Int(random.next() % 40)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
      #expect(SafeText.decoding(bytes) == SafeText.escaped(String(decoding: bytes, as: UTF8.self)))
    }
  }

  @Test func validUTF8RoundTrips() {
    let text = "Ünïcödé 漢字 🙂 👩‍💻"
    #expect(SafeText.decoding(Array(text.utf8)) == text)
  }
}
