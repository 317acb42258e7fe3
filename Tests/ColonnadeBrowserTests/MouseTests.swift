import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T3: the mouse. Clicks focus and open, the wheel scrolls, a divider drags.
@Suite struct MouseTests {
  /// A click focuses a column and highlights a row, a second click opens it; the wheel
  /// scrolls; dragging a divider resizes the column through the engine, which keeps the width.
  @Test func mouse() throws {
    var browser = try Fixtures.browser(120, 40)
    let mouse = { (kind: MouseEvent.Kind, x: Int, y: Int) in
      Key.mouse(MouseEvent(kind, at: CellPoint(x: x, y: y)))
    }
    browser.handle(.key(mouse(.press(0), 3, 2)), at: 0)
    #expect(browser.focusedColumn == .primary)
    browser.handle(.key(mouse(.press(0), 45, 3)), at: 0)
    #expect(browser.focusedColumn == .supplementary)
    #expect(browser.highlightedItem?.displayName == "logs")
    browser.handle(.key(mouse(.press(0), 45, 3)), at: 0)
    #expect(browser.top(.supplementary)?.route == .directory(Fixtures.project.appending("logs")))
    Fixtures.press("esc", on: &browser)
    browser.handle(.key(mouse(.wheelDown, 45, 5)), at: 0)
    #expect(browser.highlightedItem?.displayName == "notes.txt")
    let divider = try #require(browser.screen().dividers.first { $0.x > 40 })
    let before = browser.state.layout[.supplementary]?.frame.width ?? 0
    browser.handle(.key(mouse(.press(0), divider.x, 10)), at: 0)
    browser.handle(.key(mouse(.drag, divider.x + 6, 10)), at: 0)
    browser.handle(.key(mouse(.release, divider.x + 6, 10)), at: 0)
    let after = browser.state.layout[.supplementary]?.frame.width ?? 0
    #expect(after == before + 6 * TerminalWindow.cellWidth)
    #expect(browser.state.overrides.columnWidths[.supplementary] == after)
  }
}
