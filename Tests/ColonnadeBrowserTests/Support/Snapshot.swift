import ColonnadeTerminal
import ColonnadeTestSupport
import Foundation
import Testing

/// Compares a screen with the golden file `Snapshots/name.txt` beside the calling test file, row by row;
/// `RECORD_SNAPSHOTS=1` rewrites it (rule T7: screens as plain text).
func expectSnapshot(
  _ grid: CellGrid, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let url = folder.appendingPathComponent(name + ".txt")
  let actual = grid.plainText + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(actual.utf8).write(to: url)
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "no snapshot \(url.path): record it with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
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
