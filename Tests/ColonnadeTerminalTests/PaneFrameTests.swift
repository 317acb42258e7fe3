import ColonnadeTerminal
import Testing

@Suite("PaneFrame")
struct PaneFrameTests {
  @Test func headerWithBothButtons() {
    var grid = CellGrid(width: 24, height: 3)
    let frame = PaneFrame(title: "Documents", backButton: "Back", sidebarButton: "☰", focused: true)
    let body = frame.draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" ☰ ‹ Back  Documents", "", ""])
    #expect(body == CellRect(x: 0, y: 1, width: 24, height: 2))
  }

  @Test func headerWithTitleOnly() {
    var grid = CellGrid(width: 12, height: 1)
    PaneFrame(title: "Places").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" Places"])
  }

  @Test func longTitleIsTruncatedBeforeThePadding() {
    var grid = CellGrid(width: 12, height: 1)
    PaneFrame(title: "A very long folder name").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" A very lo…"])
  }

  @Test func narrowPaneShortensTheBackButton() {
    var grid = CellGrid(width: 14, height: 1)
    PaneFrame(title: "Downloads", backButton: "Back").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" ‹ Downloads"])
  }

  @Test func titleWithEscapeSequenceIsShownEscaped() {
    var grid = CellGrid(width: 20, height: 1)
    PaneFrame(title: "x\u{1B}]0;owned\u{7}").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" x^[]0;owned^G"])
  }

  @Test func focusIsReverseVideoAndUnfocusedIsUnderlined() {
    var grid = CellGrid(width: 10, height: 2)
    PaneFrame(title: "A", focused: true).draw(into: &grid, in: CellRect(x: 0, y: 0, width: 10, height: 1))
    PaneFrame(title: "B", focused: false).draw(into: &grid, in: CellRect(x: 0, y: 1, width: 10, height: 1))
    #expect(grid.row(0).allSatisfy { $0.style.reverse && $0.style.bold })
    #expect(grid.row(1).allSatisfy { !$0.style.reverse && $0.style.underline })
  }

  @Test func drawsOnlyInsideItsRectangle() {
    var grid = CellGrid(width: 10, height: 3)
    for row in 0..<3 { grid.drawText("##########", at: CellPoint(x: 0, y: row)) }
    PaneFrame(title: "Title that is long").draw(into: &grid, in: CellRect(x: 3, y: 0, width: 5, height: 2))
    expectScreen(grid, ["### Ti… ##", "###     ##", "##########"])
  }

  @Test func emptyRectangleDrawsNothing() {
    var grid = CellGrid(width: 4, height: 2)
    let body = PaneFrame(title: "T").draw(into: &grid, in: CellRect(x: 8, y: 0, width: 3, height: 2))
    #expect(body.isEmpty)
    #expect(grid == CellGrid(width: 4, height: 2))
  }
}
