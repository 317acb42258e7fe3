/// Rows of the screen that moved up or down together between two frames, and the bytes that
/// move them on the terminal: a scroll region (DECSTBM), SU or SD, and the region reset.
///
/// ```swift
/// // A one-column list scrolled by a row: rows 1...23 of `next` are rows 2...24 of `previous`.
/// ScrollShift.find(from: previous, to: next, changed: Array(1...24))?.sequence   // "\u{1B}[2;25r\u{1B}[S\u{1B}[r"
/// ```
///
/// Only whole rows move (terminals such as tmux have no left and right margins), so this helps
/// where one column spans the width; the renderer uses it only when it writes fewer bytes.
struct ScrollShift: Equatable {
  /// The scroll region's first and last rows, counted from 0.
  let top: Int
  let bottom: Int
  /// Rows the content moves up (SU), or down when negative (SD).
  let count: Int
  /// The rows of the next grid found equal to the rows they move from: nothing to write there.
  var matched: ClosedRange<Int>

  /// Sets the region (which homes the cursor), scrolls it, and resets the region (homing it again).
  var sequence: String {
    let scroll = count > 0 ? (count == 1 ? "S" : "\(count)S") : (count == -1 ? "T" : "\(-count)T")
    return "\u{1B}[\(top + 1);\(bottom + 1)r\u{1B}[\(scroll)\u{1B}[r"
  }

  /// The row of the grid before ``sequence`` that row `y` shows after it: its own outside the
  /// region, the one it moved from inside, `nil` for a row scrolled in blank (in the plain style,
  /// as the renderer leaves it between frames). O(1).
  func sourceRow(of y: Int) -> Int? {
    guard y >= top, y <= bottom else { return y }
    let source = y + count
    return source >= top && source <= bottom ? source : nil
  }

  /// The longest run of rows (two or more) around a probed row of `changed` (those where
  /// `previous` and `next` differ, ascending) that `next` shows moved by the same distance from `previous`;
  /// `nil` when fewer than three rows changed or none moved.
  ///
  /// The first three changed rows try every distance to another changed row, nearest first; after
  /// them every fourth changed row tries distances up to ``nearbyDistance``, which finds a list
  /// scrolled a few rows in a band below rows that did not move (a list beside a pane with text
  /// only at its top). O(changed rows × width) at worst; a row comparison usually stops at its
  /// first cells.
  static func find(from previous: CellGrid, to next: CellGrid, changed: [Int]) -> ScrollShift? {
    guard previous.size == next.size, next.height >= 3, changed.count >= 3 else { return nil }
    let height = next.height
    func moved(_ y: Int, _ distance: Int) -> Bool {
      y >= 0 && y < height && y + distance >= 0 && y + distance < height
        && next.row(y, equals: y + distance, of: previous)
    }
    for index in changed.indices where index < 3 || index % 4 == 3 {
      let y = changed[index]
      // A row moved from `y + distance` matches it where it differs from `y`: test that cell first.
      let probe = next.firstDifference(inRow: y, from: 0, comparedWith: y, of: previous)
      guard probe < next.width else { continue }
      let probed = next[probe, y]
      func shift(by distance: Int) -> ScrollShift? {
        guard y + distance >= 0, y + distance < height, probed == previous[probe, y + distance],
          moved(y, distance)
        else { return nil }
        var first = y
        while moved(first - 1, distance) { first -= 1 }
        var last = y
        while moved(last + 1, distance) { last += 1 }
        guard last > first else { return nil }
        return distance > 0
          ? ScrollShift(top: first, bottom: last + distance, count: distance, matched: first...last)
          : ScrollShift(top: first + distance, bottom: last, count: distance, matched: first...last)
      }
      guard index < 3 else {
        for distance in Self.nearby { if let found = shift(by: distance) { return found } }
        continue
      }
      // A row scrolled in from a row that changed too (the region's rows all move): only those
      // are tried, nearest first, down before up, walking out from `y` in the ascending rows.
      var below = index + 1
      var above = index - 1
      while below < changed.count || above >= 0 {
        let down = below < changed.count ? changed[below] - y : Int.max
        let up = above >= 0 ? y - changed[above] : Int.max
        let distance = down <= up ? down : -up
        if down <= up { below += 1 } else { above -= 1 }
        if let found = shift(by: distance) { return found }
      }
    }
    return nil
  }

  /// The farthest a row probed after the first three may have moved.
  static let nearbyDistance = 3

  /// Distances up to ``nearbyDistance``, nearest first, down before up.
  static let nearby = (1...nearbyDistance).flatMap { [$0, -$0] }
}
