import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Synchronization
import Testing

/// Issue 13, "Wrong today": each fix with the regression it guards against.
@Suite struct BrowserFixTests {
  /// The route the detail column shows.
  static func previewed(_ browser: Browser) -> BrowserRoute? {
    browser.state.navigation.stacks.secondary.last?.route
  }

  /// Item 1: the highlighted entry is always previewed beside the list: on launch, after going
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

  /// Item 2: `G` and PgDn reach the last line of a file whose lines wrap.
  @Test func scrollingReachesTheLastWrappedLine() throws {
    var tree = MemoryFileTree()
    let lines = (1...40).map { "line \($0) " + String(repeating: "word ", count: 9) + "end\($0)" }
    tree.addFile("/w/long.txt", lines.joined(separator: "\n") + "\n")
    for keys in ["enter G", "enter pgdn pgdn pgdn pgdn pgdn pgdn pgdn pgdn pgdn pgdn pgdn pgdn"] {
      var browser = try Browser(
        start: FilePath("/w"), home: nil, tree: tree, size: CellSize(width: 40, height: 20))
      Fixtures.press(keys, on: &browser)
      let text = browser.render().plainText
      #expect(text.contains("end40"), "\(screen(browser.render()))")
    }
  }

  /// Item 3 (model side): Ctrl-Z asks the caller to suspend; the POSIX side is in the tmux test.
  @Test func controlZSuspends() throws {
    var browser = try Fixtures.browser(80, 24)
    #expect(browser.handle(.key(.control("z")), at: 0) == .suspend)
  }

