import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

@Suite("drawText")
struct DrawTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let maxWidth: Int
    let expected: String
    let drawn: Int
    var testDescription: String { "\(text.debugDescription) in \(maxWidth)" }
  }

  static let cases: [Case] = [
    Case(text: "hello", maxWidth: 10, expected: "hello", drawn: 5),
    Case(text: "hello", maxWidth: 5, expected: "hello", drawn: 5),
    Case(text: "hello!", maxWidth: 5, expected: "hell…", drawn: 5),
    Case(text: "hello", maxWidth: 1, expected: "…", drawn: 1),
    Case(text: "hello", maxWidth: 0, expected: "", drawn: 0),
    Case(text: "漢字テキスト", maxWidth: 12, expected: "漢字テキスト", drawn: 12),
    Case(text: "漢字テキスト", maxWidth: 7, expected: "漢字テ…", drawn: 7),
    Case(text: "漢字テキスト", maxWidth: 6, expected: "漢字…", drawn: 5),
    Case(text: "a漢字", maxWidth: 4, expected: "a漢…", drawn: 4),
    Case(text: "a漢字", maxWidth: 3, expected: "a…", drawn: 2),
    Case(text: "🙂🙂🙂", maxWidth: 4, expected: "🙂…", drawn: 3),
    Case(text: "e\u{301}te\u{301}", maxWidth: 3, expected: "e\u{301}te\u{301}", drawn: 3),
    Case(text: "bad\u{1B}[2J", maxWidth: 20, expected: "bad^[[2J", drawn: 8),
    Case(text: "bad\u{1B}[2Jname", maxWidth: 6, expected: "bad^[…", drawn: 6),
    Case(text: "a\tb", maxWidth: 10, expected: "a   b", drawn: 5),
  ]

  @Test(arguments: cases)
  func drawsAndTruncatesByDisplayWidth(_ testCase: Case) {
    var grid = CellGrid(width: 14, height: 1)
    let drawn = grid.drawText(testCase.text, at: CellPoint(x: 0, y: 0), maxWidth: testCase.maxWidth)
    expectScreen(grid, [testCase.expected])
    #expect(drawn == testCase.drawn)
  }

  @Test func wideCharactersKeepLaterColumnsAligned() {
    var grid = CellGrid(width: 12, height: 3)
    grid.drawText("name", at: CellPoint(x: 0, y: 0))
    grid.drawText("漢字", at: CellPoint(x: 0, y: 1))
    grid.drawText("🙂x", at: CellPoint(x: 0, y: 2))
    for row in 0..<3 { grid.drawText("|", at: CellPoint(x: 6, y: row)) }
    expectScreen(grid, ["name  |", "漢字  |", "🙂x   |"])
  }

  @Test func truncationThatWouldSplitAWideCharacterLeavesTheNextColumnUntouched() {
    var grid = CellGrid(width: 8, height: 1)
    grid.drawText("########", at: CellPoint(x: 0, y: 0))
    grid.drawText("漢字漢字", at: CellPoint(x: 1, y: 0), maxWidth: 4)
    expectScreen(grid, ["#漢…####"])
  }

  @Test func textStopsAtTheRightEdgeOfTheGrid() {
    var grid = CellGrid(width: 6, height: 1)
    let drawn = grid.drawText("abcdefgh", at: CellPoint(x: 2, y: 0))
    expectScreen(grid, ["  abc…"])
    #expect(drawn == 4)
  }

  @Test func wideCharacterAtTheRightEdgeIsNotSplit() {
    var grid = CellGrid(width: 5, height: 1)
    grid.drawText("ab漢字", at: CellPoint(x: 0, y: 0))
    expectScreen(grid, ["ab漢…"])
    var other = CellGrid(width: 5, height: 1)
    other.drawText("abc漢字", at: CellPoint(x: 0, y: 0))
    expectScreen(other, ["abc…"])
  }

  @Test func rowsOutsideTheGridDrawNothing() {
    var grid = CellGrid(width: 5, height: 1)
    #expect(grid.drawText("x", at: CellPoint(x: 0, y: 1)) == 0)
    #expect(grid.drawText("x", at: CellPoint(x: 0, y: -1)) == 0)
    #expect(grid == CellGrid(width: 5, height: 1))
  }

  @Test func styleIsAppliedToEveryCellDrawn() {
    var grid = CellGrid(width: 5, height: 1)
    let bold = Style(bold: true)
    grid.drawText("a漢", at: CellPoint(x: 0, y: 0), style: bold)
    #expect(grid.row(0).prefix(3).allSatisfy { $0.style == bold })
    #expect(grid[3, 0].style == .plain)
  }

  @Test func rightAlignedTextEndsAtTheGivenColumn() {
    var grid = CellGrid(width: 10, height: 1)
    grid.drawTextRightAligned("1.2 KB", endingAt: 10, y: 0, maxWidth: 8)
    grid.drawTextRightAligned("long text", endingAt: 4, y: 0, maxWidth: 3)
    expectScreen(grid, [" lo…1.2 KB"])
  }
}

/// Rule T5: printable ASCII and plain narrow scalars are drawn without building
/// characters; they must draw exactly what putting the characters one by one draws, over wide
/// characters and at every limit.
@Suite("drawText on plain text")
struct PlainTextDrawTests {
  @Test func matchesPuttingEachCharacter() {
    var random = SplitMix64(seed: 1313)
    let pieces = [
      "a", "Z", " ", "~", "file", ".txt", "0", "^", "<", "\\", "é", "×", "·", "ÿ", "\u{AD}", "\u{A0}",
      "\u{301}", "›", "…", "│", "\u{200D}",
    ]
    var plainTexts = 0
    for _ in 0..<600 {
      var text = ""
      for _ in 0..<Int(random.next() % 8) { text += random.pick(pieces) }
      let width = 12
      var base = CellGrid(width: width, height: 1)
      for x in stride(from: Int(random.next() % 2), to: width - 1, by: 3) where random.chance(0.5) {
        base.put("漢", x: x, y: 0)
      }
      let x = Int(random.next() % UInt64(width))
      let limit = Int(random.next() % UInt64(width + 2))
      var drawn = base
      let columns = drawn.drawText(text, at: CellPoint(x: x, y: 0), maxWidth: limit)
      var expected = base
      let fitted = CellGrid.truncated(SafeText.escaped(text), toWidth: min(limit, width - x))
      var column = x
      for character in fitted { column += expected.put(character, x: column, y: 0) }
      let plain = text.unicodeScalars.allSatisfy {
        ($0.isASCII && !"^<\\".unicodeScalars.contains($0))
          || DisplayWidth.isPlainNarrow($0)
      }
      if plain {
        #expect(drawn == expected, "\(text.debugDescription) at \(x) in \(limit)")
        #expect(columns == column - x)
        plainTexts += 1
      }
    }
    #expect(plainTexts > 100)
  }
}
