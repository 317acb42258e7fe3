import ColonnadeTerminal
import Testing

@Suite("Renderer diff (T4)")
struct RendererTests {
  static let blank = CellGrid(width: 80, height: 24)

  @Test func equalGridsProduceNoOutput() {
    let grid = gridWithLines(width: 80, height: 24, ["hello", "漢字 🙂"])
    #expect(Renderer.diff(from: grid, to: grid) == "")
    var renderer = Renderer()
    _ = renderer.render(grid)
    #expect(renderer.render(grid) == "")
  }

  @Test func oneChangedCellIsOneShortWrite() {
    var next = Self.blank
    next.put("X", x: 10, y: 5)
    let output = Renderer.diff(from: Self.blank, to: next)
    #expect(output == "\u{1B}[6;11HX")
    #expect(output.utf8.count == 8)
  }

  @Test func oneChangedStyledCellSetsAndResetsTheStyle() {
    var next = Self.blank
    next.put("X", x: 0, y: 0, style: Style(bold: true))
    #expect(Renderer.diff(from: Self.blank, to: next) == "\u{1B}[H\u{1B}[1mX\u{1B}[m")
  }

  @Test func adjacentChangesNeedNoMove() {
    let next = gridWithLines(width: 80, height: 24, ["", "", "abc"])
    #expect(Renderer.diff(from: Self.blank, to: next) == "\u{1B}[3Habc")
  }

