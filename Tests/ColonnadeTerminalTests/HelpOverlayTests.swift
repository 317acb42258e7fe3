import ColonnadeTerminal
import Testing

@Suite("HelpOverlay")
struct HelpOverlayTests {
  static let help = HelpOverlay(
    title: "Keys",
    bindings: [
      HelpOverlay.Binding(keys: "↑ ↓ j k", action: "Move"),
      HelpOverlay.Binding(keys: "q", action: "Quit"),
    ])

  @Test func boxIsCenteredAroundItsContents() {
    var grid = CellGrid(width: 24, height: 6)
    Self.help.draw(into: &grid, in: grid.bounds)
    expectScreen(
      grid,
      [
        "",
        "   ┌─ Keys ────────┐",
        "   │ ↑ ↓ j k  Move │",
        "   │ q        Quit │",
        "   └───────────────┘",
        "",
      ])
  }

  @Test func drawsOverWhatIsBelow() {
    var grid = CellGrid(width: 19, height: 4)
    for row in 0..<4 { grid.drawText(String(repeating: "x", count: 19), at: CellPoint(x: 0, y: row)) }
    Self.help.draw(into: &grid, in: grid.bounds)
    expectScreen(
      grid,
      [
        "x┌─ Keys ────────┐x",
        "x│ ↑ ↓ j k  Move │x",
        "x│ q        Quit │x",
        "x└───────────────┘x",
      ])
  }

  @Test func footerGoesUnderTheBindings() {
    var grid = CellGrid(width: 30, height: 7)
    var help = Self.help
    help.footer = "Any key closes"
    help.draw(into: &grid, in: grid.bounds)
    expectScreen(
      grid,
      [
        "      ┌─ Keys ─────────┐",
        "      │ ↑ ↓ j k  Move  │",
        "      │ q        Quit  │",
        "      │                │",
        "      │ Any key closes │",
        "      └────────────────┘",
        "",
      ])
  }

  @Test func smallScreenClipsRowsAndTruncatesActions() {
    var grid = CellGrid(width: 12, height: 3)
    Self.help.draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["┌─ Keys ───┐", "│ q     Q… │", "└──────────┘"])  // Quitting always shows.
  }

  @Test func tinyRegionDrawsNothing() {
    var grid = CellGrid(width: 3, height: 2)
    Self.help.draw(into: &grid, in: grid.bounds)
    #expect(grid == CellGrid(width: 3, height: 2))
    #expect(Self.help.frame(in: grid.bounds) == nil)
  }
}
