/// Turns a window, a configuration, navigation facts and user choices into a layout (rule L1).
///
/// ```swift
/// let layout = LayoutResolver.resolve(
///   environment: WindowEnvironment(size: Size(width: 1366, height: 1024), displayScale: 2),
///   configuration: .standard)
/// layout.columns.map(\.column)   // [.primary, .secondary]
/// ```
///
/// Resolution is pure and total: the same input always gives the same layout, with no clock and
/// no I/O. It is O(1) (at most four columns) and allocates nothing, so it can run on every frame
/// of a live resize. Validate environments and configurations that come from outside first
/// (``WindowEnvironment/validate()``, ``SplitConfiguration/validate()``).
public enum LayoutResolver {
  /// Resolves the layout for one window (rules L1–L9, D1–D3).
  ///
  /// - Parameters:
  ///   - environment: the window: size, size class, hinges, scale and direction.
  ///   - configuration: the app's columns, width classes and preferences.
  ///   - navigation: the style in effect and the stack depths; defaults to a freshly launched app
  ///     in the configuration's style.
  ///   - overrides: the user's sidebar choice and dragged widths.
  public static func resolve(
    environment: WindowEnvironment, configuration: SplitConfiguration,
    navigation: NavigationSummary? = nil, overrides: UserOverrides = .none
  ) -> SplitLayout {
    let resolution = Resolution(
      environment: environment, configuration: configuration,
      navigation: navigation ?? .initial(style: configuration.style), overrides: overrides)
    var layout = resolution.layoutWithoutButton()
    resolution.decideButtons(of: &layout)
    return layout
  }
}

/// One resolution's inputs and the values derived from them, in pixels.
struct Resolution {
  let environment: WindowEnvironment
  let configuration: SplitConfiguration
  let navigation: NavigationSummary
  let overrides: UserOverrides
  let grid: PixelGrid
  /// The window's width and height in pixels; the width is what is left beside a rail while
  /// ``railed(_:)`` lays out the rest (rule L13).
  var width: Double
  let height: Double
  let widthClass: WidthClass
  /// How many columns may tile side by side.
  let columnLimit: Int
  /// The hinge the layout splits at, under the configuration's hinge policy (rules L6, L7).
  let layoutHinge: Hinge?
  /// How many panes — columns other than a navigation column — may tile side by side: the pane
  /// directive's partitions (rule L2), else no more than the columns.
  let paneLimit: Int
  let dividerWidth: Double
  /// The leading columns that may show, most important first; without the list where Material's
  /// extra pane takes its place (rule L12).
  var leadingByPriority: BoundedList<Column>

  init(
    environment: WindowEnvironment, configuration: SplitConfiguration,
    navigation: NavigationSummary, overrides: UserOverrides
  ) {
    self.environment = environment
    self.configuration = configuration
    self.navigation = navigation
    self.overrides = overrides
    grid = PixelGrid(scale: environment.displayScale)
    layoutHinge = environment.layoutHinge(policy: configuration.hingePolicy)
    width = environment.size.width * environment.displayScale
    height = environment.size.height * environment.displayScale
    widthClass = configuration.widthClasses.widthClass(for: environment.size.width)
    let classLimit =
      environment.horizontalSizeClass == .compact ? 1 : max(1, widthClass.maximumTiledColumns)
    if let directive = configuration.paneDirective {
      // Compose's partitions count panes; a navigation column tiles beside them only where the
      // class allows more columns than panes (rule L2).
      let panes =
        environment.horizontalSizeClass == .compact
        ? 1 : directive.maxHorizontalPartitions(forWidth: environment.size.width)
      paneLimit = panes
      columnLimit = panes + (navigation.primaryIsSidebar && classLimit > panes ? 1 : 0)
    } else {
      paneLimit = classLimit
      columnLimit = classLimit
    }
    dividerWidth = configuration.dividerWidth > 0 ? max(1, grid.round(configuration.dividerWidth)) : 0
    leadingByPriority = navigation.style.leadingColumnsByPriority
    if historyDecides {
      // A history navigator's panes take partitions by recency; only a sidebar leads (rule N13).
      leadingByPriority = BoundedList()
      if navigation.primaryIsSidebar { leadingByPriority.append(.primary) }
    } else if yieldsListToExtraPane {
      let list = navigation.style.listColumn
      var leading = BoundedList<Column>()
      for column in leadingByPriority where column != list { leading.append(column) }
      leadingByPriority = leading
    }
  }

