/// The state coordinator: one pure reducer from window, configuration and navigation events to a
/// layout and the effects the edges carry out.
///
/// ```swift
/// var coordinator = try SplitCoordinator(
///   environment: WindowEnvironment(size: Size(width: 393, height: 852), displayScale: 3),
///   configuration: .standard,
///   navigation: NavigationState(sidebar: "sidebar", destinations: [.init("Animals", style: .tripleColumn)]))
/// _ = try coordinator.send(.destinationSelected("Animals", reset: false))
/// _ = try coordinator.send(.itemSelected("Cat", in: .secondary))   // collapsed: pushed on top
/// _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))  // expanded: Cat stays
/// coordinator.snapshot.visibleEntries.secondary?.route   // "Cat"
/// ```
///
/// Every action is all or nothing: an error leaves the state exactly as it was.
public struct SplitCoordinator<Route: Hashable & Sendable>: Sendable {
  /// The whole state.
  @inlinable public var state: CoordinatorState<Route> { _state }
  // Storage behind `state`. The coordinator's entry points are inlinable, so an app's module
  // specializes them for its route type: generic code run unspecialized across modules looks up
  // type metadata at every step and allocates the frames of protocol accessors.
  @usableFromInline var _state: CoordinatorState<Route>
  // This package's front ends read these on every frame: reading them through `state` copies the
  // whole state (every array retained) where the compiler does not see through the copy. An app
  // reads `snapshot`.
  /// The focused column (``CoordinatorState/focusedColumn``), read without copying the state.
  @inlinable package var focusedColumn: Column { _state.focusedColumn }
  /// The entry on top of `column`'s stack, read without copying the state.
  @inlinable package func topEntry(of column: Column) -> Entry<Route>? {
    _state._navigation._stacks[column].last
  }
  /// When hidden panes' data next expires (``CoordinatorState/nextDataDeadline``), read without
  /// copying the state.
  @inlinable package var nextDataDeadline: Double? { _state.nextDataDeadline }
  /// The app's deep-link route table, if it takes links.
  public let router: DeepLinkRouter<Route>?

  /// Creates a coordinator, validating the environment and configuration (rules E3, C4).
  ///
  /// - Parameters:
  ///   - environment: the window: size, size class, hinges, scale and direction.
  ///   - configuration: the app's columns, width classes and preferences.
  ///   - navigation: the stacks to start from, such as a freshly launched app's.
  ///   - router: the app's deep-link route table, if it takes links (rule N8).
  ///   - dataPolicy: how long loaded data stays fresh and how long a hidden pane keeps it
  ///     (rules R2, R3).
  public init(
    environment: WindowEnvironment, configuration: SplitConfiguration, navigation: NavigationState<Route>,
    router: DeepLinkRouter<Route>? = nil, dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration()
  ) throws(CoordinatorError<Route>) {
    do {
      try environment.validate()
    } catch {
      throw .environment(error)
    }
    do {
      try configuration.validate()
    } catch {
      throw .configuration(error)
    }
    _state = CoordinatorState(
      environment: environment, configuration: configuration, navigation: navigation, dataPolicy: dataPolicy)
    self.router = router
  }

  /// Applies one action and returns the effects the edges must carry out: lifecycle events
  /// first, then data effects; on error nothing changes. Ignoring them drops loads and lifecycle
  /// events, so the result must be used (`_ =` says so on purpose).
  @inlinable
  public mutating func send(_ action: CoordinatorAction<Route>) throws(CoordinatorError<Route>)
    -> [CoordinatorEffect<Route>]
  {
    if case .sessionRestored(let navigation, let overrides) = action {
      return try restoreSession(navigation: navigation, overrides: overrides)
    }
    var removed = RemovedEntries<Route>()
    // Time and finished loads change no pane: once the panes are announced and no transition
    // holds any back, there is nothing to compare (the edge advances the clock on every event).
    if action.touchesOnlyData, _state.lifecycle.hasStarted, _state.transitionDepth == 0,
      _state.lifecycle.held.isEmpty
    {
      return try Self.reduce(into: &_state, action, router: router, removed: &removed)
    }
    let onScreenBefore = _state.onScreenPanes
    let firstNewID = _state.navigation.nextID
    // The reducer makes every check before its first change, so it works in place: an error
    // leaves the state as it was, and nothing is copied, so an action costs the same with a
    // million entries of history as with ten.
    let effects = try Self.reduce(into: &_state, action, router: router, removed: &removed)
    let announced = _state.announce(onScreenBefore: onScreenBefore, firstNewID: firstNewID, removed: removed)
    assert(_state.invariantViolations.isEmpty, "\(_state.invariantViolations)")
    return announced + effects
  }

