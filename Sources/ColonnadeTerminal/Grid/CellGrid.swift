/// A `width` × `height` buffer of cells that widgets draw into and the renderer diffs.
///
/// ```swift
/// var grid = CellGrid(width: 20, height: 2)
/// grid.drawText("漢字 ok", at: CellPoint(x: 0, y: 0))
/// grid.plainText  // "漢字 ok\n"
/// ```
///
/// Invariants: every wide cell is followed by its continuation cell in the
/// same row; no continuation cell stands without its wide cell; nothing is
/// ever written outside the grid (out-of-range writes are ignored). Writing
/// over half of a wide character turns its other half into a blank.
public struct CellGrid: Hashable, Sendable {
  /// Grids are equal when their cells are: what was written when (``damagedColumns(inRow:)``) does not count.
  public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
  }

  /// Hashes the size and the cells.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(cells)
  }

  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row from the top left.
  public private(set) var cells: [Cell]
  /// Per row, the columns written since the grid was made (all) or ``clearDamage()`` ran:
  /// `damageStart[y]..<damageEnd[y]`, empty when `start >= end`.
  private var damageStart: [Int]
  private var damageEnd: [Int]

  /// Creates a grid filled with `fill`; negative sizes are clamped to 0.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    let filler = fill.width == 1 ? fill : .blank
    cells = Array(repeating: filler, count: self.width * self.height)
    damageStart = Array(repeating: 0, count: self.height)
    damageEnd = Array(repeating: self.width, count: self.height)
  }

  /// The columns of row `y` written since the grid was made (all of them) or ``clearDamage()`` ran,
  /// with a column of margin each side (writing half of a wide character blanks its other half):
  /// every other cell of the row is as it was then. O(1).
  public func damagedColumns(inRow y: Int) -> Range<Int> {
    guard y >= 0, y < height, damageStart[y] < damageEnd[y] else { return 0..<0 }
    return damageStart[y]..<damageEnd[y]
  }

  /// Forgets what was written, so ``damagedColumns(inRow:)`` reports only what is written next. O(height).
  public mutating func clearDamage() {
    for y in 0..<height {
      damageStart[y] = width
      damageEnd[y] = 0
    }
  }

  /// Records that columns `first..<end` of row `y`, widened by one each side, were written. O(1).
  private mutating func damage(_ y: Int, _ first: Int, _ end: Int) {
    damageStart[y] = min(damageStart[y], max(0, first - 1))
    damageEnd[y] = max(damageEnd[y], min(width, end + 1))
  }

  /// Creates a grid of the given size filled with blank cells.
  public init(size: CellSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The grid's size in cells.
  public var size: CellSize { CellSize(width: width, height: height) }

  /// The rectangle covering the whole grid.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; a blank cell outside the grid. O(1).
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// Writes `character` at (`x`, `y`) and returns the number of columns it covers.
  ///
  /// Returns 0 and writes nothing when the character has no width, is a
  /// control character, or does not fit entirely inside the grid (and
  /// `clip`, when given). A wide character also writes its continuation
  /// cell. Any wide character it partly overwrites loses its other half. O(1).
  @discardableResult
  public mutating func put(
    _ character: Character, x: Int, y: Int, style: Style = .plain, clip: CellRect? = nil
  ) -> Int {
    let columns = DisplayWidth.of(character)
    guard columns > 0, SafeText.isSafe(character) else { return 0 }
    return place(Cell(unchecked: character, width: columns, style: style), x: x, y: y, clip: clip)
  }

  /// ``put(_:x:y:style:clip:)`` for a cell already measured and made safe (width 1 or 2), so a
  /// glyph drawn many times (a divider) is measured once. O(1).
  @discardableResult
  mutating func place(_ cell: Cell, x: Int, y: Int, clip: CellRect? = nil) -> Int {
    let columns = cell.width
    var area = bounds
    if let clip { area = area.intersection(clip) }
    guard columns > 0, area.contains(CellPoint(x: x, y: y)),
      area.contains(CellPoint(x: x + columns - 1, y: y))
    else { return 0 }
    breakWideNeighbours(y: y, from: x, to: x + columns - 1)
    damage(y, x, x + columns)
    let index = y * width + x
    cells[index] = cell
    if columns == 2 { cells[index + 1] = .continuation(cell.style) }
    return columns
  }

  /// Draws `text` at `point` exactly as ``drawText(_:at:maxWidth:style:tabWidth:)`` would when it
  /// is printable ASCII without `^`, `<` or `\` (which may start an escape to mark) and plain
  /// narrow scalars (``DisplayWidth/isPlainNarrow(_:)``) — most names and the status line — without
  /// building characters; `nil`, drawing nothing, for any other text. `point` must be in the grid
  /// and `limit` at most the columns left of its row. O(n).
  mutating func drawPlainText(_ text: some StringProtocol, at point: CellPoint, limit: Int, style: Style)
    -> Int?
  {
    // Most text is stored as contiguous UTF-8: printable ASCII is drawn straight from its bytes.
    if let drawn = text.utf8.withContiguousStorageIfAvailable({
      drawPlainASCII(unsafe $0.span, at: point, limit: limit, style: style)
    }), let drawn {
      return drawn
    }
    var count = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard
        value >= 0x20 && value < 0x7F && value != 0x5E && value != 0x3C && value != 0x5C
          || DisplayWidth.isPlainNarrow(scalar)
      else { return nil }
      count += 1
    }
    let cut = count > limit
    let shown = cut ? limit - 1 : count
    if shown > 0 {
      breakWideNeighbours(y: point.y, from: point.x, to: point.x + shown - 1)
      damage(point.y, point.x, point.x + shown)
      var index = point.y * width + point.x
      for scalar in text.unicodeScalars.prefix(shown) {
        cells[index] = .plain(scalar, style: style)
        index += 1
      }
    }
    guard cut else { return shown }
    return shown + put(CellGrid.ellipsis, x: point.x + shown, y: point.y, style: style)
  }

  /// ``drawPlainText(_:at:limit:style:)`` for UTF-8 that is printable ASCII without `^`, `<` or
  /// `\`, a cell a byte; `nil`, drawing nothing, for any other bytes. O(n).
  private mutating func drawPlainASCII(
    _ bytes: Span<UInt8>, at point: CellPoint, limit: Int, style: Style
  ) -> Int? {
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte >= 0x20, byte < 0x7F, byte != 0x5E, byte != 0x3C, byte != 0x5C else { return nil }
    }
    let cut = bytes.count > limit
    let shown = cut ? limit - 1 : bytes.count
    if shown > 0 {
      breakWideNeighbours(y: point.y, from: point.x, to: point.x + shown - 1)
      damage(point.y, point.x, point.x + shown)
      let start = point.y * width + point.x
      // One uniqueness check for the row (`Array.mutableSpan` would need macOS 26 / iOS 26).
      unsafe cells.withUnsafeMutableBufferPointer { cells in
        // `shown` ≤ `limit` ≤ the columns left of the row: every index is inside the grid.
        precondition(start + shown <= cells.count)
        for offset in 0..<shown {
          unsafe cells[start + offset] = .plain(Unicode.Scalar(bytes[offset]), style: style)
        }
      }
    }
    guard cut else { return shown }
    return shown + put(CellGrid.ellipsis, x: point.x + shown, y: point.y, style: style)
  }

  /// Copies, in rows `rows` (those inside both grids), the columns `other` reports damaged
  /// (``damagedColumns(inRow:)``) from `other`, of the same width: the rest of those rows must
  /// already be equal. O(damaged columns of the rows).
  mutating func copyDamagedColumns(inRows rows: [Int], from other: CellGrid) {
    guard other.width == width else { return }
    for y in rows where y >= 0 && y < height && y < other.height {
      let span = other.damagedColumns(inRow: y)
      guard !span.isEmpty else { continue }
      damage(y, span.lowerBound, span.upperBound)
      let range = (y * width + span.lowerBound)..<(y * width + span.upperBound)
      cells.replaceSubrange(range, with: other.cells[range])
    }
  }

  /// Copies the cells of `columns` in row `source` to the same columns of row `y` (rows and
  /// columns inside the grid; nothing happens otherwise). A wide character cut by either edge,
  /// in the row written or copied, loses its other half, as when drawing. O(columns).
  package mutating func copyCells(inRow source: Int, toRow y: Int, columns: Range<Int>) {
    guard source >= 0, source < height, y >= 0, y < height, source != y, !columns.isEmpty,
      columns.lowerBound >= 0, columns.upperBound <= width
    else { return }
    breakWideNeighbours(y: y, from: columns.lowerBound, to: columns.upperBound - 1)
    damage(y, columns.lowerBound, columns.upperBound)
    let from = source * width + columns.lowerBound
    let to = y * width + columns.lowerBound
    // Two rows of the grid (checked above), so the ranges are inside it and apart.
    unsafe cells.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      unsafe (base + to).update(from: base + from, count: columns.count)
    }
    if cells[to].isContinuation { cells[to] = .blank(cells[to].style) }
    let last = to + columns.count - 1
    if cells[last].width == 2 { cells[last] = .blank(cells[last].style) }
  }

  /// Fills `rect` (clipped to the grid) with blank cells in `style`. O(area).
  public mutating func fill(_ rect: CellRect, style: Style = .plain) {
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      breakWideNeighbours(y: y, from: area.x, to: area.maxX - 1)
      damage(y, area.x, area.maxX)
      let start = y * width + area.x
      cells.replaceSubrange(
        start..<(start + area.width), with: repeatElement(.blank(style), count: area.width))
    }
  }

  /// Replaces the style of every cell in `rect` (clipped to the grid), keeping the characters.
  ///
  /// A wide character half inside the rectangle is restyled whole. O(area).
  public mutating func restyle(_ rect: CellRect, style: Style) {
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      var start = area.x
      if cells[y * width + start].isContinuation { start -= 1 }
      var end = area.maxX
      if end < width, cells[y * width + end].isContinuation { end += 1 }
      damage(y, start, end)
      for x in start..<end { cells[y * width + x].style = style }
    }
  }

  /// Sets the foreground colour of every cell in `rect` (clipped to the grid), keeping characters
  /// and other attributes: a tint. O(area).
  public mutating func setForeground(_ rect: CellRect, _ color: TerminalColor) {
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      damage(y, area.x, area.maxX)
      for x in area.x..<area.maxX { cells[y * width + x].style.foreground = color }
    }
  }

  /// The cells of row `y`, or an empty slice outside the grid. O(1).
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    return cells[(y * width)..<(y * width + width)]
  }

  /// Blanks the halves of wide characters that straddle the edges of columns `first...last`.
  private mutating func breakWideNeighbours(y: Int, from first: Int, to last: Int) {
    let base = y * width
    if cells[base + first].isContinuation, first > 0 {
      cells[base + first - 1] = .blank(cells[base + first - 1].style)
    }
    if cells[base + last].width == 2, last + 1 < width {
      cells[base + last + 1] = .blank(cells[base + last + 1].style)
    }
  }
}

extension CellGrid {
  /// The grid as plain text: one line per row joined by "\n", trailing spaces trimmed, no styles.
  ///
  /// Continuation cells add nothing, so wide characters read naturally.
  /// Used by snapshot tests and the headless mode (Rule T7). O(width × height).
  public var plainText: String {
    lines.joined(separator: "\n")
  }

  /// The grid's rows as plain text, trailing spaces trimmed.
  public var lines: [String] {
    (0..<height).map { y in
      var line = ""
      for cell in row(y) where !cell.isContinuation { line.append(cell.character) }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
