/// How navigation is kept (rule N13): a stack per column, as UIKit and `NavigationSplitView` keep
/// it, or Compose's `ThreePaneScaffoldNavigator`, a history of destinations.
///
/// ```swift
/// var configuration = SplitConfiguration.material   // .historyAware, as Compose's default
/// configuration.navigator = .stacks                 // UIKit's columns instead
/// ```
public enum NavigatorMode: String, CaseIterable, Hashable, Sendable {
  /// A stack per column: a selection replaces its column's stack and clears the columns after
  /// it, a push drills down, back pops the deepest column and never an expanded root (rules
  /// N3–N5, N12). The `standard` and `duo` presets.
  case stacks
  /// Compose's navigator with `isDestinationHistoryAware` true (its default, and the `material`
  /// preset's): every selection or push appends a destination, the panes shown come from the
  /// whole history, latest first, and back pops the history (rule N13).
  case historyAware
  /// Compose's navigator with `isDestinationHistoryAware` false: the history is kept and popped
  /// the same way, but only the current destination and then the default order (detail, list,
  /// extra pane) decide the panes shown.
  case currentDestination

  /// Whether navigation keeps a history of destinations (both of Compose's modes).
  @inlinable public var keepsHistory: Bool { self != .stacks }
}
