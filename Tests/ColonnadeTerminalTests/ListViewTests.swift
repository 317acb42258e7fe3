import ColonnadeTerminal
import ColonnadeTestSupport
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

/// Rule T4: a list drawn over the last one (scrolled, moved, or its items
/// changed) leaves the grid exactly as drawing it afresh does; a scroll moves the rows it can.
@Test func drawingOverTheLastListEqualsDrawingAfresh() {
  var random = SplitMix64(seed: 31)
  let names = ["a", "notes.txt", "漢字の名前", "🙂 smile", "x\u{1B}[31m", "report-2026-final-version", "b"]
  let all = (0..<60).map { index in
    ListView.Item(
      names[index % names.count] + "\(index)", accessory: index % 3 == 0 ? "›" : "\(index) B",
      style: index % 4 == 0 ? Style(foreground: .blue, bold: true) : nil)
  }
  var moved = 0
  for round in 0..<400 {
    let rect = CellRect(
      x: Int.random(in: 0...3, using: &random), y: Int.random(in: 0...2, using: &random),
      width: Int.random(in: 4...30, using: &random), height: Int.random(in: 1...12, using: &random))
    func list() -> ListView {
      let first = Int.random(in: 0...20, using: &random)
      let count = Int.random(in: 0...rect.height, using: &random)
      let items = Array(all[first..<(first + count)])
      return ListView(
        items: items,
        selectedIndex: items.isEmpty || random.chance(0.1)
          ? nil : Int.random(in: 0..<items.count, using: &random),
        focused: random.chance(0.8))
    }
    let previous = list()
    var next = random.chance(0.3) ? list() : previous
    if random.chance(0.7), let start = all.firstIndex(of: previous.items.first ?? all[0]) {
      // Scrolled by a few rows, the selection moved or kept.
      let shifted = max(0, start + Int.random(in: -4...4, using: &random))
      next.items = Array(all[shifted..<(shifted + previous.items.count)])
      if random.chance(0.5), !next.items.isEmpty {
        next.selectedIndex = Int.random(in: 0..<next.items.count, using: &random)
      }
    }
    var grid = CellGrid(width: 40, height: 16)
    previous.draw(into: &grid, in: rect)
    _ = next.draw(into: &grid, in: rect, over: previous)
    var expected = CellGrid(width: 40, height: 16)
    next.draw(into: &expected, in: rect)
    #expect(grid == expected, "round \(round)")
    #expect(invariantsHold(grid))
    if ListView.shift(from: previous.items, to: next.items) != 0 { moved += 1 }
  }
  #expect(moved > 50)
}
