/// How a Colonnade split view in UIKit or SwiftUI draws the engine's decisions.
public enum ColonnadeSplitMode: Hashable, Sendable {
  /// The platform's own split view — `UISplitViewController`, `NavigationSplitView` — draws the
  /// columns, set through its own API to what the engine decides: the sidebar's material, the
  /// platform's animations and sidebar button, and what later OS versions add. The engine keeps
  /// to what the platform can show (``NativeSplit/configuration(_:)``): no navigation rail, no
  /// stacked panes.
  case native
  /// Colonnade places every column itself: hinges, tabletop stacking, the navigation rail and a
  /// floating inspector, everything the engine does.
  case container
}
