import Colonnade

/// A coordinator whose detail column holds a long history, for measuring how `back()`,
/// `canGoBack` and `peekBack()` scale with it (rule N5: O(1) however deep).
///
/// ```swift
/// let deep = try LongHistory.coordinator(depth: 1_000_000, origin: .launched)
/// var copy = deep
/// try copy.send(.backRequested)
/// ```
public enum LongHistory {
  /// How the history came to be.
  public enum Origin: String, CaseIterable, Sendable {
    /// The app launched with the history in its navigation state; only the panes on screen
    /// were ever announced.
    case launched
    /// The history was restored from a saved session (`restore`); again only the panes on
    /// screen were announced.
    case restored
  }

  /// Animals selected, the list's root and `depth` detail entries (`depth` ≥ 1), in a
  /// 1366 × 1024 window; its lifecycle has started.
  public static func coordinator(depth: Int, origin: Origin) throws(CoordinatorError<String>)
    -> SplitCoordinator<String>
  {
    let navigation: NavigationState<String>
    do {
      navigation = try state(depth: depth)
    } catch {
      throw .navigation(error)
    }
    let environment = WindowEnvironment(size: Size(width: 1366, height: 1024), displayScale: 2)
    switch origin {
    case .launched:
      var coordinator = try SplitCoordinator(
        environment: environment, configuration: .standard, navigation: navigation)
      _ = try coordinator.send(.windowResized(Size(width: 1365, height: 1024)))
      return coordinator
    case .restored:
      var coordinator = try SplitCoordinator(
        environment: environment, configuration: .standard,
        navigation: NavigationState(sidebar: "sidebar", destinations: AnimalsApp.destinations))
      _ = try coordinator.send(.windowResized(Size(width: 1365, height: 1024)))
      _ = try coordinator.restore(navigation: navigation, overrides: .none)
      return coordinator
    }
  }

  /// The navigation state: sidebar, Animals, then `depth` detail entries `d1`, `d2`, ….
  public static func state(depth: Int) throws(NavigationError<String>) -> NavigationState<String> {
    var nextID: UInt64 = 1
    func entry(_ route: String) -> Entry<String> {
      defer { nextID += 1 }
      return Entry(id: EntryID(nextID), route: route)
    }
    var stacks = ColumnMap(repeating: EntryStack<String>())
    stacks.primary = EntryStack([entry("sidebar")])
    stacks.supplementary = EntryStack([entry("Animals")])
    var detail: [Entry<String>] = []
    detail.reserveCapacity(depth)
    for index in 1...max(1, depth) { detail.append(entry("d\(index)")) }
    stacks.secondary = EntryStack(detail)
    return try NavigationState(
      destinations: AnimalsApp.destinations, selection: "Animals", stacks: stacks, saved: [], nextID: nextID,
      defaultStyle: .tripleColumn)
  }
}
