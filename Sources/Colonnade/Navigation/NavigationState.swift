/// The canonical navigation state (rule N1): the sidebar destinations and selection, one stack per
/// column, what each destination left behind, and the id counter.
///
/// ```swift
/// let navigation = NavigationState(
///   sidebar: "sidebar",
///   destinations: [SidebarDestination("Animals", style: .tripleColumn),
///                  SidebarDestination("Profile", style: .doubleColumn)])
/// var coordinator = try SplitCoordinator(environment: window, configuration: .standard, navigation: navigation)
/// _ = try coordinator.send(.destinationSelected("Animals"))        // supplementary: [Animals]
/// _ = try coordinator.send(.itemSelected("Cat", in: .secondary))   // secondary: [Cat]
/// _ = try coordinator.send(.destinationSelected("Profile"))        // Animals' stacks are kept...
/// _ = try coordinator.send(.destinationSelected("Animals"))        // ...and come back (rule N6)
/// ```
///
/// It changes only through ``SplitCoordinator/send(_:)``, which announces what each change does to
/// the panes. Collapsing and expanding never change it: the collapsed stack is a projection (rule N2).
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The declared sidebar destinations, in order; empty for a plain list-detail app.
  @inlinable public var destinations: [SidebarDestination<Route>] { _destinations }
  /// The selected destination, if any.
  @inlinable public var selection: Route? { _selection }
  /// One stack per column; the inspector's is always empty, and the compact column's is empty until
  /// the app shows something in it (rule L14).
  @inlinable public var stacks: ColumnMap<EntryStack<Route>> { _stacks }
  /// The supplementary and secondary stacks each unselected destination left behind (rule N6).
  @inlinable public var saved: [SavedStacks<Route>] { _saved }
  /// The next entry id to hand out.
  @inlinable public var nextID: UInt64 { _nextID }
  /// The style when no destination is selected.
  @inlinable public var defaultStyle: SplitStyle { _defaultStyle }
  /// The route the primary column shows once it is a sidebar, given once when the state is made;
  /// `nil`: a list-detail app whose first declared destination turns its list's root route into
  /// the sidebar.
  @inlinable public var sidebar: Route? { _sidebar }
  /// How navigation is kept: a stack per column, or Compose's history of destinations (rule N13);
  /// the coordinator keeps it in step with its configuration's ``SplitConfiguration/navigator``.
  @inlinable public var navigator: NavigatorMode { _navigator }
  /// The destinations a history navigator went to, oldest first; empty with ``NavigatorMode/stacks``
  /// (rule N13).
  @inlinable public var history: DestinationHistory<Route> { _history }

  // Storage behind the read-only properties above, open to the inlined reducer: an app's
  // coordinator is specialized for its route type instead of running generic code.
  @usableFromInline var _destinations: [SidebarDestination<Route>]
  /// The routes of ``destinations``, so declaring one checks for a duplicate in O(1).
  @usableFromInline var destinationRoutes: Set<Route> = []
  @usableFromInline var _selection: Route?
  @usableFromInline var _stacks: ColumnMap<EntryStack<Route>>
  @usableFromInline var _saved: [SavedStacks<Route>]
  @usableFromInline var _nextID: UInt64
  @usableFromInline var _defaultStyle: SplitStyle
  @usableFromInline var _sidebar: Route?
  @usableFromInline var _navigator: NavigatorMode = .stacks
  @usableFromInline var _history = DestinationHistory<Route>()

  /// A list-detail app: the primary holds the app's list `root`. `sidebar` is the route the
  /// primary shows if the app later declares sidebar destinations (by default, `root`).
  public init(root: Route, style: SplitStyle = .doubleColumn, sidebar: Route? = nil) {
    _destinations = []
    _selection = nil
    _stacks = ColumnMap(repeating: EntryStack())
    _saved = []
    _nextID = 1
    _defaultStyle = style
    _sidebar = sidebar
    _stacks.primary.push(makeEntry(root))
  }

  /// An app with a sidebar: the primary holds `sidebar`; nothing is selected yet.
  public init(sidebar: Route, destinations: [SidebarDestination<Route>], style: SplitStyle = .tripleColumn) {
    self.init(root: sidebar, style: style, sidebar: sidebar)
    var unique: [SidebarDestination<Route>] = []
    var seen: Set<Route> = []
    for destination in destinations where seen.insert(destination.route).inserted {
      unique.append(destination)
    }
    _destinations = unique
    destinationRoutes = seen
  }

  /// Restores a state from its parts, checking every invariant (rules N1, N9); used by decoders.
  public init(
    destinations: [SidebarDestination<Route>], selection: Route?, stacks: ColumnMap<EntryStack<Route>>,
    saved: [SavedStacks<Route>], nextID: UInt64, defaultStyle: SplitStyle, sidebar: Route? = nil
  ) throws(NavigationError<Route>) {
    try self.init(
      destinations: destinations, selection: selection, stacks: stacks, saved: saved, nextID: nextID,
      defaultStyle: defaultStyle, sidebar: sidebar, navigator: .stacks, history: DestinationHistory())
  }

  /// Restores a state kept by a history navigator (rule N13): `history` in `navigator`'s mode,
  /// checked against the stacks with every other invariant (rules N1, N9); used by decoders.
  public init(
    destinations: [SidebarDestination<Route>], selection: Route?, stacks: ColumnMap<EntryStack<Route>>,
    saved: [SavedStacks<Route>], nextID: UInt64, defaultStyle: SplitStyle, sidebar: Route? = nil,
    navigator: NavigatorMode, history: DestinationHistory<Route>
  ) throws(NavigationError<Route>) {
    _destinations = destinations
    destinationRoutes = Set(destinations.lazy.map { $0.route })
    _selection = selection
    _stacks = stacks
    _saved = saved
    _nextID = nextID
    _defaultStyle = defaultStyle
    _sidebar = sidebar
    _navigator = navigator
    _history = history
    if let problem = firstInvariantViolation { throw .inconsistent(problem) }
  }

  /// The style in effect: the selected destination's, else the default.
  @inlinable public var style: SplitStyle {
    guard let selection else { return defaultStyle }
    // An index loop: `first(where:)` would read through the protocol and allocate (see `EntryStack.last`).
    for index in _destinations.indices where _destinations[index].route == selection {
      return _destinations[index].style
    }
    return defaultStyle
  }

  /// What a layout needs to know: the style, each stack's depth, whether the primary is a sidebar
  /// of destinations (only then may it show as a rail, rule L13) and, kept by a history navigator,
  /// the panes' order of recency (rule N13).
  @inlinable public var summary: NavigationSummary {
    NavigationSummary(
      style: style,
      depths: ColumnMap(
        primary: _stacks.primary.count, supplementary: _stacks.supplementary.count,
        secondary: _stacks.secondary.count, inspector: _stacks.inspector.count, compact: _stacks.compact.count
      ),
      primaryIsSidebar: !_destinations.isEmpty,
      panePriority: _navigator.keepsHistory
        ? _history.recency(historyAware: _navigator == .historyAware) : nil,
      historyCount: _history.count)
  }

  @inlinable mutating func makeEntry(_ route: Route) -> Entry<Route> {
    defer { _nextID += 1 }
    return Entry(id: EntryID(nextID), route: route)
  }
}

