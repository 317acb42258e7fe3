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
/// whether or not the terminal maps LF to CR LF (OPOST). A cursor at column
/// `width` is in the *pending wrap* state after writing the last column;
/// from there only CUP and CR-based moves are used, since relative moves
/// behave differently across terminals in that state.
package enum CursorMotion {
  /// The shortest move from `start` (`nil`: unknown) to `target`; `overwrite` is the text of the cells between, if rewriting them is allowed. O(1).
  package static func shortest(
    from start: CellPoint?, to target: CellPoint, width: Int, overwrite: String? = nil
  ) -> String {
    let absolute = ControlSequence.moveCursor(to: target)
    guard let start else { return absolute }
    if start == target { return "" }
    var best = absolute
    func consider(_ candidate: String) {
      if candidate.utf8.count < best.utf8.count { best = candidate }
    }
    let dy = target.y - start.y
    let pendingWrap = start.x >= width
    // CR first: column 0 of the current row, then LFs down, then forward.
    if dy >= 0 {
      consider("\r" + String(repeating: "\n", count: dy) + forward(target.x))
    } else {
      consider("\r" + up(-dy) + forward(target.x))
    }
    guard !pendingWrap else { return best }
    let vertical = dy == 1 ? "\u{1B}D" : dy == -1 ? "\u{1B}M" : dy > 0 ? down(dy) : dy < 0 ? up(-dy) : ""
    let dx = target.x - start.x
    if dx > 0 {
      consider(vertical + forward(dx))
      if dy == 0, let overwrite { consider(overwrite) }
    } else if dx < 0 {
      consider(vertical + backward(-dx))
    } else {
      consider(vertical)
    }
    return best
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
