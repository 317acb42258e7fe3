import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules T3, T6: what the list shows. `/` filters as you type, up to its limit; `.`, `zh`, `S` and
/// `R` show hidden files and choose the order; a folder that changes on disk reloads, the
/// highlight kept.
@Suite struct ListContentsTests {
  /// The names the list shows, in order.
  static func names(_ browser: Browser) -> [String] {
    guard let entry = browser.top(.supplementary), case .listing(let listing)? = browser.contents[entry.id]
    else {
      return []
    }
    return (0..<listing.count).map { listing.item(at: $0).displayName }
  }

  /// `/` filters as you type, ignoring case; Enter keeps it, Esc clears it; n and N move
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

  /// Hidden files are hidden until `.` or `zh`; `Os`, `Oe`… sort by a key (ranger's `o` keys on
  /// `O`) and `Or` reverses, and the status line says which.
  @Test func hiddenAndSorting() throws {
    var browser = try Fixtures.browser(120, 40)
    #expect(!Self.names(browser).contains(".hidden"))
    Fixtures.press(".", on: &browser)
    #expect(Self.names(browser).contains(".hidden"))
    Fixtures.press("z h", on: &browser)
    #expect(!Self.names(browser).contains(".hidden"))
    Fixtures.press("Os", on: &browser)  // By size, largest first; folders first still.
    #expect(Array(Self.names(browser).suffix(3)) == ["README.md", "Package.swift", "notes.txt"])
    #expect(browser.render().lines.last?.contains("sort: size") == true)
    Fixtures.press("Or", on: &browser)
    #expect(Array(Self.names(browser).suffix(3)) == ["notes.txt", "Package.swift", "README.md"])
    Fixtures.press("Oe", on: &browser)  // By extension.
    #expect(Array(Self.names(browser).suffix(3)) == ["README.md", "Package.swift", "notes.txt"])
  }

  /// Rule T6: a folder that changes on disk reloads, and the highlight stays on its entry.
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
