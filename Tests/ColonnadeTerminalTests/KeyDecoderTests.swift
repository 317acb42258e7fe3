import ColonnadeTerminal
import Testing

/// Bytes a terminal sends and the keys they mean; the test name shows the bytes in hex.
struct KeyCase: CustomTestStringConvertible, Sendable {
  let bytes: [UInt8]
  let keys: [Key]

  init(_ text: String, _ keys: Key...) {
    self.bytes = Array(text.utf8)
    self.keys = keys
  }

  init(bytes: [UInt8], _ keys: Key...) {
    self.bytes = bytes
    self.keys = keys
  }

  var testDescription: String {
    bytes.map { SafeText.decoding([$0]) }.joined(separator: " ") + " → "
      + keys.map { $0.description }.joined(separator: ", ")
  }
}

@Suite("KeyDecoder")
struct KeyDecoderTests {
  static let everyKey: [KeyCase] = [
    KeyCase("\u{1B}[A", .up), KeyCase("\u{1B}[B", .down), KeyCase("\u{1B}[C", .right),
    KeyCase("\u{1B}[D", .left), KeyCase("\u{1B}OA", .up), KeyCase("\u{1B}OB", .down),
    KeyCase("\u{1B}OC", .right), KeyCase("\u{1B}OD", .left),
    KeyCase("\u{1B}[1;5A", .up), KeyCase("\u{1B}[1;2D", .left),
    KeyCase("\u{1B}[H", .home), KeyCase("\u{1B}[F", .end), KeyCase("\u{1B}OH", .home),
    KeyCase("\u{1B}OF", .end), KeyCase("\u{1B}[1~", .home), KeyCase("\u{1B}[4~", .end),
    KeyCase("\u{1B}[7~", .home), KeyCase("\u{1B}[8~", .end),
    KeyCase("\u{1B}[5~", .pageUp), KeyCase("\u{1B}[6~", .pageDown), KeyCase("\u{1B}[3~", .delete),
    KeyCase("\u{1B}[5;5~", .pageUp), KeyCase("\u{1B}[Z", .backTab),
    KeyCase("\r", .enter), KeyCase("\n", .enter), KeyCase("\t", .tab),
    KeyCase(bytes: [0x7F], .backspace), KeyCase(bytes: [0x08], .backspace),
    KeyCase(bytes: [0x03], .control("c")), KeyCase(bytes: [0x01], .control("a")),
    KeyCase(bytes: [0x1A], .control("z")), KeyCase(bytes: [0x00], .control("@")),
    KeyCase(bytes: [0x1C], .control("\\")), KeyCase(bytes: [0x1F], .control("_")),
    KeyCase("q", .character("q")), KeyCase("?", .character("?")), KeyCase(" ", .character(" ")),
    KeyCase("é", .character("é")), KeyCase("漢", .character("漢")), KeyCase("🙂", .character("🙂")),
  ]

