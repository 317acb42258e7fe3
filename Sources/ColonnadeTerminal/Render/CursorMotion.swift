/// Chooses the fewest bytes that move the terminal's cursor from one cell to another.
///
/// ```swift
/// CursorMotion.shortest(from: CellPoint(x: 5, y: 2), to: CellPoint(x: 8, y: 2), width: 80)
/// // "\u{1B}[3C" (CUF 3)
/// CursorMotion.shortest(from: CellPoint(x: 80, y: 2), to: CellPoint(x: 0, y: 3), width: 80)
/// // "\r\n"
/// ```
///
/// Candidates: absolute CUP; CUU/CUD, or IND/RI (`ESC D`, `ESC M`: two bytes) for one row;
/// CUF/CUB; backspaces; CR; CR followed
/// by line feeds; and rewriting the cells in between when the caller offers
/// them. IND and RI scroll only at the scroll region's bottom and top margins, which a move to
/// another row of a full-screen region never starts from (the renderer resets the region after
/// scrolling). Line feeds are only used right after a CR, so the output is correct
/// whether or not the terminal maps LF to CR LF (OPOST), unless the caller says a line feed keeps
/// the column (output processing off, as in raw mode: xterm's terminfo moves down with LF too);
/// then moving down may be bare line feeds (a byte a row). A cursor at column
/// `width` is in the *pending wrap* state after writing the last column;
/// from there only CUP and CR-based moves are used, since relative moves
/// behave differently across terminals in that state.
package enum CursorMotion {
  /// The shortest move from `start` (`nil`: unknown) to `target`; `overwrite` is the text of the
  /// cells between, if rewriting them is allowed; `lineFeedKeepsColumn` when LF moves straight down. O(1).
  package static func shortest(
    from start: CellPoint?, to target: CellPoint, width: Int, overwrite: String? = nil,
    lineFeedKeepsColumn: Bool = false
  ) -> String {
    guard let start else { return ControlSequence.moveCursor(to: target) }
    if start == target { return "" }
    // Candidates are measured before any is built: only the shortest becomes a string.
    let dy = target.y - start.y
    let dx = target.x - start.x
    let pendingWrap = start.x >= width
    // CR first: column 0 of the current row, then LFs down (or RI or CUU up), then forward.
    let carriageReturn = 1 + (dy >= 0 ? dy : verticalLength(dy)) + forwardLength(target.x)
    let lineFeeds = lineFeedKeepsColumn && dy > 0 && dy < verticalLength(dy)
    let across = dx > 0 ? forwardLength(dx) : dx < 0 ? backwardLength(-dx) : 0
    let relative = pendingWrap ? Int.max : (lineFeeds ? dy : verticalLength(dy)) + across
    let rewrite = !pendingWrap && dy == 0 && dx > 0 ? overwrite?.utf8.count ?? Int.max : Int.max
    var best = Route.absolute
    var bestLength = absoluteLength(target)
    for (route, length) in [
      (Route.carriageReturn, carriageReturn), (.relative, relative), (.overwrite, rewrite),
    ]
    where length < bestLength {
      (best, bestLength) = (route, length)
    }
    switch best {
    case .absolute: return ControlSequence.moveCursor(to: target)
    case .carriageReturn:
      return "\r" + (dy >= 0 ? String(repeating: "\n", count: dy) : vertical(dy)) + forward(target.x)
    case .relative:
      return (lineFeeds ? String(repeating: "\n", count: dy) : vertical(dy))
        + (dx > 0 ? forward(dx) : dx < 0 ? backward(-dx) : "")
    case .overwrite: return overwrite ?? ""
    }
  }

  /// The kinds of move ``shortest(from:to:width:overwrite:)`` chooses between.
  enum Route { case absolute, carriageReturn, relative, overwrite }

  /// One row with IND or RI (two bytes), more with CUD or CUU, or nothing.
  static func vertical(_ dy: Int) -> String {
    dy == 1 ? "\u{1B}D" : dy == -1 ? "\u{1B}M" : dy > 0 ? down(dy) : dy < 0 ? up(-dy) : ""
  }

  /// The lengths of ``vertical(_:)``, ``forward(_:)``, ``backward(_:)`` and CUP, without building them.
  static func verticalLength(_ dy: Int) -> Int {
    dy == 0 ? 0 : abs(dy) == 1 ? 2 : 3 + digits(abs(dy))
  }

  static func forwardLength(_ count: Int) -> Int {
    count == 0 ? 0 : count == 1 ? 3 : 3 + digits(count)
  }

  static func backwardLength(_ count: Int) -> Int {
    count <= 3 ? count : 3 + digits(count)
  }

  static func absoluteLength(_ point: CellPoint) -> Int {
    switch (point.x, point.y) {
    case (0, 0): return 3
    case (0, let y): return 3 + digits(y + 1)
    default: return 4 + digits(point.y + 1) + digits(point.x + 1)
    }
  }

  /// The number of decimal digits of `value` (≥ 0).
  static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Cursor forward `count` columns (CUF), or nothing for 0.
  static func forward(_ count: Int) -> String {
    count == 0 ? "" : count == 1 ? "\u{1B}[C" : "\u{1B}[\(count)C"
  }

  /// Cursor back `count` columns: backspaces for up to 3, else CUB.
  static func backward(_ count: Int) -> String {
    count <= 3 ? String(repeating: "\u{8}", count: count) : "\u{1B}[\(count)D"
  }

  /// Cursor up `count` rows (CUU).
  static func up(_ count: Int) -> String {
    count == 1 ? "\u{1B}[A" : "\u{1B}[\(count)A"
  }

  /// Cursor down `count` rows (CUD).
  static func down(_ count: Int) -> String {
    count == 1 ? "\u{1B}[B" : "\u{1B}[\(count)B"
  }
}
