/// The canonical navigation state (rule N1): the sidebar destinations and selection, one stack per
/// column, what each destination left behind, and the id counter.
///
/// ```swift
/// var navigation = NavigationState(
///   sidebar: "sidebar",
///   destinations: [SidebarDestination("Animals", style: .tripleColumn),
///                  SidebarDestination("Profile", style: .doubleColumn)])
/// try navigation.select("Animals")          // supplementary: [Animals]
/// try navigation.show("Cat", in: .secondary) // secondary: [Cat]
/// try navigation.select("Profile")          // Animals' stacks are kept...
/// try navigation.select("Animals")          // ...and come back: secondary [Cat] (rule N6)
/// ```
///
/// Collapsing and expanding never change it: the collapsed stack is a projection (rule N2).
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The declared sidebar destinations, in order; empty for a plain list-detail app.
  public internal(set) var destinations: [SidebarDestination<Route>]
  /// The routes of ``destinations``, so declaring one checks for a duplicate in O(1).
  var destinationRoutes: Set<Route> = []
  /// The selected destination, if any.
  public internal(set) var selection: Route?
  /// One stack per column; the inspector's is always empty.
  public internal(set) var stacks: ColumnMap<EntryStack<Route>>
  /// The supplementary and secondary stacks each unselected destination left behind (rule N6).
  public internal(set) var saved: [SavedStacks<Route>]
  /// The next entry id to hand out.
  public internal(set) var nextID: UInt64
  /// The style when no destination is selected.
  public internal(set) var defaultStyle: SplitStyle

  /// A list-detail app: the primary holds the app's list `root`.
  public init(root: Route, style: SplitStyle = .doubleColumn) {
    destinations = []
    selection = nil
    stacks = ColumnMap(repeating: EntryStack())
    saved = []
    nextID = 1
    defaultStyle = style
    stacks.primary.push(makeEntry(root))
  }

  /// An app with a sidebar: the primary holds `sidebar`; nothing is selected yet.
  public init(sidebar: Route, destinations: [SidebarDestination<Route>], style: SplitStyle = .tripleColumn) {
    self.init(root: sidebar, style: style)
    var unique: [SidebarDestination<Route>] = []
    var seen: Set<Route> = []
    for destination in destinations where seen.insert(destination.route).inserted {
      unique.append(destination)
    }
    self.destinations = unique
    destinationRoutes = seen
  }

  /// Restores a state from its parts, checking every invariant (rules N1, N9); used by decoders.
  public init(
    destinations: [SidebarDestination<Route>], selection: Route?, stacks: ColumnMap<EntryStack<Route>>,
    saved: [SavedStacks<Route>], nextID: UInt64, defaultStyle: SplitStyle
  ) throws(NavigationError<Route>) {
    self.destinations = destinations
    destinationRoutes = Set(destinations.lazy.map { $0.route })
    self.selection = selection
    self.stacks = stacks
    self.saved = saved
    self.nextID = nextID
    self.defaultStyle = defaultStyle
    if let problem = firstInvariantViolation { throw .inconsistent(problem) }
  }

  /// The style in effect: the selected destination's, else the default.
  public var style: SplitStyle {
    guard let selection else { return defaultStyle }
    // An index loop: `first(where:)` would read through the protocol and allocate (see `EntryStack.last`).
    for index in destinations.indices where destinations[index].route == selection {
      return destinations[index].style
    }
    return defaultStyle
  }

  /// What a layout needs to know: the style and each stack's depth.
  public var summary: NavigationSummary {
    NavigationSummary(
      style: style,
      depths: ColumnMap(
        primary: stacks.primary.count, supplementary: stacks.supplementary.count,
        secondary: stacks.secondary.count, inspector: 0))
  }

  mutating func makeEntry(_ route: Route) -> Entry<Route> {
    defer { nextID += 1 }
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
  public init(destination: Route, supplementary: EntryStack<Route>, secondary: EntryStack<Route>) {
    self.destination = destination
    self.supplementary = supplementary
    self.secondary = secondary
  }
}

/// Why a navigation action was refused; the state is unchanged.
public enum NavigationError<Route: Hashable & Sendable>: Error, Equatable {
  /// No sidebar destination has this route.
  case unknownDestination(Route)
  /// A destination with this route is already declared.
  case duplicateDestination(Route)
  /// The inspector holds no navigation stack.
  case columnHasNoStack(Column)
  /// The supplementary column is not part of the double-column style.
  case columnNotInStyle(Column, SplitStyle)
  /// Restored parts break an invariant (rules N1, N9).
  case inconsistent(String)
}

extension NavigationError: CustomStringConvertible where Route: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unknownDestination(let route):
      return "unknown destination '\(route)': declare it as a sidebar destination first"
    case .duplicateDestination(let route):
      return "destination '\(route)' is already declared"
    case .columnHasNoStack(let column):
      return "column '\(column)' holds no navigation stack: use primary, supplementary or secondary"
    case .columnNotInStyle(let column, let style):
      return "column '\(column)' is not part of the \(style.rawValue) style: use primary or secondary"
    case .inconsistent(let problem):
      return "inconsistent navigation state: \(problem)"
    }
  }
}