  @Test(arguments: everyKey)
  func decodesEveryKey(_ testCase: KeyCase) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(testCase.bytes) == testCase.keys)
    #expect(!decoder.hasPendingInput)
  }

  @Test(arguments: everyKey)
  func decodesEveryKeySplitAtEveryByteBoundary(_ testCase: KeyCase) {
    let bytes = testCase.bytes + Array("x".utf8) + testCase.bytes
    let expected = testCase.keys + [.character("x")] + testCase.keys
    for split in 0...bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
      #expect(keys == expected, "split at byte \(split)")
    }
  }

  @Test func decodesOneByteAtATime() {
    let bytes = Array("\u{1B}[A\u{1B}OBj漢\u{1B}[5~🙂\r".utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in bytes { keys += decoder.feed([byte]) }
    #expect(keys == [.up, .down, .character("j"), .character("漢"), .pageUp, .character("🙂"), .enter])
  }

  @Test func batchedInputYieldsEveryKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[A\u{1B}[B".utf8)) == [.up, .down])
    #expect(decoder.feed(Array("jjk\r".utf8)) == [.character("j"), .character("j"), .character("k"), .enter])
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush() == [])
  }

  @Test func escapeFollowedByAnotherKeyIsEscapeThenTheKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
    #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
  }

  @Test func escapeBracketAtTimeoutIsEscapeThenBracket() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.flush() == [.escape, .character("[")])
  }

  @Test func unfinishedSequenceAtTimeoutIsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[12".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed(Array("j".utf8)) == [.character("j")])
  }

  @Test(arguments: [
    KeyCase("\u{1B}[200~x", .character("x")),  // Bracketed paste start.
    KeyCase("\u{1B}[I\u{1B}[Oq", .character("q")),  // Focus in and out.
    KeyCase("\u{1B}[99~", KeyCase.noKeys),  // No key has the number 99.
    KeyCase("\u{1B}[?1;2c\u{1B}[B", .down),  // A device attributes reply.
    KeyCase("\u{1B}[?1;2c\u{1B}[C", .right),  // A device attributes report.
    KeyCase("\u{1B}OZq", .character("q")),  // Unknown SS3.
    KeyCase("\u{1B}[1\u{3}", .control("c")),  // A control byte cuts a sequence short.
    KeyCase("\u{1B}[1;2q", .character("q")),  // Garbage cut short, then a key typed.
    KeyCase("\u{1B}[" + String(repeating: "1;", count: 8) + "j", .character("j")),
    KeyCase("\u{1B}[?2004;1$y\u{1B}[A", .up),  // A mode report: marked, skipped whole.
  ])
  func unknownSequencesAreSkipped(_ testCase: KeyCase) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(testCase.bytes) == testCase.keys)
  }

  @Test func invalidUTF8IsSkipped() {
    var decoder = KeyDecoder()
    #expect(
      decoder.feed([0xFF, 0x61, 0xC3, 0x28, 0x80, 0xE2, 0x82, 0x62]) == [
        .character("a"), .character("("), .character("b"),
      ])
    #expect(decoder.feed([0xC2, 0x9B, 0x41]) == [.character("A")])  // C1 CSI is not a character.
  }

  @Test func splitUTF8WaitsForItsLastByte() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xF0, 0x9F]) == [])
    #expect(decoder.feed([0x99]) == [])
    #expect(decoder.feed([0x82]) == [.character("🙂")])
  }

  @Test func overlongSequenceIsDroppedAndPendingStaysBounded() {
    var decoder = KeyDecoder()
    let garbage = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100)
    // The first 32 bytes are dropped as one broken sequence, and the rest of it up to its final
    // byte: its digits are not typed keys (they would be a count). A letter after it is a key.
    #expect(decoder.feed(garbage) == [])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed(Array(";1;1q".utf8)) == [.character("q")])
    #expect(decoder.feed(Array("12".utf8)) == [.character("1"), .character("2")], "the sequence ended")
    #expect(decoder.feed(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "2"), count: 29)) == [])
    #expect(decoder.pending.count <= KeyDecoder.maximumSequenceLength)
    #expect(decoder.feed(Array("~j".utf8)) == [.character("j")])
  }

  @Test(arguments: [
    (Key.up, "Up"), (.control("c"), "Ctrl-C"), (.character("q"), "q"), (.backTab, "Shift-Tab"),
  ])
  func keysHaveReadableNames(_ key: Key, _ name: String) {
    #expect(key.description == name)
  }

  /// Rule T3 (clicks and the wheel): SGR mouse reports decode to presses, releases, drags and the wheel, with
  /// 0-based cells; a malformed one is skipped.
  @Test func mouseReports() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(
      Array(
        "\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<32;12;5M\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<0;0;0Mj".utf8))
    let expected: [Key] = [
      Key.mouse(MouseEvent(MouseEvent.Kind.press(0), at: CellPoint(x: 9, y: 4))),
      Key.mouse(MouseEvent(MouseEvent.Kind.release, at: CellPoint(x: 9, y: 4))),
      Key.mouse(MouseEvent(MouseEvent.Kind.drag, at: CellPoint(x: 11, y: 4))),
      Key.mouse(MouseEvent(MouseEvent.Kind.wheelUp, at: CellPoint(x: 0, y: 0))),
      Key.mouse(MouseEvent(MouseEvent.Kind.wheelDown, at: CellPoint(x: 0, y: 0))),
      Key.character("j"),
    ]
    #expect(keys == expected)
  }
}

extension KeyCase {
  /// Marks a case that decodes to no key at all.
  static let noKeys: [Key] = []

  init(_ text: String, _ keys: [Key]) {
    self.bytes = Array(text.utf8)
    self.keys = keys
  }

}
