import Colonnade

/// What a real `UISplitViewController` is set to for one coordinator state: Colonnade's native
/// mode, where UIKit draws the columns and the engine decides them through UIKit's own knobs.
///
/// ```swift
/// let plan = NativeSplitPlan(coordinator.state)
/// split.preferredDisplayMode = UISplitViewController.DisplayMode(plan.preferredDisplayMode)
/// split.preferredPrimaryColumnWidth = plan.primaryColumn.preferred
/// parent.setOverrideTraitCollection(.init(horizontalSizeClass: plan.horizontalSizeClass), forChild: split)
/// compactNavigation.setViewControllers(plan.stacks.compact.map(viewController), animated: false)
/// ```
///
/// A pure function of the state, made for the configuration ``NativeSplit/configuration(_:)``
/// returns, which keeps the engine to what UIKit can show: there the layout is never stacked, has
/// no rail and no extra pane, and every shown column is one UIKit shows in ``preferredDisplayMode``.
///
/// Collapsed, UIKit shows the view controller set for its compact column: native mode sets its own
/// navigation controller there, holding the stack the engine puts on top (rules N2, N7, L14), so
/// UIKit never moves view controllers between navigation controllers on its own.
public struct NativeSplitPlan<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The split view's style: three columns where the selected destination has a list.
  public var style: SplitStyle
  /// Whether the engine shows one column: the split's horizontal size class is overridden to
  /// compact then, regular otherwise, so UIKit collapses exactly where the engine does (rule L3).
  public var isCollapsed: Bool
  /// The display mode to prefer: the one the engine shows (rule D1); collapsed, where the layout
  /// has none, the app's preference, which UIKit reads when it expands.
  public var preferredDisplayMode: DisplayMode
  /// The split behaviour to prefer: one under which UIKit shows ``preferredDisplayMode``, and the
  /// app's where it allows it (rule L8).
  public var preferredSplitBehavior: SplitBehavior
  /// The primary column's width (rules L4, L6).
  public var primaryColumn: NativeColumnWidth
  /// The supplementary column's width (rule L4).
  public var supplementaryColumn: NativeColumnWidth
  /// Whether a swipe from the leading edge shows and hides the leading columns (rule D6).
  public var presentsWithGesture: Bool
  /// Whether UIKit shows its display-mode button: where it changes what is shown (rules D3, D6).
  public var displayModeButtonVisibility: DisplayModeButtonVisibility
  /// Whether the secondary carries UIKit's secondary-only button (rule D5).
  public var showsSecondaryOnlyButton: Bool
  /// What each column's navigation controller holds, bottom first: expanded, each column's own
  /// stack; collapsed, the three columns' controllers are empty and the compact column's holds the
  /// stack shown (the single stack up to its top column, or UIKit's compact column, rule L14).
  /// The inspector's holds nothing: its content is the app's one view controller.
  public var stacks: ColumnMap<HostStack<Route>>
  /// The column on top of the collapsed stack (rule N7): what the compact column's navigation
  /// controller shows last; `nil` when expanded.
  public var collapsedTopColumn: Column?
  /// How the inspector shows: beside or over the secondary, inside the secondary column's area,
  /// as a modal sheet (rule L10), or not at all.
  public var inspector: NativeInspector
  /// How far the secondary's content keeps from its leading edge, in points: the gap of an
  /// occluding hinge the split sits on (rule L6), given as a safe-area inset.
  public var secondaryLeadingInset: Double
  /// The layout direction, for the inset's side.
  public var layoutDirection: WindowEnvironment.LayoutDirection

  /// The plan for `state`.
  public init(_ state: CoordinatorState<Route>) {
    let layout = state.layout
    let configuration = state.configuration
    let navigation = state.navigation
    style = navigation.style
    isCollapsed = layout.isCollapsed
    preferredDisplayMode = layout.isCollapsed ? Self.expandedMode(state) : layout.displayMode
    preferredSplitBehavior = Self.behavior(
      for: preferredDisplayMode, preferred: configuration.preferredSplitBehavior)
    let window = state.environment.size.width
    primaryColumn = NativeColumnWidth(
      spec: configuration.columns.primary, shown: layout[.primary]?.frame.width, window: window)
    supplementaryColumn = NativeColumnWidth(
      spec: configuration.columns.supplementary, shown: layout[.supplementary]?.frame.width, window: window)
    presentsWithGesture = layout.presentsWithGesture
    displayModeButtonVisibility = layout.sidebarButton == .hidden ? .never : .always
    showsSecondaryOnlyButton = layout.secondaryOnlyButton != .hidden
    var stacks = ColumnMap(repeating: HostStack<Route>())
    if layout.isCollapsed {
      let top = state.collapsedColumn ?? .secondary
      stacks.compact =
        top == .compact
        ? HostStack(navigation, columns: CollectionOfOne(.compact))
        : SplitScene<Route>.stack(presenting: top, layout: layout, navigation: navigation)
      collapsedTopColumn = top
    } else {
      for column in SplitScene<Route>.stackColumns(navigation.style) {
        stacks[column] = HostStack(navigation, columns: CollectionOfOne(column))
      }
      stacks.compact = HostStack(navigation, columns: CollectionOfOne(.compact))
      collapsedTopColumn = nil
    }
    self.stacks = stacks
    inspector = NativeInspector(layout: layout)
    secondaryLeadingInset = Self.hingeGap(before: layout[.secondary], in: state.environment)
    layoutDirection = state.environment.layoutDirection
  }

  /// The horizontal size class the split view's parent sets: compact exactly when collapsed.
  public var horizontalSizeClass: SizeClass { isCollapsed ? .compact : .regular }

  /// The column UIKit's delegate names in `topColumnForCollapsingToProposedTopColumn`: the compact
  /// column, whose navigation controller shows the stack rule N7 puts on top.
  public var topColumnForCollapsing: Column { .compact }

  /// The display mode UIKit reads when it expands before the engine does: the app's preference,
  /// in a mode the style has.
  static func expandedMode(_ state: CoordinatorState<Route>) -> DisplayMode {
    validMode(state.configuration.preferredDisplayMode, style: state.navigation.style)
  }

  /// `mode`, or the nearest one the style has: double-column split views have no "two" modes.
  static func validMode(_ mode: DisplayMode, style: SplitStyle) -> DisplayMode {
    guard style == .doubleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  /// A split behaviour under which UIKit shows `mode`: tile shows secondaryOnly and the beside
  /// modes, overlay secondaryOnly and the over modes, displace secondaryOnly, oneBesideSecondary and
  /// twoDisplaceSecondary (UIKit's `preferredSplitBehavior`). The app's behaviour where it fits.
  static func behavior(for mode: DisplayMode, preferred: SplitBehavior) -> SplitBehavior {
    switch mode {
    case .oneOverSecondary, .twoOverSecondary: return .overlay
    case .twoDisplaceSecondary: return .displace
    case .twoBesideSecondary: return .tile
    case .oneBesideSecondary: return preferred == .displace ? .displace : .tile
    case .secondaryOnly, .automatic: return preferred == .automatic ? .tile : preferred
    }
  }

  /// The width of an occluding hinge right before `secondary`, where the split's divider sits on
  /// it (rule L6); 0 elsewhere.
  static func hingeGap(before secondary: ColumnLayout?, in environment: WindowEnvironment) -> Double {
    guard let secondary else { return 0 }
    let ltr = environment.layoutDirection == .leftToRight
    for hinge in environment.hinges
    where hinge.isOccluding && hinge.orientation == .vertical && hinge.rect.width > 0 {
      let leading = ltr ? secondary.frame.x : environment.size.width - secondary.frame.maxX
      let hingeEnd = ltr ? hinge.rect.maxX : environment.size.width - hinge.rect.x
      // The secondary starts at the hinge's far edge: UIKit's column starts at its near edge.
      if abs(leading - hingeEnd) < 0.5 { return hinge.rect.width }
    }
    return 0
  }
}

