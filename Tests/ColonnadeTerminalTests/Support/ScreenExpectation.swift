import ColonnadeTerminal
import ColonnadeTestSupport
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

/// A grid of the given size with `lines` drawn from the top left in the plain style.
func gridWithLines(width: Int, height: Int, _ lines: [String]) -> CellGrid {
  var grid = CellGrid(width: width, height: height)
  for (row, line) in lines.enumerated() { grid.drawText(line, at: CellPoint(x: 0, y: row)) }
  return grid
}
