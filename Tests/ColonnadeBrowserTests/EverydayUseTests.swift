import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// What a person meets using the browser every day, as ranger and nnn users try it: each case
/// with the rule it follows (T3 keys, T6 reading, D4 the dimmed area, L10 the sheet, N7 collapse).
@Suite struct EverydayUseTests {
  static let docs = Fixtures.project.appending("docs")

  static func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> BrowserEvent {
    .key(.mouse(MouseEvent(kind, at: CellPoint(x: x, y: y))))
  }

  /// The cell column where `text` starts on row `y` of the screen.
  static func column(of text: String, row y: Int, in browser: Browser) throws -> Int {
    let grid = browser.render()
    let line = grid.lines[y]
    let range = try #require(line.firstRange(of: text), "row \(y) lacks \(text):\n\(screen(grid))")
    return DisplayWidth.of(String(line[..<range.lowerBound]))
  }

  /// Rule T6: a folder gone back to shows what is on disk now, files created and deleted while
  /// it was left, as nnn does: shown data is never reused without a read.
  @Test func returningToAFolderShowsItAsItIsNow() throws {
    var tree = MemoryFileTree()
    tree.addFile("/p/inner/a.txt", "a\n")
    tree.addFile("/p/old.txt", "old\n")
    let box = TreeBox(tree)
    var browser = try Browser(
      start: FilePath("/p"), home: nil, tree: box, size: CellSize(width: 120, height: 30))
    Fixtures.press("enter", on: &browser, at: 1)
    #expect(browser.top(.supplementary)?.route == .directory(FilePath("/p/inner")))
    box.tree = MemoryFileTree()
    box.tree.addFile("/p/inner/a.txt", "a\n")
    box.tree.addFile("/p/new.txt", "new\n")
    Fixtures.press("backspace", on: &browser, at: 2)
    let text = browser.render().plainText
    #expect(text.contains("new.txt") && !text.contains("old.txt"), "\(screen(browser.render()))")
    #expect(browser.highlightedItem?.displayName == "inner", "the folder left stays highlighted")
  }

  /// Rule T3: ← and `h` from the list go to the parent folder in every layout, the wide ones
  /// with Places beside the list included, as ranger's `h` does.
  @Test(arguments: [60, 100, 120, 220])
  func leftFromTheListReachesTheParent(width: Int) throws {
    for key in ["h", "left"] {
      let browser = try Fixtures.browser(width, 30, keys: key)
      #expect(browser.top(.supplementary)?.route == .directory(Fixtures.home), "\(key) at \(width) columns")
      #expect(browser.highlightedItem?.displayName == "project")
      #expect(browser.message == nil, "\(browser.message ?? "")")
    }
    let deeper = try Fixtures.browser(width, 30, keys: "j enter h h")
    #expect(deeper.top(.supplementary)?.route == .directory(Fixtures.home), "twice from docs at \(width)")
  }

  /// Rules D3, N5, D4: clicks on the header's sidebar and back buttons press them; a click on the
  /// dimmed area dismisses the floating sidebar, as a tap does and the README says.
  @Test func mouseOnHeaderButtonsAndTheDimmedArea() throws {
    var browser = try Fixtures.browser(100, 30)
    #expect(!browser.state.layout.showsSidebar)
    browser.handle(Self.mouse(.press(0), try Self.column(of: "☰", row: 0, in: browser), 0), at: 0)
    #expect(browser.state.layout[.primary]?.presentation == .overlay, "☰ shows the sidebar over the list")
    #expect(browser.state.layout.hasDimmedArea)
    browser.handle(Self.mouse(.press(0), 95, 15), at: 0)
    #expect(!browser.state.layout.showsSidebar, "a click on the dimmed preview dismisses it")

    var deep = try Fixtures.browser(120, 40, keys: "j enter")
    #expect(deep.top(.supplementary)?.route == .directory(Self.docs))
    let back = try Self.column(of: "‹ project", row: 0, in: deep)
    deep.handle(Self.mouse(.press(0), back + 2, 0), at: 0)
    #expect(deep.top(.supplementary)?.route == .place(deep.places[0]), "‹ project goes back to the project")
    #expect(deep.highlightedItem?.displayName == "docs")

    var wide = try Fixtures.browser(120, 40)
    wide.handle(Self.mouse(.press(0), try Self.column(of: "☰", row: 0, in: wide), 0), at: 0)
    #expect(!wide.state.layout.showsSidebar, "☰ in the sidebar hides it")
  }

