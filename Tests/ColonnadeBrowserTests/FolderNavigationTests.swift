import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules T3, D2: moving through folders with the keys. The detail previews the highlighted entry,
/// Backspace goes up, Esc returns to the list, Ctrl-Z suspends, and the room a hidden sidebar
/// frees goes to the content.
@Suite struct FolderNavigationTests {
  /// The route the detail column shows.
  static func previewed(_ browser: Browser) -> BrowserRoute? {
    browser.state.navigation.stacks.secondary.last?.route
  }

  /// Rule T3: the highlighted entry is always previewed beside the list: on launch, after going
  /// back, after widening the terminal, in a one-entry folder.
  @Test func previewFollowsTheHighlight() throws {
    let launch = try Fixtures.browser(120, 40)
    #expect(Self.previewed(launch) == .file(Fixtures.project.appending("assets")))
    #expect(!launch.render().plainText.contains("Nothing selected"))

    let back = try Fixtures.browser(120, 40, keys: "j enter j esc")
    #expect(Self.previewed(back) == .file(Fixtures.project.appending("docs")))

    var widened = try Fixtures.browser(60, 20, keys: "G")
    #expect(Self.previewed(widened) == nil)
    widened.handle(.resized(CellSize(width: 120, height: 40)), at: 1)
    #expect(Self.previewed(widened) == .file(Fixtures.project.appending("README.md")))

    var tree = MemoryFileTree()
    tree.addFile("/one/only.txt", "alone\n")
    let single = try Browser(
      start: FilePath("/one"), home: nil, tree: tree, size: CellSize(width: 120, height: 40))
    #expect(Self.previewed(single) == .file(FilePath("/one/only.txt")))
    #expect(single.render().plainText.contains("alone"))
  }

  /// Rule T3: Backspace goes up to the parent folder at any depth, with the folder left
  /// highlighted; the header names the folder, not "Start".
  @Test func backspaceGoesUp() throws {
    var browser = try Fixtures.browser(120, 40)
    #expect(browser.render().lines[0].contains("project"))
    Fixtures.press("backspace", on: &browser)
    #expect(browser.top(.supplementary)?.route == .directory(Fixtures.home))
    #expect(browser.highlightedItem?.displayName == "project")
    Fixtures.press("backspace backspace", on: &browser)
    #expect(browser.top(.supplementary)?.route == .directory(.root))
    Fixtures.press("backspace", on: &browser)
    #expect(browser.message == "Already at /")
    var deep = try Fixtures.browser(120, 40, keys: "j enter backspace")
    #expect(deep.top(.supplementary)?.route == .place(deep.places[0]))
    Fixtures.press("zs left", on: &deep)  // No sidebar: ← goes up too.
    #expect(deep.top(.supplementary)?.route == .directory(Fixtures.home))
  }

  /// Rule T3: Esc from the preview beside the list returns focus to the list.
  @Test func escapeFromThePreviewFocusesTheList() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G l")
    #expect(browser.focusedColumn == .secondary)
    Fixtures.press("esc", on: &browser)
    #expect(browser.focusedColumn == .supplementary)
    #expect(Self.previewed(browser) == .file(Fixtures.project.appending("README.md")))
  }

  /// Rules D2, T1: hiding the sidebar at 120 columns widens the content instead of bringing in the
  /// inspector; About shows no inspector.
  @Test func freedRoomGoesToTheContent() throws {
    let before = try Fixtures.browser(120, 40)
    let after = try Fixtures.browser(120, 40, keys: "zs")
    #expect(after.state.layout[.inspector] == nil)
    let width = { (browser: Browser) in browser.state.layout[.secondary]?.frame.width ?? 0 }
    #expect(width(after) > width(before))
    let about = try Fixtures.browser(220, 60, keys: "backtab j j j enter")
    #expect(about.top(.secondary)?.route == .about)
    #expect(about.state.layout[.inspector] == nil)
  }

  /// Rule T4 (the model's side): Ctrl-Z asks the caller to suspend; the POSIX side is in the tmux test.
  @Test func controlZSuspends() throws {
    var browser = try Fixtures.browser(80, 24)
    #expect(browser.handle(.key(.control("z")), at: 0) == .suspend)
  }
}
