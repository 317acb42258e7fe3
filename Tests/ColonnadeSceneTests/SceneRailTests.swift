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
}
