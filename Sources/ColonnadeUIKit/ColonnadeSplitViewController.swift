#if os(iOS)
  import Colonnade
  import ColonnadeRuntime
  import ColonnadeScene
  import UIKit

  /// A container view controller that shows an app's columns where Colonnade decides: put it where
  /// your `UISplitViewController` was.
  ///
  /// ```swift
  /// let split = try ColonnadeSplitViewController(
  ///   navigation: NavigationState(sidebar: .sidebar, destinations: [.init(.animals, style: .tripleColumn)]),
  ///   load: { route in try await store.load(route) },
  ///   viewController: { pane in AnimalViewController(route: pane.entry.route) })
  /// window.rootViewController = split
  /// try split.send(.itemSelected(.cat, in: .secondary))   // replaced beside the list, pushed on a phone
  /// ```
  ///
  /// Each column lives in its own `UINavigationController`, placed at the engine's frames: tiled,
  /// floating over a dimming view (a tap sends `dimmedAreaTapped`), displaced, or — the inspector
  /// when collapsed — a sheet. Collapsed, the primary's navigation controller shows the single
  /// stack, or — once the app shows an entry in `.compact`, as `setViewController(_:for: .compact)`
  /// does — the compact column's navigation controller shows its own stack alone (rule L14). The user's own pops (back button, edge swipe, back menu) reach the engine as one back
  /// each (rule N5), so its stacks never drift from what UIKit shows. Resizes inside
  /// `viewWillTransition(to:with:)` are one transition, so panes hear only the net lifecycle events
  /// (rule P3). The app's view controllers may adopt ``ColonnadeLifecycleObserving`` and
  /// ``ColonnadeDataReceiving``; the sidebar's, ``ColonnadeRailObserving`` to draw itself as a
  /// navigation rail where the configuration's `railWidth` makes one (rule L13).
  @MainActor
  public final class ColonnadeSplitViewController<Route: Hashable & Sendable, Value: Sendable>:
    UIViewController,
    UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
  {
    /// The coordinator and the panes' data.
    public let session: SplitSession<Route, Value>
    /// Called after every change with what the user now sees, for the app's own chrome.
    public var onChange: ((CoordinatorSnapshot<Route>) -> Void)?
    /// Called when an action the user took in UIKit is refused (it changes nothing).
    public var onError: ((CoordinatorError<Route>) -> Void)?
    /// The hinges of a foldable or dual-screen device, in this view's coordinates; the app sets
    /// them from its posture reports (rules E1, L6, L7).
    public var hinges: [Hinge] = [] {
      didSet { if hinges != oldValue { handle(.foldChanged(hinges)) } }
    }

    let makeViewController: (Pane<Route>) -> UIViewController
    let makeInspector: (() -> UIViewController)?
    var tracker = SceneTracker<Route>()
    /// One navigation controller per column.
    let hosts: ColumnMap<UINavigationController>
    /// One dimming view per column, shown over it while it is dimmed (rule D4).
    let dimmingViews: ColumnMap<DimmingView>
    var dividerViews: [DividerView] = []
    /// The view controller made for each entry that has one.
    var views: [EntryID: UIViewController] = [:]
    lazy var sidebarItem = UIBarButtonItem(
      image: UIImage(systemName: SceneSidebarButton.systemImageName),
      primaryAction: UIAction { [weak self] _ in self?.handle(.sidebarButtonTapped, animated: true) })
    lazy var secondaryOnlyItem = UIBarButtonItem(
      image: UIImage(systemName: "arrow.up.left.and.arrow.down.right"),
      primaryAction: UIAction { [weak self] _ in self?.handle(.secondaryOnlyButtonTapped, animated: true) })
    /// A swipe from the leading edge presses the sidebar button where the engine allows it (rule
    /// D6, UIKit's `presentsWithGesture`).
    lazy var edgeSwipe: UIScreenEdgePanGestureRecognizer = {
      let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgeSwiped(_:)))
      swipe.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
      return swipe
    }()
    /// Whether a plan is being carried out: the navigation controllers' callbacks then report
    /// UIKit's echo of it, not the user.
    var isApplying = false
    var hasLaidOut = false
    /// Ticks the data clock while the view shows.
    var timers: Task<Void, Never>?

    /// Creates a split view controller.
    ///
    /// - Parameters:
    ///   - configuration: the columns, width classes and preferences (rules C1–C4).
    ///   - navigation: the stacks to start from.
    ///   - router: the app's deep-link route table, if it takes links (rule N8).
    ///   - dataPolicy: how long data stays fresh and how long a hidden pane keeps it.
    ///   - clock: the time the data policy reads.
    ///   - load: loads a route's data when its pane first shows (rules R1–R5).
    ///   - viewController: makes the view controller of a pane: an entry and its column.
    ///   - inspector: makes the inspector's content, if the app has one.
    public init(
      configuration: SplitConfiguration = .standard, navigation: NavigationState<Route>,
      router: DeepLinkRouter<Route>? = nil, dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration(),
      clock: SessionClock = .continuous, load: @escaping @Sendable (Route) async throws -> Value,
      viewController: @escaping (Pane<Route>) -> UIViewController,
      inspector: (() -> UIViewController)? = nil
    ) throws(CoordinatorError<Route>) {
      session = try SplitSession(
        configuration: configuration, navigation: navigation, router: router, dataPolicy: dataPolicy,
        clock: clock,
        load: load)
      makeViewController = viewController
      makeInspector = inspector
      hosts = ColumnMap(
        primary: UINavigationController(), supplementary: UINavigationController(),
        secondary: UINavigationController(), inspector: UINavigationController(),
        compact: UINavigationController())
      dimmingViews = ColumnMap(
        primary: DimmingView(), supplementary: DimmingView(), secondary: DimmingView(),
        inspector: DimmingView(), compact: DimmingView())
      super.init(nibName: nil, bundle: nil)
      session.onUpdate = { [weak self] effects in self?.render(effects, animated: false) }
    }

    @available(*, unavailable, message: "Make it in code with init(configuration:navigation:...)")
    public required init?(coder: NSCoder) { nil }

    /// The coordinator, as of the last action.
    public var coordinator: SplitCoordinator<Route> { session.coordinator }

    /// Applies an action (selecting an item, showing the inspector, a deep link...) and shows
    /// its result; on error nothing changes.
    @discardableResult
    public func send(_ action: CoordinatorAction<Route>, animated: Bool = true) throws(CoordinatorError<
      Route
    >)
      -> [CoordinatorEffect<Route>]
    {
      let effects = try session.send(action)
      render(effects, animated: animated && view.window != nil)
      return effects
    }

    /// Opens a deep link (rule N8); one that arrives before the view first appears waits for it.
    public func open(_ url: URL) throws(CoordinatorError<Route>) {
      try send(.deepLinkOpened(url.absoluteString))
    }

    /// The view controller showing `entry`, if one was made.
    public func viewController(for entry: EntryID) -> UIViewController? { views[entry] }

    /// The navigation controller of `column`.
    public func navigationController(for column: Column) -> UINavigationController { hosts[column] }

    // UIKit's entry points. A generic class declares its overrides and Objective-C methods in its
    // body; each hands over to the extension that does the work.

    public override func viewDidLoad() {
      super.viewDidLoad()
      installHosts()
      view.addGestureRecognizer(edgeSwipe)
    }

    /// The window is this view: its size, size class, scale and direction (rule E1).
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutDidChange()
    }

    public override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      transition(to: size, with: coordinator)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if hasLaidOut { handleTraits() }
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear()
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      timers?.cancel()
      timers = nil
    }

    /// A navigation controller finished showing a view controller: the user may have popped.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      userMayHavePopped(navigationController)
    }

    /// The user swiped the inspector's sheet away: the same dismissal as a tap on the dimmed area,
    /// which the engine keeps as the user's inspector choice, hidden (rules L10, L11).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      handle(.dimmedAreaTapped)
    }

    /// ⌘[ goes back and ⌃⌘S toggles the sidebar, as in iPadOS apps.
    public override var keyCommands: [UIKeyCommand]? { commands }

    @objc func goBack(_ sender: Any?) { handle(.backRequested, animated: true) }

    @objc func toggleSidebar(_ sender: Any?) { handle(.sidebarButtonTapped, animated: true) }

    @objc func edgeSwiped(_ swipe: UIScreenEdgePanGestureRecognizer) {
      if swipe.state == .ended { handle(.sidebarButtonTapped, animated: true) }
    }

    /// Keyboard focus starts in the column the engine focuses.
    public override var preferredFocusEnvironments: [any UIFocusEnvironment] {
      guard let scene = tracker.scene else { return super.preferredFocusEnvironments }
      return [hosts[scene.focusedHost]]
    }

    /// Sends an action the user took in UIKit; a refusal goes to ``onError``.
    func handle(_ action: CoordinatorAction<Route>, animated: Bool = false) {
      do {
        try send(action, animated: animated)
      } catch {
        onError?(error)
      }
    }

    /// Shows the coordinator's state after an action that returned `effects`.
    func render(_ effects: [CoordinatorEffect<Route>], animated: Bool) {
      guard isViewLoaded else { return }
      carryOut(
        tracker.update(to: session.coordinator.state, effects: effects), effects: effects, animated: animated)
    }
  }
#endif
