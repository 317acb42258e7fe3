extension Resolution {
  /// Whether a history navigator decides the panes (rule N13).
  var historyDecides: Bool { navigation.panePriority.map { !$0.isEmpty } ?? false }

  /// The panes in the order they take partitions (rule N13): the history's, then Compose's default
  /// order; the extra pane where the user did not hide it and the history or the app shows it.
  var paneOrder: BoundedList<Column> {
    NavigationSummary.paneOrder(
      recency: navigation.panePriority ?? BoundedList(), style: navigation.style,
      primaryIsSidebar: navigation.primaryIsSidebar, inspectorAllowed: overrides.inspector != false,
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
