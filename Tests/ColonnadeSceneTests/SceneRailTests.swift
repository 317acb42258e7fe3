import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Rule L13 in the scene: a rail is the primary's host at the leading strip, flat, first in the
/// z-order, marked `isRail` for the app's sidebar; the divider beside it resizes nothing, and the
/// sidebar button sits on the next column's bar (WinUI NavigationView LeftCompact, Material 3's
/// navigation rail).
@Suite struct SceneRailTests {
  @Test func theRailHostIsFlatFirstAndNotResizable() throws {
    var configuration = SplitConfiguration.standard
    configuration.railWidth = 80
    var coordinator = try animalsAndProfile(700, 900, configuration: configuration)
    _ = try coordinator.send(.destinationSelected("Animals"))
    let scene = SplitScene(coordinator.state)
    let rail = scene.hosts.primary
    #expect(rail.isRail && rail.presentation == .rail && rail.chrome == .flat)
    #expect(rail.frame == Rect(x: 0, y: 0, width: 80, height: 900))
    #expect(rail.stack.map { $0.entry.route } == ["sidebar"], "the rail lists the primary's destinations")
    #expect(scene.zOrder.first == .primary)
    #expect(scene.dividers.first?.resizes == nil, "the rail keeps its width")
    #expect(scene.dividers.last?.resizes == .supplementary)
    #expect(scene.sidebarButton == SceneSidebarButton(state: .showSidebar, host: .supplementary))
    #expect(!scene.hosts.supplementary.isRail)
    #expect(SplitVisibility(layout: coordinator.state.layout, style: .tripleColumn) == .doubleColumn)
  }

  /// Collapsed beside a rail (Material 3's rail at medium width), the rail keeps the primary's
  /// host and its own stack, and the single stack moves to the secondary's host, starting after the
  /// primary: no entry has a view in two hosts, and the user's pop there is one back each (N5).
  @Test func besideOnePaneTheStackMovesToTheSecondarysHost() throws {
    var coordinator = try animalsAndProfile(700, 900, configuration: .material)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    var tracker = SceneTracker<String>()
    let scene = tracker.update(to: coordinator.state).scene
    #expect(scene.isCollapsed && scene.hosts.primary.isRail)
    #expect(scene.hosts.primary.stack.map { $0.entry.route } == ["sidebar"])
    let pane = scene.hosts.secondary
    #expect(pane.stack.map { $0.entry.route } == ["Animals", "Cat"] && pane.showsBackButton)
    #expect(pane.frame == Rect(x: 104, y: 0, width: 596, height: 900))
    #expect(scene.zOrder.map { $0 } == [.primary, .secondary] && scene.focusedHost == .secondary)
    #expect(scene.readingOrder.map { $0 } == [.primary, .secondary])
    for action in tracker.userPopped(in: .secondary, remaining: 1) { _ = try coordinator.send(action) }
    #expect(coordinator.state.navigation.stacks.secondary.isEmpty)
    #expect(SplitScene(coordinator.state).hosts.secondary.stack.map { $0.entry.route } == ["Animals"])
  }
}
