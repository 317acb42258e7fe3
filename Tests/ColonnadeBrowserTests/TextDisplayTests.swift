import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T5: text as the terminal shows it. It wraps at spaces and slashes and scrolls to its last
/// line; escapes and invisible marks show as what they are; Latin-1 reads as text.
@Suite struct TextDisplayTests {
  /// Text wraps at spaces and paths at `/`.
  @Test func wrapsAtSpacesAndSlashes() {
    #expect(TextView.wrap("hello world foo", width: 8) == ["hello ", "world ", "foo"])
    #expect(TextView.wrap("/usr/local/share/doc", width: 11) == ["/usr/local/", "share/doc"])
    #expect(TextView.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  /// Rule T3: `G` and PgDn reach the last line of a file whose lines wrap.
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

  /// Rule T5: escapes are drawn in reverse video, so `^[` cannot pass for the two characters.
  @Test func escapesAreStyled() {
    var grid = CellGrid(width: 20, height: 1)
    grid.drawText("a\u{1B}b", at: CellPoint(x: 0, y: 0))
    #expect(grid.plainText == "a^[b")
    #expect(!grid[0, 0].style.reverse)
    #expect(grid[1, 0].style.reverse && grid[2, 0].style.reverse)
    #expect(!grid[3, 0].style.reverse)
  }

  /// Rule T5: zero-width and bidi marks show, so `ab` and `a<U+200B>b` differ; emoji
  /// sequences keep their joiners.
  @Test func invisibleMarksShow() {
    #expect(SafeText.escaped("a\u{200B}b") == "a<U+200B>b")
    #expect(SafeText.escaped("a\u{200E}b\u{FEFF}") == "a<U+200E>b<U+FEFF>")
    #expect(SafeText.escaped("a\u{200D}b") == "a<U+200D>b")
    #expect(SafeText.escaped("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
  }

  /// Rule T5: Latin-1 text previews as text with replacement characters, not a hex dump.
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
}
