import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T2: any terminal size. A small one keeps the status line's name and "? help" and shows
/// the help it fits; a huge one is drawn at most 1000 × 1000 and says so.
@Suite struct ScreenSizeTests {
  /// Rule T6: at 30 × 12 the status line shortens the middle of a path and keeps "? help".
  @Test func statusLineKeepsTheNameAndHelp() throws {
    let browser = try Fixtures.browser(30, 12, keys: "enter enter")
    let status = try #require(browser.render().lines.last)
    #expect(status.hasSuffix("? help"), "\(status)")
    #expect(status.contains("…"), "\(status)")
    #expect(status.contains("logo.png"), "\(status)")
  }

  /// Rule T3: at 40 × 12 the help says which of its lines it shows (it scrolls to "Quit") and
  /// sits centred over the panes.
  @Test func helpFitsSmallScreens() throws {
    let browser = try Fixtures.browser(40, 12, keys: "?")
    let grid = browser.render()
    #expect(grid.plainText.contains("↓ ↑ scroll"), "\(screen(grid))")
    let top = try #require(grid.lines.firstIndex { $0.contains("┌") })
    let bottom = try #require(grid.lines.lastIndex { $0.contains("┘") })
    #expect(abs(top - (11 - 1 - bottom)) <= 1, "centred above the status line:\n\(screen(grid))")
  }

  /// Rule T2: a huge terminal is drawn at most 1000 × 1000, and the status line says so.
  @Test func hugeTerminalIsCapped() throws {
    var browser = try Fixtures.browser(80, 24)
    browser.handle(.resized(CellSize(width: 65_535, height: 65_535)), at: 1)
    #expect(browser.size == Browser.maximumSize)
    let grid = browser.render()
    #expect(grid.width == 1000 && grid.height == 1000)
    #expect(grid.lines.last?.contains("65535×65535 drawn at 1000×1000") == true)
  }
}
