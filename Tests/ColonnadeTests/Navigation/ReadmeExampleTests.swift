import Colonnade
import Testing

/// The README's "Use it in your app" example, kept compiling and true.
@Suite struct ReadmeExampleTests {
  @Test func threeColumnAppExample() throws {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 393, height: 852), displayScale: 3),
      configuration: .standard,
      navigation: NavigationState(
        sidebar: "sidebar",
        destinations: [
          SidebarDestination("Animals", style: .tripleColumn),
          SidebarDestination("Profile", style: .doubleColumn),
        ]),
      router: .paths())

    _ = try coordinator.send(.becameReady)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(coordinator.snapshot.layout.isCollapsed == true)
    #expect(coordinator.snapshot.visibleEntries.secondary?.route == "Cat")
    #expect(coordinator.snapshot.canGoBack == true)

    _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(coordinator.snapshot.layout.displayMode == .twoBesideSecondary)
    #expect(coordinator.snapshot.visibleEntries.secondary?.route == "Cat")

    let preview = coordinator.peekBack()
    #expect(preview.canGoBack == false)

    _ = try coordinator.send(.deepLinkOpened("colonnade://Profile/Edit"))
    #expect(coordinator.state.navigation.stacks.secondary.map(\.route) == ["Edit"])
    #expect(coordinator.snapshot.layout.displayMode == .oneBesideSecondary)
  }
}
