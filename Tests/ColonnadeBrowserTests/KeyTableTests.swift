import ColonnadeBrowser
import Foundation
import Testing

/// Rule T3: the README's key list, the in-app help and `demo --help` come from one table
/// (``KeyBindings``); `RECORD_SNAPSHOTS=1` rewrites the README's copy.
@Suite struct KeyTableTests {
  @Test func readmeKeyListMatchesTheTable() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let begin = "<!-- keys:begin -->\n"
    let end = "\n<!-- keys:end -->"
    let start = try #require(readme.range(of: begin), "README.md has no \(begin)")
    let stop = try #require(readme.range(of: end), "README.md has no \(end)")
    let current = String(readme[start.upperBound..<stop.lowerBound])
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try (readme[..<start.upperBound] + KeyBindings.markdown + readme[stop.lowerBound...]).write(
        to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(current == KeyBindings.markdown, "re-record with RECORD_SNAPSHOTS=1")
  }

  @Test func helpQuitsLast() {
    #expect(KeyBindings.all.last?.action == "Quit")
    #expect(KeyBindings.plainText.contains("q Ctrl-C"))
  }
}