/// The stacks a destination left behind when another was selected (rule N6).
public struct SavedStacks<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The sidebar destination these stacks belong to.
  public var destination: Route
  /// Its list stack.
  public var supplementary: EntryStack<Route>
  /// Its detail stack.
  public var secondary: EntryStack<Route>

  /// Creates saved stacks.
  @inlinable
  public init(destination: Route, supplementary: EntryStack<Route>, secondary: EntryStack<Route>) {
    self.destination = destination
    self.supplementary = supplementary
    self.secondary = secondary
  }
}

/// Why a navigation action was refused; the state is unchanged.
///
/// A struct around its cases, so a new kind is not a breaking change: compare with `==`, or
/// switch on ``code`` with a `default`.
public struct NavigationError<Route: Hashable & Sendable>: Error, Equatable {
  /// The cases, for this package's own exhaustive switches.
  @usableFromInline package enum Base: Equatable, Sendable {
    case unknownDestination(Route)
    case duplicateDestination(Route)
    case columnHasNoStack(Column)
    case columnNotInStyle(Column, SplitStyle)
    case inconsistent(String)
    case sidebarHoldsOneEntry
  }

  /// Which case this is.
  @usableFromInline package var base: Base

  @usableFromInline package init(_ base: Base) {
    self.base = base
  }

  /// No sidebar destination has this route.
  @inlinable public static func unknownDestination(_ route: Route) -> Self {
    Self(.unknownDestination(route))
  }
  /// A destination with this route is already declared.
  @inlinable public static func duplicateDestination(_ route: Route) -> Self {
    Self(.duplicateDestination(route))
  }
  /// The inspector holds no navigation stack.
  @inlinable public static func columnHasNoStack(_ column: Column) -> Self { Self(.columnHasNoStack(column)) }
  /// The supplementary column is not part of the double-column style.
  @inlinable public static func columnNotInStyle(_ column: Column, _ style: SplitStyle) -> Self {
    Self(.columnNotInStyle(column, style))
  }
  /// Restored parts break an invariant (rules N1, N9).
  @inlinable public static func inconsistent(_ problem: String) -> Self { Self(.inconsistent(problem)) }
  /// A push on the primary column of an app with sidebar destinations: the sidebar holds one
  /// entry (rule N4).
  @inlinable public static var sidebarHoldsOneEntry: Self { Self(.sidebarHoldsOneEntry) }

  /// The kind of refusal, without its details.
  public var code: ErrorCode {
    switch base {
    case .unknownDestination: .unknownDestination
    case .duplicateDestination: .duplicateDestination
    case .columnHasNoStack: .columnHasNoStack
    case .columnNotInStyle: .columnNotInStyle
    case .inconsistent: .inconsistent
    case .sidebarHoldsOneEntry: .sidebarHoldsOneEntry
    }
  }

  /// The route at fault, for an unknown or duplicate destination.
  public var route: Route? {
    switch base {
    case .unknownDestination(let route), .duplicateDestination(let route): route
    default: nil
    }
  }
}

extension NavigationError: CustomStringConvertible where Route: CustomStringConvertible {
  public var description: String {
    switch base {
    case .unknownDestination(let route):
      return "unknown destination '\(route)': declare it as a sidebar destination first"
    case .duplicateDestination(let route):
      return "destination '\(route)' is already declared"
    case .columnHasNoStack(let column):
      return "column '\(column)' holds no navigation stack: use primary, supplementary, secondary or compact"
    case .columnNotInStyle(let column, let style):
      return "column '\(column)' is not part of the \(style.rawValue) style: use primary or secondary"
    case .inconsistent(let problem):
      return "inconsistent navigation state: \(problem)"
    case .sidebarHoldsOneEntry:
      return "the primary column is the sidebar, which holds one entry: select a destination, "
        + "or push in the list or detail"
    }
  }
}
