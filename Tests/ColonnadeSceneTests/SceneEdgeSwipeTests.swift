import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Rule D6 with the container's defects fixed: the swipe from the leading edge is the sidebar's
/// only where the column at that edge has nothing to pop, so it never races the column's own back
/// swipe (`interactivePopGestureRecognizer`, a `NavigationStack`'s), in either reading direction;
/// hidden hosts are never drawn.
@Suite struct SceneEdgeSwipeTests {
  @Test func theEdgeBelongsToTheColumnThatCanPop() throws {
    var phone = try animals(393, 852)
    var tracker = SceneTracker<String>()
    // Collapsed, no swipe shows a sidebar.
    #expect(!tracker.update(to: phone.state).scene.edgeSwipeShowsSidebar(atY: 400, rightToLeft: false))
    var ipad = try animals(1024, 768) { $0.preferredDisplayMode = .secondaryOnly }
    var scene = tracker.update(to: ipad.state).scene
    #expect(scene.presentsWithGesture && scene.edgeSwipeShowsSidebar(atY: 400, rightToLeft: false))
    _ = try ipad.send(.itemSelected("Cat", in: .secondary))
    _ = try ipad.send(.itemPushed("Kitten", in: .secondary))
    scene = tracker.update(to: ipad.state).scene
    #expect(scene.host(atX: 0, y: 400) == .secondary)
    #expect(!scene.edgeSwipeShowsSidebar(atY: 400, rightToLeft: false))
    _ = try ipad.send(.layoutDirectionChanged(.rightToLeft))
    scene = tracker.update(to: ipad.state).scene
    #expect(!scene.edgeSwipeShowsSidebar(atY: 400, rightToLeft: true))
    _ = try phone.send(.itemSelected("Cat", in: .secondary))
    #expect(!tracker.update(to: phone.state).scene.edgeSwipeShowsSidebar(atY: 400, rightToLeft: false))
  }

  @Test func hiddenHostsAreNeverDrawn() throws {
    for seed in 0..<UInt64(PropertyRuns.count(optimized: 400, unoptimized: 40)) {
      var rng = SplitMix64(seed: seed)
      var coordinator = try animalsAndProfile(1366, 1024)
      var tracker = SceneTracker<String>()
      for _ in 0..<20 {
        _ = try? coordinator.send(rng.action())
        let scene = tracker.update(to: coordinator.state).scene
        for column in scene.zOrder where scene.hosts[column].isHidden {
          Issue.record("seed \(seed): \(column) is hidden but drawn")
          return
        }
        for column in Column.allCases where !scene.hosts[column].isHidden && !scene.zOrder.contains(column) {
          Issue.record("seed \(seed): \(column) is shown but not drawn")
          return
        }
      }
    }
  }
}
