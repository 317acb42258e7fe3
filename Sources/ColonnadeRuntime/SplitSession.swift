import Colonnade

/// A split view's coordinator and its panes' data, on the main actor: what the UIKit and SwiftUI
/// adapters hold. `send` is synchronous, so a UI applies an action's layout in the same frame;
/// loads run as tasks and report back on the main actor (rules R1–R6).
///
/// ```swift
/// let session = SplitSession(coordinator: coordinator) { route in try await api.fetch(route) }
/// session.onUpdate = { effects in refresh(panesNamedIn: effects) }   // loads ending, data released
/// try session.send(.itemSelected("Cat", in: .secondary))
/// session.value(for: entry.id)      // once its load ends
/// ```
@MainActor
public final class SplitSession<Route: Hashable & Sendable, Value: Sendable> {
  /// The coordinator, as of the last action.
  public private(set) var coordinator: SplitCoordinator<Route>
  /// Called with the effects of what the session sends by itself: a load's end (`deliver`), the
  /// clock releasing hidden data (`release`).
  public var onUpdate: (([CoordinatorEffect<Route>]) -> Void)?
  /// How many loads were started; for tests and diagnostics.
  public private(set) var loadsStarted = 0

  private let load: @Sendable (Route) async throws -> Value
  private let clock: SessionClock
  private var ledger = PaneDataLedger<Route, Value>()
  private var tasks: [LoadToken: Task<Void, Never>] = [:]

  /// Creates a session; its clock starts now.
  public init(
    coordinator: SplitCoordinator<Route>, clock: SessionClock = .continuous,
    load: @escaping @Sendable (Route) async throws -> Value
  ) {
    self.coordinator = coordinator
    self.clock = clock
    self.load = load
  }

  /// A session for a view not laid out yet, as the UIKit and SwiftUI adapters make: the window
  /// starts at a stand-in size inside a transition, which the adapter ends at the view's first
  /// layout, so panes hear only where they end up (rule P3).
  public convenience init(
    configuration: SplitConfiguration, navigation: NavigationState<Route>, router: DeepLinkRouter<Route>?,
    dataPolicy: DataPolicyConfiguration, clock: SessionClock,
    load: @escaping @Sendable (Route) async throws -> Value
  ) throws(CoordinatorError<Route>) {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1024, height: 768), displayScale: 2),
      configuration: configuration, navigation: navigation, router: router, dataPolicy: dataPolicy)
    _ = try coordinator.send(.transitionBegan)
    self.init(coordinator: coordinator, clock: clock, load: load)
  }

  /// Applies an action, starts and cancels the loads it asks for, and returns its effects; on
  /// error nothing changes.
  @discardableResult
  public func send(_ action: CoordinatorAction<Route>) throws(CoordinatorError<Route>) -> [CoordinatorEffect<
    Route
  >] {
    let effects = try coordinator.send(action)
    let (start, cancel) = ledger.apply(effects)
    for token in cancel { tasks.removeValue(forKey: token)?.cancel() }
    for load in start {
      loadsStarted += 1
      let run = self.load
      tasks[load.token] = Task { [weak self] in
        let result: Result<Value, any Error>
        do {
          result = .success(try await run(load.route))
        } catch {
          result = .failure(error)
        }
        self?.finish(load.token, result)
      }
    }
    return effects
  }

  /// The data loaded for an entry's pane, while it holds some.
  public func value(for entry: EntryID) -> Value? { ledger.values[entry] }

  /// Why the entry's last load failed, kept until a load succeeds or the pane is destroyed.
  public func failure(for entry: EntryID) -> String? { ledger.failures[entry] }

  /// How many loads are running.
  public var loadsInFlight: Int { tasks.count }

  /// Reads the clock and lets the coordinator release what outlived its grace period (rule R3).
  @discardableResult
  public func tick() -> [CoordinatorEffect<Route>] {
    let now = Swift.max(clock.now(), coordinator.state.now)
    guard let effects = try? send(.clockAdvanced(to: now)) else { return [] }
    if !effects.isEmpty { onUpdate?(effects) }
    return effects
  }

  /// Sleeps until each grace-period deadline and ticks, until the task is cancelled; an adapter
  /// runs it while its view is on screen.
  public func runTimers(idle seconds: Double = 1) async {
    while !Task.isCancelled {
      let deadline = coordinator.nextDataDeadline ?? clock.now() + seconds
      do {
        try await clock.sleep(deadline)
      } catch {
        return
      }
      tick()
    }
  }

  /// Cancels every load in flight; their results are dropped.
  public func cancelLoads() {
    for task in tasks.values { task.cancel() }
    tasks = [:]
  }

  private func finish(_ token: LoadToken, _ result: Result<Value, any Error>) {
    guard tasks.removeValue(forKey: token) != nil else { return }
    let succeeded = if case .success = result { true } else { false }
    guard let effects = try? send(.loadFinished(token, succeeded: succeeded)) else { return }
    ledger.deliver(result, of: token, effects: effects)
    onUpdate?(effects)
  }
}
