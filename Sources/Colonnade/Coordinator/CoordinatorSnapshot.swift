/// What the user sees after an action: the layout, the entry each shown column shows, the stacks'
/// depths and where back goes.
public struct CoordinatorSnapshot<Route: Hashable & Sendable>: Equatable, Sendable {
  /// Where each column shows, resolved from the state (rule L9).
  public var layout: SplitLayout
  /// The entry each shown column shows; `nil` for an empty column (a placeholder).
  public var visibleEntries: ColumnMap<Entry<Route>?>
  /// Each column's stack depth.
  public var depths: ColumnMap<Int>
  /// The column a back action would pop, if any (rule N5).
  public var backColumn: Column?
  /// The focused column.
  public var focus: Column

  /// Whether back would pop anything.
  public var canGoBack: Bool { backColumn != nil }
}

extension CoordinatorState {
  /// The snapshot of this state. O(1).
  public var snapshot: CoordinatorSnapshot<Route> {
    var visible = ColumnMap<Entry<Route>?>(repeating: nil)
    for column in layout.columns where column.column != .inspector {
      visible[column.column] = navigation.stacks[column.column].last
    }
    return CoordinatorSnapshot(
      layout: layout, visibleEntries: visible, depths: navigation.summary.depths,
      backColumn: navigation.backColumn(collapsedShowing: collapsedColumn), focus: focusedColumn)
  }
}
