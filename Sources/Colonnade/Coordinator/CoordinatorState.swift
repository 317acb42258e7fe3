/// Everything the coordinator owns: the window, the configuration, the navigation state, the
/// user's choices, focus, readiness and queued links, and the layout they resolve to.
public struct CoordinatorState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The window.
  @inlinable public var environment: WindowEnvironment { _environment }
  /// The app's configuration.
  @inlinable public var configuration: SplitConfiguration { _configuration }
  /// Selection and stacks.
  @inlinable public var navigation: NavigationState<Route> { _navigation }
  /// The user's sidebar choice and dragged widths.
  @inlinable public var overrides: UserOverrides { _overrides }
  /// The column the user focused last; ``focusedColumn`` is where focus is now (it differs
  /// while that column is not shown).
  @inlinable public var lastFocusedColumn: Column { _focus }
  /// Whether the app's UI is ready for deep links.
  @inlinable public var isReady: Bool { _isReady }
  /// The layout the rest resolves to; always up to date.
  @inlinable public var layout: SplitLayout { _layout }
  /// The injected clock's last reading, in seconds (rule R6).
  @inlinable public var now: Double { _now }

  // Storage behind the read-only properties above, open to the inlined reducer (see
  // `SplitCoordinator.send(_:)`).
  @usableFromInline var _environment: WindowEnvironment
  @usableFromInline var _configuration: SplitConfiguration
  @usableFromInline var _navigation: NavigationState<Route>
  @usableFromInline var _overrides: UserOverrides
  @usableFromInline var _focus: Column
  @usableFromInline var _isReady: Bool
  @usableFromInline var _layout: SplitLayout
  @usableFromInline var _now: Double = 0
  /// Links received before the UI was ready, parsed, in arrival order (rule N8).
  @usableFromInline package var pendingLinks: [PendingLink<Route>]
  /// How many transitions are open.
  @usableFromInline package var transitionDepth: Int
  /// Every pane's announced lifecycle state (rules P1–P3).
  @usableFromInline package var lifecycle = PaneLifecycle<Route>()
  /// Every pane's data, and the loads in flight (rules R1–R5).
  @usableFromInline package var data: DataPolicy<Route>

  /// Creates a state and resolves its layout; validate input from outside first
  /// (``WindowEnvironment/validate()``, ``SplitConfiguration/validate()``).
  public init(
    environment: WindowEnvironment, configuration: SplitConfiguration, navigation: NavigationState<Route>,
    overrides: UserOverrides = .none, dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration()
  ) {
    data = DataPolicy(configuration: dataPolicy)
    _environment = environment
    _configuration = configuration
    _navigation = navigation
    var dropped = RemovedEntries<Route>()
    _navigation.adopt(configuration.navigator, removing: &dropped)
    _overrides = overrides
    _focus = .secondary
    _isReady = false
    pendingLinks = []
    transitionDepth = 0
    _layout = LayoutResolver.resolve(
      environment: environment, configuration: configuration, navigation: _navigation.summary,
      overrides: overrides)
    _focus = defaultFocus
  }

  /// When the next hidden pane's data expires (rule R3), if any: the edge sends
  /// ``CoordinatorAction/clockAdvanced(to:)`` then. O(panes).
  @inlinable public var nextDataDeadline: Double? { data.nextDeadline }

  /// The column the user sees when collapsed; `nil` when expanded. A rail beside it is not it (L13).
  @inlinable public var collapsedColumn: Column? {
    layout.isCollapsed ? layout.columns.first { $0.presentation != .rail }?.column : nil
  }

  /// Whether the layout is collapsed beside a navigation rail: the stack beside it starts after
  /// the primary, and its bottom keeps its root (rule L13).
  @inlinable public var collapsedBesideRail: Bool { layout.isCollapsed && layout.showsRail }

  /// Re-resolves the layout and drops a sidebar choice made in another width class (rule D2):
  /// after a resize into another class, or a restore from another device.
  @inlinable mutating func refresh() {
    _layout = resolveLayout()
    if !_layout.isCollapsed { _overrides.collapsedStackNavigated = false }
    if let choice = overrides.displayMode, choice.widthClassName != layout.widthClass.name {
      _overrides.displayMode = nil
    }
  }

  @inlinable func resolveLayout() -> SplitLayout {
    LayoutResolver.resolve(
      environment: environment, configuration: configuration, navigation: _navigation.summary,
      overrides: overrides)
  }

  /// The user navigated the collapsed stack: its top follows the navigation from now on, not the
  /// app's preferred compact column, until the layout expands again (rule N7).
  @inlinable mutating func collapsedStackNavigated() {
    guard layout.isCollapsed, !_overrides.collapsedStackNavigated else { return }
    _overrides.collapsedStackNavigated = true
    refresh()
  }

  /// The focused column: the inspector's sheet while it is up (rule L10), else the one the user
  /// focused while it is shown, else the list column (or the first shown one). A collapse moves
  /// focus to the one column left; expanding again returns it.
  @inlinable public var focusedColumn: Column {
    if layout.presentsModal { return .inspector }
    return layout[_focus] != nil ? _focus : defaultFocus
  }

  /// What a back action would pop (rule N5), or the inspector when back dismisses it (rule L10);
  /// with a history navigator, the current destination's column when the history can go back
  /// (rule N13).
  @inlinable public var backColumn: Column? {
    if backDismissesInspector { return .inspector }
    if historyHandlesBack {
      return previousDestinationIndex == nil ? nil : _navigation.history.last?.column
    }
    let collapsed = collapsedColumn
    let rail = collapsedBesideRail
    guard let column = _navigation.backColumn(collapsedShowing: collapsed, besideRail: rail),
      _navigation.backCount(
        of: column, collapsed: collapsed != nil, behavior: configuration.backBehavior, besideRail: rail) > 0
    else { return nil }
    return column
  }

  /// Whether the layout is collapsed with `column`'s entries waiting beyond the top of the single
  /// stack, where the app's preferred compact column stopped it (rule N7): choosing its entry again
  /// brings it on top.
  @inlinable public func collapsedStackStopsShort(of column: Column) -> Bool {
    guard let top = collapsedColumn, top != .compact, !_navigation.stacks[column].isEmpty,
      let columnIndex = Column.stackColumns.firstIndex(of: column),
      let topIndex = Column.stackColumns.firstIndex(of: top)
    else { return false }
    return columnIndex > topIndex
  }

  /// Whether back pops a history navigator's history (rule N13): not while UIKit's compact column
  /// shows, which pops its own stack (L14), nor where back leaves for the sidebar.
  @inlinable var historyHandlesBack: Bool {
    _navigation.navigator.keepsHistory && _navigation.summary.historyDecides && layout[.compact] == nil
      && !historyBackLeavesForSidebar
  }

  /// Whether a history navigator's back leaves the destination for the sidebar, as column stacks
  /// do: collapsed with no rail to show the sidebar, in an app with sidebar destinations, where
  /// the history has nowhere earlier to go — the sidebar is no pane of the history (rule N13).
  @inlinable var historyBackLeavesForSidebar: Bool {
    guard layout.isCollapsed, !layout.showsRail, !_navigation.destinations.isEmpty else { return false }
    return previousDestinationIndex == nil
  }

  /// The destination back returns to under the configuration's back behaviour, or `nil` (rule
  /// N13). O(destinations scanned).
  @inlinable var previousDestinationIndex: Int? {
    _navigation.previousDestinationIndex(behavior: configuration.backBehavior) { historyValue($0) }
  }

  /// The panes a history's recency order shows, as bits of their ranks: as many of the pane order
  /// as the layout shows panes now — Compose's scaffold value for the window's partitions (N13).
  @inlinable func historyValue(_ recency: BoundedList<Column>) -> Int {
    // A levitating extra pane takes no partition; levitated, it is part of the value (rule L15).
    let levitates = configuration.adaptStrategies.extraPane == .levitate
    let order = NavigationSummary.paneOrder(
      recency: recency, style: _navigation.style, primaryIsSidebar: !_navigation.destinations.isEmpty,
      inspectorAllowed: overrides.inspector != false && !levitates,
      inspectorPresented: overrides.inspector ?? configuration.showsInspector)
    var shown = 0
    for column in layout.columns
    where column.presentation != .rail && column.presentation != .sheet && column.presentation != .levitated
      && _navigation.isHistoryPane(column.column)
    {
      shown += 1
    }
    var bits = 0
    for index in 0..<min(max(1, shown), order.count) { bits |= 1 << Column.rank(order[index]) }
    if levitates, overrides.inspector != false, recency.first == .inspector { bits |= 1 << 8 }
    return bits
  }

  /// Collapsed, navigation takes the user to the column it shows and focus goes along.
  @inlinable mutating func focusFollowsNavigation() {
    guard let shown = collapsedColumn else { return }
    _focus = shown
  }

  /// The list column when shown, else the first shown column (rule N11).
  @inlinable var defaultFocus: Column {
    layout.defaultFocus(listColumn: _navigation.style.listColumn)
  }
}

/// A deep link received before the UI was ready, with the actions it stands for (rule N8).
@usableFromInline package struct PendingLink<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The link as received.
  @usableFromInline package var link: String
  /// What the route table made of it.
  @usableFromInline package var actions: [CoordinatorAction<Route>]

  /// Creates a pending link.
  @usableFromInline package init(link: String, actions: [CoordinatorAction<Route>]) {
    self.link = link
    self.actions = actions
  }
}
