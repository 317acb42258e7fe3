extension Resolution {
  /// Floats the wanted leading columns that are not placed over `host`'s column, as a group side by
  /// side from its leading edge, primary first, within its width less 44 points (rule L8). The host
  /// starts where the tiled leading columns end, so an overlay never covers one.
  func float(_ wanted: BoundedList<Column>, over host: Column, into draft: inout LayoutDraft) {
    guard let region = draft.placed[host]?.pixelRect else { return }
    var columns = BoundedList<Column>()
    for column in wanted where draft.placed[column] == nil { columns.append(column) }
    guard !columns.isEmpty else { return }
    let group = sizeGroup(columns, limit: floatingLimit(in: region.width), dividersPerColumn: 0)
    var x = region.x
    for column in Column.leadingToTrailing where group.columns.contains(column) {
      draft.placed[column] = PlacedColumn(
        pixelRect: Rect(x: x, y: region.y, width: group.widths[column], height: region.height),
        presentation: .overlay)
      x += group.widths[column]
    }
  }

  /// Floats the inspector over `host` from its trailing edge, clear of the leading columns and
  /// 44 points of the secondary (rule L8).
  func floatInspector(in host: Rect, into draft: inout LayoutDraft) {
    var leadingExtent = host.x
    for column in Column.leadingToTrailing where column.isLeading {
      if let placed = draft.placed[column] { leadingExtent = max(leadingExtent, placed.pixelRect.maxX) }
    }
    var single = BoundedList<Column>()
    single.append(.inspector)
    let limit = floatingLimit(in: host.maxX - leadingExtent)
    let group = sizeGroup(single, limit: limit, dividersPerColumn: 0)
    guard !group.columns.isEmpty else { return }
    let inspectorWidth = group.widths.inspector
    draft.placed.inspector = PlacedColumn(
      pixelRect: Rect(x: host.maxX - inspectorWidth, y: host.y, width: inspectorWidth, height: host.height),
      presentation: .overlay)
  }

  /// Tiles both wanted leading columns from the leading edge and moves the columns tiled beside
  /// one of them (`besideOne`: the secondary, and the inspector when it tiles) past them, keeping
  /// the widths they had there (rule L8, UIKit's twoDisplaceSecondary).
  func displace(
    _ pushers: BoundedList<Column>, besideOne: BoundedList<Column>, into draft: inout LayoutDraft
  ) {
    let group = sizeGroup(pushers, limit: floatingLimit(in: width), dividersPerColumn: 1)
    var x = 0.0
    for column in Column.leadingToTrailing where group.columns.contains(column) {
      draft.placed[column] = PlacedColumn(
        pixelRect: Rect(x: x, y: 0, width: group.widths[column], height: height), presentation: .tiled)
      x += group.widths[column]
      if dividerWidth > 0 {
        draft.pixelDividers.append(Rect(x: x, y: 0, width: dividerWidth, height: height))
      }
      x += dividerWidth
    }
    var trailing = BoundedList<Column>()
    var widths = distribute(besideOne, in: width)
    var end = x - dividerWidth
    for column in besideOne where !pushers.contains(column) {
      trailing.append(column)
      end += dividerWidth + widths[column]
    }
    // Pushers trimmed by the 44-point margin can take less room than the column the secondary sat
    // beside: the secondary then fills to the trailing edge, as a tiled one does (rule L5).
    if end < width { widths.secondary += width - end }
    var pushed = LayoutDraft()
    place(
      trailing, widths: widths, in: Rect(x: x, y: 0, width: width, height: height),
      presentation: .displaced, into: &pushed)
    for column in trailing { draft.placed[column] = pushed.placed[column] }
    // Dividers pushed past the trailing edge are cut off there.
    for var divider in pushed.pixelDividers where divider.x < width {
      divider.width = min(divider.width, width - divider.x)
      draft.pixelDividers.append(divider)
    }
  }

  /// The widest floating group over a region `available` pixels wide: the region less 44 points,
  /// so the secondary stays tappable (rule L8).
  func floatingLimit(in available: Double) -> Double {
    max(0, available - grid.ceil(Self.tappableMargin))
  }

  /// What floating columns leave of the secondary, in points, so a tap can dismiss them (rule L8).
  static let tappableMargin = 44.0
}
