extension Resolution {
  /// The side-by-side draft with the primary as a navigation rail where the sidebar is not shown
  /// (rule L13): `railWidth` at the leading edge, a divider, and the rest laid out as before in
  /// what is left — unless that changes which other columns show or how, or the app has no rail.
  ///
  /// O(1): one more side-by-side resolution of at most four columns.
  func railed(_ draft: LayoutDraft) -> LayoutDraft {
    guard let points = configuration.railWidth, points.isFinite, points > 0 else { return draft }
    guard navigation.primaryIsSidebar else {
      var refused = draft
      refused.notes.railRefusal = .primaryIsList
      return refused
    }
    if draft.isCollapsed { return railedBesidePane(draft, points: points) }
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

  /// The collapsed draft with the primary as a rail beside its one pane (rule L13): Material 3's
  /// rail beside a single pane at medium width (Compose's `NavigationSuiteScaffold`). Only from
  /// the second width class up — the narrowest is a phone's, where Material draws a navigation
  /// bar — where the pane is not the sidebar itself or UIKit's compact column (L14), and the rest
  /// of the window holds the secondary's minimum. The pane (and a sheet over it) moves into the
  /// rest; its back button counts the stack beside the rail, which starts after the primary.
  func railedBesidePane(_ draft: LayoutDraft, points: Double) -> LayoutDraft {
    var refused = draft
    if widthClass == configuration.widthClasses.first {
      refused.notes.railRefusal = .narrowestClass
      return refused
    }
    if draft.placed.primary != nil || draft.placed.compact != nil {
      refused.notes.railRefusal = draft.placed.primary != nil ? .sidebarOnTop : .compactColumn
      return refused
    }
    let rail = max(1, grid.round(points))
    let offset = rail + dividerWidth
    guard width - offset >= grid.ceil(configuration.columns.secondary.minWidth) else {
      refused.notes.railRefusal = .noRoom
      return refused
    }
    var railed = draft
    railed.arrangement = .sideBySide
    for column in Column.leadingToTrailing {
      guard var placed = railed.placed[column] else { continue }
      placed.pixelRect.x += offset
      placed.pixelRect.width -= offset
      if column != .inspector {
        placed.showsBackButton = navigation.projectedDepth(through: column, besideRail: true) > 1
      }
      railed.placed[column] = placed
    }
    railed.placed.primary = PlacedColumn(
      pixelRect: Rect(x: 0, y: 0, width: rail, height: height), presentation: .rail)
    if dividerWidth > 0 {
      railed.pixelDividers.append(Rect(x: rail, y: 0, width: dividerWidth, height: height))
    }
    return railed
  }

  /// Why the configured rail shows or does not (rule L13), for the explanation; `nil` without one.
  func railText(notes: DraftNotes, layout: SplitLayout) -> String? {
    guard let points = configuration.railWidth else { return nil }
    let width = points.shortDescription
    if layout.showsRail, layout.isCollapsed {
      return
        "collapsed, the primary shows as a navigation rail \(width) points wide beside the one pane, as "
        + "Material 3's rail at medium width (Compose's NavigationSuiteScaffold); the stack beside it starts "
        + "after the primary, so back stops at its first entry"
    }
    if layout.showsRail {
      return
        "the sidebar is not shown, so the primary shows as a navigation rail \(width) points wide at the "
        + "leading edge (WinUI NavigationView LeftCompact, Material 3's navigation rail); the rest is laid out "
        + "as without it"
    }
    switch notes.railRefusal {
    case .narrowestClass?:
      return "no \(width)-point rail: the narrowest width class is a phone's, where Material 3 draws a "
        + "navigation bar instead"
    case .primaryIsList?:
      return "no \(width)-point rail: the primary is the app's own list, not a sidebar of destinations, "
        + "and a rail stands only for navigation"
    case .sidebarOnTop?: return "no \(width)-point rail: collapsed with the sidebar itself on top"
    case .compactColumn?: return "no \(width)-point rail: UIKit's compact column shows alone (rule L14)"
    case .stacked?: return "no \(width)-point rail: the panes are stacked"
    case .sidebarShown?: return "no \(width)-point rail: the sidebar itself shows"
    case .extraPane?:
      return "no \(width)-point rail: Material's extra pane took the primary's place (rule L12)"
    case .noRoom?:
      return "no \(width)-point rail: beside it the other columns would not show as they do without it"
    case nil:
      return "no \(width)-point rail: across a vertical hinge each region holds one column, or one spans both"
    }
  }

  /// Why no rail can show beside columns side by side whatever its width: stacked, or the
  /// sidebar shows (L13).
  private func railRefusal(_ draft: LayoutDraft) -> RailRefusal? {
    if draft.arrangement != .sideBySide { return .stacked }
    if draft.placed.primary != nil { return .sidebarShown }
    if !leadingByPriority.contains(.primary) { return .extraPane }
    return nil
  }
}

/// Why a configured navigation rail does not show (rule L13).
enum RailRefusal {
  /// The primary holds the app's own list, not sidebar destinations: a rail would hide the list.
  case primaryIsList
  /// Collapsed in the narrowest width class, a phone's: Material draws a navigation bar there.
  case narrowestClass
  /// Collapsed with the sidebar itself as the one pane.
  case sidebarOnTop
  /// Collapsed with UIKit's compact column shown alone (rule L14).
  case compactColumn
  /// Two panes are stacked (a horizontal fold or the tall mode).
  case stacked
  /// The sidebar itself shows: tiled, floating or pushing.
  case sidebarShown
  /// Material's extra pane took the primary's place as the list (rule L12).
  case extraPane
  /// The rail and a divider leave too little for the other columns to show as they would.
  case noRoom
}
