/// How many panes — the list, the detail and the extra pane; not a navigation column — may tile
/// side by side for a window width: Compose's `PaneScaffoldDirective.maxHorizontalPartitions`
/// (rules C2, L2).
///
/// ```swift
/// var configuration = SplitConfiguration.material                 // .standard
/// configuration.paneDirective = .twoPanesOnMediumWidth           // Compose's dense directive
/// PaneDirective.standard.maxHorizontalPartitions(forWidth: 1000)  // 2
/// ```
///
/// Without one (`nil`, the `standard` and `duo` presets) only the width class caps the columns.
public enum PaneDirective: String, CaseIterable, Hashable, Sendable {
  /// Compose's `calculatePaneScaffoldDirective`: one pane below 840 points (compact and medium
  /// windows), two from 840.
  case standard
  /// Compose's `calculatePaneScaffoldDirectiveWithTwoPanesOnMediumWidth`: one pane below 600
  /// points, two from 600.
  case twoPanesOnMediumWidth

  /// Where Compose's medium window width class begins (`WindowSizeClass.WIDTH_DP_MEDIUM_LOWER_BOUND`).
  public static let mediumWidth = 600.0
  /// Where Compose's expanded window width class begins (`WindowSizeClass.WIDTH_DP_EXPANDED_LOWER_BOUND`).
  public static let expandedWidth = 840.0

  /// Compose's `maxHorizontalPartitions` for a window `width` points wide. O(1).
  public func maxHorizontalPartitions(forWidth width: Double) -> Int {
    switch self {
    case .standard: width >= Self.expandedWidth ? 2 : 1
    case .twoPanesOnMediumWidth: width >= Self.mediumWidth ? 2 : 1
    }
  }
}
