extension Resolution {
  /// Columns next to each other across the whole window, or collapsed (rules L2–L4, L7, L8).
  func sideBySide() -> LayoutDraft {
    if historyDecides { return historySideBySide() }
    let inspector = inspectorIsCandidate
    var candidates = BoundedList<Column>()
    candidates.append(.secondary)
    for column in leadingByPriority { candidates.append(column) }
    if inspector { candidates.append(.inspector) }
    let fitting = tiledCount(of: candidates, in: width, limit: columnLimit)
    if fitting <= 1 {
      if let minimum = configuration.tallModeMinimumHeight, environment.size.height >= minimum {
        return stacked(by: nil)
      }
      return collapsed { _ in window }
    }

    let wanted = wantedLeadingColumns(automaticCount: automaticLeadingCount(fitting: fitting))
    var draft = LayoutDraft()
    draft.notes.fitting = fitting
    draft.notes.wanted = wanted
    let reading = reading(of: wanted)
    draft.notes.reading = reading

    var tiled = BoundedList<Column>()
    tiled.append(.secondary)
    switch reading {
    case .tile:
      // An explicit request may tile past the class's cap when the minimums fit (UIKit "makes
      // every effort"); `automatic` stays within it.
      let limit = preferredMode == .automatic ? columnLimit : Column.leadingToTrailing.count
      var leading = BoundedList<Column>()
      leading.append(.secondary)
      for column in wanted { leading.append(column) }
      for column in leading.prefix(tiledCount(of: leading, in: width, limit: limit)).dropFirst() {
        tiled.append(column)
      }
      draft.notes.exceedsCap = tiled.count > columnLimit
    case .float, .displace:
      if reading == .displace, let first = wanted.first { tiled.append(first) }
    }
    // The inspector comes last (rule L2): it tiles only beside every wanted leading column.
    var before = tiled
    if reading == .float { for column in wanted { before.append(column) } }
    let inspectorTiles = inspector && tilesInspector(after: before)
    if inspectorTiles { tiled.append(.inspector) }

    if reading == .displace, wanted.count > 1 {
      displace(wanted, besideOne: tiled, into: &draft)
    } else {
      place(tiled, widths: distribute(tiled, in: width), in: window, into: &draft)
      if reading == .float { float(wanted, over: .secondary, into: &draft) }
    }
    if !inspectorTiles, inspectorFloats {
      floatInspector(in: window, into: &draft)
    }
    return draft
  }

  /// How many leading columns `automatic` shows: what tiles, except that `overlay` rests at the
  /// secondary only and `displace` at oneBesideSecondary (rule L8).
  func automaticLeadingCount(fitting: Int) -> Int {
    switch configuration.preferredSplitBehavior {
    case .automatic, .tile: fitting - 1
    case .overlay: 0
    case .displace: 1
    }
  }

  /// How the split behaviour shows the wanted leading columns (rule L8).
  func reading(of wanted: BoundedList<Column>) -> LeadingReading {
    let mode = preferredMode
    switch configuration.preferredSplitBehavior {
    case .tile: return .tile
    case .overlay: return .float
    case .displace: return .displace
    case .automatic:
      if mode.floats { return .float }
      if mode.displaces { return .displace }
      // Tile when every wanted column tiles within the class's cap, otherwise float them all.
      var columns = BoundedList<Column>()
      columns.append(.secondary)
      for column in wanted { columns.append(column) }
      return tiledCount(of: columns, in: width, limit: columnLimit) == columns.count ? .tile : .float
    }
  }

  /// Whether the inspector tiles after `columns`: within the class's cap and the window (rule L2).
  func tilesInspector(after columns: BoundedList<Column>) -> Bool {
    guard columns.count < columnLimit else { return false }
    var columns = columns
    columns.append(.inspector)
    return tiledCount(of: columns, in: width, limit: columnLimit) == columns.count
  }

  /// Places `tiled` columns left to right in column order across `host`, dividers between.
  func place(
    _ tiled: BoundedList<Column>, widths: ColumnMap<Double>, in host: Rect,
    presentation: Presentation = .tiled, into draft: inout LayoutDraft
  ) {
    var x = host.x
    var isFirst = true
    for column in Column.leadingToTrailing where tiled.contains(column) {
      if !isFirst, dividerWidth > 0 {
        draft.pixelDividers.append(Rect(x: x, y: host.y, width: dividerWidth, height: host.height))
      }
      if !isFirst { x += dividerWidth }
      isFirst = false
      draft.placed[column] = PlacedColumn(
        pixelRect: Rect(x: x, y: host.y, width: widths[column], height: host.height),
        presentation: presentation)
      x += widths[column]
    }
  }
}

/// How the split behaviour shows the wanted leading columns (rule L8).
enum LeadingReading: String {
  /// Side by side with the secondary.
  case tile
  /// Floating over the secondary as a group from its leading edge.
  case float
  /// One tiled beside the secondary; two tiled, pushing the secondary past the trailing edge.
  case displace
}
