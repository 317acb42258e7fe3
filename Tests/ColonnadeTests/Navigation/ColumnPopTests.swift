import Colonnade
import ColonnadeTestSupport
import Testing

/// Rule N5: a column's own back button pops that column, as `UINavigationController`'s back
/// button pops only its own stack ("popViewController(animated:)": "Pops the top view controller
/// from the navigation stack"); the system's back pops the deepest column.
@Suite struct ColumnPopTests {
  /// An iPad in landscape with the list and the detail both drilled down.
  func drilledDown() throws -> SplitCoordinator<String> {
    var coordinator = try animalsAndProfile(1366, 1024)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemPushed("Mammals", in: .supplementary))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.itemPushed("Kitten", in: .secondary))
    return coordinator
  }

  @Test func theListsBackButtonPopsTheListAndClearsTheDetail() throws {
    var coordinator = try drilledDown()
    #expect(coordinator.snapshot.layout[.supplementary]?.showsBackButton == true)
    _ = try coordinator.send(.columnPopped(.supplementary))
    let stacks = coordinator.state.navigation.stacks
    #expect(stacks.supplementary.map(\.route) == ["Animals"])
    #expect(stacks.secondary.isEmpty)
  }

  @Test func theSystemBackPopsTheDeepestColumn() throws {
    var coordinator = try drilledDown()
    _ = try coordinator.send(.backRequested)
    let stacks = coordinator.state.navigation.stacks
    #expect(stacks.supplementary.map(\.route) == ["Animals", "Mammals"])
    #expect(stacks.secondary.map(\.route) == ["Cat"])
  }

  @Test func aColumnAtItsRootDoesNotPop() throws {
    var coordinator = try drilledDown()
    let before = coordinator.state
    #expect(try coordinator.send(.columnPopped(.primary)).isEmpty)
    #expect(coordinator.state == before)
    #expect(throws: CoordinatorError<String>.navigation(.columnHasNoStack(.inspector))) {
      try coordinator.send(.columnPopped(.inspector))
    }
  }

  @Test func collapsedAColumnPopIsTheSystemBack() throws {
    var popped = try drilledDown()
    _ = try popped.send(.windowResized(Size(width: 393, height: 852)))
    var backed = popped
    _ = try popped.send(.columnPopped(.primary))
    _ = try backed.send(.backRequested)
    #expect(popped.state == backed.state)
    #expect(popped.state.navigation.stacks.secondary.map(\.route) == ["Cat"])
  }
}
