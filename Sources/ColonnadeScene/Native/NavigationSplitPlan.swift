import Colonnade

/// What SwiftUI's `NavigationSplitView` is given for one coordinator state: Colonnade's native
/// mode in SwiftUI, where SwiftUI draws the columns and the engine decides them through its API.
///
/// ```swift
/// let plan = NavigationSplitPlan(coordinator.state)
/// NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) { … }
///   .environment(\.horizontalSizeClass, plan.isCollapsed ? .compact : .regular)
///   .navigationSplitViewStyle(plan.prominentDetail ? .prominentDetail : .balanced)
/// ```
///
/// Unlike UIKit's, SwiftUI's split view has no compact column to hold the collapsed stack: it
/// stacks its columns itself, each column's `NavigationStack` on the one before, up to its
/// `preferredCompactColumn`. So every pane stays in its own column's stack, collapsed or not,
/// and keeps its identity (`roots` and `paths` are the same across a collapse); the engine's
/// collapse is the horizontal size class the split view is given, and the column on top its
/// preferred compact column (rules N2, N7). Made for the configuration
/// ``NativeSplit/configuration(_:)`` returns.
public struct NavigationSplitPlan<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Three columns where the selected destination has a list, else two.
  public var style: SplitStyle
  /// Whether the engine shows one column: the split view's horizontal size class is compact.
  public var isCollapsed: Bool
  /// The columns shown expanded, as `NavigationSplitViewVisibility` names them (rule D1).
  public var columnVisibility: SplitVisibility
  /// The column on top when collapsed (rule N7): `.primary` the sidebar, `.supplementary` the
  /// content, `.secondary` the detail — `NavigationSplitViewColumn`'s three.
  public var preferredCompactColumn: Column
  /// Whether the detail keeps its size while leading columns float over it
  /// (`.prominentDetail`: the app prefers the overlay behaviour) rather than sharing the width
  /// (`.balanced`). The app's preference, not the mode shown, so the style changes only with it.
  public var prominentDetail: Bool
  /// The sidebar's `navigationSplitViewColumnWidth(min:ideal:max:)`.
  public var primaryColumn: NativeColumnWidth
  /// The content column's.
  public var supplementaryColumn: NativeColumnWidth
  /// Each column's root pane, `nil` for an empty one (the detail's placeholder). A view's identity
  /// is its pane's entry: it changes exactly when the engine replaces the root.
  public var roots: ColumnMap<Pane<Route>?>
  /// Each column's `NavigationStack` path: its entries above the root.
  public var paths: ColumnMap<[Pane<Route>]>
  /// UIKit's compact column while a collapsed layout shows it (rule L14), drawn instead of the
  /// split view, which has none; `nil` otherwise.
  public var compactStack: [Pane<Route>]?
  /// Whether the inspector is presented (`.inspector(isPresented:)`, a sheet when collapsed).
  public var showsInspector: Bool
  /// Whether the sidebar toggle changes what is shown (rules D3, D6); SwiftUI draws its own, which
  /// an app hides with `toolbar(removing: .sidebarToggle)` where the SDK has it.
  public var showsSidebarToggle: Bool

  /// The plan for `state`.
  public init(_ state: CoordinatorState<Route>) {
    let native = NativeSplitPlan(state)
    let navigation = state.navigation
    style = native.style
    isCollapsed = native.isCollapsed
    columnVisibility = SplitVisibility(displayMode: native.preferredDisplayMode, style: native.style)
    preferredCompactColumn =
      state.collapsedColumn.flatMap { $0 == .compact ? nil : $0 }
      ?? navigation.summary.compactColumn(
        preferred: state.overrides.collapsedStackNavigated ? nil : state.configuration.preferredCompactColumn)
    prominentDetail = state.configuration.preferredSplitBehavior == .overlay
    primaryColumn = native.primaryColumn
    supplementaryColumn = native.supplementaryColumn
    var roots = ColumnMap<Pane<Route>?>(repeating: nil)
    var paths = ColumnMap<[Pane<Route>]>(repeating: [])
    // The inspector holds entries only as a history navigator's extra pane (rule N13).
    var columns = SplitScene<Route>.stackColumns(navigation.style)
    columns.append(.inspector)
    for column in columns {
      let stack = navigation.stacks[column]
      guard let root = stack.first else { continue }
      roots[column] = Pane(column: column, entry: root)
      paths[column] = stack.dropFirst().map { Pane(column: column, entry: $0) }
    }
    self.roots = roots
    self.paths = paths
    compactStack =
      native.collapsedTopColumn == .compact
      ? navigation.stacks.compact.map { Pane(column: .compact, entry: $0) } : nil
    showsInspector = state.layout[.inspector] != nil
    showsSidebarToggle = state.layout.sidebarButton != .hidden
  }

  /// The panes drawn, bottom first in each column: every root and path, or the compact stack.
  public var drawnPanes: [Pane<Route>] {
    if let compactStack { return compactStack }
    var panes: [Pane<Route>] = []
    for column in SplitScene<Route>.stackColumns(style) {
      if let root = roots[column] { panes.append(root) }
      panes += paths[column]
    }
    return panes
  }
}

extension SplitVisibility {
  /// The visibility that shows `displayMode`'s columns, in an app of `style`.
  public init(displayMode: DisplayMode, style: SplitStyle) {
    switch displayMode {
    case .automatic: self = .automatic
    case .secondaryOnly: self = .detailOnly
    case .oneBesideSecondary, .oneOverSecondary: self = style == .tripleColumn ? .doubleColumn : .all
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: self = .all
    }
  }

  /// What a split view reads back as its visibility: `set`, the app's last, when it shows what
  /// `shown` shows — in two columns `.all` and `.doubleColumn` both show the sidebar and the
  /// detail, as `NavigationSplitViewVisibility` documents — else `shown`.
  public static func reading(_ shown: SplitVisibility, set: SplitVisibility?, style: SplitStyle)
    -> SplitVisibility
  {
    guard let set, set != .automatic else { return shown }
    let same = set.preferredDisplayMode(style: style) == shown.preferredDisplayMode(style: style)
    return same ? set : shown
  }
}