  /// What the user sees now.
  @inlinable public var snapshot: CoordinatorSnapshot<Route> { _state.snapshot }

  /// The snapshot a back action would produce, without going back (for predictive back gestures).
  /// O(1) however deep the history.
  @inlinable public func peekBack() -> CoordinatorSnapshot<Route> {
    var preview = _state
    var removed = RemovedEntries<Route>()
    // The reducer's own back, on a copy: the preview can never disagree with back.
    _ = try? Self.reduce(into: &preview, .backRequested, router: nil, removed: &removed)
    return preview.snapshot
  }

  /// Restores what a user's session saved (rule N9): sends
  /// ``CoordinatorAction/sessionRestored(_:overrides:)``.
  public mutating func restore(
    navigation: NavigationState<Route>, overrides: UserOverrides
  ) throws(CoordinatorError<Route>) -> [CoordinatorEffect<Route>] {
    try send(.sessionRestored(navigation, overrides: overrides))
  }

  /// The restored parts are checked against every invariant, and on error nothing changes; the
  /// old panes are destroyed, the restored ones on screen created.
  @usableFromInline mutating func restoreSession(
    navigation: NavigationState<Route>, overrides: UserOverrides
  ) throws(CoordinatorError<Route>) -> [CoordinatorEffect<Route>] {
    if let problem = navigation.firstInvariantViolation { throw .navigation(.inconsistent(problem)) }
    for column in Column.allCases {
      if let width = overrides.columnWidths[column],
        column == .secondary || column == .compact || !width.isFinite || width < 0
          || width > WindowEnvironment.maximumDimension
      {
        throw .invalidWidth(column, width)
      }
    }
    var next = _state
    // A restore starts afresh: an open transition ends, every current pane goes, and the
    // restored entries come back as new panes.
    next.transitionDepth = 0
    var effects: [CoordinatorEffect<Route>] = []
    if next.lifecycle.hasStarted {
      var removed = RemovedEntries<Route>()
      for record in next.lifecycle.records.values { removed.append(record.pane.column, record.pane.entry) }
      // Panes an open transition touched but has not announced go too: their entries are replaced.
      for pending in next.lifecycle.held.values { removed.append(pending.pane.column, pending.pane.entry) }
      effects = next.announce(onScreenBefore: next.onScreenPanes, firstNewID: .max, removed: removed)
    } else {
      // Restored as the first action (rule P3): nothing was announced yet, so the panes the state
      // started with were never seen; only the restored ones are announced, as a first action's are.
      next.lifecycle.held = [:]
    }
    next._navigation = navigation
    // The configuration's navigator keeps the restored navigation (rule N13): a session saved
    // with column stacks gets its history, one saved with a history under stacks drops it.
    var dropped = RemovedEntries<Route>()
    next._navigation.adopt(next.configuration.navigator, removing: &dropped)
    next._overrides = overrides
    next.refresh()
    // Only the panes on screen are announced; the others are created when they first show.
    effects += next.announce(onScreenBefore: [], firstNewID: .max, removed: RemovedEntries())
    _state = next
    assert(_state.invariantViolations.isEmpty, "\(_state.invariantViolations)")
    return effects
  }
}
