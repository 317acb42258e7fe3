extension Resolution {
  /// A column's minimum and maximum width in whole pixels; the maximum never undercuts the minimum.
  func bounds(of column: Column) -> (min: Double, max: Double) {
    let spec = configuration.columns[column]
    let minimum = grid.ceil(spec.minWidth)
    let maximum = spec.maxWidth.isInfinite ? Double.infinity : max(minimum, grid.floor(spec.maxWidth))
    return (minimum, maximum)
  }

  /// The width a column asks for: the user's dragged width or its ideal, clamped to its limits
  /// and to the window, so no sum ever grows past what pixels can count exactly (rule L4).
  func preferredWidth(of column: Column) -> Double {
    let spec = configuration.columns[column]
    var points = spec.idealWidth.points(inWindowOfWidth: environment.size.width)
    if let dragged = overrides.columnWidths[column], dragged.isFinite { points = dragged }
    let (minimum, maximum) = bounds(of: column)
    return min(max(grid.round(min(points, environment.size.width)), minimum), maximum)
  }

  /// How many leading `candidates` tile in `available` pixels: the longest prefix within the
  /// column limit and the pane limit whose minimums plus dividers fit (rule L2).
  func tiledCount(of candidates: BoundedList<Column>, in available: Double, limit: Int) -> Int {
    var total = 0.0
    var count = 0
    var panes = 0
    for column in candidates where count < limit {
      let pane = isPane(column)
      if pane, panes >= paneLimit { break }
      let next = total + bounds(of: column).min + (count > 0 ? dividerWidth : 0)
      guard next <= available + PixelGrid.tolerance else { break }
      total = next
      count += 1
      if pane { panes += 1 }
    }
    return count
  }

  /// Splits `available` pixels among `tiled` columns (secondary first, by priority): each gets its
  /// preferred width, the secondary the rest; if the rest is below the secondary's minimum the
  /// others shrink toward theirs, lowest priority first (rule L4). Where a history navigator hid
  /// the secondary, the trailing pane takes the rest (rule N13).
  func distribute(_ tiled: BoundedList<Column>, in available: Double) -> ColumnMap<Double> {
    var filler = Column.secondary
    if !tiled.contains(where: { $0 == .secondary }) {
      for column in Column.leadingToTrailing where tiled.contains(where: { $0 == column }) { filler = column }
    }
    var widths = ColumnMap(repeating: 0.0)
    var used = dividerWidth * Double(max(0, tiled.count - 1))
    for column in tiled where column != filler {
      widths[column] = preferredWidth(of: column)
      used += widths[column]
    }
    var deficit = bounds(of: filler).min - (available - used)
    for column in tiled.reversed() where column != filler && deficit > 0 {
      let give = min(deficit, widths[column] - bounds(of: column).min)
      widths[column] -= give
      used -= give
      deficit -= give
    }
    widths[filler] = available - used
    return widths
  }

  /// Sizes a group of floating or pushing columns (most important first) to fit `limit` pixels
  /// with `gaps` dividers: preferred widths, then shrinking toward minimums lowest priority
  /// first, then dropping the lowest priority column until the rest fit (rule L8).
  func sizeGroup(
    _ columns: BoundedList<Column>, limit: Double, dividersPerColumn: Double
  ) -> (columns: BoundedList<Column>, widths: ColumnMap<Double>) {
    var included = columns
    var widths = ColumnMap(repeating: 0.0)
    while !included.isEmpty {
      var total = dividersPerColumn * dividerWidth * Double(included.count)
      for column in included {
        widths[column] = preferredWidth(of: column)
        total += widths[column]
      }
      for column in included.reversed() where total > limit {
        let give = min(total - limit, widths[column] - bounds(of: column).min)
        widths[column] -= give
        total -= give
      }
      if total <= limit + 1e-7 { return (included, widths) }
      included.popLast()
    }
    return (included, widths)
  }
}
