extension Resolution {
  /// The side-by-side draft with the primary as a navigation rail where the sidebar is not shown
  /// (rule L13): `railWidth` at the leading edge, a divider, and the rest laid out as before in
  /// what is left — unless that changes which other columns show or how, or the app has no rail.
  ///
  /// O(1): one more side-by-side resolution of at most four columns.
  func railed(_ draft: LayoutDraft) -> LayoutDraft {
    guard let points = configuration.railWidth, points.isFinite, points > 0 else { return draft }
    var refused = draft
    if let refusal = railRefusal(draft) {
      refused.notes.railRefusal = refusal
      return refused
    }
    let rail = max(1, grid.round(points))
    let offset = rail + dividerWidth
    refused.notes.railRefusal = .noRoom
    guard offset < width else { return refused }
    var rest = self
    rest.width = width - offset
    let inner = rest.sideBySide()
    guard !inner.isCollapsed, inner.arrangement == .sideBySide, inner.placed.primary == nil else {
      return refused
    }
    for column in Column.leadingToTrailing
    where inner.placed[column]?.presentation != draft.placed[column]?.presentation {
      return refused
    }
    var railed = inner
    for column in Column.leadingToTrailing {
      railed.placed[column]?.pixelRect.x += offset
    }
    railed.placed.primary = PlacedColumn(
      pixelRect: Rect(x: 0, y: 0, width: rail, height: height), presentation: .rail)
    railed.pixelDividers = BoundedList()
    if dividerWidth > 0 {
      railed.pixelDividers.append(Rect(x: rail, y: 0, width: dividerWidth, height: height))
    }
    for var divider in inner.pixelDividers {
      divider.x += offset
      railed.pixelDividers.append(divider)
    }
    return railed
  }

  /// Why the configured rail shows or does not (rule L13), for the explanation; `nil` without one.
  func railText(notes: DraftNotes, layout: SplitLayout) -> String? {
    guard let points = configuration.railWidth else { return nil }
    let width = points.shortDescription
    if layout.showsRail {
      return
        "the sidebar is not shown, so the primary shows as a navigation rail \(width) points wide at the "
        + "leading edge (WinUI NavigationView LeftCompact, Material 3's navigation rail); the rest is laid out "
        + "as without it"
    }
    switch notes.railRefusal {
    case .collapsed?: return "no \(width)-point rail: collapsed, the single stack reaches the primary by back"
    case .stacked?: return "no \(width)-point rail: the panes are stacked"
    case .sidebarShown?: return "no \(width)-point rail: the sidebar itself shows"
    case .extraPane?:
      return "no \(width)-point rail: Material's extra pane took the primary's place (rule L12)"
    case .noRoom?:
      return "no \(width)-point rail: beside it the other columns would not show as they do without it"
    case nil:
      return layout.isCollapsed
        ? "no \(width)-point rail: collapsed, the single stack reaches the primary by back"
        : "no \(width)-point rail: across a vertical hinge each region holds one column"
    }
  }

  /// Why no rail can show whatever its width: collapsed, stacked, or the sidebar shows (L13).
  private func railRefusal(_ draft: LayoutDraft) -> RailRefusal? {
    if draft.isCollapsed { return .collapsed }
    if draft.arrangement != .sideBySide { return .stacked }
    if draft.placed.primary != nil { return .sidebarShown }
    if !leadingByPriority.contains(.primary) { return .extraPane }
    return nil
  }
}

/// Why a configured navigation rail does not show (rule L13).
enum RailRefusal {
  /// One column shows the single stack, which reaches the primary by back.
  case collapsed
  /// Two panes are stacked (a horizontal fold or the tall mode).
  case stacked
  /// The sidebar itself shows: tiled, floating or pushing.
  case sidebarShown
  /// Material's extra pane took the primary's place as the list (rule L12).
  case extraPane
  /// The rail and a divider leave too little for the other columns to show as they would.
  case noRoom
}