  /// Item 4: every entry of a big folder is listed, sorted, in bounded memory per entry; only the
  /// visible rows are made into text.
  @Test func bigFolderListsEveryEntry() throws {
    var tree = MemoryFileTree()
    for index in stride(from: 19_999, through: 0, by: -1) {
      tree.addFile(FilePath("/big").appending("file" + format5(index)), bytes: [])
    }
    var browser = try Browser(
      start: FilePath("/big"), home: nil, tree: tree, size: CellSize(width: 120, height: 40))
    guard case .listing(let listing)? = browser.contents[try #require(browser.top(.supplementary)).id] else {
      Issue.record("no listing")
      return
    }
    #expect(listing.count == 20_000)
    #expect(
      (0..<8).map { String(decoding: listing.name(at: $0), as: UTF8.self) }
        == (0..<8).map { "file\(format5($0))" })
    #expect(MemoryLayout<DirectoryListing.Entry>.stride <= 32)
    Fixtures.press("G", on: &browser)
    #expect(browser.render().plainText.contains("file19999"))
    #expect(browser.render().plainText.contains("20000/20000"))
  }

  /// Item 4: with loads in the background, keys are handled while a folder is read, and the
  /// listing arrives later; a stale result is dropped.
  @Test func loadsRunOffTheKeyPath() throws {
    var browser = try Browser(
      start: Fixtures.project, home: Fixtures.home, tree: Fixtures.tree,
      size: CellSize(width: 120, height: 40),
      loadsInBackground: true)
    #expect(browser.render().plainText.contains("Loading…"))
    Fixtures.press("j j", on: &browser)
    let requests = browser.takeLoadRequests()
    #expect(requests.contains { $0.route == .place(browser.places[0]) })
    #expect(browser.takeLoadRequests().isEmpty, "each request is handed out once")
    for request in requests {
      browser.handle(.loaded(LoadResult.run(request, tree: Fixtures.tree, limits: .standard)), at: 1)
    }
    #expect(browser.render().plainText.contains("README.md"))
    let stale = LoadResult(token: LoadToken(999), route: .about, content: .about, succeeded: true)
    browser.handle(.loaded(stale), at: 2)
    #expect(browser.render().plainText.contains("README.md"))
  }

  /// Item 5: Backspace goes up to the parent folder at any depth, with the folder left
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
    Fixtures.press("s left", on: &deep)  // No sidebar: ← goes up too.
    #expect(deep.top(.supplementary)?.route == .directory(Fixtures.home))
  }

  /// Item 6: Esc from the preview beside the list returns focus to the list.
  @Test func escapeFromThePreviewFocusesTheList() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G l")
    #expect(browser.focusedColumn == .secondary)
    Fixtures.press("esc", on: &browser)
    #expect(browser.focusedColumn == .supplementary)
    #expect(Self.previewed(browser) == .file(Fixtures.project.appending("README.md")))
  }

  /// Item 7: hiding the sidebar at 120 columns widens the content instead of bringing in the
  /// inspector; About shows no inspector.
  @Test func freedRoomGoesToTheContent() throws {
    let before = try Fixtures.browser(120, 40)
    let after = try Fixtures.browser(120, 40, keys: "s")
    #expect(after.state.layout[.inspector] == nil)
    let width = { (browser: Browser) in browser.state.layout[.secondary]?.frame.width ?? 0 }
    #expect(width(after) > width(before))
    let about = try Fixtures.browser(220, 60, keys: "backtab j j j enter")
    #expect(about.top(.secondary)?.route == .about)
    #expect(about.state.layout[.inspector] == nil)
  }

  /// Item 8: text wraps at spaces and paths at `/`.
  @Test func wrapsAtSpacesAndSlashes() {
    #expect(TextView.wrap("hello world foo", width: 8) == ["hello ", "world ", "foo"])
    #expect(TextView.wrap("/usr/local/share/doc", width: 11) == ["/usr/local/", "share/doc"])
    #expect(TextView.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  /// Item 8: times are local, as `ls -l` shows them.
  @Test func datesAreLocal() throws {
    #expect(FileFacts.date(1_700_000_000) == "2023-11-14 22:13 UTC")
    #expect(
      FileFacts.date(1_700_000_000, zone: LocalTimeZone(offset: 3600, abbreviation: "CET"))
        == "2023-11-14 23:13 CET")
    var browser = try Fixtures.browser(220, 60)
    browser.timeZone = { _ in LocalTimeZone(offset: -5 * 3600, abbreviation: "EST") }
    #expect(browser.render().plainText.contains("2023-11-14 17:13 EST"))
  }

  /// Item 8: the status line shortens the middle of a path and keeps "? help".
  @Test func statusLineKeepsTheNameAndHelp() throws {
    let browser = try Fixtures.browser(30, 12, keys: "enter enter")
    let status = try #require(browser.render().lines.last)
    #expect(status.hasSuffix("? help"), "\(status)")
    #expect(status.contains("…"), "\(status)")
    #expect(status.contains("logo.png"), "\(status)")
  }

  /// Item 8: at 40 × 12 the help says which of its lines it shows (it scrolls to "Quit") and
  /// sits centred over the panes.
  @Test func helpFitsSmallScreens() throws {
    let browser = try Fixtures.browser(40, 12, keys: "?")
    let grid = browser.render()
    #expect(grid.plainText.contains("↓ ↑ scroll"), "\(screen(grid))")
    let top = try #require(grid.lines.firstIndex { $0.contains("┌") })
    let bottom = try #require(grid.lines.lastIndex { $0.contains("┘") })
    #expect(abs(top - (11 - 1 - bottom)) <= 1, "centred above the status line:\n\(screen(grid))")
  }

  /// Item 8: `d` tints each pane's body, not only its header.
  @Test func lifecycleTintsEachPane() throws {
    let grid = try Fixtures.browser(120, 40, keys: "d").render()
    #expect(grid[2, 2].style.foreground != .default, "the sidebar's body is tinted")
    #expect(grid[40, 2].style.foreground != .default, "the list's body is tinted")
  }

  /// Item 8: escapes are drawn in reverse video, so `^[` cannot pass for the two characters.
  @Test func escapesAreStyled() {
    var grid = CellGrid(width: 20, height: 1)
    grid.drawText("a\u{1B}b", at: CellPoint(x: 0, y: 0))
    #expect(grid.plainText == "a^[b")
    #expect(!grid[0, 0].style.reverse)
    #expect(grid[1, 0].style.reverse && grid[2, 0].style.reverse)
    #expect(!grid[3, 0].style.reverse)
  }

  /// Item 8: Latin-1 text previews as text with replacement characters, not a hex dump.
  @Test func latin1IsText() throws {
    var tree = MemoryFileTree()
    tree.addFile(
      FilePath("/l/caf.txt"),
      bytes: Array("caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8, 0x6D, 0x65, 0x0A])
    let browser = try Browser(
      start: FilePath("/l"), home: nil, tree: tree, size: CellSize(width: 120, height: 20))
    let text = browser.render().plainText
    #expect(text.contains("caf\u{FFFD} cr\u{FFFD}me"), "\(text)")
    #expect(!text.contains("Binary"))
  }

  /// Item 8: the inspector names the owner and group, and the size of what a link leads to.
  @Test func inspectorShowsOwnerAndLinkTarget() throws {
    var tree = MemoryFileTree()
    tree.addFile("/i/data.txt", String(repeating: "x", count: 2048))
    tree.addLink("/i/link", to: "data.txt")
    let browser = try Browser(
      start: FilePath("/i"), home: nil, tree: tree, size: CellSize(width: 220, height: 30),
      highlight: Array("link".utf8))
    let fields = Dictionary(
      browser.inspectorFields.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(fields["Owner"] == "0, group 0")
    #expect(fields["Links to"] == "data.txt, a file of 2.0 KiB")
  }

  /// Rule T1 (the inspector shows the entry's metadata), item 8 and issue 13's speed: the
  /// inspector's owner is the one the listing's `lstat` read for each entry (the folder's watch
  /// keeps it fresh), without another `lstat` on each move; a link is still looked at, for its
  /// target.
  @Test func inspectorOwnersComeFromTheListing() throws {
    var base = MemoryFileTree()
    for name in ["a.txt", "bb.txt", "ccc.txt", "dddd", "eeeee.md"] { base.addFile("/o/\(name)", "x") }
    base.addDirectory("/o/sub")
    base.addLink("/o/link", to: "a.txt")
    // The same moves with the inspector hidden: the difference is what the inspector reads.
    let tree = OwnedTree(base: base)
    let hidden = OwnedTree(base: base)
    var browser = try Browser(
      start: FilePath("/o"), home: nil, tree: tree, size: CellSize(width: 220, height: 30))
    var without = try Browser(
      start: FilePath("/o"), home: nil, tree: hidden, size: CellSize(width: 220, height: 30))
    Fixtures.press("i", on: &without)
    #expect(without.state.layout[.inspector] == nil)
    let before = tree.linkStatusCalls.withLock { $0 }
    let beforeHidden = hidden.linkStatusCalls.withLock { $0 }
    var owners: [String: String] = [:]
    for _ in 0..<8 {
      let fields = Dictionary(
        browser.inspectorFields.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
      owners[try #require(browser.highlightedItem).displayName] = fields["Owner"]
      Fixtures.press("j", on: &browser)
      Fixtures.press("j", on: &without)
    }
    #expect(owners["a.txt"] == "ada, group 1105")
    #expect(owners["bb.txt"] == "6, group staff")
    #expect(owners["eeeee.md"] == "8, group 1108")
    #expect(owners["sub"] == "3, group 1103")
    #expect(owners["link"] == "4, group 1104")
    // The link's own `lstat`; nothing for the others.
    let read = tree.linkStatusCalls.withLock { $0 } - before
    #expect(read - (hidden.linkStatusCalls.withLock { $0 } - beforeHidden) == 1)
  }

  /// Rule T1, item 15: a new owner (a `chown`, which the folder's watch reports) shows in the inspector of
  /// the entry highlighted when the folder is read again, without a move.
  @Test func anOwnerChangedOnDiskShowsWithoutAMove() throws {
    var base = MemoryFileTree()
    base.addFile("/o/a.txt", "x")
    let tree = OwnedTree(base: base)
    var browser = try Browser(
      start: FilePath("/o"), home: nil, tree: tree, size: CellSize(width: 220, height: 30))
    func owner() -> String? {
      browser.inspectorFields.first { $0.label == "Owner" }?.value
    }
    #expect(owner() == "ada, group 1105")
    tree.chowned.withLock { $0 = 7 }
    browser.handle(.changed(FilePath("/o")), at: 1)
    #expect(owner() == "7, group 1107")
  }

  /// Issue 11, item 4: a huge terminal is drawn at most 1000 × 1000, and the status line says so.
  @Test func hugeTerminalIsCapped() throws {
    var browser = try Fixtures.browser(80, 24)
    browser.handle(.resized(CellSize(width: 65_535, height: 65_535)), at: 1)
    #expect(browser.size == Browser.maximumSize)
    let grid = browser.render()
    #expect(grid.width == 1000 && grid.height == 1000)
    #expect(grid.lines.last?.contains("65535×65535 drawn at 1000×1000") == true)
  }

  /// Issue 11, item 6: zero-width and bidi marks show, so `ab` and `a<U+200B>b` differ; emoji
  /// sequences keep their joiners.
  @Test func invisibleMarksShow() {
    #expect(SafeText.escaped("a\u{200B}b") == "a<U+200B>b")
    #expect(SafeText.escaped("a\u{200E}b\u{FEFF}") == "a<U+200E>b<U+FEFF>")
    #expect(SafeText.escaped("a\u{200D}b") == "a<U+200D>b")
    #expect(SafeText.escaped("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
  }

}

/// `value` with leading zeros to five digits.
private func format5(_ value: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
}

/// A tree whose entries are owned by the length of their name (user, unless `chowned` gives
/// another) and 1100 plus it (group), with user 5 named "ada" and group 1106 "staff"; counts `lstat`s.
final class OwnedTree: ForwardingTree {
  let base: MemoryFileTree
  let linkStatusCalls = Mutex(0)
  let chowned = Mutex<UInt32?>(nil)
  init(base: MemoryFileTree) { self.base = base }

  func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
    linkStatusCalls.withLock { $0 += 1 }
    var status = try base.linkStatus(of: path)
    status.user = chowned.withLock { $0 } ?? UInt32(path.lastComponent.count)
    status.group = 1100 + status.user
    return status
  }

  func ownerNames(user: UInt32, group: UInt32) -> (user: String?, group: String?) {
    (user == 5 ? "ada" : nil, group == 1106 ? "staff" : nil)
  }
}
