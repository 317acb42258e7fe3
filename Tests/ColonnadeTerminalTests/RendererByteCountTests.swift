import ColonnadeTerminal
import Testing

/// Measured output sizes at 200 × 60, kept here so a regression in the diff shows up as a changed number.
@Suite("Renderer byte counts at 200×60")
struct RendererByteCountTests {
  /// A three-column file browser screen like the demo's: list selection at `selected`, preview of `preview` (default: the selection).
  static func browserScreen(selected: Int, preview: Int? = nil) -> CellGrid {
    let shown = preview ?? selected
    var grid = CellGrid(width: 200, height: 60)
    let theme = Theme.standard
    let sidebar = CellRect(x: 0, y: 0, width: 30, height: 59)
    let list = CellRect(x: 31, y: 0, width: 70, height: 59)
    let detail = CellRect(x: 102, y: 0, width: 98, height: 59)
    let places: [ListView.Item] = ["Home", "Desktop", "Documents", "Downloads", "Music", "Pictures"]
    var body = PaneFrame(title: "Places", sidebarButton: "☰").draw(into: &grid, in: sidebar)
    ListView(items: places, selectedIndex: 2, focused: false).draw(into: &grid, in: body)
    grid.drawVerticalDivider(x: 30, y: 0, height: 59, style: theme.divider)
    body = PaneFrame(title: "Documents", backButton: "Places", focused: true).draw(into: &grid, in: list)
    let files = (0..<80).map { ListView.Item("report-\($0).txt", accessory: "\($0 * 37 % 900) KB") }
    ListView(items: files, selectedIndex: selected).draw(into: &grid, in: body)
    grid.drawVerticalDivider(x: 101, y: 0, height: 59, style: theme.divider)
    body = PaneFrame(title: "report-\(shown).txt").draw(into: &grid, in: detail)
    let text = (1...70).map { "Line \($0) of report \(shown): quarterly figures, 漢字, notes." }
    TextView(text: text.joined(separator: "\n"), showsLineNumbers: true).draw(into: &grid, in: body)
    StatusLine(leading: "~/Documents/report-\(selected).txt", trailing: "80 items  ? help")
      .draw(into: &grid, in: CellRect(x: 0, y: 59, width: 200, height: 1))
    return grid
  }

  @Test func fullRedraw() {
    // 12,000 cells, of which about 5,000 are blank and skipped after the clear.
    let output = Renderer.diff(from: nil, to: Self.browserScreen(selected: 10))
    #expect(output.utf8.count == 7_706)
  }

  @Test func selectionMovesDownOneRow() {
    let before = Self.browserScreen(selected: 10)
    let after = Self.browserScreen(selected: 11)
    let output = Renderer.diff(from: before, to: after)
    // Two list rows change style; the preview's title, its 58 visible lines ("report 10" to
    // "report 11": one cell each) and one status line cell change.
    #expect(output.utf8.count == 370)
  }

  @Test func singleCellChange() {
    let before = Self.browserScreen(selected: 10)
    var after = before
    after.put("X", x: 150, y: 30)
    let output = Renderer.diff(from: before, to: after)
    #expect(output == "\u{1B}[31;151HX")
    #expect(output.utf8.count == 10)
  }

  @Test func selectionMoveWithAFixedPreview() {
    let before = Self.browserScreen(selected: 10, preview: 0)
    let after = Self.browserScreen(selected: 11, preview: 0)
    let output = Renderer.diff(from: before, to: after)
    // Row 12 loses the highlight (its blanks erased with ECH), row 13 gains it (its blanks
    // erased with ECH in the bar's background colour), and one status line cell changes.
    let expected =
      "\u{1B}[12;32H report-10.txt\u{1B}[49X\u{1B}[49C\u{1B}[2;90m370 KB \r\n\u{1B}[31C"
      + "\u{1B}[;1;30;46m report-11.txt\u{1B}[49X\u{1B}[49C407 KB "
      + "\u{1B}[60;22H\u{1B}[;7m1\u{1B}[m"
    #expect(output == expected)
    #expect(output.utf8.count == 112)
  }

  /// Without colours the selection bar is reverse video (its blanks must be written), bold when focused.
  @Test func selectionMoveWithoutColorIsReverseVideo() {
    let before = Self.browserScreen(selected: 10, preview: 0)
    let after = Self.browserScreen(selected: 11, preview: 0)
    var terminal = VirtualTerminal(width: 200, height: 60)
    terminal.apply(Renderer.diff(from: nil, to: before, colorEnabled: false))
    let output = Renderer.diff(from: before, to: after, colorEnabled: false)
    terminal.apply(output)
    #expect(output.contains("\u{1B}[;1;7m report-11.txt" + String(repeating: " ", count: 49) + "407 KB "))
    #expect(appearanceDifferences(terminal.screen, after, colorEnabled: false).isEmpty)
    #expect(terminal.screen[40, 12].style == Style(bold: true, reverse: true))
  }

  /// The style is carried from one frame to the next: no reset at the end of a frame, none at the
  /// start of the next when it goes on in the same style.
  @Test func styleCarriesAcrossFrames() {
    var renderer = Renderer()
    var grid = CellGrid(width: 10, height: 2)
    _ = renderer.render(grid)
    grid.put("a", x: 0, y: 0, style: Style(reverse: true))
    #expect(renderer.render(grid) == "\u{1B}[7ma")
    grid.put("b", x: 1, y: 1, style: Style(reverse: true))
    #expect(renderer.render(grid) == "\u{1B}Db")
    renderer.invalidate()
    #expect(renderer.render(grid).hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2J"))
  }

  @Test func fullRedrawWithoutColor() {
    let output = Renderer.diff(from: nil, to: Self.browserScreen(selected: 10), colorEnabled: false)
    #expect(output.utf8.count == 6_989)
  }

  @Test func redrawIsAtLeastTenTimesTheSelectionMove() {
    let full = Renderer.diff(from: nil, to: Self.browserScreen(selected: 10)).utf8.count
    let move = Renderer.diff(
      from: Self.browserScreen(selected: 10), to: Self.browserScreen(selected: 11)
    ).utf8.count
    #expect(full >= 10 * move)
  }
}