  /// Rule N7: narrowing the terminal keeps the user in the list they were in, not on the
  /// highlighted file's preview; from a focused preview it stays on the preview.
  @Test func narrowingKeepsTheColumnTheUserWasIn() throws {
    var list = try Fixtures.browser(120, 40, keys: "j j")
    list.handle(.resized(CellSize(width: 60, height: 20)), at: 1)
    #expect(list.state.layout.columns.map(\.column) == [.supplementary], "\(list.state.layout.columns)")
    #expect(list.highlightedItem?.displayName == "logs")
    list.handle(.resized(CellSize(width: 120, height: 40)), at: 2)
    #expect(FolderNavigationTests.previewed(list) == .file(Fixtures.project.appending("logs")))

    var preview = try Fixtures.browser(120, 40, keys: "G l")
    preview.handle(.resized(CellSize(width: 60, height: 20)), at: 1)
    #expect(preview.state.layout.columns.map(\.column) == [.secondary])
  }

  /// Rule L10: Esc with the Info sheet open closes the sheet and leaves the list where it was.
  @Test func escapeClosesTheInfoSheetFirst() throws {
    var browser = try Fixtures.browser(60, 20, keys: "j enter zi")
    #expect(browser.state.layout[.inspector]?.presentation == .sheet)
    Fixtures.press("esc", on: &browser)
    #expect(browser.state.layout[.inspector] == nil)
    #expect(browser.top(.supplementary)?.route == .directory(Self.docs), "the list is still docs")
    Fixtures.press("esc", on: &browser)
    #expect(browser.top(.supplementary)?.route == .place(browser.places[0]), "a second Esc goes back")
  }

  /// A filter that matches nothing leaves the preview empty: the file it showed is not in the list.
  @Test func filterWithNoMatchClearsThePreview() throws {
    let browser = try Fixtures.browser(120, 40, keys: "G / z z z")
    let text = browser.render().plainText
    #expect(text.contains("Nothing matches “zzz”"))
    #expect(text.contains("Nothing selected"), "\(screen(browser.render()))")
    #expect(!text.contains("A small sample project"), "README.md's text is gone")
  }

  /// Folder previews count with separators; a file shorter than `stat` says (sysfs, procfs) is
  /// shown whole, not as "First 23 B of 4.0 KiB"; an empty file has no line number.
  @Test func previewFigures() throws {
    var tree = MemoryFileTree()
    for index in 0..<1_234 { tree.addFile(FilePath("/f/many").appending("n\(index)"), bytes: []) }
    tree.addFile("/f/empty.txt", "")
    tree.addFile("/f/state", "performance powersave\n")
    let pageSized = PageSizedTree(base: tree, path: FilePath("/f/state"))
    func preview(_ name: String) throws -> String {
      let browser = try Browser(
        start: FilePath("/f"), home: nil, tree: pageSized, size: CellSize(width: 120, height: 20),
        highlight: Array(name.utf8))
      let pane = try #require(browser.screen().pane(.secondary)).rect
      return browser.render().lines.dropLast().map { String($0.dropFirst(pane.x)) }.joined(separator: "\n")
    }
    let many = try preview("many")
    #expect(many.contains("Folder, 1,234 items"), "\(many)")
    let state = try preview("state")
    #expect(state.contains("performance powersave") && !state.contains("First"), "\(state)")
    let empty = try preview("empty.txt")
    #expect(empty.contains("Empty file") && !empty.contains(" 1"), "\(empty)")
  }

  /// Rule T3: at 40 × 12 the help shows what fits, says which lines, and scrolls to the rest.
  @Test func helpScrollsOnASmallScreen() throws {
    var browser = try Fixtures.browser(40, 12, keys: "?")
    #expect(browser.render().plainText.contains("of \(KeyBindings.all.count)"))
    #expect(!browser.render().plainText.contains("Quit"))
    for _ in 0..<KeyBindings.all.count { Fixtures.press("j", on: &browser) }
    #expect(browser.showsHelp)
    #expect(browser.render().plainText.contains("Quit"), "\(screen(browser.render()))")
    Fixtures.press("x", on: &browser)
    #expect(!browser.showsHelp, "another key closes it")
  }

