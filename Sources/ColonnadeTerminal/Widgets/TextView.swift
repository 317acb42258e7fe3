/// Multi-line text, wrapped or truncated to the width, scrolled by rows, with optional line numbers.
///
/// ```swift
/// let view = TextView(text: "let x = 1\nprint(x)\n", showsLineNumbers: true)
/// view.draw(into: &grid, in: CellRect(x: 0, y: 0, width: 20, height: 3))
/// // "1 let x = 1"
/// // "2 print(x)"
/// ```
///
/// Lines split at LF and CR LF (a lone CR shows as `^M`); each line is made
/// safe (control characters escaped, tabs expanded to `tabWidth`). Wrapping breaks
/// at the column, never inside a wide character. `scrollOffset` counts
/// display rows, so a wrapped line scrolls row by row. Line numbers are
/// right-aligned in a gutter as wide as the largest number plus one space;
/// continuation rows of a wrapped line leave the gutter blank.
public struct TextView: Hashable, Sendable {
  /// The text to show.
  public var text: String
  /// The first display row shown.
  public var scrollOffset: Int
  /// Whether long lines wrap (otherwise they end in `…`).
  public var wraps: Bool
  /// Whether to draw a line-number gutter.
  public var showsLineNumbers: Bool
  /// The distance between tab stops, in columns.
  public var tabWidth: Int
  /// The styles to draw with.
  public var theme: Theme

  /// Creates a text view scrolled to the top.
  public init(
    text: String, scrollOffset: Int = 0, wraps: Bool = true, showsLineNumbers: Bool = false,
    tabWidth: Int = 4, theme: Theme = .standard
  ) {
    self.text = text
    self.scrollOffset = scrollOffset
    self.wraps = wraps
    self.showsLineNumbers = showsLineNumbers
    self.tabWidth = tabWidth
    self.theme = theme
  }

  /// One display row: the text it shows and the line number it starts, if it starts a line.
  public struct Row: Hashable, Sendable {
    /// The row's safe text.
    public var text: String
    /// The 1-based line number when the row starts a line; `nil` for a wrapped continuation.
    public var lineNumber: Int?
  }

  /// The text's lines, split at LF and CR LF; a final line break adds no empty line. O(n).
  public var lines: [Substring] {
    var result = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if result.count > 1, result.last?.isEmpty == true { result.removeLast() }
    return result
  }

  /// The width of the line-number gutter (digits plus one space), or 0 without line numbers. O(n).
  public func gutterWidth(lineCount: Int) -> Int {
    guard showsLineNumbers else { return 0 }
    return String(max(1, lineCount)).count + 1
  }

