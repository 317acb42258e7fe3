import ColonnadeTerminal
import Testing

@Suite("TextView")
struct TextViewTests {
  @Test func lineNumbersAreRightAlignedInAGutter() {
    var grid = CellGrid(width: 20, height: 3)
    TextView(text: "let x = 1\nprint(x)\n", showsLineNumbers: true).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["1 let x = 1", "2 print(x)", ""])
  }

  @Test func gutterGrowsWithTheLineCount() {
    var grid = CellGrid(width: 8, height: 2)
    let text = (1...12).map { "line \($0)" }.joined(separator: "\n")
    TextView(text: text, scrollOffset: 10, wraps: false, showsLineNumbers: true).draw(
      into: &grid, in: grid.bounds)
    expectScreen(grid, ["11 line…", "12 line…"])
  }

  @Test func longLinesWrapAtTheColumn() {
    var grid = CellGrid(width: 6, height: 4)
    TextView(text: "abcdefghij\nxy").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["abcdef", "ghij", "xy", ""])
  }

  @Test func wrappedContinuationRowsLeaveTheGutterBlank() {
    var grid = CellGrid(width: 6, height: 3)
    TextView(text: "abcdefgh\nz", showsLineNumbers: true).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["1 abcd", "  efgh", "2 z"])
  }

  @Test func wrappingNeverSplitsAWideCharacter() {
    var grid = CellGrid(width: 5, height: 2)
    TextView(text: "漢字漢字").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["漢字", "漢字"])
  }

  @Test func withoutWrappingLongLinesEndInAnEllipsis() {
    var grid = CellGrid(width: 6, height: 2)
    TextView(text: "abcdefghij\nok", wraps: false).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["abcde…", "ok"])
  }

  @Test func scrollOffsetCountsDisplayRowsAndIsClamped() {
    var grid = CellGrid(width: 4, height: 2)
    let view = TextView(text: "abcdefgh\nij", scrollOffset: 1)
    view.draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["efgh", "ij"])
    #expect(view.maximumScrollOffset(width: 4, height: 2) == 1)
    var far = CellGrid(width: 4, height: 2)
    TextView(text: "abcdefgh\nij", scrollOffset: 50).draw(into: &far, in: far.bounds)
    #expect(far == grid)
  }

  @Test func tabsExpandAndControlsAreEscaped() {
    var grid = CellGrid(width: 20, height: 3)
    TextView(text: "\tindented\r\nbell\u{7} \u{1B}[31mred\nlone\rcr").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["    indented", "bell^G ^[[31mred", "lone^Mcr"])
  }

  @Test func emptyTextShowsOneEmptyLineNumber() {
    var grid = CellGrid(width: 6, height: 2)
    TextView(text: "", showsLineNumbers: true).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["1", ""])
  }

  @Test func binaryLookingContentStaysOnItsRows() {
    var grid = CellGrid(width: 12, height: 2)
    let text = SafeText.decoding([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF])
    TextView(text: text).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["^?ELF^B^A^@\\", "xFF"])
  }
}