  /// Rule T3: `~` home, `-` the previous folder, `H` and `L` through the history, `:` a typed
  /// path, bookmarks with `m` and `'`, an unknown key named in the status line.
  @Test func jumpKeys() throws {
    var browser = try Fixtures.browser(120, 40, keys: "j enter")
    Fixtures.press("~", on: &browser)
    #expect(browser.currentFolder == Fixtures.home)
    Fixtures.press("-", on: &browser)
    #expect(browser.currentFolder == Self.docs)
    Fixtures.press("-", on: &browser)
    #expect(browser.currentFolder == Fixtures.home, "- again toggles back")
    Fixtures.press("H", on: &browser)
    #expect(browser.currentFolder == Self.docs, "H goes back through the history")
    Fixtures.press("H H H", on: &browser)
    #expect(browser.currentFolder == Fixtures.project)
    Fixtures.press("H", on: &browser)
    #expect(browser.message == "No earlier folder in the history")
    Fixtures.press("L", on: &browser)
    #expect(browser.currentFolder == Self.docs, "L goes forward")
    Fixtures.press("m a : . . / S o u r c e s / A p p enter", on: &browser)
    #expect(browser.currentFolder == Fixtures.project.appending("Sources").appending("App"))
    Fixtures.press("' a", on: &browser)
    #expect(browser.currentFolder == Self.docs)
    Fixtures.press(": ~ / p r o j e c t / n o t e s . t x t enter", on: &browser)
    #expect(browser.currentFolder == Fixtures.project)
    #expect(browser.highlightedItem?.displayName == "notes.txt", "a file opens its folder, highlighted")
    Fixtures.press(": n o p e enter", on: &browser)
    #expect(browser.message?.hasPrefix("Cannot go to ~/project/nope") == true, "\(browser.message ?? "")")
    Fixtures.press("' b", on: &browser)
    #expect(browser.message == "No bookmark b: m b bookmarks the folder shown")
    Fixtures.press("X", on: &browser)
    #expect(browser.message == "Unknown key ‘X’: ? lists the keys")
    #expect(browser.render().lines.last?.contains("Unknown key ‘X’") == true)
  }

  /// Rule T3: Enter on a file whose preview shows opens it, as nnn and ranger do: text in
  /// `$PAGER`, a binary file with the system's opener first; collapsed, Enter shows the preview
  /// first, then opens it. `e` asks for `$VISUAL` before `$EDITOR`.
  @Test func enterOpensAFile() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G")
    let readme = Fixtures.project.appending("README.md")
    #expect(
      browser.handle(.key(.enter), at: 0)
        == .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: readme)))
    #expect(
      browser.handle(.key(.character("e")), at: 0)
        == .run(ExternalProgram(variables: ["VISUAL", "EDITOR"], fallback: "vi", file: readme)))
    var logo = try Fixtures.browser(120, 40, keys: "enter")
    let png = Fixtures.project.appending("assets").appending("logo.png")
    #expect(
      logo.handle(.key(.enter), at: 0)
        == .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: png, prefersOpener: true)))
    var narrow = try Fixtures.browser(60, 20, keys: "G")
    #expect(narrow.handle(.key(.enter), at: 0) == .continue)
    #expect(narrow.state.layout.columns.map(\.column) == [.secondary])
    #expect(
      narrow.handle(.key(.enter), at: 0)
        == .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: readme)))
  }
}

/// A tree whose `stat` gives one file a page's size (4 KiB), as sysfs and procfs files report.
private struct PageSizedTree: ForwardingTree {
  var base: MemoryFileTree
  var path: FilePath

  func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
    var status = try base.linkStatus(of: path)
    if path == self.path { status.size = 4096 }
    return status
  }

  func status(of path: FilePath) throws(FileTreeError) -> FileStatus {
    var status = try base.status(of: path)
    if path == self.path { status.size = 4096 }
    return status
  }
}
