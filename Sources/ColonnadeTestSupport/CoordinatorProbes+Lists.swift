import Colonnade

extension SplitCoordinator where Route == String {
  /// Rule L13 (amended, fourth round), probed on a copy: a rail stands only for sidebar
  /// destinations, and collapsed, every list below the pane shown comes back by backs — the
  /// primary when it is the app's own list, the supplementary in triple style — as in Compose's
  /// `ListDetailPaneScaffold` at one partition, where back returns from the detail to the list.
  /// UIKit's compact column keeps its own stack (L14) and is not probed. The failure, or `nil`.
  public func listReachabilityFailure() -> String? {
    let state = self.state
    if state.layout.showsRail, state.navigation.destinations.isEmpty {
      return "the rail stands for the app's own list"
    }
    guard state.layout.isCollapsed, state.layout[.compact] == nil else { return nil }
    var probe = self
    var required: [Column]?
    var seen: Set<Column> = []
    for _ in 0..<64 {
      let shownState = probe.state
      if shownState.layout.showsRail, !shownState.navigation.destinations.isEmpty { seen.insert(.primary) }
      if let shown = shownState.collapsedColumn, shown != .inspector {
        seen.insert(shown)
        if required == nil { required = listsBelow(shown, in: shownState.navigation) }
      } else if required != nil, !shownState.layout.isCollapsed {
        // A back that left for a sidebar may expand the layout (another style): the columns are
        // side by side again, each list within reach of its own controls.
        return nil
      }
      guard probe.snapshot.canGoBack, (try? probe.send(.backRequested)) != nil else { break }
    }
    let missing = (required ?? []).filter { !seen.contains($0) }
    guard missing.isEmpty else {
      let shown = String(describing: state.collapsedColumn)
      return "collapsed on \(shown), back never shows the list in \(missing)"
    }
    return nil
  }

  /// The non-empty list columns before `column` in the collapsed stack (rule N2).
  private func listsBelow(_ column: Column, in navigation: NavigationState<String>) -> [Column] {
    var lists: [Column] = []
    for list in [Column.primary, .supplementary] {
      guard list != column, !navigation.stacks[list].isEmpty else { continue }
      if list == .supplementary, navigation.style == .doubleColumn { continue }
      if column == .primary || (column == .supplementary && list == .supplementary) { break }
      lists.append(list)
    }
    return lists
  }
}