  /// Whether Material's extra pane takes the list's place (rule L12): it is shown side by side and
  /// the sidebar, the list, the detail and it do not all tile — whatever the display mode, so the
  /// sidebar button toggles the sidebar alone.
  var yieldsListToExtraPane: Bool {
    guard extraPaneShows else { return false }
    if let hinge = layoutHinge {
      let seamlessTabletop =
        hinge.orientation == .horizontal && hinge.state == .halfOpened && !hinge.isOccluding
        && !reflowsOnTabletop
      guard seamlessTabletop else { return false }
    }
    var all = BoundedList<Column>()
    all.append(.secondary)
    for column in navigation.style.leadingColumnsByPriority { all.append(column) }
    all.append(.inspector)
    return tiledCount(of: all, in: width, limit: columnLimit) < all.count
  }

  /// The draft of the layout: arranged, with a levitating extra pane over it (rules L2–L8, L15).
  func draft() -> LayoutDraft { levitated(arrangedDraft()) }

  /// Chooses the arrangement: a separating hinge first, then side by side (rules L2, L6, L7).
  func arrangedDraft() -> LayoutDraft {
    if let hinge = layoutHinge {
      if hinge.orientation == .vertical { return hinged(by: hinge) }
      // A seamless tabletop fold reflows nothing unless the app opts in (rule L7).
      if reflowsOnTabletop || hinge.isOccluding || hinge.state != .halfOpened {
        return stacked(by: hinge)
      }
    }
    return railed(sideBySide())
  }

  /// Whether a seamless half-opened fold stacks the panes: the app opted in (`tabletopStacks`,
  /// Compose's `AdaptStrategy.Reflow`) and, under a pane directive, only one pane tiles, as
  /// `calculateThreePaneScaffoldValue` reflows only with one horizontal partition (rule L7).
  var reflowsOnTabletop: Bool {
    (configuration.tabletopStacks || reflowsExtraPane)
      && (configuration.paneDirective == nil || paneLimit == 1)
  }

  /// Whether `column` counts as a pane against ``paneLimit``: every column but a navigation
  /// column (the primary as a sidebar of destinations).
  func isPane(_ column: Column) -> Bool { column != .primary || !navigation.primaryIsSidebar }

  /// The display mode in effect: the user's choice in this width class, else the app's (rule D2).
  var preferredMode: DisplayMode {
    overrides.displayMode(in: widthClass) ?? configuration.preferredDisplayMode
  }

  /// The leading columns the user or app wants shown, most important first (rule D1);
  /// `automatic` shows `automaticCount` of them.
  func wantedLeadingColumns(automaticCount: Int) -> BoundedList<Column> {
    let count = min(preferredMode.leadingColumnCount ?? automaticCount, leadingByPriority.count)
    return BoundedList(leadingByPriority.prefix(max(0, count)))
  }

  /// Whether the inspector is presented and may float when it cannot tile (rule L8).
  var inspectorFloats: Bool {
    inspectorPresented && configuration.preferredSplitBehavior != .tile && !inspectorAutomatic
      && configuration.inspectorStyle == .inspector && !historyDecides
  }

  /// Whether Material's extra pane is presented (rule L12): it never floats, takes the only pane
  /// when collapsed, and where it does not tile beside the list and the detail the list gives way.
  var extraPaneShows: Bool {
    configuration.inspectorStyle == .extraPane && inspectorPresented && !inspectorAutomatic && !historyDecides
      && configuration.adaptStrategies.extraPane != .levitate
  }

  /// Whether the inspector is presented: the user's choice, else the app's (rule L11).
  var inspectorPresented: Bool { overrides.inspector ?? configuration.showsInspector }

  /// Whether the app's presentation is automatic — shown only where it tiles beside the leading
  /// columns the app's display mode shows — and the user has made no choice (rule L11).
  var inspectorAutomatic: Bool { overrides.inspector == nil && configuration.inspectorTilesOnly }

  /// Whether the inspector takes part in the layout: presented, and when automatic, tiling beside
  /// the leading columns of the app's own display mode, whatever the user's sidebar choice — so
  /// hiding the sidebar gives its room to the content, not to the inspector (rule L11).
  var inspectorIsCandidate: Bool {
    // A levitating extra pane floats over the layout; it takes no column's place (rule L15).
    guard inspectorPresented, !(extraPaneAdapts && configuration.adaptStrategies.extraPane == .levitate)
    else {
      return false
    }
    guard inspectorAutomatic else { return true }
    var byDefault = overrides
    byDefault.displayMode = nil
    byDefault.inspector = true
    let probe = Resolution(
      environment: environment, configuration: configuration, navigation: navigation, overrides: byDefault)
    guard probe.layoutHinge == nil else { return false }
    return probe.sideBySide().placed.inspector?.presentation == .tiled
  }

