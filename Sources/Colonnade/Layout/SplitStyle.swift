/// How many columns a sidebar destination uses.
public enum SplitStyle: String, CaseIterable, Hashable, Sendable {
  /// A sidebar (primary) and a detail (secondary).
  case doubleColumn
  /// A sidebar, a list (supplementary) and a detail.
  case tripleColumn

  /// The columns before the secondary in tiling priority: the list before the sidebar (rule L2).
  var leadingColumnsByPriority: BoundedList<Column> {
    var columns = BoundedList<Column>()
    if self == .tripleColumn { columns.append(.supplementary) }
    columns.append(.primary)
    return columns
  }

  /// The column that holds the app's list: supplementary in triple style, primary in double.
  public var listColumn: Column { self == .tripleColumn ? .supplementary : .primary }
}

/// The display modes, named as in UIKit (rule D1).
///
/// "One" is the supplementary column in triple style and the primary in double style;
/// "two" is both leading columns. `automatic` is only ever a preference.
public enum DisplayMode: String, CaseIterable, Hashable, Sendable {
  /// Let the resolver choose: tile every leading column that fits.
  case automatic
  /// Only the secondary shows; the leading columns are hidden.
  case secondaryOnly
  /// One leading column tiled beside the secondary.
  case oneBesideSecondary
  /// One leading column floating over the secondary.
  case oneOverSecondary
  /// Both leading columns tiled beside the secondary.
  case twoBesideSecondary
  /// Both leading columns shown, at least one floating over the secondary.
  case twoOverSecondary
  /// Both leading columns pushing the secondary toward the trailing edge.
  case twoDisplaceSecondary

  /// Whether the mode floats its leading columns (`over`) or pushes the secondary (`displace`);
  /// the `automatic` split behaviour follows it (rule L8).
  var floats: Bool { self == .oneOverSecondary || self == .twoOverSecondary }
  /// Whether the mode pushes the secondary toward the trailing edge.
  var displaces: Bool { self == .twoDisplaceSecondary }

  /// How many leading columns the mode shows; `nil` for `automatic`.
  var leadingColumnCount: Int? {
    switch self {
    case .automatic: nil
    case .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }
}

/// How leading columns that are wanted but not tiled are shown (rule L8), as in UIKit.
public enum SplitBehavior: String, CaseIterable, Hashable, Sendable {
  /// Follow the display mode: `…Over…` modes float, `…Displace…` pushes, the others tile what
  /// fits and float the rest over the secondary.
  case automatic
  /// Tile what fits; the rest stay hidden.
  case tile
  /// Leading columns always float over the secondary.
  case overlay
  /// Leading columns always push the secondary toward the trailing edge.
  case displace
}

/// Where the secondary goes when two panes stack (rule L7): on a tabletop fold, or flat.
public enum TabletopArrangement: String, CaseIterable, Hashable, Sendable {
  /// The secondary above the fold, the list below (a tabletop fold's default).
  case secondaryTop
  /// The list above the fold, the secondary below (flat stacking's default).
  case secondaryBottom
}

/// What the trailing pane is (rule L12): UIKit's and SwiftUI's inspector, or Material's extra pane.
public enum InspectorStyle: String, CaseIterable, Hashable, Sendable {
  /// A trailing column; collapsed, a modal sheet over the stack (rules L10, L11).
  case inspector
  /// Compose's `ListDetailPaneScaffold` extra pane: collapsed it takes the only pane; where the
  /// list, the detail and it do not all tile, it shows beside the detail and the list gives way;
  /// back leaves it first (rule L12).
  case extraPane
}

/// How far one back goes (rule N12), named as Compose's `BackNavigationBehavior`.
public enum BackBehavior: String, CaseIterable, Hashable, Sendable {
  /// One entry, as UIKit's and SwiftUI's stacks pop (rule N5); the default.
  case popLatest
  /// Until the panes shown change: collapsed, until another column is on top; expanded, back
  /// pops nothing (every column keeps its pane).
  case popUntilScaffoldValueChange
  /// Until the route on top changes: the entries below with the same route go too.
  case popUntilContentChange
  /// Until back would pop another column: the whole column's history at once.
  case popUntilCurrentDestinationChange
}

/// Whether the sidebar button shows (rule D6), as UIKit's `displayModeButtonVisibility`.
public enum DisplayModeButtonVisibility: String, CaseIterable, Hashable, Sendable {
  /// Shown where a press changes what is shown, unless the swipe is off (`presentsWithGesture`).
  case automatic
  /// Never shown.
  case never
  /// Shown where a press changes what is shown, even with the swipe off.
  case always
}
