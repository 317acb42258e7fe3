import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Rule L14: UIKit's compact column has a host of its own, as the view controller set for
/// `UISplitViewController.Column.compact` is "shown when `isCollapsed` is true".
@Suite struct SceneCompactColumnTests {
  func routes(_ stack: HostStack<String>) -> [String] { stack.map { $0.entry.route } }

  @Test func collapsedTheCompactHostShowsItsOwnStackAlone() throws {
    var phone = try animals(393, 852, detail: "Cat")
    _ = try phone.send(.itemSelected("Tabs", in: .compact))
    _ = try phone.send(.itemPushed("Settings", in: .compact))
    var tracker = SceneTracker<String>()
    let scene = tracker.update(to: phone.state).scene
    #expect(scene.zOrder.map { $0 } == [.compact])
    #expect(scene.readingOrder.map { $0 } == [.compact] && scene.focusedHost == .compact)
    let host = scene.hosts.compact
    #expect(routes(host.stack) == ["Tabs", "Settings"] && host.showsBackButton)
    #expect(host.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(scene.hosts.primary.isHidden)
    // The user's pop in its navigation controller is one back of its own stack (rule N5).
    for action in tracker.userPopped(in: .compact, remaining: 1) { _ = try phone.send(action) }
    #expect(phone.state.navigation.stacks.compact.map(\.route) == ["Tabs"])
    // Expanded, its host is hidden and keeps its stack, as UIKit keeps the view controller.
    _ = try phone.send(.windowResized(Size(width: 1366, height: 1024)))
    let expanded = tracker.update(to: phone.state).scene
    #expect(expanded.hosts.compact.isHidden && routes(expanded.hosts.compact.stack) == ["Tabs"])
    #expect(routes(expanded.hosts.secondary.stack) == ["Cat"])
  }
}
