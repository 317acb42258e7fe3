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
    var bytes: [UInt8] = []
    let route = self.route(
      from: start, to: target, width: width, overwriteLength: overwrite?.utf8.count,
      lineFeedKeepsColumn: lineFeedKeepsColumn)
    if route == .overwrite { return overwrite ?? "" }
    append(route, from: start, to: target, lineFeedKeepsColumn: lineFeedKeepsColumn, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The kinds of move ``shortest(from:to:width:overwrite:lineFeedKeepsColumn:)`` chooses between.
  enum Route { case none, absolute, carriageReturn, relative, overwrite }

  /// The route of the shortest move, measured without building any; `overwriteLength` is the
  /// length of the cells' text between, if rewriting them is allowed. O(1).
  static func route(
    from start: CellPoint?, to target: CellPoint, width: Int, overwriteLength: Int?,
    lineFeedKeepsColumn: Bool
  ) -> Route {
    guard let start else { return .absolute }
    if start == target { return .none }
    let dy = target.y - start.y
    let dx = target.x - start.x
    let pendingWrap = start.x >= width
    // CR first: column 0 of the current row, then LFs down (or RI or CUU up), then forward.
    let carriageReturn = 1 + (dy >= 0 ? dy : verticalLength(dy)) + forwardLength(target.x)
    let lineFeeds = lineFeedKeepsColumn && dy > 0 && dy < verticalLength(dy)
    let across = dx > 0 ? forwardLength(dx) : dx < 0 ? backwardLength(-dx) : 0
    let relative = pendingWrap ? Int.max : (lineFeeds ? dy : verticalLength(dy)) + across
    let rewrite = !pendingWrap && dy == 0 && dx > 0 ? overwriteLength ?? Int.max : Int.max
    var best = Route.absolute
    var bestLength = absoluteLength(target)
    if carriageReturn < bestLength { (best, bestLength) = (.carriageReturn, carriageReturn) }
    if relative < bestLength { (best, bestLength) = (.relative, relative) }
    if rewrite < bestLength { best = .overwrite }
    return best
  }

  /// Appends the bytes of `route` from `start` to `target` (nothing for ``Route/none`` and
  /// ``Route/overwrite``, whose text the caller writes).
  static func append(
    _ route: Route, from start: CellPoint?, to target: CellPoint, lineFeedKeepsColumn: Bool,
    to bytes: inout [UInt8]
  ) {
    let dy = target.y - (start?.y ?? 0)
    let dx = target.x - (start?.x ?? 0)
    switch route {
    case .none, .overwrite: return
    case .absolute: appendMove(to: target, to: &bytes)
    case .carriageReturn:
      bytes.append(0x0D)
      if dy >= 0 { repeatByte(0x0A, dy, to: &bytes) } else { appendVertical(dy, to: &bytes) }
      appendForward(target.x, to: &bytes)
    case .relative:
      if lineFeedKeepsColumn && dy > 0 && dy < verticalLength(dy) {
        repeatByte(0x0A, dy, to: &bytes)
      } else {
        appendVertical(dy, to: &bytes)
      }
      if dx > 0 { appendForward(dx, to: &bytes) } else if dx < 0 { appendBackward(-dx, to: &bytes) }
    }
  }

  /// The lengths of the moves, without building them.
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
    case (let x, 0): return 4 + digits(x + 1)
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

  /// CUP to `point`: `ESC [ H` for the origin, `ESC [ row H` for column 0, `ESC [ ; column H`
  /// for the top row (an empty parameter is 1, as ECMA-48 defines it).
  static func appendMove(to point: CellPoint, to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if point.y != 0 { appendDecimal(point.y + 1, to: &bytes) }
    if point.x != 0 {
      bytes.append(0x3B)
      appendDecimal(point.x + 1, to: &bytes)
    }
    bytes.append(0x48)
  }

  /// One row with IND or RI (two bytes), more with CUD or CUU, or nothing.
  static func appendVertical(_ dy: Int, to bytes: inout [UInt8]) {
    if dy == 1 || dy == -1 {
      bytes.append(0x1B)
      bytes.append(dy == 1 ? 0x44 : 0x4D)  // D, M
    } else if dy != 0 {
      appendCSI(abs(dy), final: dy > 0 ? 0x42 : 0x41, to: &bytes)  // CUD, CUU
    }
  }

  /// Cursor forward `count` columns (CUF), or nothing for 0.
  static func appendForward(_ count: Int, to bytes: inout [UInt8]) {
    if count > 0 { appendCSI(count, final: 0x43, to: &bytes) }
  }

  /// Cursor back `count` columns: backspaces for up to 3, else CUB.
  static func appendBackward(_ count: Int, to bytes: inout [UInt8]) {
    if count <= 3 { repeatByte(0x08, count, to: &bytes) } else { appendCSI(count, final: 0x44, to: &bytes) }
  }

  /// `ESC [ count final`, the count left out when it is 1.
  static func appendCSI(_ count: Int, final: UInt8, to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if count != 1 { appendDecimal(count, to: &bytes) }
    bytes.append(final)
  }

  /// The decimal digits of `value` (≥ 0).
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value / divisor % 10))
      divisor /= 10
    }
  }

  private static func repeatByte(_ byte: UInt8, _ count: Int, to bytes: inout [UInt8]) {
    for _ in 0..<max(0, count) { bytes.append(byte) }
  }
}