  /// How many lines the text has, as ``lines`` counts them, without splitting it. O(n).
  public var lineCount: Int {
    var count = 1
    var last: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A { count += 1 }
      last = byte
    }
    return last == 0x0A && count > 1 ? count - 1 : count
  }

  /// Every display row for a view `width` columns wide, gutter included; with `limit`, only the
  /// first `limit` rows, so drawing the top of a long file wraps only what it shows.
  /// O(n), or O(text up to the limit).
  public func rows(width: Int, limit: Int? = nil) -> [Row] {
    let textWidth = width - gutterWidth(lineCount: showsLineNumbers ? lineCount : 1)
    guard textWidth > 0 else { return [] }
    if text.isEmpty { return [Row(text: "", lineNumber: 1)] }
    var text = self.text
    text.makeContiguousUTF8()
    return unsafe text.utf8.withContiguousStorageIfAvailable { bytes in
      unsafe rows(of: bytes, textWidth: textWidth, limit: limit)
    } ?? []
  }

  /// ``rows(width:limit:)`` of the text's bytes, `textWidth` columns after the gutter. A line of
  /// printable ASCII that fits is its own row, copied straight from the bytes. O(bytes read).
  private func rows(of bytes: UnsafeBufferPointer<UInt8>, textWidth: Int, limit: Int?) -> [Row] {
    var rows: [Row] = []
    if let limit { rows.reserveCapacity(min(limit, 256)) }
    var start = 0
    var index = 0
    while start < bytes.count {
      if let limit, rows.count >= limit { break }
      let (line, next) = unsafe Self.line(in: bytes, from: start)
      start = next
      index += 1
      if line.count <= textWidth, unsafe DisplayWidth.isPrintableASCII(utf8: line) {
        rows.append(Row(text: unsafe String(decoding: line, as: UTF8.self), lineNumber: index))
        continue
      }
      let safe = SafeText.escaped(unsafe String(decoding: line, as: UTF8.self), tabWidth: tabWidth)
      guard wraps else {
        rows.append(Row(text: CellGrid.truncated(safe, toWidth: textWidth), lineNumber: index))
        continue
      }
      var first = true
      for text in Self.wrap(safe, width: textWidth) {
        rows.append(Row(text: text, lineNumber: first ? index : nil))
        first = false
      }
    }
    return rows
  }

  /// The line of `bytes` starting at `start`, without its line break, and where the next one
  /// starts. A line break of CR LF ends the line before the CR (a lone CR stays, shown as `^M`).
  static func line(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    line: UnsafeBufferPointer<UInt8>, next: Int
  ) {
    var end = unsafe bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    let next = end + 1
    if end < bytes.count, end > start, unsafe bytes[end - 1] == 0x0D { end -= 1 }
    return (unsafe UnsafeBufferPointer(rebasing: bytes[start..<end]), next)
  }

  /// Breaks one safe line into rows at most `width` columns wide: after the last space or `/`
  /// that fits (so words and path components stay whole), else at the column, never inside a
  /// wide character. O(n).
  public static func wrap(_ line: String, width: Int) -> [String] {
    // No character is wider than its UTF-8 bytes, so a line of at most `width` bytes fits.
    guard width > 0, line.utf8.count > width else { return [line] }
    var rows: [String] = []
    var current: [Character] = []
    var widths: [Int] = []
    var used = 0
    var breakAfter: Int?  // Index in `current` after which the row may break.
    for character in line {
      let columns = DisplayWidth.of(character)
      if used + columns > width, used > 0 {
        let cut = breakAfter.map { $0 + 1 } ?? current.count
        rows.append(String(current[..<cut]))
        current.removeFirst(cut)
        widths.removeFirst(cut)
        used = widths.reduce(0, +)
        breakAfter = current.lastIndex { $0 == " " || $0 == "/" }
      }
      current.append(character)
      widths.append(columns)
      used += columns
      if character == " " || character == "/" { breakAfter = current.count - 1 }
    }
    rows.append(String(current))
    return rows
  }

  /// The largest useful scroll offset for a view of the given size. O(n).
  public func maximumScrollOffset(width: Int, height: Int) -> Int {
    max(0, rows(width: width).count - height)
  }

  /// Draws the rows from `scrollOffset` (clamped) into `rect`. O(n) in the text's length.
  public func draw(into grid: inout CellGrid, in rect: CellRect) {
    let area = grid.bounds.intersection(rect)
    guard !area.isEmpty else { return }
    grid.fill(area, style: theme.text)
    let (shown, gutter) = visibleRows(height: area.height, width: area.width)
    for (row, item) in shown.enumerated() {
      draw(item, into: &grid, y: area.y + row, area: area, gutter: gutter)
    }
  }

  /// Draws into `rect`, where `previous` was drawn last, only the rows that show something else
  /// (all of them when the gutter or the theme changed); returns the grid rows drawn. The grid
  /// ends as ``draw(into:in:)`` leaves it. O(text shown by both).
  public func draw(into grid: inout CellGrid, in rect: CellRect, over previous: TextView) -> [Int] {
    let area = grid.bounds.intersection(rect)
    guard !area.isEmpty, self != previous else { return [] }
    if let drawn = drawPlainLines(into: &grid, area: area, over: previous) { return drawn }
    let (shown, gutter) = visibleRows(height: area.height, width: area.width)
    let (old, oldGutter) = previous.visibleRows(height: area.height, width: area.width)
    guard gutter == oldGutter, theme == previous.theme else {
      draw(into: &grid, in: rect)
      return Array(area.y..<area.maxY)
    }
    var drawn: [Int] = []
    for row in 0..<min(area.height, max(shown.count, old.count)) {
      let item = row < shown.count ? shown[row] : nil
      let oldItem = row < old.count ? old[row] : nil
      guard item != oldItem else { continue }
      let y = area.y + row
      // Past both rows' text the row is blank in both: only the wider of the two is cleared, so
      // only those cells are marked for the renderer to compare.
      let extent = max(Self.extent(of: item, gutter: gutter), Self.extent(of: oldItem, gutter: gutter))
      grid.fill(CellRect(x: area.x, y: y, width: min(area.width, extent), height: 1), style: theme.text)
      if let item { draw(item, into: &grid, y: y, area: area, gutter: gutter) }
      drawn.append(y)
    }
    return drawn
  }

  /// The columns a drawn row may cover from the left of its area, or 0 for no row.
  static func extent(of row: Row?, gutter: Int) -> Int {
    row.map { gutter + CellGrid.extent(of: $0.text) } ?? 0
  }

  /// The rows shown in a view `height` × `width`, from the clamped scroll offset, and the gutter's width.
  func visibleRows(height: Int, width: Int) -> (rows: [Row], gutter: Int) {
    let rows = self.rows(width: width, limit: max(0, scrollOffset) + height)
    let gutter = gutterWidth(lineCount: showsLineNumbers ? lineCount : 1)
    let offset = min(max(0, scrollOffset), max(0, rows.count - height))
    return (Array(rows.dropFirst(offset).prefix(height)), gutter)
  }

  /// Draws one row at `y` of `area` (already filled): its line number, then its text.
  private func draw(_ item: Row, into grid: inout CellGrid, y: Int, area: CellRect, gutter: Int) {
    if let number = item.lineNumber, gutter > 0 {
      let label = String(number)
      grid.drawText(
        label, at: CellPoint(x: area.x + gutter - 1 - label.count, y: y), style: theme.lineNumber)
    }
    grid.drawText(
      item.text, at: CellPoint(x: area.x + gutter, y: y), maxWidth: area.width - gutter,
      style: theme.text)
  }
}
