import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T6: unreadable folders and files, binary files, huge files, symbolic link loops and
/// special files show an inline message; the browser keeps running and reads a bounded prefix.
@Suite struct ProblemFileTests {
  /// The problems folder lists: locked, up, binary.bin, broken, huge.txt, loop, ping, pipe, pong,
  /// secret.txt. Each case highlights one entry (previewing it beside the list).
  struct Case: CustomTestStringConvertible, Sendable {
    var entry: String
    var row: Int
    var message: String
    var testDescription: String { entry }
  }

  static let cases: [Case] = [
    Case(entry: "binary.bin", row: 2, message: "Binary file, 48 B: no text preview"),
    Case(entry: "broken", row: 3, message: "Broken symbolic link"),
    Case(entry: "huge.txt", row: 4, message: "First 64.0 KiB of 1.0 MiB shown"),
    Case(entry: "loop", row: 5, message: "Symbolic link loop"),
    Case(entry: "ping", row: 6, message: "Symbolic link loop"),
    Case(entry: "pipe", row: 7, message: "is a named pipe"),
    Case(entry: "secret.txt", row: 9, message: "Permission denied"),
  ]

  /// T6: each problem entry's preview says what is wrong, inline.
  @Test(arguments: cases)
  func previewShowsMessage(_ problem: Case) throws {
    let keys = Array(repeating: "j", count: problem.row).joined(separator: " ")
    let browser = try Fixtures.browser(120, 40, start: Fixtures.problems, keys: keys)
    let grid = browser.render()
    #expect(browser.highlightedItem?.displayName == problem.entry)
    #expect(grid.plainText.contains(problem.message), "\(screen(grid))")
    #expect(browser.message == nil)
  }

  /// T6: an unreadable folder shows "Permission denied" in the list column; back still works.
  @Test func unreadableFolder() throws {
    var browser = try Fixtures.browser(120, 40, start: Fixtures.problems, keys: "enter")
    let grid = browser.render()
    #expect(grid.plainText.contains("Permission denied"), "\(screen(grid))")
    #expect(grid.plainText.contains("“locked” cannot be read"))
    Fixtures.press("esc", on: &browser)
    #expect(browser.render().plainText.contains("secret.txt"))
  }

  /// T6: the huge file is read only up to the preview limit, and the pipe is never opened.
  @Test func readsAreBounded() throws {
    let tree = CountingTree()
    _ = try Fixtures.browser(120, 40, start: Fixtures.problems, tree: tree, keys: "j j j j j j j j j j")
    let counts = tree.snapshot
    #expect(counts.largestLimit == BrowserLimits.standard.previewBytes)
    #expect(counts.largestRead == BrowserLimits.standard.previewBytes)
    #expect(counts.reads[Fixtures.problems.appending("pipe")] == nil)
    #expect(counts.reads[Fixtures.problems.appending("huge.txt")] == 1)
  }

  /// T6: the problems folder at 220 × 60, a loop highlighted: the inspector names the loop.
  @Test func inspectorDescribesLoop() throws {
    let browser = try Fixtures.browser(220, 60, start: Fixtures.problems, keys: "j j j j j")
    let grid = browser.render()
    #expect(browser.inspectorFields.map(\.value).contains("loop, a loop: leads back to itself"))
    #expect(grid.plainText.contains("Links to  loop, a loop: leads back"), "\(screen(grid))")
    try expectSnapshot(grid, named: "problems-loop-220x60")
  }

  /// T6: a text preview cut at the limit never ends in half a UTF-8 character.
  @Test func cutTextEndsOnWholeCharacter() {
    let text = Array("ab漢".utf8)  // 2 + 3 bytes
    #expect(FilePreview.completeUTF8Prefix(Array(text.prefix(4))) == Array("ab".utf8)[...])
    #expect(FilePreview.completeUTF8Prefix(text) == text[...])
  }
}
