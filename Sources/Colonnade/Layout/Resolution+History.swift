extension Resolution {
  /// Whether a history navigator decides the panes (rule N13): its history names one, and the app
  /// shows a list or a detail — with sidebar destinations, once one is selected; before, the
  /// sidebar shows as with column stacks.
  var historyDecides: Bool { navigation.historyDecides }

  /// The panes in the order they take partitions (rule N13): the history's, then Compose's default
  /// order; the extra pane where the user did not hide it and the history or the app shows it.
  var paneOrder: BoundedList<Column> {
    NavigationSummary.paneOrder(
      recency: navigation.panePriority ?? BoundedList(), style: navigation.style,
      primaryIsSidebar: navigation.primaryIsSidebar,
      inspectorAllowed: overrides.inspector != false && configuration.adaptStrategies.extraPane != .levitate,
      inspectorPresented: inspectorPresented)
  }

  /// Whether the sidebar of destinations is wanted beside the history's panes: the display mode
  /// shows the primary — any in double style, two leading columns in triple (rule D1) — and
  /// nothing floats: where it does not tile it is not shown, and a rail stands for it (L13).
  var historyWantsSidebar: Bool {
    guard navigation.primaryIsSidebar else { return false }
    guard let count = preferredMode.leadingColumnCount else { return true }
    return navigation.style == .doubleColumn ? count >= 1 : count >= 2
  }

  /// Side by side as a history navigator decides (rule N13): the panes in `paneOrder` take the
  /// partitions (`paneLimit`) the window holds, latest destination first — the detail too may
  /// give way — and the sidebar tiles beside them where the class allows; one pane is collapsed.
  /// Nothing floats, as in Compose's scaffolds.
  func historySideBySide() -> LayoutDraft {
    let panes = paneOrder
    let cap = min(paneLimit, panes.count)
    var candidates = BoundedList(panes.prefix(cap))
    let sidebar = historyWantsSidebar
    if sidebar { candidates.append(.primary) }
    let fitting = tiledCount(of: candidates, in: width, limit: columnLimit)
    if min(fitting, cap) <= 1 {
      if let minimum = configuration.tallModeMinimumHeight, environment.size.height >= minimum {
        return stacked(by: nil)
      }
      return collapsed { _ in window }
    }
    var draft = LayoutDraft()
    draft.notes.fitting = fitting
    if sidebar { draft.notes.wanted.append(.primary) }
    draft.notes.reading = .tile
    let tiled = BoundedList(candidates.prefix(fitting))
    place(tiled, widths: distribute(tiled, in: width), in: window, into: &draft)
    return draft
  }

  /// The two panes a vertical hinge's regions show, leading first, as the history ranks them
  /// (rule N13).
  var historyPair: (Column, Column)? {
    let panes = paneOrder
    guard panes.count >= 2 else { return nil }
    let (first, second) = (panes[0], panes[1])
    return Column.rank(first) < Column.rank(second) ? (first, second) : (second, first)
  }
}

extension Resolution {
  /// The history's list pane, where the app has one: what reflows under the detail (rules L7, N13).
  var historyList: BoundedList<Column> {
    var list = BoundedList<Column>()
    if let column = paneOrder.first(where: { $0 == .supplementary || $0 == .primary }) { list.append(column) }
    return list
  }
}

extension Resolution {
  /// Whether the extra pane's adapt strategies apply: it is Material's extra pane (L12) or a
  /// history navigator's (N13) — a UIKit inspector keeps its own rules (L8, L10, L11).
  var extraPaneAdapts: Bool { configuration.inspectorStyle == .extraPane || historyDecides }

  /// Whether the extra pane levitates (rule L15): its strategy is `levitate`, and it shows — the
  /// app or the user presents it, or under a history navigator it is the current destination, as
  /// Compose levitates only the current destination — where the user did not hide it.
  var levitatesExtraPane: Bool {
    guard extraPaneAdapts, configuration.adaptStrategies.extraPane == .levitate, overrides.inspector != false
    else { return false }
    if historyDecides { return navigation.panePriority?.first == .inspector }
    return inspectorPresented && !inspectorAutomatic
  }

  /// Whether the extra pane reflows under the detail where two panes stack (rules L7, L15): its
  /// strategy is `reflow` and it shows — presented, or under a history navigator ranked before the
  /// list.
  var reflowsExtraPane: Bool {
    guard extraPaneAdapts, configuration.adaptStrategies.extraPane == .reflow, overrides.inspector != false
    else { return false }
    guard historyDecides else { return inspectorPresented && !inspectorAutomatic }
    for column in paneOrder {
      if column == .inspector { return true }
      if column == .supplementary || column == .primary { return false }
    }
    return false
  }

  /// The levitated extra pane over `draft` (rule L15): centred in the window — beside an occluding
  /// hinge, in the larger region, as nothing is laid across one (L6) — its preferred width within
  /// the region less 24 points each side, the region's height less 24 points top and bottom.
  func levitate(into draft: inout LayoutDraft) {
    let region = levitationRegion
    let margin = grid.round(Self.levitatedMargin)
    let (minimum, maximum) = bounds(of: .inspector)
    let room = max(0, region.width - 2 * margin)
    let paneWidth = min(room, max(minimum, min(maximum, preferredWidth(of: .inspector))))
    let paneHeight = max(0, region.height - 2 * margin)
    let x = region.x + ((region.width - paneWidth) / 2).rounded(.down)
    let y = region.y + ((region.height - paneHeight) / 2).rounded(.down)
    draft.placed.inspector = PlacedColumn(
      pixelRect: Rect(x: x, y: y, width: paneWidth, height: paneHeight), presentation: .levitated)
  }

  /// Where a levitated pane centres, in pixels from the leading edge: the window, or beside an
  /// occluding hinge the larger region (rule L15).
  var levitationRegion: Rect {
    guard let hinge = layoutHinge, hinge.isOccluding else { return window }
    if hinge.orientation == .horizontal {
      let top = min(height, grid.floor(hinge.rect.y))
      let bottom = min(height, max(top, grid.ceil(hinge.rect.maxY)))
      let above = Rect(x: 0, y: 0, width: width, height: top)
      let below = Rect(x: 0, y: bottom, width: width, height: max(0, height - bottom))
      return above.height >= below.height ? above : below
    }
    var start = hinge.rect.x
    if environment.layoutDirection == .rightToLeft { start = environment.size.width - hinge.rect.maxX }
    let leadingEnd = min(width, grid.floor(start))
    let trailingStart = min(width, max(leadingEnd, grid.ceil(start + hinge.rect.width)))
    let leading = Rect(x: 0, y: 0, width: leadingEnd, height: height)
    let trailing = Rect(x: trailingStart, y: 0, width: max(0, width - trailingStart), height: height)
    return leading.width >= trailing.width ? leading : trailing
  }

  /// The space a levitated pane keeps from the window's edges, in points (rule L15).
  static let levitatedMargin = 24.0
}
