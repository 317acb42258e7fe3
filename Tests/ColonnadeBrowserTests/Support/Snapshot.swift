import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Compares a screen with the golden file `Snapshots/name.txt` beside the calling test file, row by row;
/// `RECORD_SNAPSHOTS=1` rewrites it (rule T7: screens as plain text).
func expectSnapshot(
  _ grid: CellGrid, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let path = TestFiles.folder(of: filePath) + "/Snapshots/" + name + ".txt"
  let actual = grid.plainText + "\n"
  if TestFiles.isRecording {
    if !TestFiles.write(actual, to: path) {
      Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = TestFiles.read(path) else {
    Issue.record(
      "no snapshot \(path): record it with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
    return
  }
  guard actual != expected else { return }
  Issue.record(
    Comment(
      rawValue: "\(name) differs; re-record with RECORD_SNAPSHOTS=1 if intended.\n"
        + screenDifference(actual: lines(actual), expected: lines(expected))),
    sourceLocation: sourceLocation)
}

private func lines(_ text: String) -> [String] {
  var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if result.last == "" { result.removeLast() }
  return result
}

/// The screen's rows, for `#expect` messages.
func screen(_ grid: CellGrid) -> String {
  grid.lines.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset) |\($0.element)|" }
    .joined(separator: "\n")
}
