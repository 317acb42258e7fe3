import ColonnadeTestSupport
import Testing

/// Compares `actual` with the golden file `Golden/name` beside the calling test file (found from
/// `#filePath`, so it works from any working directory); `RECORD_SNAPSHOTS=1` rewrites it.
func expectGolden(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let path = TestFiles.folder(of: filePath) + "/Golden/" + name
  if TestFiles.isRecording {
    if !TestFiles.write(actual, to: path) {
      Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = TestFiles.read(path) else {
    Issue.record(
      "no golden file \(path): record it with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
    return
  }
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(actualLines.count, expectedLines.count)
  let got = line < actualLines.count ? String(actualLines[line]) : "(end of output)"
  let want = line < expectedLines.count ? String(expectedLines[line]) : "(end of file)"
  let message =
    "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n"
    + "re-record with RECORD_SNAPSHOTS=1 swift test if the change is intended"
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
