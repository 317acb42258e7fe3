import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T3: what each key does, through the coordinator (rules N3–N6, D3).
@Suite struct KeyTests {
  /// T3: q, ZZ and F10 quit; Q, ZQ and Ctrl-C quit choosing nothing (raw mode turns Ctrl-C into
  /// a key); other keys do not.
  @Test(arguments: [
    ("q", BrowserCommand.quit), ("ZZ", .quit), ("f10", .quit), ("Q", .cancel), ("ZQ", .cancel),
    ("ctrl-c", .cancel),
  ])
  func quitKeys(_ keys: String, _ ending: BrowserCommand) throws {
    var browser = try Fixtures.browser(80, 24)
    #expect(browser.handle(.key(.character("j")), at: 0) == .continue)
    let typed = Key(name: Substring(keys)).map { [$0] } ?? keys.map { Key.character($0) }
    for key in typed.dropLast() { #expect(browser.handle(.key(key), at: 0) == .continue) }
    #expect(browser.handle(.key(try #require(typed.last)), at: 0) == ending)
  }

  /// T3: `zF` cycles the simulated fold: flat, book (vertical hinge), tabletop (horizontal), flat.
  @Test func foldCycles() throws {
    var browser = try Fixtures.browser(120, 40)
    var orientations: [HingeOrientation?] = []
    for _ in 0..<4 {
      Fixtures.press("zF", on: &browser)
      orientations.append(browser.state.environment.hinges.first?.orientation)
    }
    #expect(orientations == [.vertical, .horizontal, nil, .vertical])
    #expect(browser.fold == .book)
    #expect(browser.state.layout.arrangement == .sideBySide)
    Fixtures.press("zF", on: &browser)
    #expect(browser.state.layout.arrangement == .stacked)
  }

  /// T3: Tab moves focus through the shown columns in reading order, and wraps; Shift-Tab back.
  @Test func tabMovesFocus() throws {
    var browser = try Fixtures.browser(120, 40)
    var visited: [Column] = [browser.state.focusedColumn]
    for _ in 0..<3 {
      Fixtures.press("tab", on: &browser)
      visited.append(browser.state.focusedColumn)
    }
    #expect(visited == [.supplementary, .secondary, .primary, .supplementary])
    Fixtures.press("backtab", on: &browser)
    #expect(browser.state.focusedColumn == .primary)
  }

  /// T3, D3: `zs` is the sidebar button; pressing twice returns to the same layout; collapsed it
  /// does nothing and says why.
  @Test func sidebarButton() throws {
    var browser = try Fixtures.browser(120, 40)
    let before = browser.state.layout
    Fixtures.press("zs", on: &browser)
    #expect(!browser.state.layout.showsSidebar)
    #expect(browser.state.layout.sidebarButton == .showSidebar)
    Fixtures.press("zs", on: &browser)
    #expect(browser.state.layout == before)
    #expect(browser.state.focusedColumn == .primary)

    var narrow = try Fixtures.browser(60, 20)
    let collapsed = narrow.state.layout
    Fixtures.press("zs", on: &narrow)
    #expect(narrow.state.layout == collapsed)
    #expect(narrow.message?.hasPrefix("No sidebar button") == true)
  }

  /// T3, N4, N5: Enter drills into a folder, Esc comes back; → l open, ← h back in the list.
  @Test func openAndBack() throws {
    var browser = try Fixtures.browser(120, 40, keys: "j enter")
    #expect(
      browser.state.navigation.stacks.supplementary.last?.route
        == .directory(Fixtures.project.appending("docs")))
    Fixtures.press("esc", on: &browser)
    #expect(browser.state.navigation.stacks.supplementary.count == 1)
    Fixtures.press("l", on: &browser)
    #expect(browser.state.navigation.stacks.supplementary.count == 2)
    Fixtures.press("h", on: &browser)
    #expect(browser.state.navigation.stacks.supplementary.count == 1)
    Fixtures.press("h", on: &browser)
    #expect(browser.top(.supplementary)?.route == .directory(Fixtures.home), "← from the list's root goes up")
    #expect(browser.state.focusedColumn == .supplementary)
  }

