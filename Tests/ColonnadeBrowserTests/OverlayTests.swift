import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules L8, D4 in the terminal: floating columns side by side over the dimmed preview.
@Suite struct OverlayTests {
  /// At 100 × 30 (medium) `s` floats Places and the list side by side, each with its edge, over the
  /// preview, whose cells are dimmed; the floating columns are not.
  @Test func sidebarFloatsBesideTheListOverTheDimmedPreview() throws {
    let browser = try Fixtures.browser(100, 30, keys: "s")
    let layout = browser.state.layout
    #expect(layout.displayMode == .twoOverSecondary)
    let places = try #require(layout[.primary])
    let list = try #require(layout[.supplementary])
    #expect(places.presentation == .overlay && list.presentation == .overlay)
    #expect(list.frame.x == places.frame.maxX)
    #expect(layout[.secondary]?.isDimmed == true)

    let grid = browser.render()
    let screen = browser.screen()
    let preview = try #require(screen.pane(.secondary)).rect
    let listPane = try #require(screen.pane(.supplementary))
    let edge = try #require(listPane.border)
    #expect(grid[edge.x, 20].character == "│", "the list's edge is drawn")
    for x in (edge.maxX + 1)..<preview.maxX { #expect(grid[x, 20].style.dim, "preview cell \(x) is dimmed") }
    for pane in [try #require(screen.pane(.primary)), listPane] {
      for x in pane.rect.x..<pane.rect.maxX {
        #expect(!grid[x, 20].style.dim, "floating cell \(x) is not dimmed")
      }
    }
  }

  /// Rule D4: Esc dismisses the floating columns as a tap on the dimmed area does.
  @Test func escDismissesTheFloatingColumns() throws {
    let browser = try Fixtures.browser(100, 30, keys: "s esc")
    #expect(browser.state.layout.displayMode == .oneBesideSecondary)
    #expect(!browser.state.layout.hasDimmedArea)
  }
}
