/// What the user sees after an action: the layout, the entry each shown column shows, the stacks'
/// depths and where back goes.
public struct CoordinatorSnapshot<Route: Hashable & Sendable>: Equatable, Sendable {
  /// Where each column shows, resolved from the state (rule L9).
  public var layout: SplitLayout
  /// The entry each shown column shows; `nil` for an empty column (a placeholder).
  public var visibleEntries: ColumnMap<Entry<Route>?>
  /// Each column's stack depth.
  public var depths: ColumnMap<Int>
  /// The column a back action would pop, if any (rule N5); the inspector when back dismisses it
  /// (its modal sheet, rule L10).
  public var backColumn: Column?
  /// Where keyboard focus is now: a shown column (``CoordinatorState/focusedColumn``).
  public var focusedColumn: Column

  /// Creates a snapshot, for previews and tests; a coordinator's ``SplitCoordinator/snapshot`` is
  /// the usual source.
  @inlinable public init(
    layout: SplitLayout, visibleEntries: ColumnMap<Entry<Route>?>, depths: ColumnMap<Int>,
    backColumn: Column?, focusedColumn: Column
  ) {
    self.layout = layout
    self.visibleEntries = visibleEntries
    self.depths = depths
    self.backColumn = backColumn
    self.focusedColumn = focusedColumn
  }

  /// Whether back would pop anything.
  @inlinable public var canGoBack: Bool { backColumn != nil }

  /// What to draw, in column order: each shown column's layout with the entry it shows (`nil`
  /// for a placeholder, and for the inspector, which shows the app's own content).
  ///
  /// ```swift
  /// for pane in coordinator.snapshot.panes {
  ///   draw(pane.entry?.route, in: pane.layout.frame, dimmed: pane.layout.isDimmed)
  /// }
  /// ```
  @inlinable public var panes: BoundedList<ShownPane<Route>> {
    var panes = BoundedList<ShownPane<Route>>()
    for column in layout.columns {
      panes.append(ShownPane(layout: column, entry: visibleEntries[column.column]))
    }
    return panes
  }
}

/// One shown column, ready to draw: where it is and what it shows.
public struct ShownPane<Route: Hashable & Sendable>: Equatable, Sendable {
  /// The column's frame, presentation, dimming and back button.
  public var layout: ColumnLayout
  /// The entry on top of the column's stack; `nil` for a placeholder or the inspector.
  public var entry: Entry<Route>?

  /// Creates a shown pane.
  @inlinable public init(layout: ColumnLayout, entry: Entry<Route>?) {
    self.layout = layout
    self.entry = entry
  }
}

extension CoordinatorState {
  /// The snapshot of this state. O(1).
  @inlinable public var snapshot: CoordinatorSnapshot<Route> {
    var visible = ColumnMap<Entry<Route>?>(repeating: nil)
    for column in layout.columns where column.column != .inspector {
      visible[column.column] = _navigation.stacks[column.column].last
    }
    return CoordinatorSnapshot(
      layout: layout, visibleEntries: visible, depths: _navigation.summary.depths,
      backColumn: backColumn, focusedColumn: focusedColumn)
  }
}
