extension Resolution {
  /// Columns next to each other across the whole window, or collapsed (rules L2–L4, L7, L8).
  func sideBySide() -> LayoutDraft {
    var candidates = BoundedList<Column>()
    candidates.append(.secondary)
    for column in leadingByPriority { candidates.append(column) }
    if configuration.showsInspector { candidates.append(.inspector) }
    let fitting = tiledCount(of: candidates, in: width, limit: columnLimit)
    if fitting <= 1 {
      if let minimum = configuration.tallModeMinimumHeight, environment.size.height >= minimum {
        return stacked(by: nil)
      }
      return collapsed { _ in window }
    }

    // The split behaviour decides how leading columns show; `automatic` follows the mode (L8).
    let behavior = configuration.preferredSplitBehavior
    let mode = preferredMode
    let floats = behavior == .overlay || (behavior == .automatic && mode.floats)
    let pushes = behavior == .displace || (behavior == .automatic && mode.displaces)
    let tilesWhatFits = !floats && !pushes
    let wanted = wantedLeadingColumns(
      automaticCount: tilesWhatFits ? min(fitting - 1, leadingByPriority.count) : 0)
    var draft = LayoutDraft()
    var tileCandidates = BoundedList<Column>()
    tileCandidates.append(.secondary)
    if tilesWhatFits { for column in wanted { tileCandidates.append(column) } }
    if configuration.showsInspector { tileCandidates.append(.inspector) }
    let tiled = BoundedList(
      tileCandidates.prefix(max(1, tiledCount(of: tileCandidates, in: width, limit: columnLimit))))

    if pushes, !wanted.isEmpty {
      displace(wanted, trailing: tiled, into: &draft)
    } else {
      place(tiled, widths: distribute(tiled, in: width), in: window, into: &draft)
      var floating = BoundedList<Column>()
      if behavior != .tile {
        for column in wanted where !tiled.contains(column) { floating.append(column) }
      }
      float(floating, in: window, into: &draft)
    }
    if !tiled.contains(.inspector), inspectorFloats {
      floatInspector(in: window, into: &draft)
    }
    return draft
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
        draft.dividers.append(Rect(x: x, y: host.y, width: dividerWidth, height: host.height))
      }
      if !isFirst { x += dividerWidth }
      isFirst = false
      draft.placed[column] = PlacedColumn(
        rect: Rect(x: x, y: host.y, width: widths[column], height: host.height),
        presentation: presentation)
      x += widths[column]
    }
  }
}
