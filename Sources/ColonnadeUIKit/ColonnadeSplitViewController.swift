#if os(iOS)
  import Colonnade
  import ColonnadeRuntime
  import ColonnadeScene
  import UIKit

  /// A `UISplitViewController` whose columns, display mode, widths, collapse and navigation
  /// Colonnade decides: put it where your split view controller was.
  ///
  /// ```swift
  /// let split = try ColonnadeSplitViewController(
  ///   navigation: NavigationState(sidebar: .sidebar, destinations: [.init(.animals, style: .tripleColumn)]),
  ///   load: { route in try await store.load(route) },
  ///   viewController: { pane in AnimalViewController(route: pane.entry.route) })
  /// window.rootViewController = split
  /// split.showDetailViewController(AnimalViewController(colonnadeRoute: .cat), sender: nil)
  /// ```
  ///
  /// In the `.native` mode (the default) it is UIKit's own split view,
  /// column style, set through UIKit's own knobs — `preferredDisplayMode`,
  /// `preferredSplitBehavior`, the column widths, `presentsWithGesture`,
  /// `displayModeButtonVisibility`, `showsSecondaryOnlyButton`, and its horizontal size class, so
  /// UIKit collapses exactly where the engine does. Collapsed, it shows its compact column, a
  /// navigation controller holding the stack the engine puts on top (rules N2, N7, L14). What the
  /// user and the app do through UIKit — the display-mode button, the edge swipe, a tap outside a
  /// floating column, `show(_:)`, `hide(_:)`, `setViewController(_:for:)`,
  /// `showDetailViewController(_:sender:)`, a push, a pop, the back menu — becomes the engine's
  /// action, and what the engine then decides is what UIKit shows. The app's setters of those
  /// knobs are the app's preferences, sent to the engine. The
  /// `.container` mode draws everything the engine decides, hinges, stacking
  /// and the rail included, inside the split view's secondary column.
  ///
  /// Every column's view controllers see this split view as their `splitViewController`. They may
  /// adopt ``ColonnadeLifecycleObserving`` and ``ColonnadeDataReceiving``; view controllers the app
  /// hands to UIKit's API adopt ``ColonnadeRouteProviding`` (or the initializer's `route`).
  @MainActor
  public final class ColonnadeSplitViewController<Route: Hashable & Sendable, Value: Sendable>:
    UISplitViewController, ColumnNavigationOwner, SplitDelegateEvents,
    UIAdaptivePresentationControllerDelegate
  {
    // The engine's names; UIKit's nested types of the same names are spelled in full.
    typealias Column = Colonnade.Column
    typealias DisplayMode = Colonnade.DisplayMode
    typealias SplitBehavior = Colonnade.SplitBehavior
    typealias DisplayModeButtonVisibility = Colonnade.DisplayModeButtonVisibility

    let core: SplitCore<Route, Value>
    /// This split view's navigation controller for each column (the inspector's holds its content).
    let columns: ColumnMap<ColumnNavigationController>
    /// Stands between UIKit and the app's delegate.
    let delegateProxy = SplitDelegateProxy()
    /// The other style's split view, while it is off screen (native mode, both styles in use).
    var sibling: ColonnadeSplitViewController?
    /// The container mode's hosts: the one shown expanded (the secondary column) and collapsed.
    var containers:
      (
        regular: ContainerHostViewController<Route, Value>, compact: ContainerHostViewController<Route, Value>
      )?
    /// The native mode's secondary column when the app has an inspector: the detail and it side by side.
    var secondaryHost: SecondaryHostController?
    /// The size class last set on the split view, in native mode.
    var appliedSizeClass: UIUserInterfaceSizeClass?
    var hasLaidOut = false

    /// Creates a split view controller.
    ///
    /// - Parameters:
    ///   - mode: native (UIKit draws the columns) or container (Colonnade places them).
    ///   - configuration: the columns, width classes and preferences (rules C1–C4).
    ///   - navigation: the stacks to start from.
    ///   - router: the app's deep-link route table, if it takes links (rule N8).
    ///   - dataPolicy: how long data stays fresh and how long a hidden pane keeps it.
    ///   - clock: the time the data policy reads.
    ///   - load: loads a route's data when its pane first shows (rules R1–R5).
    ///   - route: the route of a view controller the app hands to UIKit's API; by default the one
    ///     a ``ColonnadeRouteProviding`` view controller names.
    ///   - viewController: makes the view controller of a pane: an entry and its column.
    ///   - inspector: makes the inspector's content, if the app has one.
    public init(
      mode: ColonnadeSplitMode = .native, configuration: SplitConfiguration = .standard,
      navigation: NavigationState<Route>, router: DeepLinkRouter<Route>? = nil,
      dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration(), clock: SessionClock = .continuous,
      load: @escaping @Sendable (Route) async throws -> Value, route: ((UIViewController) -> Route?)? = nil,
      viewController: @escaping (Pane<Route>) -> UIViewController, inspector: (() -> UIViewController)? = nil
    ) throws(CoordinatorError<Route>) {
      let session = try SplitSession(
        configuration: mode == .native ? NativeSplit.configuration(configuration) : configuration,
        navigation: navigation, router: router, dataPolicy: dataPolicy, clock: clock, load: load)
      core = SplitCore(
        session: session, mode: mode, makeViewController: viewController, makeInspector: inspector,
        route: route)
      columns = Self.makeColumns()
      let style = mode == .native ? session.coordinator.state.navigation.style : .doubleColumn
      super.init(style: UISplitViewController.Style(style))
      core.active = self
      session.onUpdate = { [weak core] effects in core?.active?.render(effects, animated: false) }
    }

    /// Another split view of the same split, in `style` (native mode, per destination).
    init(sharing core: SplitCore<Route, Value>, style: SplitStyle) {
      self.core = core
      columns = Self.makeColumns()
      super.init(style: UISplitViewController.Style(style))
    }

    @available(*, unavailable, message: "Make it in code with init(mode:configuration:navigation:...)")
    public required init?(coder: NSCoder) { nil }

    static func makeColumns() -> ColumnMap<ColumnNavigationController> {
      ColumnMap(
        primary: ColumnNavigationController(column: .primary),
        supplementary: ColumnNavigationController(column: .supplementary),
        secondary: ColumnNavigationController(column: .secondary),
        inspector: ColumnNavigationController(column: .inspector),
        compact: ColumnNavigationController(column: .compact))
    }

    // MARK: Colonnade's API

    /// The coordinator, as of the last action.
    public var coordinator: SplitCoordinator<Route> { core.session.coordinator }

    /// How this split view draws: native or container.
    public var mode: ColonnadeSplitMode { core.mode }

    /// Called after every change with what the user now sees, for the app's own chrome.
    public var onChange: ((CoordinatorSnapshot<Route>) -> Void)? {
      get { core.onChange }
      set { core.onChange = newValue }
    }

    /// Called when something the user or the app did through UIKit changed nothing.
    public var onError: ((ColonnadeSplitError<Route>) -> Void)? {
      get { core.onError }
      set { core.onError = newValue }
    }

    /// The hinges of a foldable or dual-screen device, in this view's coordinates, from the app's
    /// posture reports (rules E1, L6, L7); native mode lays out around the vertical ones.
    public var hinges: [Hinge] {
      get { core.hinges }
      set {
        guard newValue != core.hinges else { return }
        core.hinges = newValue
        core.handle(.foldChanged(newValue), animated: true)
      }
    }

    /// Applies an action (selecting an item, showing the inspector, a deep link...) and shows its
    /// result; on error nothing changes.
    @discardableResult
    public func send(_ action: CoordinatorAction<Route>, animated: Bool = true) throws(CoordinatorError<
      Route
    >)
      -> [CoordinatorEffect<Route>]
    {
      try core.send(action, animated: animated && viewIfLoaded?.window != nil)
    }

    /// Opens a deep link (rule N8); one that arrives before the view first appears waits for it.
    public func open(_ url: URL) throws(CoordinatorError<Route>) {
      try send(.deepLinkOpened(url.absoluteString))
    }

    /// The view controller showing `entry`, if one was made.
    public func viewController(for entry: EntryID) -> UIViewController? { core.views[entry] }

    /// The data loaded for an entry's pane, while it holds some (rules R1–R5).
    public func paneData(for entry: EntryID) -> Value? { core.session.value(for: entry) }

    /// Why the entry's last load failed, if it did.
    public func paneDataFailure(for entry: EntryID) -> String? { core.session.failure(for: entry) }

    /// The navigation controller holding `column`'s stack (`.compact`: the collapsed one).
    public func navigationController(for column: Colonnade.Column) -> UINavigationController {
      columns[column]
    }

    /// Whether the primary column shows as a navigation rail now (container mode, rule L13).
    public var primaryIsRail: Bool { core.sceneTracker.scene?.hosts.primary.isRail ?? false }

    // MARK: UIKit's entry points. A generic class declares its overrides and Objective-C methods
    // in its body; each hands over to the extension that does the work.

    /// Your delegate: it hears every call, and the engine answers UIKit's questions.
    public override var delegate: (any UISplitViewControllerDelegate)? {
      get { super.delegate }
      set {
        delegateProxy.forward = newValue
        super.delegate = delegateProxy
      }
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      install()
    }

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

    // Deprecated by iOS 17's trait registrations, and still called there: one path for both.
    @available(iOS, deprecated: 17.0)
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if hasLaidOut { handleTraits() }
    }

    #if canImport(Observation)
      // The iOS 17 SDK declares it, back to iOS 13: traits and geometry are final here.
      public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        layoutDidChange()
      }
    #endif

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard core.active === self else { return }
      core.didAppear()
      render([], animated: false)
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if core.active === self { core.didDisappear() }
    }

    // The app's preferences go to the engine; what the engine decides comes back through super.

    /// The app's preferred display mode, sent to the engine (rule D2); reads the mode it shows.
    public override var preferredDisplayMode: UISplitViewController.DisplayMode {
      get { super.preferredDisplayMode }
      set { DisplayMode(newValue).map { core.handle(.displayModePreferenceChanged($0)) } }
    }

    /// The app's preferred split behaviour, sent to the engine (rule L8); reads the one it uses.
    public override var preferredSplitBehavior: UISplitViewController.SplitBehavior {
      get { super.preferredSplitBehavior }
      set { SplitBehavior(newValue).map { core.handle(.splitBehaviorPreferenceChanged($0)) } }
    }

    /// Whether the app allows the edge swipe (rule D6): part of the engine's configuration.
    public override var presentsWithGesture: Bool {
      get { super.presentsWithGesture }
      set { configure { $0.presentsWithGesture = newValue } }
    }

    /// The app's sidebar button visibility (rule D6): part of the engine's configuration.
    public override var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility {
      get { super.displayModeButtonVisibility }
      set {
        let visibility: DisplayModeButtonVisibility =
          switch newValue {
          case .never: .never
          case .always: .always
          default: .automatic
          }
        configure { $0.displayModeButtonVisibility = visibility }
      }
    }

    /// Whether the app offers the secondary-only button (rule D5): part of the engine's configuration.
    public override var showsSecondaryOnlyButton: Bool {
      get { super.showsSecondaryOnlyButton }
      set { configure { $0.showsSecondaryOnlyButton = newValue } }
    }

    /// The sidebar's ideal width as a fraction of the window (rule C1); reads the width set.
    public override var preferredPrimaryColumnWidthFraction: CGFloat {
      get { super.preferredPrimaryColumnWidthFraction }
      set { configureWidth(of: .primary, ideal: newValue, fraction: true) }
    }

    /// The sidebar's ideal width in points (rule C1); reads the engine's width.
    public override var preferredPrimaryColumnWidth: CGFloat {
      get { super.preferredPrimaryColumnWidth }
      set { configureWidth(of: .primary, ideal: newValue, fraction: false) }
    }

    /// The sidebar's minimum width in points (rule C1).
    public override var minimumPrimaryColumnWidth: CGFloat {
      get { super.minimumPrimaryColumnWidth }
      set { configureWidth(of: .primary, minimum: newValue) }
    }

    /// The sidebar's maximum width in points (rule C1).
    public override var maximumPrimaryColumnWidth: CGFloat {
      get { super.maximumPrimaryColumnWidth }
      set { configureWidth(of: .primary, maximum: newValue) }
    }

    /// The list's ideal width as a fraction of the window (rule C1); reads the width set.
    public override var preferredSupplementaryColumnWidthFraction: CGFloat {
      get { super.preferredSupplementaryColumnWidthFraction }
      set { configureWidth(of: .supplementary, ideal: newValue, fraction: true) }
    }

    /// The list's ideal width in points (rule C1); reads the engine's width.
    public override var preferredSupplementaryColumnWidth: CGFloat {
      get { super.preferredSupplementaryColumnWidth }
      set { configureWidth(of: .supplementary, ideal: newValue, fraction: false) }
    }

    /// The list's minimum width in points (rule C1).
    public override var minimumSupplementaryColumnWidth: CGFloat {
      get { super.minimumSupplementaryColumnWidth }
      set { configureWidth(of: .supplementary, minimum: newValue) }
    }

    /// The list's maximum width in points (rule C1).
    public override var maximumSupplementaryColumnWidth: CGFloat {
      get { super.maximumSupplementaryColumnWidth }
      set { configureWidth(of: .supplementary, maximum: newValue) }
    }

    /// `show(_:)`: the engine goes to the closest display mode that shows the column; collapsed, the
    /// stack goes back to it.
    public override func show(_ column: UISplitViewController.Column) {
      guard let column = Column(column) else { return }
      core.request(.columnShown(column))
    }

    /// `hide(_:)`: the engine hides the column where a press of the user's would.
    public override func hide(_ column: UISplitViewController.Column) {
      guard let column = Column(column) else { return }
      core.request(.columnHidden(column))
    }

    /// `setViewController(_:for:)`: the view controller's route becomes the column's only entry
    /// (rule N3); for `.compact`, UIKit's compact column (rule L14). The view controller is the one shown.
    public override func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)
    {
      if core.isApplying {
        super.setViewController(vc, for: column)
        return
      }
      guard let vc, let target = Column(column), let route = core.route(of: vc) else { return }
      core.request(.setAsRoot(route, for: target), adopting: vc)
    }

    /// `showDetailViewController(_:sender:)`: the view controller's route shows as the detail
    /// (rule N3): beside the list, or pushed on the collapsed stack.
    public override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
      guard let route = core.route(of: vc) else { return }
      core.request(.shownAsDetail(route), adopting: vc)
    }

    /// `show(_:sender:)` sent to the split view itself: a push in the focused column.
    public override func show(_ vc: UIViewController, sender: Any?) {
      guard let route = core.route(of: vc) else { return }
      let focused = coordinator.snapshot.focusedColumn
      let column = core.nativeTracker.plan?.isCollapsed == true ? Column.compact : focused
      core.request(.pushed(route, onto: column == .inspector ? .secondary : column), adopting: vc)
    }

    /// The container mode's sidebar button, for the app's own bar (column-style split views place
    /// theirs themselves).
    public override var displayModeButtonItem: UIBarButtonItem {
      containers?.regular.sidebarItem ?? super.displayModeButtonItem
    }

    /// The screen on top of what the user sees sets the status bar and the home indicator.
    public override var childForStatusBarStyle: UIViewController? { shownTopViewController }
    public override var childForStatusBarHidden: UIViewController? { shownTopViewController }
    public override var childForHomeIndicatorAutoHidden: UIViewController? { shownTopViewController }
    public override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
      shownTopViewController
    }

    /// Keyboard focus starts in the column the engine focuses (rule N11).
    public override var preferredFocusEnvironments: [any UIFocusEnvironment] {
      [isCollapsed ? columns.compact : columns[coordinator.snapshot.focusedColumn]]
    }

    /// ⌘[ goes back and ⌃⌘S toggles the sidebar, as in iPadOS apps.
    public override var keyCommands: [UIKeyCommand]? { commands }

    @objc func goBack(_ sender: Any?) { core.handle(.backRequested) }

    @objc func toggleSidebar(_ sender: Any?) { core.handle(.sidebarButtonTapped) }

    /// The user swiped the inspector's sheet away: the engine keeps the inspector hidden (L10, L11).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      core.handle(.dimmedAreaTapped)
    }

    // MARK: ColumnNavigationOwner, SplitDelegateEvents (see their extensions)

    var isApplyingPlan: Bool { core.isApplying }
  }
#endif
