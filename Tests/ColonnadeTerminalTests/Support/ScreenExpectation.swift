import ColonnadeTerminal
import Testing

/// Expects `grid` to read as `expected`, line by line; a failure prints both screens row by row.
func expectScreen(
  _ grid: CellGrid, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = grid.lines
  guard actual != expected else { return }
  Issue.record(
    Comment(rawValue: screenDifference(actual: actual, expected: expected)),
    sourceLocation: sourceLocation)
}

/// The two screens side by side as text, rows that differ marked with `✗`.
func screenDifference(actual: [String], expected: [String]) -> String {
  var report = "screen differs (| marks the ends of each row):\n"
  for row in 0..<max(actual.count, expected.count) {
    let got = row < actual.count ? actual[row] : "<missing row>"
    let want = row < expected.count ? expected[row] : "<no such row>"
    let number = String(row).count < 2 ? " " + String(row) : String(row)
    if got == want {
      report += "\(number) ✓ |\(got)|\n"
    } else {
      report += "\(number) ✗ expected |\(want)|\n" + "       actual |\(got)|\n"
    }
  }
  return report
}

/// A grid of the given size with `lines` drawn from the top left in the plain style.
func gridWithLines(width: Int, height: Int, _ lines: [String]) -> CellGrid {
  var grid = CellGrid(width: width, height: height)
  for (row, line) in lines.enumerated() { grid.drawText(line, at: CellPoint(x: 0, y: row)) }
  return grid
}

/// A small, seeded random number generator (SplitMix64) so random tests can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
