import ColonnadeTerminal
import Testing

@Suite("ListView")
struct ListViewTests {
  static let places: [ListView.Item] = [
    ListView.Item("Desktop", accessory: "›"), "Documents", ListView.Item("Downloads", accessory: "›"),
    "Music", "Pictures",
  ]

  @Test func drawsItemsWithPaddingAndAccessories() {
    var grid = CellGrid(width: 14, height: 3)
    ListView(items: Self.places, selectedIndex: 1).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" Desktop    ›", " Documents", " Downloads  ›"])
  }

  @Test func selectedRowIsHighlightedEdgeToEdge() {
    var grid = CellGrid(width: 12, height: 3)
    let theme = Theme.standard
    ListView(items: Self.places, selectedIndex: 1, focused: true).draw(into: &grid, in: grid.bounds)
    #expect(grid.row(1).allSatisfy { $0.style == theme.focusedSelection })
    #expect(grid.row(0).allSatisfy { $0.style != theme.focusedSelection })
  }

  @Test func unfocusedSelectionUsesTheQuieterStyle() {
    var grid = CellGrid(width: 12, height: 3)
    ListView(items: Self.places, selectedIndex: 0, focused: false).draw(into: &grid, in: grid.bounds)
    #expect(grid[0, 0].style == Theme.standard.selection)
    #expect(grid[0, 0].style.background == .brightBlack)
    #expect(grid[0, 0].style.withoutColors.reverse, "reverse video without colours")
  }

  @Test func scrollsSoTheSelectionIsVisible() {
    var grid = CellGrid(width: 12, height: 2)
    ListView(items: Self.places, selectedIndex: 4).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" Music", " Pictures"])
  }

  @Test(arguments: [
    // (selected, current offset, expected offset) for 5 rows shown 2 at a time.
    (0, 0, 0), (1, 0, 0), (2, 0, 1), (4, 0, 3), (0, 3, 0), (3, 3, 3), (2, 3, 2), (1, 9, 1),
  ])
  func scrollOffsetMovesOnlyWhenNeeded(selected: Int, current: Int, expected: Int) {
    let offset = ListView.scrollOffset(keeping: selected, visibleRows: 2, count: 5, current: current)
    #expect(offset == expected)
  }

  @Test func scrollOffsetNeverLeavesEmptyRowsBelow() {
    #expect(ListView.scrollOffset(keeping: nil, visibleRows: 4, count: 5, current: 9) == 1)
    #expect(ListView.scrollOffset(keeping: nil, visibleRows: 8, count: 5, current: 2) == 0)
    #expect(ListView.scrollOffset(keeping: 3, visibleRows: 0, count: 5, current: 2) == 0)
  }

  @Test func emptyListShowsItsMessage() {
    var grid = CellGrid(width: 16, height: 2)
    ListView(items: [], emptyMessage: "Empty folder").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [" Empty folder", ""])
  }

  @Test func hostileAndWideNamesStayInTheirColumns() {
    var grid = CellGrid(width: 14, height: 4)
    let items: [ListView.Item] = [
      "evil\u{1B}[2J", "tab\tname", "漢字のファイル名", ListView.Item(SafeText.decoding([0x61, 0xFF, 0x62])),
    ]
    ListView(items: items).draw(into: &grid, in: CellRect(x: 0, y: 0, width: 10, height: 4))
    for row in 0..<4 { grid.drawText("|", at: CellPoint(x: 10, y: row)) }
    expectScreen(grid, [" evil^[[… |", " tab^Ina… |", " 漢字の…  |", " a\\xFFb   |"])
  }

  @Test func drawingIsClippedToTheRectangle() {
    var grid = CellGrid(width: 8, height: 3)
    ListView(items: Self.places).draw(into: &grid, in: CellRect(x: 2, y: 1, width: 4, height: 5))
    expectScreen(grid, ["", "   D…", "   D…"])
  }
}
