import Colonnade

/// Everything an adapter shows for one coordinator state, beyond the calls of its UI toolkit:
/// each column's host with its frame, stack, presentation, dimming and chrome, the order they
/// stack in, the dividers, the sidebar button and the reading order.
///
/// ```swift
/// let scene = SplitScene(coordinator.state)
/// for column in scene.zOrder {
///   let host = scene.hosts[column]
///   place(host.column, at: host.frame, showing: host.stack, dimmed: host.isDimmed)
/// }
/// ```
///
/// A pure function of the state: O(1) to make, however deep the stacks (they are views).
public struct SplitScene<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Every column's host, shown or not.
  public var hosts: ColumnMap<SceneHost<Route>>
  /// The shown hosts, bottom first: tiled and displaced columns, then floating ones, then a sheet
  /// or a levitated pane.
  public var zOrder: BoundedList<Column>
  /// The dividers between side-by-side or stacked panes.
  public var dividers: BoundedList<SceneDivider>
  /// The sidebar button and the host whose bar carries it (rules D3, D6).
  public var sidebarButton: SceneSidebarButton
  /// The secondary-only button (rule D5); the secondary's bar carries it.
  public var secondaryOnlyButton: SceneSecondaryOnlyButton
  /// Whether a swipe from the leading edge shows and hides the leading columns (rule D6).
  public var presentsWithGesture: Bool
  /// The hosts in the order a screen reader visits them (rule L9).
  public var readingOrder: BoundedList<Column>
  /// The host holding keyboard focus.
  public var focusedHost: Column
  /// Whether the layout is collapsed: the primary's host shows the single stack (rule L3) — the
  /// secondary's beside a rail (L13) — or the compact column's host shows alone (rule L14).
  public var isCollapsed: Bool
  /// Side by side, stacked or single.
  public var arrangement: Arrangement
  /// The window's size, in points.
  public var windowSize: Size

  /// The scene of `state`. Inlinable, so an adapter's scene is specialized for its route type.
  @inlinable public init(_ state: CoordinatorState<Route>) {
    // Read once: each read of the state's navigation copies it, retaining every stack.
    let layout = state.layout
    let navigation = state.navigation
    var hosts = ColumnMap(
      primary: SceneHost<Route>.hidden(.primary, stack: HostStack()),
      supplementary: .hidden(.supplementary, stack: HostStack()),
      secondary: .hidden(.secondary, stack: HostStack()), inspector: .hidden(.inspector, stack: HostStack()),
      compact: .hidden(.compact, stack: HostStack(navigation, columns: CollectionOfOne(.compact))))
    if !layout.isCollapsed {
      for column in Self.stackColumns(navigation.style) {
        hosts[column].stack = HostStack(navigation, columns: CollectionOfOne(column))
      }
      // A history navigator's extra pane keeps its entries while hidden (rule N13).
      hosts.inspector.stack = HostStack(navigation, columns: CollectionOfOne(.inspector))
    }
    for shown in layout.columns {
      let host = Self.host(of: shown, in: layout)
      // The inspector holds entries only as a history navigator's extra pane (rule N13).
      let stack =
        shown.column == .inspector
        ? HostStack(navigation, columns: CollectionOfOne(.inspector))
        : Self.stack(presenting: shown.column, layout: layout, navigation: navigation)
      hosts[host] = SceneHost(
        column: host, isHidden: false, presents: shown.column, frame: shown.frame,
        presentation: shown.presentation, isDimmed: shown.isDimmed, showsBackButton: shown.showsBackButton,
        stack: stack, chrome: .of(shown.presentation))
    }
    self.hosts = hosts
    isCollapsed = layout.isCollapsed
    arrangement = layout.arrangement
    windowSize = state.environment.size
    var zOrder = BoundedList<Column>()
    for presentation in Presentation.bottomFirst {
      for shown in layout.columns where shown.presentation == presentation {
        zOrder.append(Self.host(of: shown, in: layout))
      }
    }
    self.zOrder = zOrder
    var readingOrder = BoundedList<Column>()
    for column in layout.accessibilityOrder {
      if let shown = layout[column] { readingOrder.append(Self.host(of: shown, in: layout)) }
    }
    self.readingOrder = readingOrder
    let focused = state.focusedColumn
    focusedHost = layout[focused].map { Self.host(of: $0, in: layout) } ?? focused
    dividers = SceneDivider.dividers(of: layout)
    sidebarButton = SceneSidebarButton(layout: layout)
    secondaryOnlyButton = SceneSecondaryOnlyButton(layout: layout)
    presentsWithGesture = layout.presentsWithGesture
  }

  /// The stack the host presenting a layout column shows: the column's own, or collapsed the
  /// single stack as far as the column (rules N2, N7).
  /// The stack the host presenting the layout column `column` shows, of a layout and the
  /// navigation it shows.
  @inlinable static func stack(
    presenting column: Column, layout: SplitLayout, navigation: NavigationState<Route>
  ) -> HostStack<Route> {
    let rail = layout.showsRail
    guard layout.isCollapsed, column != .compact, !(rail && column == .primary) else {
      return HostStack(navigation, columns: CollectionOfOne(column))
    }
    var columns = BoundedList<Column>()
    // Beside a rail the stack starts after the primary, which the rail shows (rule L13).
    for stackColumn in stackColumns(navigation.style)
    where Column.rank(stackColumn) <= Column.rank(column) && !(rail && stackColumn == .primary) {
      columns.append(stackColumn)
    }
    return HostStack(navigation, columns: columns)
  }

  /// The columns that hold stacks in `style`, leading first.
  @inlinable static func stackColumns(_ style: SplitStyle) -> BoundedList<Column> {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// The host that presents the layout column `shown`: collapsed, the primary's — the secondary's
  /// beside a rail, which is the primary's (rule L13) — but for the inspector's sheet and the
  /// compact column (rule L14), which keep their own.
  @inlinable static func host(of shown: ColumnLayout, in layout: SplitLayout) -> Column {
    guard layout.isCollapsed, !shown.column.hasOwnHostCollapsed, shown.presentation != .rail else {
      return shown.column
    }
    return layout.showsRail ? .secondary : .primary
  }

  /// The shown hosts, bottom first.
  public var shownHosts: [SceneHost<Route>] { zOrder.map { hosts[$0] } }

  /// Whether a modal sheet is up: the inspector's, over a collapsed stack (rule L10).
  public var presentsSheet: Bool { hosts.inspector.presentation == .sheet && !hosts.inspector.isHidden }

  /// Whether the extra pane levitates (rule L15): its host floats centred over a scrim — every
  /// other shown host is dimmed, and a tap on them sends `dimmedAreaTapped`, which dismisses it —
  /// focus and reading order start at it, and only it navigates.
  public var presentsLevitated: Bool {
    hosts.inspector.presentation == .levitated && !hosts.inspector.isHidden
  }

  /// Whether a modal host is up: the inspector's sheet (L10) or a levitated pane (L15).
  public var presentsModal: Bool { presentsSheet || presentsLevitated }
}

