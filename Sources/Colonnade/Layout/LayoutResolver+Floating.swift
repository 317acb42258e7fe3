extension Resolution {
  /// Floats `columns` (most important first) over `host` from its leading edge, side by side in
  /// column order, within the floating limit (rule L8).
  func float(_ columns: BoundedList<Column>, in host: Rect, into draft: inout LayoutDraft) {
    guard !columns.isEmpty else { return }
    let group = sizeGroup(columns, limit: min(host.width, floatingLimit), dividersPerColumn: 0)
    var x = host.x
    for column in Column.leadingToTrailing where group.columns.contains(column) {
      draft.placed[column] = PlacedColumn(
        rect: Rect(x: x, y: host.y, width: group.widths[column], height: host.height),
        presentation: .overlay)
      x += group.widths[column]
    }
  }

  /// Floats the inspector over `host` from its trailing edge, clear of leading overlays and
  /// 44 points of the secondary (rule L8).
  func floatInspector(in host: Rect, into draft: inout LayoutDraft) {
    var leadingExtent = 0.0
    for column in Column.leadingToTrailing {
      if let placed = draft.placed[column], placed.presentation == .overlay {
        leadingExtent = max(leadingExtent, placed.rect.maxX)
      }
    }
    var single = BoundedList<Column>()
    single.append(.inspector)
    let limit = min(host.width, floatingLimit - leadingExtent)
    let group = sizeGroup(single, limit: limit, dividersPerColumn: 0)
    guard !group.columns.isEmpty else { return }
    let inspectorWidth = group.widths.inspector
    draft.placed.inspector = PlacedColumn(
      rect: Rect(x: host.maxX - inspectorWidth, y: host.y, width: inspectorWidth, height: host.height),
      presentation: .overlay)
  }

  /// Lays `pushers` from the leading edge and pushes the `trailing` group (the secondary, and the
  /// inspector when it tiles) toward the trailing edge, keeping the widths it has without them
  /// (rule L8, UIKit's `displace`).
  func displace(
    _ pushers: BoundedList<Column>, trailing: BoundedList<Column>, into draft: inout LayoutDraft
  ) {
    let group = sizeGroup(pushers, limit: floatingLimit, dividersPerColumn: 1)
    var x = 0.0
    for column in Column.leadingToTrailing where group.columns.contains(column) {
      draft.placed[column] = PlacedColumn(
        rect: Rect(x: x, y: 0, width: group.widths[column], height: height), presentation: .tiled)
      x += group.widths[column]
      if dividerWidth > 0 { draft.dividers.append(Rect(x: x, y: 0, width: dividerWidth, height: height)) }
      x += dividerWidth
    }
    var pushed = LayoutDraft()
    place(
      trailing, widths: distribute(trailing, in: width), in: Rect(x: x, y: 0, width: width, height: height),
      presentation: group.columns.isEmpty ? .tiled : .displaced, into: &pushed)
    for column in trailing { draft.placed[column] = pushed.placed[column] }
    // Dividers pushed past the trailing edge are cut off there.
    for var divider in pushed.dividers where divider.x < width {
      divider.width = min(divider.width, width - divider.x)
      draft.dividers.append(divider)
    }
  }
}
