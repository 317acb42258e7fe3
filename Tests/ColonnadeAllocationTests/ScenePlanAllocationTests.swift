import Colonnade
import ColonnadeBenchmarks
import ColonnadeScene
import Testing

/// The scene plan every adapter draws each frame of a live resize from allocates nothing: no host's
/// stack changes, so `SceneTracker.update` only places the hosts. `colonnade-bench --only scene`
/// shows its time against a resolve of the same windows (the target: at most 10×). Optimized only,
/// as the other allocation counts: `swift test -c release --filter ColonnadeAllocationTests`.
@Suite(.disabled(if: isUnoptimizedBuild, "unoptimized, generic code allocates its coroutine frames"))
struct ScenePlanAllocationTests {
  @Test func resizeWithinAWidthClassPlansWithoutMalloc() throws {
    var coordinator = try AnimalsApp.coordinator(width: 1000, height: 1024)
    var states: [CoordinatorState<String>] = []
    for width in 1000..<1100 {
      _ = try coordinator.send(.windowResized(Size(width: Double(width), height: 1024)))
      states.append(coordinator.state)
    }
    var tracker = SceneTracker<String>()
    _ = tracker.update(to: states[states.count - 1])
    var index = 0
    var unchanged = true
    let mallocs = CoordinatorAllocationTests.mallocsPerOperation {
      let plan = tracker.update(to: states[index % states.count])
      unchanged = unchanged && plan.created.isEmpty && plan.stackChanges.isEmpty && plan.destroyed.isEmpty
      index += 1
      blackHole(plan)
    }
    #expect(unchanged, "a resize within a width class changed what the hosts show")
    #expect(mallocs == 0, "SceneTracker.update, resize 1000–1099: \(mallocs) mallocs per plan")
  }
}
