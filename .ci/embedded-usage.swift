// Used only by .ci/run: makes the Embedded Swift build specialize the generic coordinator.
public func embeddedUsage() -> Int {
  let nav = NavigationState<Int>(sidebar: 0, destinations: [SidebarDestination(1, style: .tripleColumn)])
  guard
    var c = try? SplitCoordinator<Int>(
      environment: WindowEnvironment(size: Size(width: 1000, height: 800)), configuration: .standard,
      navigation: nav)
  else { return -1 }
  _ = try? c.send(.destinationSelected(1, reset: false))
  _ = try? c.send(.itemSelected(5, in: .secondary))
  _ = try? c.send(.windowResized(Size(width: 300, height: 800)))
  _ = try? c.send(.backRequested)
  _ = try? c.send(.dimmedAreaTapped)
  let s = c.peekBack()
  let why = LayoutResolver.explain(
    environment: WindowEnvironment(size: Size(width: 820, height: 1180)), configuration: .material)
  return s.layout.columns.count + c.snapshot.depths.secondary + c.state.invariantViolations.count + why.count
}
