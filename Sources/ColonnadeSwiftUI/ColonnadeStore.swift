#if os(iOS)
  import Colonnade
  import ColonnadeCoding
  import ColonnadeRuntime
  import ColonnadeScene
  import SwiftUI

  /// The state behind a ``ColonnadeSplitView``: the coordinator and the panes' data on the main
  /// actor, published for SwiftUI (an `ObservableObject`: Observation needs iOS 17).
  ///
  /// ```swift
  /// let store = try ColonnadeStore(navigation: NavigationState(root: "inbox")) { route in
  ///   try await api.load(route)
  /// }
  /// Button("Open") { _ = try? store.send(.itemSelected("mail-42", in: .secondary)) }
  /// ```
  ///
  /// The initializer throws only for an invalid configuration, which is the app's own.
  @MainActor
  public final class ColonnadeStore<Route: Hashable & Sendable, Value: Sendable>: ObservableObject {
    /// The coordinator and the panes' data.
    public let session: SplitSession<Route, Value>
    /// What the user sees now.
    @Published public private(set) var snapshot: CoordinatorSnapshot<Route>
    /// Where each column's host sits and what it shows.
    @Published public private(set) var scene: SplitScene<Route>
    /// Bumped when a pane's data changes, so views reading ``value(for:)`` update.
    @Published public private(set) var dataVersion = 0
    /// Called when an action the user took in SwiftUI is refused (it changes nothing).
    public var onError: ((CoordinatorError<Route>) -> Void)?

    var tracker = SceneTracker<Route>()
    /// Ends the transition a run of size changes opened, once they stop (rule P3).
    private var settling: Task<Void, Never>?

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - configuration: the columns, width classes and preferences (rules C1–C4).
    ///   - navigation: the stacks to start from.
    ///   - router: the app's deep-link route table, if it takes links (rule N8).
    ///   - dataPolicy: how long data stays fresh and how long a hidden pane keeps it.
    ///   - clock: the time the data policy reads.
    ///   - load: loads a route's data when its pane first shows (rules R1–R5).
    public init(
      configuration: SplitConfiguration = .standard, navigation: NavigationState<Route>,
      router: DeepLinkRouter<Route>? = nil, dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration(),
      clock: SessionClock = .continuous, load: @escaping @Sendable (Route) async throws -> Value
    ) throws(CoordinatorError<Route>) {
      session = try SplitSession(
        configuration: configuration, navigation: navigation, router: router, dataPolicy: dataPolicy,
        clock: clock,
        load: load)
      snapshot = session.coordinator.snapshot
      var tracker = SceneTracker<Route>()
      scene = tracker.update(to: session.coordinator.state).scene
      self.tracker = tracker
      session.onUpdate = { [weak self] _ in self?.dataVersion += 1 }
    }

    /// Applies an action and publishes its result; on error nothing changes.
    @discardableResult
    public func send(_ action: CoordinatorAction<Route>) throws(CoordinatorError<Route>)
      -> [CoordinatorEffect<Route>]
    {
      let effects = try session.send(action)
      publish(effects)
      return effects
    }

    /// The data loaded for a pane, while it holds some.
    public func value(for pane: Pane<Route>) -> Value? { session.value(for: pane.entry.id) }

    /// Why the pane's last load failed.
    public func failure(for pane: Pane<Route>) -> String? { session.failure(for: pane.entry.id) }

    /// The pane's lifecycle state as last announced (rule P1), for a debug tint.
    public func lifecycleState(of pane: Pane<Route>) -> PaneState? {
      session.coordinator.state.lifecycleDebugRows.first { $0.pane.entry.id == pane.entry.id }?.state
    }

    /// The columns shown, as `NavigationSplitViewVisibility` says it; setting it sets the
    /// preferred display mode.
    public var columnVisibility: SplitVisibility {
      get { SplitVisibility(layout: snapshot.layout, style: session.coordinator.state.navigation.style) }
      set {
        let style = session.coordinator.state.navigation.style
        handle(.displayModePreferenceChanged(newValue.preferredDisplayMode(style: style)))
      }
    }

    /// Sends an action the user took; a refusal goes to ``onError``.
    func handle(_ action: CoordinatorAction<Route>) {
      do {
        try send(action)
      } catch {
        onError?(error)
      }
    }

    private func publish(_ effects: [CoordinatorEffect<Route>]) {
      let plan = tracker.update(to: session.coordinator.state, effects: effects)
      scene = plan.scene
      snapshot = session.coordinator.snapshot
      if effects.contains(where: { if case .data = $0 { true } else { false } }) { dataVersion += 1 }
    }

    // MARK: The window

    /// The view's geometry and environment changed: the window the engine lays out (rule E1). A
    /// run of size changes (a live resize) is one transition, ended once they stop for a quarter
    /// of a second, so panes hear only the net difference (rule P3).
    func windowChanged(
      size: CGSize, sizeClass: UserInterfaceSizeClass?, scale: CGFloat, direction: SwiftUI.LayoutDirection
    ) {
      let environment = session.coordinator.state.environment
      let engineClass: SizeClass? =
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
      if engineClass != environment.horizontalSizeClass { handle(.sizeClassChanged(engineClass)) }
      if scale > 0, Double(scale) != environment.displayScale { handle(.displayScaleChanged(Double(scale))) }
      let engineDirection: Colonnade.LayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
      if engineDirection != environment.layoutDirection { handle(.layoutDirectionChanged(engineDirection)) }
      let newSize = Size(width: Double(size.width), height: Double(size.height))
      guard newSize != environment.size, newSize.width > 0, newSize.height > 0 else {
        settle()
        return
      }
      if settling == nil, session.coordinator.state.isReady { handle(.transitionBegan) }
      handle(.windowResized(newSize))
      settle()
    }

    /// Ends the open transition a quarter of a second after the last change.
    private func settle() {
      settling?.cancel()
      settling = Task { [weak self] in
        try? await Task.sleep(nanoseconds: 250_000_000)
        guard !Task.isCancelled, let self else { return }
        self.settling = nil
        while self.session.coordinator.state.transitionDepth > 0 { self.handle(.transitionEnded) }
      }
    }

    // MARK: Navigation stacks

    /// The path of `host`'s `NavigationStack`: its stack above the root.
    func path(of host: Column) -> [Pane<Route>] { Array(scene.hosts[host].stack.dropFirst()) }

    /// SwiftUI set a host's path: the user popped (back button, edge swipe, back menu); each entry
    /// popped is one back for the engine (rule N5).
    func setPath(_ path: [Pane<Route>], of host: Column) {
      var effects: [CoordinatorEffect<Route>] = []
      for action in tracker.userPopped(in: host, remaining: path.count + 1) {
        do {
          effects += try session.send(action)
        } catch {
          onError?(error)
        }
      }
      publish(effects)
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
