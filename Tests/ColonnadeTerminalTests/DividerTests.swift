import ColonnadeTerminal
import Testing

@Suite("Dividers and hinge")
struct DividerTests {
  @Test func verticalDividersSeparateColumns() {
    var grid = CellGrid(width: 9, height: 3)
    grid.drawVerticalDivider(x: 3, y: 0, height: 3)
    grid.drawVerticalDivider(x: 6, y: 1, height: 10)
    expectScreen(grid, ["   │", "   │  │", "   │  │"])
  }

  @Test func horizontalDividerSeparatesStackedPanes() {
    var grid = CellGrid(width: 5, height: 3)
    grid.drawHorizontalDivider(x: -2, y: 1, width: 20)
    expectScreen(grid, ["", "─────", ""])
  }

  @Test func hingeIsHatched() {
    var grid = CellGrid(width: 6, height: 2)
    grid.drawHatch(CellRect(x: 2, y: 0, width: 2, height: 5), style: Theme.standard.hinge)
    expectScreen(grid, ["  ╱╱", "  ╱╱"])
    #expect(grid[2, 0].style == Theme.standard.hinge)
  }

  @Test func dividerOverAWideCharacterBlanksItsOtherHalf() {
    var grid = CellGrid(width: 4, height: 1)
    grid.drawText("漢字", at: CellPoint(x: 0, y: 0))
    grid.drawVerticalDivider(x: 1, y: 0, height: 1)
    expectScreen(grid, [" │字"])
  }

  @Test func boxNeedsTwoByTwo() {
    var grid = CellGrid(width: 4, height: 3)
    grid.drawBox(CellRect(x: 0, y: 0, width: 1, height: 3))
    #expect(grid == CellGrid(width: 4, height: 3))
    grid.drawBox(CellRect(x: 0, y: 0, width: 2, height: 2))
    expectScreen(grid, ["┌┐", "└┘", ""])
  }
}