/// A leading column's width in UIKit's terms: `preferred…ColumnWidth`, `minimum…ColumnWidth` and
/// `maximum…ColumnWidth`, in points, with `minimum <= preferred <= maximum`.
public struct NativeColumnWidth: Hashable, Sendable {
  /// The width to prefer: the engine's while the column shows, else what it would get (L4).
  public var preferred: Double
  /// The narrowest the column may be.
  public var minimum: Double
  /// The widest the column may be; finite (the window's width for an unbounded column).
  public var maximum: Double

  /// Creates a width.
  public init(preferred: Double, minimum: Double, maximum: Double) {
    self.preferred = preferred
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The width of a column configured as `spec`, `shown` points wide (or hidden), in a window
  /// `window` points wide.
  init(spec: ColumnSpec, shown: Double?, window: Double) {
    let points =
      switch spec.idealWidth {
      case .points(let value): value
      case .fraction(let fraction): fraction * window
      }
    let ideal = Swift.min(Swift.max(points, spec.minWidth), spec.maxWidth)
    let preferred = shown ?? ideal
    minimum = Swift.min(spec.minWidth, preferred)
    maximum = Swift.max(spec.maxWidth.isFinite ? spec.maxWidth : Swift.max(window, spec.minWidth), preferred)
    self.preferred = preferred
  }
}

/// How native mode shows the inspector, which UIKit has no column for before iOS 26.
public enum NativeInspector: Hashable, Sendable {
  /// Not shown.
  case hidden
  /// Beside the secondary, inside the secondary column's area: `width` points wide, after a
  /// divider `dividerWidth` wide (rule L4).
  case tiled(width: Double, dividerWidth: Double)
  /// Floating over the secondary at its trailing edge, `width` points wide (rule L8).
  case floating(width: Double)
  /// A modal sheet over the collapsed stack (rule L10).
  case sheet

  /// How `layout` shows the inspector.
  init(layout: SplitLayout) {
    guard let inspector = layout[.inspector] else {
      self = .hidden
      return
    }
    switch inspector.presentation {
    case .sheet: self = .sheet
    case .overlay: self = .floating(width: inspector.frame.width)
    default:
      // The divider between them, on whichever side the layout direction puts the inspector.
      let gap = layout[.secondary].map {
        Swift.max(0, inspector.frame.x - $0.frame.maxX, $0.frame.x - inspector.frame.maxX)
      }
      self = .tiled(width: inspector.frame.width, dividerWidth: gap ?? 0)
    }
  }
}
