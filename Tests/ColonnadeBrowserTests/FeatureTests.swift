import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Issue 13, items 9–15: what ranger and nnn users reach for first.
@Suite struct FeatureTests {
  /// The names the list shows, in order.
  static func names(_ browser: Browser) -> [String] {
    guard let entry = browser.top(.supplementary), case .listing(let listing)? = browser.contents[entry.id]
    else {
      return []
    }
    return (0..<listing.count).map { listing.item(at: $0).displayName }
  }

  /// Item 9: `/` filters as you type, ignoring case; Enter keeps it, Esc clears it; n and N move
  /// between matches; matches are underlined.
  @Test func findFilters() throws {
    var browser = try Fixtures.browser(120, 40, keys: "/ T")
    #expect(Self.names(browser) == ["assets", "Tests", "notes.txt", "Package.swift"])
    Fixtures.press("e", on: &browser)
    #expect(Self.names(browser) == ["Tests", "notes.txt"])
    #expect(browser.render().plainText.contains("/Te▏  2 of 8"))
    Fixtures.press("backspace enter", on: &browser)
    #expect(Self.names(browser).count == 4)
    #expect(browser.filterEditing == nil)
    #expect(browser.highlightedItem?.displayName == "Tests")
    Fixtures.press("n n", on: &browser)
    #expect(browser.highlightedItem?.displayName == "Package.swift")
    Fixtures.press("n", on: &browser)
    #expect(browser.highlightedItem?.displayName == "assets", "n wraps")
    Fixtures.press("N", on: &browser)
    #expect(browser.highlightedItem?.displayName == "Package.swift")
    Fixtures.press("esc", on: &browser)
    #expect(Self.names(browser).count == 8)
    #expect(browser.highlightedItem?.displayName == "Package.swift", "the highlight stays on its entry")
    let underlined = try Fixtures.browser(120, 40, keys: "/ o g").render()
    let logs = try #require(underlined.lines.firstIndex { $0.contains(" logs ") })
    let x = try #require(underlined.lines[logs].firstIndex(of: "l")).utf16Offset(in: underlined.lines[logs])
    #expect(underlined[x + 1, logs].style.underline && underlined[x + 2, logs].style.underline)
    #expect(!underlined[x, logs].style.underline)
  }

