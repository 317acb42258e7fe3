import Colonnade

extension SplitCoordinator where Route == String {
  /// Rules N3 and N2, probed on copies: showing a column's only route again changes nothing (and,
  /// once panes are announced and no transition is open, emits nothing, but where it comes on top
  /// of a collapsed stack that stopped short of it, N7), and collapsing then
  /// expanding leaves the navigation as it was, and every list stays reachable (L13,
  /// ``listReachabilityFailure()``). The first failure, or `nil`.
  public func navigationProbeFailure() -> String? {
    let state = self.state
    let navigation = state.navigation
    for column in Column.stackColumns where navigation.stacks[column].count == 1 {
      var again = self
      let route = navigation.stacks[column][0].route
      guard let effects = try? again.send(.itemSelected(route, in: column)) else { continue }
      // A history navigator appends the destination again, its entry as it was (rule N13).
      let history = navigation.isHistoryPane(column)
      if history ? again.state.navigation.stacks != navigation.stacks : again.state.navigation != navigation {
        return "showing \(route) again in \(column) changed the stacks"
      }
      if history { continue }
      // A selection still dismisses the columns floating over it (rule N10) and Material's extra
      // pane where it hides the column (L12), and brings a column the collapsed stack stopped
      // short of on top (N7).
      let extraPane = state.configuration.inspectorStyle == .extraPane && state.layout[.inspector] != nil
      if state.lifecycle.hasStarted, state.transitionDepth == 0, !effects.isEmpty,
        !state.layout.hasDimmedArea, !extraPane, !state.collapsedStackStopsShort(of: column)
      {
        return "showing \(route) again in \(column) emitted \(effects)"
      }
    }
    var folded = self
    if (try? folded.send(.windowResized(Size(width: 320, height: 700)))) != nil,
      (try? folded.send(.windowResized(state.environment.size))) != nil,
      folded.state.navigation != navigation
    {
      return "collapsing and expanding changed the navigation"
    }
    return listReachabilityFailure()
  }

  /// The rules one step must keep, given the state before it: nothing navigates under the
  /// inspector's modal sheet (L10) or a levitated pane (L15), the user's inspector choice outlives every resize, fold and
  /// size-class change (L11), a detail chosen leaves nothing floating over it (N10), focus stays on
  /// a column that stays shown (N11), and a collapse puts the preferred compact column on top
  /// (N7). The first failure, or `nil`.
  public func stepFailure(after action: CoordinatorAction<String>, from before: CoordinatorState<String>)
    -> String?
  {
    let state = self.state
    if before.layout.presentsSheet, action.navigatesUnderSheet, state != before {
      return "\(action) navigated under the inspector's sheet"
    }
    if before.layout.presentsLevitated, action.navigatesUnderLevitatedPane, state != before {
      return "\(action) navigated under a levitated pane (rule L15)"
    }
    switch action {
    case .windowResized, .foldChanged, .sizeClassChanged, .displayScaleChanged, .layoutDirectionChanged:
      if state.overrides.inspector != before.overrides.inspector {
        return "a resize changed the inspector choice"
      }
    case .itemSelected(_, .secondary) where state != before && state.layout.hasDimmedArea:
      return "a detail was chosen and columns still float over it"
    default: break
    }
    // N7: as the layout collapses, the app's preferred compact column is on top when it holds
    // an entry.
    // L14: collapsed, the compact column shows alone once it holds an entry; expanded, never.
    if state.layout.isCollapsed, state.navigation.summary.showsCompactColumn,
      state.collapsedColumn != .compact || state.layout.columns.count != 1
    {
      return
        "collapsed with an entry in the compact column, showing \(String(describing: state.collapsedColumn))"
    }
    if state.layout[.compact] != nil, !state.layout.isCollapsed { return "the compact column shows expanded" }
    if !before.layout.isCollapsed, state.layout.isCollapsed, !state.layout.presentsModal, !action.navigates,
      !state.navigation.navigator.keepsHistory,
      state.collapsedColumn != .inspector, state.collapsedColumn != .compact,
      let preferred = state.configuration.preferredCompactColumn,
      state.navigation.summary.compactColumn(preferred: preferred) == preferred,
      state.collapsedColumn != preferred
    {
      return "collapsed onto \(String(describing: state.collapsedColumn)), not the preferred \(preferred)"
    }
    let focus = before.focusedColumn
    switch action {
    case .focusMoved, .deepLinkOpened, .becameReady: break  // links compose several actions
    default:
      if !before.layout.isCollapsed, !state.layout.isCollapsed,
        before.layout[before.lastFocusedColumn] != nil,
        // A modal pane holds the focus only while it is up (L10, L15).
        state.layout[focus] != nil, !state.layout.presentsModal, !before.layout.presentsModal,
        state.focusedColumn != focus,
        // L13: hiding the sidebar into a rail takes the focus out of it, to the default.
        !(action.hidesSidebar && focus == .primary && before.layout.showsSidebar && state.layout.showsRail)
      {
        return "focus moved from \(focus), still shown, to \(state.focusedColumn)"
      }
    }
    return nil
  }
}
