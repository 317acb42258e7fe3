import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rule T6: what the browser keeps between runs reads back as it was written, whatever bytes its
/// paths hold, and a file that holds anything else is read for what it can be, the rest counted.
@Suite struct RememberedTests {
  /// Random paths of every byte but NUL, and keys of any character but blanks, round-trip.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func roundTrip(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var remembered = Remembered()
    let keys: [Character] = ["a", "q", "7", ",", "é", "字", "😀", "\\", "#"]
    for key in keys where random.chance(0.7) {
      remembered.bookmarks[key] = FilePath(
        bytes: [0x2F]
          + (0..<Int.random(in: 0...40, using: &random)).map { _ in
            UInt8.random(in: 1...255, using: &random)
          })
    }
    for _ in 0..<Int.random(in: 0...20, using: &random) {
      remembered.history.append(
        FilePath(
          bytes: [0x2F]
            + (0..<Int.random(in: 0...30, using: &random)).map { _ in
              UInt8.random(in: 1...255, using: &random)
            }))
    }
    let bookmarks = Remembered.bookmarks(from: Array(remembered.bookmarksText.utf8))
    #expect(bookmarks.bookmarks == remembered.bookmarks && bookmarks.bad == 0, "seed \(seed)")
    let history = Remembered.history(from: Array(remembered.historyText.utf8))
    #expect(history.history == remembered.history && history.bad == 0, "seed \(seed)")
  }

  /// Bad lines — no tab, a relative path, a blank key, a key of two characters, a stray `\`, raw
  /// control bytes — are counted and skipped; comments and blank lines are not lines.
  @Test func badLinesAreCountedAndSkipped() {
    let text =
      "# comment\n\na\t/good\nnotab\nb\trelative\n \t/blank-key\nab\t/two\nc\t/x\\q\nd\t/\u{1}\ne\t/also\\x20good\n"
    let (bookmarks, bad) = Remembered.bookmarks(from: Array(text.utf8))
    #expect(bookmarks == ["a": FilePath("/good"), "e": FilePath("/also good")])
    #expect(bad == 6)
    let (history, wrong) = Remembered.history(from: Array("/a\nb\n/c\\xZZ\n/d\n".utf8))
    #expect(history == [FilePath("/a"), FilePath("/d")] && wrong == 2)
  }

  /// Restoring puts the last run's folders before the one shown now: `-` goes back to the last.
  @Test func restoredHistoryComesFirst() throws {
    var browser = try Fixtures.browser(100, 20)
    var remembered = Remembered()
    remembered.history = [Fixtures.home, Fixtures.project.appending("docs")]
    remembered.bookmarks["d"] = Fixtures.project.appending("docs")
    browser.restore(remembered)
    #expect(browser.remembered.history == remembered.history + [Fixtures.project])
    Fixtures.press("-", on: &browser)
    #expect(browser.currentFolder == Fixtures.project.appending("docs"))
    Fixtures.press("' d", on: &browser)
    #expect(browser.currentFolder == Fixtures.project.appending("docs"))
  }
}