  /// Rule T5: the filter holds at most ``BrowserLimits/filterBytes`` bytes, more than any name
  /// shows; keys past it are ignored and the status line says so, and Backspace still edits it.
  @Test func filterStopsAtItsLimit() throws {
    var browser = try Fixtures.browser(120, 40, keys: "/")
    for _ in 0..<(BrowserLimits.filterBytes + 10) { browser.handle(.key(.character("x")), at: 0) }
    #expect(
      browser.message == "A filter holds at most \(BrowserLimits.filterBytes) bytes: no name shows more")
    #expect(Self.names(browser).isEmpty)
    for _ in 0..<BrowserLimits.filterBytes { browser.handle(.key(.backspace), at: 0) }
    #expect(Self.names(browser).count == 8, "every key past the limit was ignored")
    #expect(browser.filterEditing != nil)
  }

  /// Item 10: hidden files are hidden until `.` or `zh`; `S` cycles the sort key and `R` reverses,
  /// and the status line says which.
  @Test func hiddenAndSorting() throws {
    var browser = try Fixtures.browser(120, 40)
    #expect(!Self.names(browser).contains(".hidden"))
    Fixtures.press(".", on: &browser)
    #expect(Self.names(browser).contains(".hidden"))
    Fixtures.press("z h", on: &browser)
    #expect(!Self.names(browser).contains(".hidden"))
    Fixtures.press("S", on: &browser)  // By size, largest first; folders first still.
    #expect(Array(Self.names(browser).suffix(3)) == ["README.md", "Package.swift", "notes.txt"])
    #expect(browser.render().lines.last?.contains("sort: size") == true)
    Fixtures.press("R", on: &browser)
    #expect(Array(Self.names(browser).suffix(3)) == ["notes.txt", "Package.swift", "README.md"])
    Fixtures.press("R S S", on: &browser)  // By extension.
    #expect(Array(Self.names(browser).suffix(3)) == ["README.md", "Package.swift", "notes.txt"])
  }

  /// Item 11: `o` and `e` ask for the pager and the editor on the highlighted file; a folder has
  /// nothing to open; a failure is reported in the status line.
  @Test func openInPagerAndEditor() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G")
    let readme = Fixtures.project.appending("README.md")
    #expect(
      browser.handle(.key(.character("o")), at: 0)
        == .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: readme)))
    #expect(
      browser.handle(.key(.character("e")), at: 0)
        == .run(ExternalProgram(variables: ["VISUAL", "EDITOR"], fallback: "vi", file: readme)))
    browser.handle(.programEnded("nopager", failure: "'nopager' was not found: set $PAGER"), at: 1)
    #expect(browser.render().lines.last?.contains("was not found") == true)
    var folder = try Fixtures.browser(120, 40)
    #expect(folder.handle(.key(.character("o")), at: 0) == .continue)
    #expect(folder.message?.hasPrefix("Nothing to open") == true)
  }

  /// Item 12: `y` asks for the path on the clipboard and says so; OSC 52 carries it in base64.
  @Test func copyPath() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G")
    #expect(browser.handle(.key(.character("y")), at: 0) == .copy("/home/ada/project/README.md"))
    #expect(browser.render().lines.last?.contains("Copied ~/project/README.md") == true)
    #expect(ControlSequence.copyToClipboard("hi\u{1B}") == "\u{1B}]52;c;aGkb\u{07}")
    #expect(browser.currentFolder == Fixtures.project)
  }

  /// Item 13: a click focuses a column and highlights a row, a second click opens it; the wheel
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

  /// Item 14: LS_COLORS colours folders, links, executables and extensions; unset, `ls`'s defaults.
  @Test func lsColors() throws {
    let colors = FileColors(lsColors: "di=01;34:ln=36:ex=01;32:*.md=35:or=31")
    func item(
      _ kind: FileKind, _ name: String = "x", executable: Bool = false,
      link: Result<FileKind, FileTreeError>? = nil
    )
      -> ListingItem
    {
      ListingItem(
        name: Array(name.utf8), path: FilePath("/" + name), displayName: name,
        status: .success(FileStatus(kind: kind)), link: link, isExecutable: executable)
    }
    #expect(colors.style(for: item(.directory)) == Style(foreground: .blue, bold: true))
    #expect(colors.style(for: item(.symbolicLink, link: .success(.regular))) == Style(foreground: .cyan))
    #expect(colors.style(for: item(.symbolicLink, link: .failure(.notFound))) == Style(foreground: .red))
    #expect(colors.style(for: item(.regular, executable: true)) == Style(foreground: .green, bold: true))
    #expect(colors.style(for: item(.regular, "README.MD")) == Style(foreground: .magenta))
    #expect(colors.style(for: item(.regular, "a.txt")) == nil)
    #expect(FileColors.standard.style(for: item(.directory)) == Style(foreground: .blue, bold: true))
    let grid = try Fixtures.browser(120, 40).render()
    #expect(grid[38, 2].style.foreground == .blue, "docs is a folder")
  }

  /// Any `LS_COLORS` is read without trapping: numbers out of range (negative, past 255, past
  /// `Int`) and cut-short entries leave the default colour, the entry's attributes kept.
  @Test(arguments: [
    ("di=38;5;-5", Style()), ("di=48;5;-1", Style()), ("di=01;38;5;9223372036854775807", Style(bold: true)),
    ("di=38;5;99999999999999999999", Style()), ("di=38;5", Style()),
    ("di=38;2;-1;-2;-3;4", Style(underline: true)),
    ("di=-34;01", Style(bold: true)), ("di=38;5;12", Style(foreground: .brightBlue)),
  ])
  func lsColorsOutOfRange(value: String, expected: Style) {
    let folder = ListingItem(
      name: Array("x".utf8), path: FilePath("/x"), displayName: "x",
      status: .success(FileStatus(kind: .directory)), link: nil, isExecutable: false)
    #expect(FileColors(lsColors: value).style(for: folder) == expected, "\(value)")
  }

  /// Item 15: a folder that changes on disk reloads, and the highlight stays on its entry.
  @Test func changesOnDiskReload() throws {
    var tree = MemoryFileTree()
    tree.addFile("/live/b.txt", "b\n")
    tree.addFile("/live/c.txt", "c\n")
    let box = TreeBox(tree)
    var browser = try Browser(
      start: FilePath("/live"), home: nil, tree: box, size: CellSize(width: 120, height: 40))
    Fixtures.press("j", on: &browser)
    #expect(browser.highlightedItem?.displayName == "c.txt")
    #expect(browser.watchedFolders.contains(FilePath("/live")))
    box.tree.addFile("/live/a.txt", "a\n")
    browser.handle(.changed(FilePath("/live")), at: 1)
    #expect(Self.names(browser) == ["a.txt", "b.txt", "c.txt"])
    #expect(browser.highlightedItem?.displayName == "c.txt")
  }
}

/// A tree a test can change while the browser holds it.
final class TreeBox: ForwardingTree, @unchecked Sendable {
  var tree: MemoryFileTree
  var base: MemoryFileTree { tree }
  init(_ tree: MemoryFileTree) { self.tree = tree }
}