  /// The collapsed layout: one column shows the single stack (rules L3, N7), and a presented
  /// inspector is a sheet over its lower half (rule L10, a sheet's medium detent); or the compact
  /// column alone, once the app put an entry in it (rule L14).
  ///
  /// - Parameter host: where a given column spans alone.
  func collapsed(host: (Column) -> Rect) -> LayoutDraft {
    var draft = LayoutDraft(isCollapsed: true, arrangement: .single)
    if navigation.showsCompactColumn {
      // UIKit's compact column replaces the single stack, sheet and extra pane alike (rule L14).
      draft.placed.compact = PlacedColumn(
        pixelRect: host(.secondary), presentation: .tiled, showsBackButton: navigation.depths.compact > 1)
      return draft
    }
    if extraPaneShows {
      // Material's extra pane, once shown, takes the only pane (rule L12).
      draft.placed.inspector = PlacedColumn(pixelRect: host(.secondary), presentation: .tiled)
      return draft
    }
    if historyDecides, let first = paneOrder.first {
      // A history navigator shows its latest destination's pane (rule N13); its bar's back button
      // pops the stack it shows, as with column stacks.
      draft.placed[first] = PlacedColumn(
        pixelRect: host(first == .inspector ? .secondary : first), presentation: .tiled,
        showsBackButton: first != .inspector && navigation.projectedDepth(through: first) > 1)
      return draft
    }
    let column = navigation.compactColumn(
      preferred: overrides.collapsedStackNavigated ? nil : configuration.preferredCompactColumn)
    let region = host(column)
    draft.placed[column] = PlacedColumn(
      pixelRect: region, presentation: .tiled,
      showsBackButton: navigation.projectedDepth(through: column) > 1)
    if inspectorPresented, !inspectorAutomatic,
      !(extraPaneAdapts && configuration.adaptStrategies.extraPane == .levitate)
    {
      let top = region.y + (region.height / 2).rounded(.down)
      draft.placed.inspector = PlacedColumn(
        pixelRect: Rect(x: region.x, y: top, width: region.width, height: region.maxY - top),
        presentation: .sheet)
    }
    return draft
  }

  /// The layout with the sidebar button not yet decided (`hidden`); a levitating extra pane over
  /// it (rule L15).
  func layoutWithoutButton() -> SplitLayout { finish(draft()) }

  /// `draft` with the levitating extra pane over it, where one shows (rule L15).
  func levitated(_ draft: LayoutDraft) -> LayoutDraft {
    // Not over UIKit's compact column, which shows alone (rule L14).
    guard levitatesExtraPane, draft.placed.compact == nil else { return draft }
    var draft = draft
    levitate(into: &draft)
    return draft
  }

  /// The sidebar button: offered only when a press changes whether the primary shows (rule D3);
  /// a rail is the sidebar hidden, so the button offers to show it (rule L13).
  ///
  /// Hiding a shown primary always succeeds (every arrangement shows the wanted leading columns
  /// by priority, and the primary comes last), so only a hidden primary costs another resolution.
  func sidebarButton(for layout: SplitLayout) -> SidebarButtonState {
    // Under a levitated pane's scrim nothing else is within reach (rule L15).
    guard !layout.isCollapsed, !layout.presentsLevitated else { return .hidden }
    // A history navigator's list is a pane, not a sidebar: no button hides it (rule N13).
    if historyDecides, !navigation.primaryIsSidebar { return .hidden }
    guard !layout.showsSidebar else { return .hideSidebar }
    return overrides.pressingSidebarButton(in: self, current: layout) != overrides ? .showSidebar : .hidden
  }

  /// The sidebar button as the app shows it (rules D3, D6), the swipe, and the secondary-only
  /// button (D5).
  func decideButtons(of layout: inout SplitLayout) {
    let offered = sidebarButton(for: layout)
    layout.presentsWithGesture = configuration.presentsWithGesture && offered != .hidden
    switch configuration.displayModeButtonVisibility {
    case .always: layout.sidebarButton = offered
    case .never: layout.sidebarButton = .hidden
    case .automatic: layout.sidebarButton = configuration.presentsWithGesture ? offered : .hidden
    }
    layout.secondaryOnlyButton = secondaryOnlyButton(for: layout)
  }

  /// The secondary-only button: offered in triple style when the app shows it and a press
  /// changes what is shown (rule D5).
  func secondaryOnlyButton(for layout: SplitLayout) -> SecondaryOnlyButtonState {
    guard configuration.showsSecondaryOnlyButton, navigation.style == .tripleColumn, !layout.isCollapsed,
      !historyDecides, !layout.presentsLevitated,
      overrides.pressingSecondaryOnlyButton(in: self, current: layout) != overrides
    else { return .hidden }
    return LeadingShown(layout).none ? .fromSecondaryOnly : .toSecondaryOnly
  }

  /// The whole window, in pixels.
  var window: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
