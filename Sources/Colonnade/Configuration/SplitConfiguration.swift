/// An app's column configuration (rule C1).
///
/// Start from a preset and change what differs:
///
/// ```swift
/// var configuration = SplitConfiguration.standard
/// configuration.style = .tripleColumn
/// configuration.columns.primary.maxWidth = 320
/// try configuration.validate()
/// ```
public struct SplitConfiguration: Hashable, Sendable {
  /// Each column's width limits.
  public var columns: ColumnMap<ColumnSpec>
  /// The width of the line between tiled columns, in points.
  public var dividerWidth: Double
  /// The width classes, narrowest first; the first starts at 0.
  public var widthClasses: [WidthClass]
  /// The display mode the app prefers; the user may override it (rule D2).
  public var preferredDisplayMode: DisplayMode
  /// How leading columns that do not tile are shown (rule L8).
  public var preferredSplitBehavior: SplitBehavior
  /// The style used when the app declares no sidebar destinations.
  public var style: SplitStyle
  /// Whether the trailing inspector is presented.
  public var showsInspector: Bool
  /// Whether a presented inspector shows only where it tiles: never floating, never a sheet.
  public var inspectorTilesOnly: Bool = false
  /// Whether the trailing pane is an inspector (UIKit, SwiftUI) or Material's extra pane (L12).
  public var inspectorStyle: InspectorStyle = .inspector
  /// How far one back goes (rule N12): one entry by default, or as Compose's back behaviours.
  public var backBehavior: BackBehavior = .popLatest
  /// Whether the secondary shows a button to and from secondaryOnly, in triple style (rule D5).
  public var showsSecondaryOnlyButton: Bool = false
  /// Whether the sidebar button shows (rule D6).
  public var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
  /// Whether a swipe from the leading edge shows and hides the leading columns (rule D6).
  public var presentsWithGesture: Bool = true
  /// The column shown on top when collapsed with an empty detail; `nil` for the deepest list (N7).
  public var preferredCompactColumn: Column?
  /// Where the secondary goes on a half-opened (tabletop) fold (rule L7).
  public var tabletopArrangement: TabletopArrangement
  /// Whether a seamless half-opened horizontal fold stacks the panes at all; `false` keeps them
  /// side by side, as Compose's scaffolds do unless the app opts into `AdaptStrategy.Reflow`
  /// (rule L7). An occluding fold always stacks: nothing is laid across it. The list's adapt
  /// strategy: `reflow` when true, `hide` when false (rule L15).
  public var tabletopStacks: Bool {
    get { adaptStrategies.list == .reflow }
    set { adaptStrategies.list = newValue ? .reflow : .hide }
  }
  /// Each pane's adapt strategy, Compose's `AdaptStrategy` (rule L15): the list reflows under the
  /// detail in `standard` and `duo` (`tabletopStacks`), every pane hides in `material`.
  public var adaptStrategies = PaneAdaptStrategies(list: .reflow)
  /// Which vertical hinges the panes avoid, Compose's `HingePolicy` (rule L6): separating ones by
  /// default.
  public var hingePolicy: HingePolicy = .avoidSeparating
  /// Where the secondary goes when two panes stack flat: across a flat occluding hinge (a spanned
  /// dual screen held tall) or in the tall mode; by default below the list, as WinUI's
  /// `TwoPaneView.TallModeConfiguration` `TopBottom` puts Pane1 on top (rule L7).
  public var tallModeArrangement: TabletopArrangement = .secondaryBottom
  /// The height from which a window too narrow for two columns stacks two panes; `nil` is off (L7).
  public var tallModeMinimumHeight: Double?
  /// The width of the navigation rail in points, or `nil` for none (rule L13): where the layout is
  /// side by side and the sidebar is not shown, the primary shows as a strip of icons this wide at
  /// the leading edge, as WinUI's `NavigationView` `LeftCompact` and Material 3's navigation rail
  /// (80 points, the `material` preset) draw it.
  public var railWidth: Double?
  /// How many panes may tile for the window's width, as Compose's pane scaffold directive says;
  /// `nil` (`standard`, `duo`): the width class alone caps the columns (rules C2, L2). With one,
  /// a navigation column (a sidebar of destinations) tiles beside the panes only where the width
  /// class allows more columns than panes, and a seamless tabletop fold reflows only where one
  /// pane tiles (L7).
  public var paneDirective: PaneDirective?
  /// At least this many points between two stacked panes, centred on the fold: Compose's
  /// `verticalPartitionSpacerSize` (24 in `material`); 0 keeps the fold's own gap, or in the tall
  /// mode the divider (rule L7).
  public var stackedSpacing: Double = 0
  /// How navigation is kept: a stack per column (`stacks`, the `standard` and `duo` presets) or
  /// Compose's history of destinations (`historyAware`, the `material` preset, or
  /// `currentDestination`) (rule N13).
  public var navigator: NavigatorMode = .stacks

  /// Creates a configuration; presets are easier: ``standard`` and ``duo``.
  public init(
    columns: ColumnMap<ColumnSpec>, dividerWidth: Double = 1, widthClasses: [WidthClass],
    preferredDisplayMode: DisplayMode = .automatic, preferredSplitBehavior: SplitBehavior = .automatic,
    style: SplitStyle = .doubleColumn, showsInspector: Bool = false,
    preferredCompactColumn: Column? = nil, tabletopArrangement: TabletopArrangement = .secondaryTop,
    tallModeMinimumHeight: Double? = nil
  ) {
    self.columns = columns
    self.dividerWidth = dividerWidth
    self.widthClasses = widthClasses
    self.preferredDisplayMode = preferredDisplayMode
    self.preferredSplitBehavior = preferredSplitBehavior
    self.style = style
    self.showsInspector = showsInspector
    self.preferredCompactColumn = preferredCompactColumn
    self.tabletopArrangement = tabletopArrangement
    self.tallModeMinimumHeight = tallModeMinimumHeight
  }
}
