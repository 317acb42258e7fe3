import Colonnade

/// A coordinator for the seeds' sidebar: Animals in three columns, Profile in two.
public func animalsAndProfile(
  _ width: Double, _ height: Double, ready: Bool = true, configuration: SplitConfiguration = .standard
) throws -> SplitCoordinator<String> {
  var coordinator = try SplitCoordinator(
    environment: WindowEnvironment(size: Size(width: width, height: height), displayScale: 2),
    configuration: configuration,
    navigation: NavigationState(
      sidebar: "sidebar",
      destinations: [
        SidebarDestination("Animals", style: .tripleColumn),
        SidebarDestination("Profile", style: .doubleColumn),
      ]),
    router: .paths())
  if ready { _ = try coordinator.send(.becameReady) }
  return coordinator
}

/// The seeds' Animals app on the standard preset `configure`d, with Animals selected and, when
/// given, `detail` chosen.
public func animals(
  _ width: Double, _ height: Double, detail: String? = nil,
  configure: (inout SplitConfiguration) -> Void = { _ in }
) throws -> SplitCoordinator<String> {
  var configuration = SplitConfiguration.standard
  configure(&configuration)
  var coordinator = try animalsAndProfile(width, height, configuration: configuration)
  _ = try coordinator.send(.destinationSelected("Animals"))
  if let detail { _ = try coordinator.send(.itemSelected(detail, in: .secondary)) }
  return coordinator
}