  /// T3, N3, N5: collapsed, Enter shows the file over the list; Esc returns to the list, then to
  /// the places (popping the destination's root deselects it).
  @Test func collapsedNavigation() throws {
    var browser = try Fixtures.browser(60, 20, keys: "G enter")
    #expect(browser.state.layout.columns.map(\.column) == [.secondary])
    #expect(browser.state.focusedColumn == .secondary)
    Fixtures.press("esc", on: &browser)
    #expect(browser.state.layout.columns.map(\.column) == [.supplementary])
    Fixtures.press("esc", on: &browser)
    #expect(browser.state.layout.columns.map(\.column) == [.primary])
    #expect(browser.state.navigation.selection == nil)
    Fixtures.press("j j enter", on: &browser)
    #expect(browser.state.navigation.selection == .place(browser.places[2]))
    #expect(browser.render().plainText.contains("etc"))
  }

  /// T3, N3: moving in the list beside the detail previews the highlighted entry.
  @Test func movingPreviews() throws {
    let browser = try Fixtures.browser(120, 40, keys: "G")
    #expect(
      browser.state.navigation.stacks.secondary.last?.route == .file(Fixtures.project.appending("README.md")))
    let collapsed = try Fixtures.browser(60, 20, keys: "G")
    #expect(collapsed.state.navigation.stacks.secondary.isEmpty)
  }

  /// T3: `?` shows help; q, Esc and any key but those that scroll it only close it: `? q` never
  /// quits, and the key that closes it does nothing else.
  @Test(arguments: ["q", "esc", "x", "ctrl-l"])
  func helpClosesOnAnyKey(_ key: String) throws {
    var browser = try Fixtures.browser(120, 45, keys: "?")
    #expect(browser.showsHelp)
    #expect(browser.render().plainText.contains("Press q, Esc or any key to close"))
    let closing = try #require(Key(name: Substring(key)))
    #expect(browser.handle(.key(closing), at: 0) == .continue)
    #expect(!browser.showsHelp)
    #expect(browser.cursor(of: try #require(browser.state.navigation.stacks.supplementary.last).id) == 0)
    #expect(browser.message == nil)
  }

  /// T3: `zi` presents the inspector where it does not tile (it floats) and hides it where it does;
  /// the choice lasts until the width class changes.
  @Test func inspectorKey() throws {
    var browser = try Fixtures.browser(120, 40, keys: "zi")
    #expect(browser.state.layout[.inspector]?.presentation == .overlay)
    browser.handle(.resized(CellSize(width: 220, height: 60)), at: 1)
    #expect(browser.state.layout[.inspector]?.presentation == .tiled)
    Fixtures.press("zi", on: &browser)
    #expect(browser.state.layout[.inspector] == nil)
  }

  /// T3, P1: `zt` tints every pane by its lifecycle state and lists every live pane, hidden ones
  /// included (created grey, visible blue, active green, hidden red).
  @Test func lifecycleTint() throws {
    var browser = try Fixtures.browser(60, 20, keys: "j enter zt")
    let text = browser.render().plainText
    #expect(text.contains("docs [active]"))
    #expect(text.contains("hidden    supplementary #2"))
    #expect(text.contains("created   primary       #1"))
    let tints = browser.state.lifecycleDebugRows.map { Browser.color(of: $0.state) }
    #expect(tints == [.brightBlack, .red, .green])
    Fixtures.press("zt", on: &browser)
    #expect(!browser.render().plainText.contains("[active]"))
  }

  /// T3, P1: `zt` tints each pane's body, not only its header.
  @Test func lifecycleTintsEachPane() throws {
    let grid = try Fixtures.browser(120, 40, keys: "zt").render()
    #expect(grid[2, 2].style.foreground != .default, "the sidebar's body is tinted")
    #expect(grid[40, 2].style.foreground != .default, "the list's body is tinted")
  }
}
