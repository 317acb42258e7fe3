extension CellGrid {
  /// The glyph of a vertical divider between side-by-side panes.
  public static let verticalLine: Character = "│"
  /// The glyph of a horizontal divider between stacked panes.
  public static let horizontalLine: Character = "─"
  /// The glyph that hatches an occluding hinge.
  public static let hatch: Character = "╱"
  /// The three glyphs' cells, measured once: a divider is drawn a row at a time.
  private static let lineCells = (
    vertical: Cell(verticalLine), horizontal: Cell(horizontalLine), hatch: Cell(hatch)
  )

  /// Places a one-column line cell unless the grid holds it already: a divider redrawn unchanged
  /// marks no damage, so the renderer does not compare the columns between it and a pane's change.
  private mutating func placeIfChanged(_ cell: Cell, x: Int, y: Int) {
    if self[x, y] != cell { place(cell, x: x, y: y) }
  }

  /// Draws a vertical divider `│` in column `x` from row `y`, `height` rows down, clipped to the grid.
  ///
  /// ```swift
  /// grid.drawVerticalDivider(x: 30, y: 0, height: grid.height)
  /// ```
  ///
  /// O(height).
  public mutating func drawVerticalDivider(x: Int, y: Int, height: Int, style: Style = .plain) {
    guard height > 0 else { return }
    var cell = Self.lineCells.vertical
    cell.style = style
    for row in y..<(y + height) { placeIfChanged(cell, x: x, y: row) }
  }

  /// Draws a horizontal divider `─` in row `y` from column `x`, `width` columns across, clipped to the grid.
  ///
  /// O(width).
  public mutating func drawHorizontalDivider(x: Int, y: Int, width: Int, style: Style = .plain) {
    guard width > 0 else { return }
    var cell = Self.lineCells.horizontal
    cell.style = style
    for column in x..<(x + width) { placeIfChanged(cell, x: column, y: y) }
  }

  /// Fills `rect` with the diagonal hatch `╱` that marks an occluding hinge no pane may cover.
  ///
  /// A one-column hinge reads as a hatched bar; a one-row hinge (tabletop) as a
  /// hatched band. O(area).
  public mutating func drawHatch(_ rect: CellRect, style: Style = .plain) {
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    var cell = Self.lineCells.hatch
    cell.style = style
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX { placeIfChanged(cell, x: column, y: row) }
    }
  }

  /// Draws a box border along the edges of `rect`, clipped to the grid; the inside is left as it is.
  ///
  /// Needs at least 2 × 2 cells; smaller rectangles draw nothing. O(perimeter).
  public mutating func drawBox(_ rect: CellRect, style: Style = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    drawHorizontalDivider(x: rect.x + 1, y: rect.y, width: rect.width - 2, style: style)
    drawHorizontalDivider(x: rect.x + 1, y: bottom, width: rect.width - 2, style: style)
    drawVerticalDivider(x: rect.x, y: rect.y + 1, height: rect.height - 2, style: style)
    drawVerticalDivider(x: right, y: rect.y + 1, height: rect.height - 2, style: style)
    put("┌", x: rect.x, y: rect.y, style: style)
    put("┐", x: right, y: rect.y, style: style)
    put("└", x: rect.x, y: bottom, style: style)
    put("┘", x: right, y: bottom, style: style)
  }
}
