extension NavigationState {
  /// Shows `route` as the only entry of `column`, clearing the columns after it (rule N3).
  ///
  /// Expanded, it replaces what the column shows; collapsed, the projection makes it appear
  /// pushed. Showing the route that is already the column's only entry changes nothing.
  /// - Returns: whether anything changed.
  @inlinable mutating func show(
    _ route: Route, in column: Column, removing removed: inout RemovedEntries<Route>
  ) throws(NavigationError<Route>) -> Bool {
    try checkStack(column)
    let stack = _stacks[column]
    if stack.count == 1, stack[0].route == route { return false }
    clear(column, into: &removed)
    _stacks[column].push(makeEntry(route))
    clearColumns(after: column, into: &removed)
    return true
  }

  /// Pushes `route` on `column`'s stack, clearing the columns after it (rule N4); pushing the route
  /// already on top changes nothing. In an app with sidebar destinations the primary is the
  /// sidebar, which holds one entry: pushing on it is refused.
  /// - Returns: whether anything changed.
  @inlinable mutating func push(
    _ route: Route, in column: Column, removing removed: inout RemovedEntries<Route>
  ) throws(NavigationError<Route>) -> Bool {
    try checkStack(column)
    if column == .primary, !destinations.isEmpty { throw .sidebarHoldsOneEntry }
    if _stacks[column].last?.route == route { return false }
    _stacks[column].push(makeEntry(route))
    clearColumns(after: column, into: &removed)
    return true
  }

  /// Which column a back action would pop, if any (rule N5).
  ///
  /// Expanded, the deepest column whose stack is deeper than one, secondary first. Collapsed,
  /// the top of the stack as far as `visible`, the column shown; the compact column, when shown,
  /// pops its own stack down to its root (rule L14). Collapsed `besideRail`, the primary is the
  /// rail, not part of the stack beside it (rule L13). O(1).
  @inlinable public func backColumn(collapsedShowing visible: Column?, besideRail: Bool = false) -> Column? {
    guard let visible else {
      for column in [Column.secondary, .supplementary, .primary] where _stacks[column].count > 1 {
        return column
      }
      return nil
    }
    if visible == .compact { return _stacks.compact.count > 1 ? .compact : nil }
    var depth = 0
    var top: Column?
    for column in Column.stackColumns {
      if column == .supplementary, style == .doubleColumn { continue }
      if column == .primary, besideRail { continue }
      if _stacks[column].count > 0 { top = column }
      depth += _stacks[column].count
      if column == visible { break }
    }
    return depth > 1 ? top : nil
  }

  /// The column at the bottom of the stack beside a collapsed rail: the first non-empty column
  /// after the primary. It keeps its root, as the primary does without a rail (rule L13).
  @inlinable func baseColumnBesideRail() -> Column? {
    if style == .tripleColumn, !_stacks.supplementary.isEmpty { return .supplementary }
    return _stacks.secondary.isEmpty ? nil : .secondary
  }

  /// Goes back (rule N5): pops the column ``backColumn(collapsedShowing:)`` names and clears the
  /// columns after it. Popping a destination's root entry deselects it, which clears the list's
  /// selection. O(1).
  /// - Returns: whether anything popped.
  @inlinable mutating func back(
    collapsedShowing visible: Column?, besideRail: Bool = false, behavior: BackBehavior = .popLatest,
    removing removed: inout RemovedEntries<Route>
  ) -> Bool {
    guard let column = backColumn(collapsedShowing: visible, besideRail: besideRail) else { return false }
    let count = backCount(of: column, collapsed: visible != nil, behavior: behavior, besideRail: besideRail)
    guard count > 0 else { return false }
    for _ in 0..<count {
      if let popped = _stacks[column].pop() { removed.append(column, popped) }
    }
    clearColumns(after: column, into: &removed)
    if _stacks[column].isEmpty, let selection, column == rootColumn(of: style) {
      _selection = nil
      _saved.removeAll { $0.destination == selection }
    }
    return true
  }

  /// How many entries of `column`, the column back pops, one back takes under `behavior` (rule
  /// N12): collapsed, a column may empty (another column comes on top) unless it is the primary,
  /// the compact column (rule L14) or, `besideRail`, the bottom of the stack beside the rail (L13);
  /// expanded, each column keeps its root. O(entries taken).
  @inlinable public func backCount(
    of column: Column, collapsed: Bool, behavior: BackBehavior, besideRail: Bool = false
  ) -> Int {
    let stack = _stacks[column]
    let keepsRoot =
      !collapsed || column == .primary || column == .compact
      || (besideRail && column == baseColumnBesideRail())
    let poppable = keepsRoot ? stack.count - 1 : stack.count
    guard poppable > 0 else { return 0 }
    switch behavior {
    case .popLatest:
      return 1
    case .popUntilCurrentDestinationChange:
      return poppable
    case .popUntilScaffoldValueChange:
      // Only a column emptying changes the panes shown, and only collapsed can one empty.
      return keepsRoot ? 0 : poppable
    case .popUntilContentChange:
      var count = 1
      let route = stack[stack.count - 1].route
      while count < poppable, stack[stack.count - 1 - count].route == route { count += 1 }
      return count
    }
  }

