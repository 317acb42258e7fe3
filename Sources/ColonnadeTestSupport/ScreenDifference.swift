/// Both screens row by row for a failed expectation: rows that differ marked `✗` with the
/// expected and actual text, row ends marked `|`.
///
/// ```swift
/// Issue.record(Comment(rawValue: screenDifference(actual: grid.lines, expected: expected)))
/// ```
public func screenDifference(actual: [String], expected: [String]) -> String {
  var report = "screen differs (| marks the ends of each row):\n"
  for row in 0..<max(actual.count, expected.count) {
    let got = row < actual.count ? actual[row] : "<missing row>"
    let want = row < expected.count ? expected[row] : "<no such row>"
    let number = row < 10 ? " \(row)" : "\(row)"
    if got == want {
      report += "\(number) ✓ |\(got)|\n"
    } else {
      report += "\(number) ✗ expected |\(want)|\n     actual   |\(got)|\n"
    }
  }
  return report
}
