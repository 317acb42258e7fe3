import Colonnade

/// What the user or the app asked of the platform's split view through its own API — a push on a
/// column's navigation controller, `showDetailViewController(_:sender:)`, `setViewController(_:for:)`,
/// `show(_:)`, the display-mode button — as the engine's actions, so the engine never falls out of
/// step with what UIKit shows.
///
/// ```swift
/// // The app's list pushed a view controller for `.kitten` onto its navigation controller:
/// let actions = SplitViewRequest.pushed(.kitten, onto: .supplementary).actions(in: coordinator, plan: plan)
/// for action in actions { try coordinator.send(action) }
/// ```
///
/// Columns name navigation controllers: `.compact` is the one the collapsed split view shows.
/// A request the engine refuses (a push on the sidebar, rule N4; anything under the inspector's
/// sheet, rule L10) throws when its actions are sent, and the adapter shows the engine's stacks
/// again.
public enum SplitViewRequest<Route: Hashable & Sendable>: Hashable, Sendable {
  /// A view controller for `route` was pushed onto `column`'s navigation controller:
  /// `pushViewController(_:animated:)`, or `show(_:sender:)` from a view controller in it.
  case pushed(Route, onto: Column)
  /// `showDetailViewController(_:sender:)`: the route shows as the detail (rule N3).
  case shownAsDetail(Route)
  /// `setViewController(_:for:)`: the route becomes the column's only entry (rules N3, L14).
  case setAsRoot(Route, for: Column)
  /// The app set `column`'s navigation controller's whole stack (`setViewControllers`).
  case replacedStack([Route], in: Column)
  /// `show(_:)`: the column becomes visible, as UIKit goes to the closest display mode that shows
  /// it; collapsed, the stack goes back to it.
  case columnShown(Column)
  /// `hide(_:)`: the column hides.
  case columnHidden(Column)
  /// The user changed the display mode in UIKit: the display-mode button, the edge swipe, a tap
  /// outside a floating column (`splitViewController(_:willChangeTo:)`).
  case displayModeChanged(DisplayMode)

  /// The engine's actions for the request, made against `coordinator` as it is, whose state
  /// `plan` shows; `[]` when the engine has nothing that does what was asked (the adapter then
  /// shows the engine's state again).
  public func actions(in coordinator: SplitCoordinator<Route>, plan: NativeSplitPlan<Route>)
    -> [CoordinatorAction<
      Route
    >]
  {
    let state = coordinator.state
    switch self {
    case .pushed(let route, let column):
      return [.itemPushed(route, in: plan.entryColumn(of: column))]
    case .shownAsDetail(let route):
      return [.itemSelected(route, in: .secondary)]
    case .setAsRoot(let route, let column):
      return [.itemSelected(route, in: column)]
    case .replacedStack(let routes, let column):
      guard let first = routes.first else { return [] }
      let target = plan.entryColumn(of: column)
      return [.itemSelected(first, in: target)] + routes.dropFirst().map { .itemPushed($0, in: target) }
    case .columnShown(let column):
      if let top = plan.collapsedTopColumn {
        return Self.pops(to: column, from: top, in: state)
      }
      return Self.firstSequence(in: coordinator) { layout in
        layout[column].map { $0.presentation != .rail } ?? false
      }
    case .columnHidden(let column):
      guard plan.collapsedTopColumn == nil else { return [] }
      return Self.firstSequence(in: coordinator) { $0[column] == nil }
    case .displayModeChanged(let mode):
      guard plan.collapsedTopColumn == nil else { return [] }
      return Self.firstSequence(in: coordinator) { $0.displayMode == mode }
    }
  }

  /// The user's presses, in the order tried: what UIKit's display-mode button, swipe, tap outside
  /// and secondary-only button do (rules D3–D6).
  static var presses: [[CoordinatorAction<Route>]] {
    [
      [.sidebarButtonTapped], [.dimmedAreaTapped], [.secondaryOnlyButtonTapped],
      [.sidebarButtonTapped, .sidebarButtonTapped],
    ]
  }

  /// The first presses after which `reached` holds of the layout and not before; `[]` if it
  /// already holds or none reaches it. Each is tried on a copy: O(presses × an action).
  static func firstSequence(
    in coordinator: SplitCoordinator<Route>, _ reached: (SplitLayout) -> Bool
  ) -> [CoordinatorAction<Route>] {
    guard !reached(coordinator.state.layout) else { return [] }
    for sequence in presses {
      var trial = coordinator
      var sent = true
      for action in sequence where sent {
        sent = (try? trial.send(action)) != nil
      }
      if sent, reached(trial.state.layout) { return sequence }
    }
    return []
  }

  /// Collapsed, the backs that take the stack down to `column` when it is shallower than `top`:
  /// one per entry above it (rule N5), as UIKit pops to a column it shows.
  static func pops(to column: Column, from top: Column, in state: CoordinatorState<Route>)
    -> [CoordinatorAction<
      Route
    >]
  {
    guard top != .compact, column != .compact, column != .inspector,
      Column.rank(column) < Column.rank(top), !state.navigation.stacks[column].isEmpty
    else { return [] }
    var count = 0
    for stackColumn in SplitScene<Route>.stackColumns(state.navigation.style)
    where Column.rank(stackColumn) > Column.rank(column) && Column.rank(stackColumn) <= Column.rank(top) {
      count += state.navigation.stacks[stackColumn].count
    }
    return Array(repeating: .columnPopped(top), count: count)
  }
}

extension NativeSplitPlan {
  /// The engine column whose stack a request on `column`'s navigation controller changes:
  /// collapsed, the compact controller's is the column on top (rule N7) or UIKit's compact column
  /// (rule L14).
  public func entryColumn(of column: Column) -> Column {
    guard column == .compact, let top = collapsedTopColumn else { return column }
    return top
  }
}
