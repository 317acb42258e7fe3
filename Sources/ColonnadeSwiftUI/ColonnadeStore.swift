#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeCoding
  import ColonnadeRuntime
  import ColonnadeScene
  import SwiftUI

  /// The state behind a ``ColonnadeSplitView``: the coordinator and the panes' data, for one
  /// window. On iOS 17 and macOS 14 it is `Observable` — `@State var store`, `.environment(store)`,
  /// `@Environment(ColonnadeStore<Route, Value>.self)`, `@Bindable` — and a view that reads one
  /// column's data is not redrawn for another column's; on iOS 16 and macOS 13 it is an
  /// `ObservableObject` (`@StateObject`).
  ///
  /// ```swift
  /// struct ZooWindow: View {
  ///   @State private var store = ZooStore.make()   // a ColonnadeStore made from the app's own configuration
  ///   var body: some View {
  ///     ColonnadeSplitView(store: store) { … } detail: { pane in Text(store.value(for: pane) ?? "") }
  ///   }
  /// }
  /// ```
  ///
  /// Make one per window, inside the `WindowGroup`'s view hierarchy (``ColonnadeWindow`` does, and
  /// restores the window's session first), never in the `App`: windows share nothing.
  @MainActor
  public final class ColonnadeStore<Route: Hashable & Sendable, Value: Sendable>: ObservableObject {
    let session: SplitSession<Route, Value>
    /// How the split view draws: SwiftUI's `NavigationSplitView`, or Colonnade's container.
    public let mode: ColonnadeSplitMode
    /// Called when something the user did in SwiftUI is refused (it changes nothing).
    public var onError: ((CoordinatorError<Route>) -> Void)?

    var tracker = SceneTracker<Route>()
    var storedSnapshot: CoordinatorSnapshot<Route>
    var storedPlan: NavigationSplitPlan<Route>
    var storedScene: SplitScene<Route>
    var dataVersions = ColumnMap(repeating: 0)
    /// The visibility the app set last, which reads back while it shows (two columns' `.all` and
    /// `.doubleColumn` show the same).
    var visibilitySet: SplitVisibility?
    /// Ends the transition a run of size changes opened, once they stop (rule P3).
    var settling: Task<Void, Never>?
    /// Observation's registrar, from iOS 17 and macOS 14 (``ColonnadeStore`` is `Observable` there).
    let registrar: AnyRegistrar

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - mode: native (SwiftUI draws the columns) or container (Colonnade places them).
    ///   - configuration: the columns, width classes and preferences (rules C1–C4).
    ///   - navigation: the stacks to start from.
    ///   - router: the app's deep-link route table, if it takes links (rule N8).
    ///   - dataPolicy: how long data stays fresh and how long a hidden pane keeps it.
    ///   - clock: the time the data policy reads.
    ///   - load: loads a route's data when its pane first shows (rules R1–R5).
    public init(
      mode: ColonnadeSplitMode = .native, configuration: SplitConfiguration = .standard,
      navigation: NavigationState<Route>, router: DeepLinkRouter<Route>? = nil,
      dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration(), clock: SessionClock = .continuous,
      load: @escaping @Sendable (Route) async throws -> Value
    ) throws(CoordinatorError<Route>) {
      session = try SplitSession(
        configuration: mode == .native ? NativeSplit.configuration(configuration) : configuration,
        navigation: navigation, router: router, dataPolicy: dataPolicy, clock: clock, load: load)
      self.mode = mode
      let state = session.coordinator.state
      storedSnapshot = session.coordinator.snapshot
      storedPlan = NavigationSplitPlan(state)
      storedScene = tracker.update(to: state).scene
      registrar = AnyRegistrar()
      session.onUpdate = { [weak self] effects in self?.publish(effects) }
    }

    /// What the user sees now.
    public var snapshot: CoordinatorSnapshot<Route> {
      track(\.snapshot)
      return storedSnapshot
    }

    /// What SwiftUI's `NavigationSplitView` is given now (native mode).
    public var plan: NavigationSplitPlan<Route> {
      track(\.plan)
      return storedPlan
    }

    /// Where each column's host sits and what it shows (container mode).
    public var scene: SplitScene<Route> {
      track(\.scene)
      return storedScene
    }

    /// The coordinator, as of the last action.
    public var coordinator: SplitCoordinator<Route> { session.coordinator }

    /// Applies an action and shows its result; on error nothing changes.
    @discardableResult
    public func send(_ action: CoordinatorAction<Route>) throws(CoordinatorError<Route>)
      -> [CoordinatorEffect<Route>]
    {
      let effects = try session.send(mode == .native ? NativeSplit.action(action) : action)
      publish(effects)
      return effects
    }

    /// Sends an action the user took; a refusal goes to ``onError``.
    func handle(_ action: CoordinatorAction<Route>) {
      do {
        try send(action)
      } catch {
        onError?(error)
        publish([])
      }
    }

    /// The data loaded for a pane, while it holds some. A view reading it is redrawn when its
    /// column's data changes, not another column's.
    public func value(for pane: Pane<Route>) -> Value? {
      track(Self.dataKeyPath(pane.column))
      return session.value(for: pane.entry.id)
    }

    /// Why the pane's last load failed.
    public func failure(for pane: Pane<Route>) -> String? {
      track(Self.dataKeyPath(pane.column))
      return session.failure(for: pane.entry.id)
    }

    /// The pane's lifecycle state as last announced (rule P1), for a debug tint.
    public func lifecycleState(of pane: Pane<Route>) -> PaneState? {
      track(\.snapshot)
      return session.coordinator.state.lifecycleDebugRows.first { $0.pane.entry.id == pane.entry.id }?.state
    }

    /// Publishes the state after an action that returned `effects`: each changed value is a
    /// mutation of its own, so views redraw only for what they read.
    func publish(_ effects: [CoordinatorEffect<Route>]) {
      let state = session.coordinator.state
      let snapshot = session.coordinator.snapshot
      if snapshot != storedSnapshot { change(\.snapshot) { storedSnapshot = snapshot } }
      let plan = NavigationSplitPlan(state)
      if plan != storedPlan { change(\.plan) { storedPlan = plan } }
      let scene = tracker.update(to: state, effects: effects).scene
      if scene != storedScene { change(\.scene) { storedScene = scene } }
      var columns = Set<Column>()
      for case .data(let effect) in effects { columns.insert(effect.pane.column) }
      for column in columns { change(Self.dataKeyPath(column)) { dataVersions[column] += 1 } }
    }

    // Each column's data, a member of its own for Observation.
    var primaryData: Int { dataVersions.primary }
    var supplementaryData: Int { dataVersions.supplementary }
    var secondaryData: Int { dataVersions.secondary }
    var inspectorData: Int { dataVersions.inspector }
    var compactData: Int { dataVersions.compact }

    static func dataKeyPath(_ column: Column) -> KeyPath<ColonnadeStore, Int> {
      switch column {
      case .primary: \.primaryData
      case .supplementary: \.supplementaryData
      case .secondary: \.secondaryData
      case .inspector: \.inspectorData
      case .compact: \.compactData
      }
    }

    // MARK: Sessions

    /// The user's session as JSON (rule N9), for `@SceneStorage`.
    public func savedSession(routes: RouteCoding<Route>) -> String {
      SavedSession(session.coordinator.state).json(routes: routes).serialized()
    }

    /// Restores a session saved by ``savedSession(routes:)``; one that does not read or fit
    /// throws, changing nothing.
    public func restoreSession(json: String, routes: RouteCoding<Route>) throws {
      let saved = try SavedSession(json: json, routes: routes)
      try send(.sessionRestored(saved.navigation, overrides: saved.overrides))
    }
  }
#endif
