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
    var text = self.text
    text.makeContiguousUTF8()
    return unsafe text.utf8.withContiguousStorageIfAvailable(Self.lineCount(of:)) ?? 1
  }

  /// ``lineCount`` of UTF-8 bytes: one more than the line feeds, less a final one. The feeds are
  /// counted eight bytes at a time: a byte of the word XOR LF is zero exactly where a feed is, and
  /// the high bit of each zero byte alone survives the mask below. O(n).
  static func lineCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let raw = UnsafeRawBufferPointer(bytes)
    var feeds = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = unsafe raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
      feeds &+= (~(((word & low7) &+ low7) | word | low7)).nonzeroBitCount
      index += 8
    }
    while index < bytes.count {
      if unsafe bytes[index] == 0x0A { feeds += 1 }
      index += 1
    }
    return unsafe bytes.last == 0x0A && feeds > 0 ? feeds : feeds + 1
  }

  /// Every display row for a view `width` columns wide, gutter included; with `limit`, only the
  /// first `limit` rows, so drawing the top of a long file wraps only what it shows.
  /// O(n), or O(text up to the limit).
  public func rows(width: Int, limit: Int? = nil) -> [Row] {
    rows(textWidth: width - gutterWidth(lineCount: showsLineNumbers ? lineCount : 1), limit: limit)
  }

  /// ``rows(width:limit:)`` for the `textWidth` columns after the gutter.
  private func rows(textWidth: Int, limit: Int?) -> [Row] {
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
      // Printable ASCII and plain narrow characters are safe, a column each.
      if let columns = unsafe DisplayWidth.plainNarrowCount(utf8: line) {
        if columns <= textWidth {
          rows.append(Row(text: unsafe String(decoding: line, as: UTF8.self), lineNumber: index))
          continue
        }
        if wraps {
          unsafe Self.wrapNarrow(line, width: textWidth, lineNumber: index, into: &rows)
          continue
        }
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
    var start = line.startIndex  // Where the row being filled starts.
    var used = 0
    var breakAfter: (index: String.Index, used: Int)?  // After the row's last space or `/`.
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      let character = line[index]
      let columns = DisplayWidth.of(character)
      // A row cut after a space may still leave too little room for a wide character: cut again.
      while used + columns > width, used > 0 {
        let cut = breakAfter?.index ?? index
        rows.append(String(line[start..<cut]))
        used -= breakAfter?.used ?? used
        start = cut
        breakAfter = nil
      }
      used += columns
      if character == " " || character == "/" { breakAfter = (next, used) }
      index = next
    }
    rows.append(String(line[start...]))
    return rows
  }

  /// ``wrap(_:width:)`` of a line of printable ASCII and plain narrow characters (a column each,
  /// none joining another; see ``DisplayWidth``), appended to `rows` as the rows of line
  /// `lineNumber`. A column starts at each byte that starts a character. O(n).
  static func wrapNarrow(
    _ line: UnsafeBufferPointer<UInt8>, width: Int, lineNumber: Int, into rows: inout [Row]
  ) {
    var number: Int? = lineNumber
    func append(_ range: Range<Int>) {
      let text = unsafe String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
      rows.append(Row(text: text, lineNumber: number))
      number = nil
    }
    var start = 0
    var used = 0
    var breakAfter: (index: Int, used: Int)?  // After the row's last space or `/`.
    for index in 0..<line.count where unsafe line[index] & 0xC0 != 0x80 {
      if used == width {
        let cut = breakAfter?.index ?? index
        append(start..<cut)
        used -= breakAfter?.used ?? used
        start = cut
        breakAfter = nil
      }
      used += 1
      if unsafe line[index] == 0x20 || line[index] == 0x2F { breakAfter = (index + 1, used) }
    }
    append(start..<line.count)
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

  /// Draws into `rect`, where `previous` was drawn last, and returns the grid rows drawn: for the
  /// same text (scrolled, say) only the rows that show something else; for other text, another
  /// gutter or theme, all of them (the renderer still writes only the cells that changed). The
  /// grid ends as ``draw(into:in:)`` leaves it. O(text shown by both).
  public func draw(into grid: inout CellGrid, in rect: CellRect, over previous: TextView) -> [Int] {
    let area = grid.bounds.intersection(rect)
    guard !area.isEmpty, self != previous else { return [] }
    if let drawn = drawPlainLines(into: &grid, area: area, over: previous) { return drawn }
    // Other text (the next file's): the old rows are not worked out to be compared.
    if text != previous.text {
      draw(into: &grid, in: rect)
      return Array(area.y..<area.maxY)
    }
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
    let gutter = gutterWidth(lineCount: showsLineNumbers ? lineCount : 1)
    let rows = self.rows(textWidth: width - gutter, limit: max(0, scrollOffset) + height)
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