  @Test func shortGapIsRewrittenInsteadOfMoved() {
    let before = gridWithLines(width: 80, height: 24, ["abcde"])
    let after = gridWithLines(width: 80, height: 24, ["AbcDe"])
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[HAbcD")
  }

  @Test func longGapUsesCursorForward() {
    let before = gridWithLines(width: 80, height: 24, ["a          b"])
    let after = gridWithLines(width: 80, height: 24, ["A          B"])
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[HA\u{1B}[10CB")
  }

  @Test func nextRowStartIsReachedWithCarriageReturnLineFeed() {
    var renderer = Renderer()
    let first = gridWithLines(width: 4, height: 3, ["abcd", "efgh"])
    _ = renderer.render(first)
    let second = gridWithLines(width: 4, height: 3, ["abcD", "Efgh"])
    #expect(renderer.render(second) == "\u{1B}[;4HD\r\nE")
    let third = gridWithLines(width: 4, height: 3, ["abcD", "EfGh", "x"])
    #expect(renderer.render(third) == "fG\r\nx")
  }

  @Test func firstFrameIsAFullRedrawThatSkipsBlanks() {
    var renderer = Renderer()
    let grid = gridWithLines(width: 10, height: 3, ["ab", "", "  c"])
    #expect(renderer.render(grid) == "\u{1B}[m\u{1B}[H\u{1B}[2Jab\u{1B}[2Bc")
  }

  @Test func sizeChangeForcesAFullRedraw() {
    let small = gridWithLines(width: 10, height: 3, ["ab"])
    let large = gridWithLines(width: 12, height: 3, ["ab"])
    #expect(Renderer.diff(from: small, to: large) == "\u{1B}[m\u{1B}[H\u{1B}[2Jab")
    var renderer = Renderer()
    _ = renderer.render(small)
    #expect(renderer.render(large).hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2J"))
  }

  @Test func invalidateForcesAFullRedraw() {
    var renderer = Renderer()
    let grid = gridWithLines(width: 10, height: 3, ["ab"])
    _ = renderer.render(grid)
    renderer.invalidate()
    #expect(renderer.render(grid) == "\u{1B}[m\u{1B}[H\u{1B}[2Jab")
  }

  @Test func styleChangesAreCoalesced() {
    var next = Self.blank
    let red = Style(foreground: .red)
    next.drawText("abc", at: CellPoint(x: 0, y: 0), style: red)
    next.drawText("de", at: CellPoint(x: 3, y: 0), style: Style(foreground: .red, bold: true))
    #expect(Renderer.diff(from: Self.blank, to: next) == "\u{1B}[H\u{1B}[31mabc\u{1B}[1mde\u{1B}[m")
  }

  @Test func withoutColorOnlyAttributesAreSent() {
    var next = Self.blank
    next.drawText(
      "sel", at: CellPoint(x: 0, y: 0), style: Style(foreground: .cyan, bold: true, reverse: true))
    #expect(
      Renderer.diff(from: Self.blank, to: next, colorEnabled: false) == "\u{1B}[H\u{1B}[1;7msel\u{1B}[m")
  }

  @Test func colorOnlyChangesAreInvisibleWithoutColor() {
    var before = Self.blank
    before.drawText("abc", at: CellPoint(x: 0, y: 0), style: Style(foreground: .red))
    var after = Self.blank
    after.drawText("abc", at: CellPoint(x: 0, y: 0), style: Style(foreground: .green))
    #expect(Renderer.diff(from: before, to: after, colorEnabled: false) == "")
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[H\u{1B}[32mabc\u{1B}[m")
  }

  @Test func wideCharacterIsWrittenOnceAndAdvancesTwoColumns() {
    let next = gridWithLines(width: 80, height: 24, ["漢x"])
    #expect(Renderer.diff(from: Self.blank, to: next) == "\u{1B}[H漢x")
  }

  @Test func replacingAWideCharacterWithNarrowOnesRewritesBothCells() {
    let before = gridWithLines(width: 80, height: 24, ["漢"])
    let after = gridWithLines(width: 80, height: 24, ["ab"])
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[Hab")
  }

  @Test func emojiIsFollowedByAnAbsoluteMove() {
    let next = gridWithLines(width: 80, height: 24, ["🙂x"])
    #expect(Renderer.diff(from: Self.blank, to: next) == "\u{1B}[H🙂\u{1B}[;3Hx")
  }

  @Test func writingTheLastColumnThenTheNextRowUsesCarriageReturn() {
    var before = CellGrid(width: 4, height: 2)
    before.put("a", x: 0, y: 1)
    var after = before
    after.put("z", x: 3, y: 0)
    after.put("b", x: 1, y: 1)
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[;4Hz\r\n\u{1B}[Cb")
  }

  @Test func blanksToTheEndOfTheRowAreErasedWithEL() {
    let before = gridWithLines(width: 80, height: 24, ["", "some text that will vanish"])
    #expect(Renderer.diff(from: before, to: Self.blank) == "\u{1B}[2H\u{1B}[K")
  }

  @Test func longBlankRunsInsideARowAreErasedWithECH() {
    let x = String(repeating: "x", count: 20)
    let before = gridWithLines(width: 80, height: 24, ["a" + x + "b"])
    let after = gridWithLines(width: 80, height: 24, ["a" + String(repeating: " ", count: 20) + "b"])
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[;2H\u{1B}[20X")
  }

  /// Rule T4: where the terminal repeats characters, blanks followed by a changed cell are a space
  /// and REP, so the cursor needs no move over them; blanks followed by nothing changed stay ECH.
  @Test func blankRunsBeforeAChangeAreRepeatedWhereTheTerminalHasREP() {
    let x = String(repeating: "x", count: 20)
    let before = gridWithLines(width: 80, height: 24, ["a" + x + "b", "a" + x + "b"])
    let after = gridWithLines(
      width: 80, height: 24,
      ["a" + String(repeating: " ", count: 20) + "c", "a" + String(repeating: " ", count: 20) + "b"])
    var plain = Renderer()
    var repeating = Renderer()
    repeating.repeatsCharacters = true
    _ = plain.render(before)
    _ = repeating.render(before)
    #expect(plain.render(after) == "\u{1B}[;2H\u{1B}[20X\u{1B}[20Cc\r\n\u{1B}[C\u{1B}[20X")
    #expect(repeating.render(after) == "\u{1B}[;2H \u{1B}[19bc\r\n\u{1B}[C\u{1B}[20X")
  }

  /// Rule T4: a run of a like ASCII cell REP repeats once its first is written, when that is
  /// shorter than writing the changed ones (reversed blanks: ECH cannot draw them). A rule of `─`
  /// is written whole: tmux repeats nothing after a character of more than one byte.
  @Test func runsOfLikeCellsAreRepeatedWhereTheTerminalHasREP() {
    var next = Self.blank
    next.fill(CellRect(x: 0, y: 0, width: 10, height: 1), style: Style(reverse: true))
    next.drawText("──────", at: CellPoint(x: 0, y: 1), style: .plain)
    var renderer = Renderer()
    renderer.repeatsCharacters = true
    _ = renderer.render(Self.blank)
    #expect(renderer.render(next) == "\u{1B}[7m \u{1B}[9b\r\n\u{1B}[m──────")
    // Four like cells are cheaper written than repeated.
    var four = Self.blank
    four.drawText("====", at: CellPoint(x: 0, y: 0), style: .plain)
    _ = renderer.render(Self.blank)
    #expect(renderer.render(four) == "\u{1B}M====")
  }

  @Test func shortBlankRunsAreWrittenAsSpaces() {
    let before = gridWithLines(width: 80, height: 24, ["axxxb"])
    let after = gridWithLines(width: 80, height: 24, ["a   b"])
    #expect(Renderer.diff(from: before, to: after) == "\u{1B}[;2H   ")
  }

  @Test func blanksNeedNoStyleChangeWhenTheCurrentStyleDrawsThem() {
    var next = Self.blank
    next.drawText("a b", at: CellPoint(x: 0, y: 0), style: Style(foreground: .red, bold: true))
    // The space is written in red bold: it looks the same as a plain space.
    #expect(Renderer.diff(from: Self.blank, to: next) == "\u{1B}[H\u{1B}[1;31ma b\u{1B}[m")
  }
}
