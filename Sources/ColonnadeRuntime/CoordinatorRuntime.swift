import Colonnade

/// The edge that carries out a coordinator's data effects: it runs the loads an app supplies
/// (`async throws` closures), delivers their results back with their tokens, cancels tasks when
/// told to, and keeps each pane's data and failure for the app to show (rules R1–R6).
///
/// ```swift
/// let runtime = CoordinatorRuntime(coordinator: coordinator, clock: ContinuousClock()) { route in
///   try await api.fetch(route)
/// }
/// try await runtime.send(.itemSelected("Cat", in: .secondary))
/// await runtime.value(for: pane)      // once the load ends
/// await runtime.failure(for: pane)    // or why it failed; never thrown away
/// ```
///
/// Time comes from the injected clock: call ``tick()`` when the clock moves (``runTimers(idle:)``
/// does it at each grace-period deadline).
public actor CoordinatorRuntime<Route: Hashable & Sendable, Value: Sendable, C: Clock>
where C.Duration == Duration {
  /// The coordinator, as of the last action.
  public private(set) var coordinator: SplitCoordinator<Route>
  private let load: @Sendable (Route) async throws -> Value
  private let clock: C
  private let start: C.Instant
  private var tasks: [LoadToken: Task<Void, Never>] = [:]
  private var ledger = PaneDataLedger<Route, Value>()
  /// How many loads were started; for tests and diagnostics.
  public private(set) var loadsStarted = 0

  /// Creates a runtime; time starts at the clock's present reading.
  public init(
    coordinator: SplitCoordinator<Route>, clock: C, load: @escaping @Sendable (Route) async throws -> Value
  ) {
    self.coordinator = coordinator
    self.clock = clock
    self.load = load
    start = clock.now
  }

  /// Applies an action and carries out its effects; returns them too, for the UI.
  @discardableResult
  public func send(_ action: CoordinatorAction<Route>) throws(CoordinatorError<Route>) -> [CoordinatorEffect<
    Route
  >] {
    let effects = try coordinator.send(action)
    perform(effects)
    return effects
  }

  /// Reads the clock and lets the coordinator release what outlived its grace period (rule R3).
  @discardableResult
  public func tick() throws(CoordinatorError<Route>) -> [CoordinatorEffect<Route>] {
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return try send(.clockAdvanced(to: max(seconds, coordinator.state.now)))
  }

  /// Sleeps on the clock until each grace-period deadline and ticks, until cancelled.
  public func runTimers(idle: Duration = .seconds(1)) async {
    while !Task.isCancelled {
      let deadline = coordinator.state.nextDataDeadline.map { start.advanced(by: .seconds($0)) }
      try? await clock.sleep(until: deadline ?? clock.now.advanced(by: idle), tolerance: nil)
      _ = try? tick()
    }
  }

  /// The data loaded for a pane, while it holds some.
  public func value(for pane: Pane<Route>) -> Value? { ledger.values[pane.entry.id] }

  /// Why the pane's last load failed, kept until it loads successfully or is destroyed.
  public func failure(for pane: Pane<Route>) -> String? { ledger.failures[pane.entry.id] }

  /// How many loads are running now; 0 once every started load has finished or been cancelled.
  public var loadsInFlight: Int { tasks.count }

  private func perform(_ effects: [CoordinatorEffect<Route>]) {
    let (start, cancel) = ledger.apply(effects)
    for token in cancel { tasks.removeValue(forKey: token)?.cancel() }
    for load in start {
      loadsStarted += 1
      let run = self.load
      tasks[load.token] = Task {
        let result: Result<Value, any Error>
        do {
          result = .success(try await run(load.route))
        } catch {
          result = .failure(error)
        }
        self.finish(load.token, result)
      }
    }
  }

  /// Reports a finished load to the coordinator and hands its result to each pane the
  /// coordinator names in a `deliver` effect; a superseded or cancelled token's result is
  /// dropped (rule R5).
  private func finish(_ token: LoadToken, _ result: Result<Value, any Error>) {
    guard tasks.removeValue(forKey: token) != nil else { return }
    let succeeded = if case .success = result { true } else { false }
    guard let effects = try? send(.loadFinished(token, succeeded: succeeded)) else { return }
    ledger.deliver(result, of: token, effects: effects)
  }
}
