/// Everything the coordinator owns: the window, the configuration, the navigation state, the
/// user's choices, focus, readiness and queued links, and the layout they resolve to.
public struct CoordinatorState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The window.
  public internal(set) var environment: WindowEnvironment
  /// The app's configuration.
  public internal(set) var configuration: SplitConfiguration
  /// Selection and stacks.
  public internal(set) var navigation: NavigationState<Route>
  /// The user's sidebar choice and dragged widths.
  public internal(set) var overrides: UserOverrides
  /// The column the user focused last; ``focusedColumn`` is where focus is now.
  public internal(set) var focus: Column
  /// Whether the app's UI is ready for deep links.
  public internal(set) var isReady: Bool
  /// Links received before the UI was ready, parsed, in arrival order (rule N8).
  public internal(set) var pendingLinks: [PendingLink<Route>]
  /// How many transitions are open.
  public internal(set) var transitionDepth: Int
  /// The layout the rest resolves to; always up to date.
  public internal(set) var layout: SplitLayout
  /// Every pane's announced lifecycle state (rules P1–P3).
  public internal(set) var lifecycle = PaneLifecycle<Route>()
  /// Every pane's data, and the loads in flight (rules R1–R5).
  public internal(set) var data: DataPolicy<Route>
  /// The injected clock's last reading, in seconds (rule R6).
  public internal(set) var now: Double = 0

  /// Creates a state and resolves its layout; validate input from outside first
  /// (``WindowEnvironment/validate()``, ``SplitConfiguration/validate()``).
  public init(
    environment: WindowEnvironment, configuration: SplitConfiguration, navigation: NavigationState<Route>,
    overrides: UserOverrides = .none, dataPolicy: DataPolicyConfiguration = DataPolicyConfiguration()
  ) {
    data = DataPolicy(configuration: dataPolicy)
    self.environment = environment
    self.configuration = configuration
    self.navigation = navigation
    self.overrides = overrides
    focus = .secondary
    isReady = false
    pendingLinks = []
    transitionDepth = 0
    layout = LayoutResolver.resolve(
      environment: environment, configuration: configuration, navigation: navigation.summary,
      overrides: overrides)
    focus = defaultFocus
  }

  /// The column the user sees when collapsed; `nil` when expanded.
  public var collapsedColumn: Column? {
    layout.isCollapsed ? layout.columns.first?.column : nil
  }

  /// Re-resolves the layout and drops a sidebar choice made in another width class (rule D2):
  /// after a resize into another class, or a restore from another device.
  mutating func refresh() {
    layout = resolveLayout()
    if let choice = overrides.displayMode, choice.widthClassName != layout.widthClass.name {
      overrides.displayMode = nil
    }
  }

  func resolveLayout() -> SplitLayout {
    LayoutResolver.resolve(
      environment: environment, configuration: configuration, navigation: navigation.summary,
      overrides: overrides)
  }

  /// The focused column: the one the user focused while it is shown, else the list column (or the first shown one). A
  /// collapse moves focus to the one column left; expanding again returns it.
  public var focusedColumn: Column {
    layout[focus] != nil ? focus : defaultFocus
  }

  /// Collapsed, navigation takes the user to the column it shows and focus goes along, unless
  /// focus is on the inspector's sheet, which keeps it over the stack (rule L10).
  mutating func focusFollowsNavigation() {
    guard let shown = collapsedColumn, layout[focus]?.presentation != .sheet else { return }
    focus = shown
  }

  /// The list column when shown, else the first shown column.
  var defaultFocus: Column {
    let list = navigation.style.listColumn
    if layout[list] != nil, !layout.isCollapsed { return list }
    return layout.columns.first?.column ?? .secondary
  }
}

/// A deep link received before the UI was ready, with the actions it stands for (rule N8).
public struct PendingLink<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The link as received.
  public var link: String
  /// What the route table made of it.
  public var actions: [CoordinatorAction<Route>]

  /// Creates a pending link.
  public init(link: String, actions: [CoordinatorAction<Route>]) {
    self.link = link
    self.actions = actions
  }
}
