import Colonnade

/// What ``Browser/updateInspectorPresentation()`` asks the layout resolver: whether the
/// inspector would tile in this window, for this navigation. Kept with its answer, so an event
/// that changes none of it (a move) resolves nothing.
struct InspectorProbe: Equatable {
  var environment: WindowEnvironment
  var configuration: SplitConfiguration
  var navigation: NavigationSummary
  var overrides: UserOverrides

  /// A probe and whether the inspector tiles for it.
  struct Answer {
    var probe: InspectorProbe
    var tiles: Bool
  }
}
