import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Rule L15 in the scene: a levitated extra pane is the inspector's host, centred, on top of the
/// z-order with a dialog's chrome, first in reading order and focused; every other host is dimmed
/// (the scrim: a tap there sends `dimmedAreaTapped`), and only its own container pops. What
/// ColonnadeUIKit and ColonnadeSwiftUI draw from.
@Suite struct SceneLevitatedTests {
  @Test func theLevitatedHostFloatsOverAScrim() throws {
    var configuration = SplitConfiguration.material
    configuration.adaptStrategies.extraPane = .levitate
    var coordinator = try animalsAndProfile(1200, 900, configuration: configuration)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.itemSelected("Notes", in: .inspector))
    var tracker = SceneTracker<String>()
    let plan = tracker.update(to: coordinator.state)
    let scene = plan.scene
    let pane = scene.hosts.inspector
    #expect(scene.presentsLevitated && scene.presentsModal && !scene.presentsSheet)
    #expect(pane.presentation == .levitated && pane.chrome == .levitated && !pane.isHidden)
    #expect(pane.stack.map { $0.entry.route } == ["Notes"], "the extra pane's content")
    #expect(abs(pane.frame.x + pane.frame.width / 2 - 600) < 1 && pane.frame.y == 24)
    #expect(scene.zOrder.last == .inspector && scene.readingOrder.first == .inspector)
    #expect(scene.focusedHost == .inspector)
    for host in scene.shownHosts where host.column != .inspector { #expect(host.isDimmed, "\(host.column)") }
    #expect(scene.sidebarButton.state == .hidden)
    // Only the levitated pane's own container pops under the scrim.
    #expect(tracker.userPopped(in: .secondary, remaining: 1).isEmpty)
    _ = try coordinator.send(.dimmedAreaTapped)
    #expect(!tracker.update(to: coordinator.state).scene.presentsLevitated)
  }
}
