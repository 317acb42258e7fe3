/// One line of the lifecycle debug view: a live pane, its announced state and its data.
public struct PaneDebugRow<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pane the row describes.
  public var pane: Pane<Route>
  /// Its lifecycle state as announced; inside a transition a new pane may still be `created`.
  public var state: PaneState
  /// Whether it is on screen now.
  public var isOnScreen: Bool
  /// Where its data stands.
  public var data: DataPhase
}

extension CoordinatorState {
  /// Every announced pane, leading column first, oldest first: what a front end tints in its
  /// debug view (created grey, visible blue, active green, hidden red). O(panes log panes).
  public var lifecycleDebugRows: [PaneDebugRow<Route>] {
    let onScreen = onScreenPanes
    return lifecycle.records.values
      .map { record in
        PaneDebugRow(
          pane: record.pane, state: record.state, isOnScreen: onScreen.contains(record.pane),
          data: data.panes[record.pane.entry.id]?.phase ?? .empty)
      }
      .sorted { a, b in
        Column.rank(a.pane.column) != Column.rank(b.pane.column)
          ? Column.rank(a.pane.column) < Column.rank(b.pane.column) : a.pane.entry.id < b.pane.entry.id
      }
  }
}
