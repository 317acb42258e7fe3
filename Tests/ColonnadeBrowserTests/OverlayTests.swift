import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules L8, D4 in the terminal: floating columns side by side over the dimmed preview.
@Suite struct OverlayTests {
  /// At 100 × 30 (medium) `s` floats Places and the list side by side, each with its edge, over the
  /// preview, whose cells are dimmed; the floating columns are not.
  @Test func sidebarFloatsBesideTheListOverTheDimmedPreview() throws {
    let browser = try Fixtures.browser(100, 30, keys: "zs")
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
    let browser = try Fixtures.browser(100, 30, keys: "zs esc")
    #expect(browser.state.layout.displayMode == .oneBesideSecondary)
    #expect(!browser.state.layout.hasDimmedArea)
  }
}

/// Rules N10, N11, L11 in the terminal: the engine decides what a selection dismisses, where focus
/// goes and whether the inspector shows; the browser only sends the user's actions.
@Suite struct BrowserEngineDecisionTests {
  /// Rule N10 (UIKit's `show(_:)`: "the closest display mode … where the specified column is fully
  /// visible"; iPad Mail and Notes dismiss the floating columns on a choice): Enter on a file in
  /// the floating list leaves nothing floating; focus stays in the list, shown again (N11).
  @Test func enterOnAFileInTheFloatingListDismissesTheFloatingColumns() throws {
    var browser = try Fixtures.browser(100, 30, keys: "zs tab")
    #expect(browser.state.layout[.supplementary]?.presentation == .overlay)
    #expect(browser.focusedColumn == .supplementary)
    Fixtures.press("G", on: &browser)
    #expect(browser.state.layout.hasDimmedArea, "moving the highlight chooses nothing")
    Fixtures.press("enter", on: &browser)
    #expect(!browser.state.layout.hasDimmedArea, "\(browser.state.layout.columns)")
    #expect(!browser.state.layout.showsSidebar)
    #expect(browser.state.layout[.secondary]?.isDimmed == false)
    // The list comes back beside the preview, as before `s` (D4), and keeps focus (N11).
    #expect(browser.state.layout[.supplementary]?.presentation == .tiled)
    #expect(browser.focusedColumn == .supplementary)
    #expect(browser.top(.secondary)?.route == .file(Fixtures.project.appending("README.md")))
  }

  /// Rule L11 (SwiftUI's `inspector(isPresented:)` is the app's binding, kept across size
  /// changes): `i` hides the inspector, and it stays hidden across resizes into other width
  /// classes and back, until `i` shows it again.
  @Test func theInspectorChoiceHoldsAcrossResizes() throws {
    var browser = try Fixtures.browser(220, 60, keys: "G")
    #expect(browser.state.layout[.inspector]?.presentation == .tiled)
    Fixtures.press("zi", on: &browser)
    #expect(browser.state.layout[.inspector] == nil)
    for width in [160, 210, 160, 220] {
      browser.handle(.resized(CellSize(width: width, height: 60)), at: 1)
      #expect(browser.state.layout[.inspector] == nil, "at \(width) columns")
    }
    Fixtures.press("zi", on: &browser)
    #expect(browser.state.layout[.inspector]?.presentation == .tiled)
  }

  /// Rule L10 (UIKit's sheets are modal; back dismisses them first): Esc on the Info sheet sends
  /// back, which closes the sheet and leaves the stack under it as it was.
  @Test func escOnTheSheetIsBack() throws {
    var browser = try Fixtures.browser(60, 20, keys: "j enter zi")
    #expect(browser.state.layout[.inspector]?.presentation == .sheet)
    #expect(browser.focusedColumn == .inspector)
    let stacks = browser.state.navigation.stacks
    Fixtures.press("esc", on: &browser)
    #expect(browser.state.layout[.inspector] == nil)
    #expect(browser.state.navigation.stacks == stacks)
    #expect(browser.state.overrides.inspector == false)
  }
}