  /// Goes back inside `column`, as its own back button does (rule N5): expanded, pops the column
  /// when its stack is deeper than one and clears the columns after it; collapsed, the single
  /// stack's ``back(collapsedShowing:removing:)``. O(1).
  /// - Returns: whether anything popped.
  @inlinable mutating func back(
    in column: Column, collapsedShowing visible: Column?, besideRail: Bool = false,
    removing removed: inout RemovedEntries<Route>
  ) throws(NavigationError<Route>) -> Bool {
    try checkStack(column)
    if visible != nil { return back(collapsedShowing: visible, besideRail: besideRail, removing: &removed) }
    guard _stacks[column].count > 1, let popped = _stacks[column].pop() else { return false }
    removed.append(column, popped)
    clearColumns(after: column, into: &removed)
    return true
  }

  /// Selects a sidebar destination (rule N6): the outgoing destination's list and detail are kept
  /// and come back when it is selected again, unless `reset` asks for a fresh start.
  /// - Returns: whether anything changed.
  @inlinable mutating func select(
    _ route: Route, reset: Bool, removing removed: inout RemovedEntries<Route>
  ) throws(NavigationError<Route>) -> Bool {
    guard let destination = destinations.first(where: { $0.route == route }) else {
      throw .unknownDestination(route)
    }
    if selection == route, !reset { return false }
    if let current = selection, current != route {
      _saved.removeAll { $0.destination == current }
      _saved.append(
        SavedStacks(destination: current, supplementary: stacks.supplementary, secondary: stacks.secondary))
    } else {
      // Nothing selected, or a reset of the selection: the live list and detail go.
      clear(.supplementary, into: &removed)
      clear(.secondary, into: &removed)
    }
    _selection = route
    _stacks.supplementary.removeAll()
    _stacks.secondary.removeAll()
    if reset, let memory = saved.first(where: { $0.destination == route }) {
      for entry in memory.supplementary { removed.append(.supplementary, entry) }
      for entry in memory.secondary { removed.append(.secondary, entry) }
    }
    if !reset, let memory = saved.first(where: { $0.destination == route }) {
      _stacks.supplementary = memory.supplementary
      _stacks.secondary = memory.secondary
    } else {
      _stacks[rootColumn(of: destination.style)].push(makeEntry(route))
    }
    _saved.removeAll { $0.destination == route }
    return true
  }

  /// Declares a sidebar destination. The first one turns the primary into the sidebar: it then
  /// holds the ``sidebar`` route (else the list's root route) alone and the other columns are
  /// cleared.
  public mutating func declare(_ destination: SidebarDestination<Route>) throws(NavigationError<Route>) {
    var removed = RemovedEntries<Route>()
    try declare(destination, removing: &removed)
  }

  @inlinable mutating func declare(
    _ destination: SidebarDestination<Route>, removing removed: inout RemovedEntries<Route>
  ) throws(NavigationError<Route>) {
    if destinationRoutes.contains(destination.route) { throw .duplicateDestination(destination.route) }
    if destinations.isEmpty {
      let sidebarRoute = sidebar ?? stacks.primary.first?.route
      for column in Column.stackColumns { clear(column, into: &removed) }
      if let sidebarRoute { _stacks.primary.push(makeEntry(sidebarRoute)) }
    }
    _destinations.append(destination)
    destinationRoutes.insert(destination.route)
  }

  /// The column a destination's route roots: its list in triple style, its detail in double.
  @inlinable func rootColumn(of style: SplitStyle) -> Column {
    style == .tripleColumn ? .supplementary : .secondary
  }

  /// Refuses the inspector, which holds no stack, and the list in double style. The compact column
  /// holds a stack of its own (rule L14).
  @inlinable func checkStack(_ column: Column) throws(NavigationError<Route>) {
    if column == .inspector { throw .columnHasNoStack(column) }
    if column == .supplementary, style == .doubleColumn { throw .columnNotInStyle(column, style) }
  }

  @inlinable mutating func clearColumns(after column: Column, into removed: inout RemovedEntries<Route>) {
    switch column {
    case .primary:
      clear(.supplementary, into: &removed)
      clear(.secondary, into: &removed)
    case .supplementary:
      clear(.secondary, into: &removed)
    case .secondary, .inspector, .compact:
      // The compact column stands apart: the app keeps it and the columns in step (rule L14).
      break
    }
  }

  /// Empties a column's stack, noting each entry it drops. O(entries dropped).
  @inlinable mutating func clear(_ column: Column, into removed: inout RemovedEntries<Route>) {
    for entry in _stacks[column] { removed.append(column, entry) }
    _stacks[column].removeAll()
  }
}
