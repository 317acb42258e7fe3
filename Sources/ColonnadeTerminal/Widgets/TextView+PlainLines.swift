extension TextView {
  /// ``draw(into:in:over:)`` for the common case of a folder's names: both views unscrolled and
  /// without line numbers, and every line either shows (up to the area's height) printable ASCII
  /// that fits its row. Lines are compared as bytes, and only a changed row's text becomes a
  /// string; `nil`, with the grid untouched, when the case does not hold. O(bytes shown).
  func drawPlainLines(into grid: inout CellGrid, area: CellRect, over previous: TextView) -> [Int]? {
    guard !showsLineNumbers, !previous.showsLineNumbers, scrollOffset <= 0, previous.scrollOffset <= 0,
      theme == previous.theme
    else { return nil }
    var new = text
    var old = previous.text
    new.makeContiguousUTF8()
    old.makeContiguousUTF8()
    return unsafe new.utf8.withContiguousStorageIfAvailable { newBytes in
      unsafe old.utf8.withContiguousStorageIfAvailable { oldBytes in
        guard let newLines = unsafe Self.plainLines(newBytes, rows: area.height, width: area.width),
          let oldLines = unsafe Self.plainLines(oldBytes, rows: area.height, width: area.width)
        else { return nil }
        var drawn: [Int] = []
        for row in 0..<max(newLines.count, oldLines.count) {
          let line = row < newLines.count ? newLines[row] : nil
          let oldLine = row < oldLines.count ? oldLines[row] : nil
          if let line, let oldLine, unsafe newBytes[line].elementsEqual(oldBytes[oldLine]) { continue }
          // As the general path: the wider of the two rows is cleared (a row covers its text and
          // one column more), then the new text drawn.
          let extent = max(line.map { $0.count + 1 } ?? 0, oldLine.map { $0.count + 1 } ?? 0)
          let y = area.y + row
          grid.fill(CellRect(x: area.x, y: y, width: min(area.width, extent), height: 1), style: theme.text)
          if let line {
            grid.drawText(
              unsafe String(decoding: UnsafeBufferPointer(rebasing: newBytes[line]), as: UTF8.self),
              at: CellPoint(x: area.x, y: y), maxWidth: area.width, style: theme.text)
          }
          drawn.append(y)
        }
        return drawn
      } ?? nil
    } ?? nil
  }

  /// The byte ranges of the first `rows` rows of `bytes` as ``rows(width:limit:)`` splits them
  /// (a line a row; a CR before LF left out; no text is one empty row), or `nil` when one of them
  /// is not printable ASCII of at most `width` bytes.
  private static func plainLines(
    _ bytes: UnsafeBufferPointer<UInt8>, rows: Int, width: Int
  ) -> [Range<Int>]? {
    if bytes.isEmpty { return rows > 0 ? [0..<0] : [] }
    var lines: [Range<Int>] = []
    lines.reserveCapacity(min(rows, 256))
    var start = 0
    while start < bytes.count, lines.count < rows {
      let (line, next) = unsafe TextView.line(in: bytes, from: start)
      guard line.count <= width, unsafe DisplayWidth.isPrintableASCII(utf8: line) else { return nil }
      lines.append(start..<start + line.count)
      start = next
    }
    return lines
  }
}
