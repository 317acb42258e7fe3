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
  /// The entry each shown column's back button returns to, `nil` where it shows none: collapsed,
  /// the entry below the top of the stack the user sees; expanded, the entry below the top of the
  /// column's own stack (rule N5). A front end titles its back button with it ("‹ Animals").
  public var backTargets: ColumnMap<Entry<Route>?>

  /// Creates a snapshot, for previews and tests; a coordinator's ``SplitCoordinator/snapshot`` is
  /// the usual source.
  @inlinable public init(
    layout: SplitLayout, visibleEntries: ColumnMap<Entry<Route>?>, depths: ColumnMap<Int>,
    backColumn: Column?, focusedColumn: Column, backTargets: ColumnMap<Entry<Route>?> = .init(repeating: nil)
  ) {
    self.layout = layout
    self.visibleEntries = visibleEntries
    self.depths = depths
    self.backColumn = backColumn
    self.focusedColumn = focusedColumn
    self.backTargets = backTargets
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

extension CoordinatorState {
  /// The entry `column`'s back button returns to (rule N5): collapsed, the one below the top of
  /// the stack as far as the column shown; expanded, the one below the top of its own stack. O(1).
  @inlinable func backTarget(of column: Column) -> Entry<Route>? {
    // The compact column pops its own stack, collapsed or not (rule L14).
    guard layout.isCollapsed, column != .compact else {
      let stack = _navigation.stacks[column]
      return stack.count >= 2 ? stack[stack.count - 2] : nil
    }
    var below: Entry<Route>?
    var top: Entry<Route>?
    for stackColumn in Column.stackColumns {
      if stackColumn == .supplementary, _navigation.style == .doubleColumn { continue }
      // Beside a rail the stack starts after the primary, which is the rail (rule L13).
      if stackColumn == .primary, collapsedBesideRail, column != .primary { continue }
      let stack = _navigation.stacks[stackColumn]
      if stack.count >= 2 {
        below = stack[stack.count - 2]
        top = stack.last
      } else if let only = stack.last {
        below = top
        top = only
      }
      if stackColumn == column { break }
    }
    return below
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
    var targets = ColumnMap<Entry<Route>?>(repeating: nil)
    // The inspector shows an entry only as a history's extra pane (rule N13).
    for column in layout.columns {
      visible[column.column] = _navigation.stacks[column.column].last
      if column.showsBackButton { targets[column.column] = backTarget(of: column.column) }
    }
    return CoordinatorSnapshot(
      layout: layout, visibleEntries: visible, depths: _navigation.summary.depths,
      backColumn: backColumn, focusedColumn: focusedColumn, backTargets: targets)
  }
}
