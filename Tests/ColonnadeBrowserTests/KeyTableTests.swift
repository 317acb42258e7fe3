import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rule T3: the README's key list, the in-app help and `demo --help` come from one table
/// (``KeyBindings``); `RECORD_SNAPSHOTS=1` rewrites the README's copy.
@Suite struct KeyTableTests {
  @Test func readmeKeyListMatchesTheTable() throws {
    let path = TestFiles.repository + "/README.md"
    let readme = try #require(TestFiles.read(path), "cannot read \(path)")
    let begin = "<!-- keys:begin -->\n"
    let end = "\n<!-- keys:end -->"
    let start = try #require(readme.firstRange(of: begin), "README.md has no \(begin)")
    let stop = try #require(readme.firstRange(of: end), "README.md has no \(end)")
    let current = String(readme[start.upperBound..<stop.lowerBound])
    if TestFiles.isRecording {
      let rewritten = String(readme[..<start.upperBound]) + KeyBindings.markdown + readme[stop.lowerBound...]
      #expect(TestFiles.write(rewritten, to: path), "cannot write \(path)")
      return
    }
    #expect(current == KeyBindings.markdown, "re-record with RECORD_SNAPSHOTS=1")
  }

  @Test func helpQuitsLast() {
    #expect(KeyBindings.all.last?.action.hasPrefix("Quit") == true)
    #expect(KeyBindings.plainText.contains("q ZZ F10 Q ZQ Ctrl-C"))
  }
}
