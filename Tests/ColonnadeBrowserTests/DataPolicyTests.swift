import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules R1–R4 and R6 through the browser: the engine's data effects decide when the file
/// system is read; time comes from the caller, so nothing sleeps.
@Suite struct DataPolicyTests {
  static let docs = Fixtures.project.appending("docs")

  /// R1: only panes on screen load. Collapsed, the list loads and the hidden sidebar does not.
  @Test func onlyVisiblePanesLoad() throws {
    let narrow = try Fixtures.browser(60, 20)
    #expect(narrow.statistics.loads == 1)
    let wide = try Fixtures.browser(120, 40)
    #expect(wide.statistics.loads == 3, "the sidebar, the list and the preview of its highlighted entry")
  }

  /// The debug view's latest effects: the last four, newest last, made into text when read.
  @Test func recentEffectsKeepTheLastFour() throws {
    var browser = try Fixtures.browser(120, 40)
    #expect(browser.statistics.recent.count == 3)
    #expect(browser.statistics.recent.allSatisfy { $0.hasPrefix("load ") }, "\(browser.statistics.recent)")
    for _ in 0..<6 { Fixtures.press("j", on: &browser, at: 1) }
    #expect(browser.statistics.recent.count == 4)
    #expect(
      browser.statistics.recent.last?.hasPrefix("load secondary") == true, "\(browser.statistics.recent)")
  }

  /// R2, T6: the browser's time-to-live is 0, so a folder shown again is read again, within the
  /// grace period too (the edge lists an unchanged folder from memory): it shows what is on disk.
  @Test func returningReadsTheFolderAgain() throws {
    let tree = CountingTree()
    var browser = try Fixtures.browser(60, 20, tree: tree, keys: "j enter")
    Fixtures.press("esc", on: &browser, at: 10)
    #expect(browser.statistics.reuses == 0)
    #expect(tree.snapshot.listings[Fixtures.project] == 2)
  }

  /// R3: a hidden folder's listing is released after the grace period and read again on return.
  @Test func hiddenDataIsReleasedAfterGracePeriod() throws {
    let tree = CountingTree()
    var browser = try Fixtures.browser(60, 20, tree: tree, keys: "j enter")
    let root = try #require(browser.state.navigation.stacks.supplementary.first)
    #expect(browser.contents[root.id] != nil)
    #expect(browser.nextDeadline == 30)
    browser.handle(.tick, at: 29)
    #expect(browser.contents[root.id] != nil)
    browser.handle(.tick, at: 30)
    #expect(browser.contents[root.id] == nil)
    #expect(browser.statistics.releases == 1)
    Fixtures.press("esc", on: &browser, at: 31)
    #expect(tree.snapshot.listings[Fixtures.project] == 2)
    #expect(browser.contents[root.id] != nil)
    #expect(browser.cursor(of: root.id) == 1, "the highlighted row survives the release")
  }

  /// R4: going back destroys the folder's pane and releases its data.
  @Test func destroyedPaneReleasesItsData() throws {
    var browser = try Fixtures.browser(60, 20, keys: "j enter")
    let pushed = try #require(browser.state.navigation.stacks.supplementary.last)
    #expect(browser.contents[pushed.id] != nil)
    Fixtures.press("esc", on: &browser, at: 1)
    #expect(browser.contents[pushed.id] == nil)
    #expect(browser.statistics.releases == 1)
  }

  /// R2: `r` invalidates the focused pane, which reloads at once.
  @Test func reloadReadsAgain() throws {
    let tree = CountingTree()
    var browser = try Fixtures.browser(120, 40, tree: tree)
    Fixtures.press("R", on: &browser, at: 5)
    #expect(tree.snapshot.listings[Fixtures.project] == 2)
    #expect(browser.message == "Reloaded")
  }

  /// R3, R6: the loop sleeps until the next release is due.
  @Test func deadlineFollowsTheHiddenPanes() throws {
    var browser = try Fixtures.browser(60, 20)
    #expect(browser.nextDeadline == nil)
    Fixtures.press("j enter", on: &browser, at: 12)
    #expect(browser.nextDeadline == 42)
  }
}