extension Column {
  /// Leading to trailing: primary 0, supplementary 1, secondary 2, inspector 3, compact 4.
  @inlinable static func rank(_ column: Column) -> Int {
    switch column {
    case .primary: 0
    case .supplementary: 1
    case .secondary: 2
    case .inspector: 3
    case .compact: 4
    }
  }

  /// Whether the column keeps its own host when collapsed: the inspector's sheet, and UIKit's
  /// compact column, a view controller of its own (rule L14). The rest show in the primary's.
  @inlinable var hasOwnHostCollapsed: Bool { self == .inspector || self == .compact }
}

extension Presentation {
  /// Presentations bottom first, as hosts stack; made once, so a scene allocates nothing.
  @usableFromInline static let bottomFirst: [Presentation] = [
    .rail, .tiled, .displaced, .overlay, .sheet, .levitated,
  ]
}

extension Column {
  /// Every column, made once: `allCases` builds an array on each call.
  @usableFromInline static let everyColumn: [Column] = Column.allCases
}

extension SplitScene {
  /// The shown host a touch at window point (`x`, `y`) reaches — the top one there — or `nil`.
  public func host(atX x: Double, y: Double) -> Column? {
    for column in zOrder.reversed() {
      let frame = hosts[column].frame
      if x >= frame.x, x < frame.maxX, y >= frame.y, y < frame.maxY { return column }
    }
    return nil
  }

  /// Whether a swipe from the leading edge at height `y` is the sidebar's (rule D6): the swipe is
  /// on, and the host at that edge has nothing to pop, so its own back swipe does not want it — one
  /// gesture per edge.
  public func edgeSwipeShowsSidebar(atY y: Double, rightToLeft: Bool) -> Bool {
    guard presentsWithGesture else { return false }
    let x = rightToLeft ? windowSize.width - 0.5 : 0
    guard let column = host(atX: x, y: y) else { return true }
    return hosts[column].stack.count <= 1
  }
}
