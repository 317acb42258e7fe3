import Colonnade

/// The app the coordinator workloads drive: a sidebar with a three-column destination
/// (Animals), as in the README and the resize-storm tests.
public enum AnimalsApp {
  /// The destinations: Animals in three columns, Profile in two.
  public static let destinations = [
    SidebarDestination("Animals", style: .tripleColumn), SidebarDestination("Profile", style: .doubleColumn),
  ]

  /// A coordinator with Animals selected and Cat open as the detail, in a `width` × `height`
  /// window at scale 2, after one resize so the panes on screen are announced.
  public static func coordinator(width: Double, height: Double) throws(CoordinatorError<String>)
    -> SplitCoordinator<String>
  {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: width, height: height), displayScale: 2),
      configuration: .standard,
      navigation: NavigationState(sidebar: "sidebar", destinations: destinations), router: .paths())
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    return coordinator
  }

  /// The lifecycle events among `effects`.
  public static func lifecycleEvents(_ effects: [CoordinatorEffect<String>]) -> [PaneEvent<String>] {
    effects.compactMap { effect in
      if case .lifecycle(let event) = effect { event } else { nil }
    }
  }
}
