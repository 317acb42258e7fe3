import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule L15 in the terminal (`colonnade demo --levitate-info`): `zi` shows the Info pane as
/// Material's levitated pane — a box centred over a scrim that dims the rest, dividers included —
/// and Esc, `zi` or a click on the scrim dismisses it.
@Suite struct LevitatedInfoTests {
  static func browser() throws -> Browser {
    try Browser(
      start: Fixtures.project, home: Fixtures.home, tree: Fixtures.tree,
      size: CellSize(width: 100, height: 24),
      levitatesInfo: true)
  }

  @Test func infoLevitatesInABoxOverAScrim() throws {
    var browser = try Self.browser()
    #expect(browser.state.layout[.inspector] == nil)
    Fixtures.press("zi", on: &browser)
    let layout = browser.state.layout
    #expect(layout.presentsLevitated && browser.focusedColumn == .inspector)
    let grid = browser.render()
    let pane = try #require(browser.screen().pane(.inspector))
    let box = try #require(pane.box)
    #expect(grid[box.x, box.y].character == "┌" && grid[box.maxX - 1, box.maxY - 1].character == "┘")
    #expect(grid.plainText.contains("Info"))
    // The scrim: cells outside the box are dimmed, the box's inside is not.
    #expect(grid[0, 0].style.dim && !grid[box.x + 2, box.y + 2].style.dim)
    Fixtures.press("esc", on: &browser)
    #expect(!browser.state.layout.presentsLevitated && browser.state.layout[.inspector] == nil)
  }

  @Test func aClickOnTheScrimDismissesIt() throws {
    var browser = try Self.browser()
    Fixtures.press("zi", on: &browser)
    browser.handle(.key(.mouse(MouseEvent(.press(0), at: CellPoint(x: 6, y: 5)))), at: 0)
    #expect(!browser.state.layout.presentsLevitated)
  }
}
