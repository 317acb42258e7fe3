import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules P2, P3: how many events a live resize emits, inside a transition and outside one.
@Suite struct ResizeStormTests {
  /// Animals with a detail open on a phone; each storm drags the window from 320 to 1600 points.
  static func animals() throws -> SplitCoordinator<String> {
    var coordinator = try animalsAndProfile(320, 900)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    return coordinator
  }

  /// The storm's widths: 10,000 optimized (CI); unoptimized, one sweep and a part (2,314,
  /// ``PropertyRuns``), which ends at the same width, 1352. CI's benchmark runs the same storm
  /// 10,000 steps long (`colonnade-bench --only storm`) and checks the net difference.
  static let widths = (0..<PropertyRuns.count(optimized: 10_000, unoptimized: 2_314)).map {
    320 + Double($0 % 1_281)
  }

  /// Outside a transition every crossing of a width class boundary announces its change, and
  /// nothing else does: each sweep shows the list at 600 and the sidebar at 840, and the jump back
  /// to 320 hides both (4 events); the partial sweep up to 1352 that ends the storm shows both
  /// (2): 7 full sweeps make 30, one makes 6. The detail stays visible and active throughout: it
  /// gets none.
  @Test func dragAcrossEveryWidthClassOutsideATransition() throws {
    var coordinator = try Self.animals()
    var events = 0
    for width in Self.widths {
      events += try coordinator.send(.windowResized(Size(width: width, height: 900))).count { effect in
        if case .lifecycle = effect { true } else { false }
      }
    }
    #expect(events == 4 * (Self.widths.count / 1_281) + 2)
  }

  /// Inside a transition the same storm emits only the net difference at its end: the list and
  /// sidebar of the final, wider window.
  @Test func sameStormInsideATransitionEmitsTheNetDifference() throws {
    var coordinator = try Self.animals()
    _ = try coordinator.send(.transitionBegan)
    var during = 0
    for width in Self.widths {
      during += try coordinator.send(.windowResized(Size(width: width, height: 900))).count
    }
    let end = try coordinator.send(.transitionEnded).compactMap { effect -> String? in
      guard case .lifecycle(let event) = effect else { return nil }
      return "\(event.state) \(event.pane.column)/\(event.pane.entry.route)"
    }
    #expect(during == 0)
    #expect(end == ["visible primary/sidebar", "visible supplementary/Animals"])
  }

  /// The debug view lists every pane with the state a front end tints it by.
  @Test func debugViewTintsEveryPane() throws {
    var coordinator = try Self.animals()
    _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(
      coordinator.state.lifecycleDebugRows.map {
        "\($0.pane.entry.route) \($0.state) \($0.isOnScreen)"
      } == [
        "sidebar visible true", "Animals visible true", "Cat active true",
      ])
  }
}
