import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule L13 in the terminal: where the sidebar is hidden side by side, the engine shows it as a
/// rail one cell wide (WinUI NavigationView PaneDisplayMode.LeftCompact, Material 3's navigation
/// rail), and the browser draws it as the places' initials, the place shown highlighted.
@Suite struct RailTests {
  /// The rail's column: a header cell, then S(tart), H(ome), R(oot), A(bout), the shown place
  /// marked; a divider after it.
  @Test func railShowsTheInitialsOfThePlaces() throws {
    let browser = try Fixtures.browser(100, 30)
    #expect(browser.state.layout.showsRail)
    let grid = browser.render()
    let strip = grid.lines.prefix(6).map { String($0.prefix(2)) }
    #expect(strip == [" │", "S│", "H│", "R│", "A│", " │"])
    #expect(grid[0, 1].style == Theme.standard.selection, "Start, the place shown, is highlighted")
    #expect(grid[0, 2].style == Theme.standard.text)
    #expect(browser.focusedColumn == .supplementary, "focus starts beside the rail (rule N11)")
  }

  /// A selection in the rail is a selection in the primary: Shift-Tab focuses it, j moves the
  /// cursor, Enter opens Home in the list; `s` replaces the rail with the sidebar and back, the
  /// focus leaving the sidebar it hid (rule L13).
  @Test func railSelectsAPlaceAndTheSidebarButtonReplacesIt() throws {
    var browser = try Fixtures.browser(100, 30, keys: "shift-tab j")
    #expect(browser.focusedColumn == .primary)
    #expect(browser.render()[0, 2].style == Theme.standard.focusedSelection)
    Fixtures.press("enter", on: &browser)
    #expect(browser.top(.supplementary)?.route == .place(browser.places[1]))
    #expect(browser.state.layout.showsRail)

    var toggled = try Fixtures.browser(100, 30, keys: "zs")
    #expect(toggled.state.layout.showsSidebar && toggled.focusedColumn == .primary)
    Fixtures.press("zs", on: &toggled)
    #expect(toggled.state.layout.showsRail)
    #expect(toggled.focusedColumn == .supplementary, "hiding the sidebar takes the focus out of it")
  }
}
