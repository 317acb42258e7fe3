import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules P1–P4, R1–R5 over long seeded random runs.
@Suite struct LifecyclePropertyTests {
  /// Rule P4: every pane's events follow the P1 state machine, at most one pane is active, and
  /// every load started ends: finished, or cancelled. Optimized (CI), 4 × 250 runs of 200
  /// actions; unoptimized, 4 × 6 (``PropertyRuns``: the 1,000 took 45 s of CPU). CI's soak checks
  /// the lifecycle steps and their order after 100 000 more actions (`CoordinatorChecker`).
  @Test(arguments: 0..<4)
  func randomRunsEmitLegalSequences(_ batch: Int) throws {
    for index in 0..<PropertyRuns.count(optimized: 250, unoptimized: 6) {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      var coordinator = try CoordinatorPropertyTests.makeCoordinator(&rng)
      var states: [EntryID: PaneState] = [:]
      var openLoads = Set<LoadToken>()
      func record(_ effects: [CoordinatorEffect<String>], _ context: String) {
        for effect in effects {
          switch effect {
          case .lifecycle(let event):
            let previous = states[event.pane.entry.id]
            if !PaneState.isLegal(from: previous, to: event.state) {
              Issue.record(
                "seed \(seed) \(context): \(event.pane.entry.id) went \(String(describing: previous)) → \(event.state)"
              )
            }
            states[event.pane.entry.id] = event.state == .destroyed ? nil : event.state
          case .data(.load(let token, _)): openLoads.insert(token)
          case .data(.cancel(let token, _)): openLoads.remove(token)
          default: break
          }
        }
        if states.values.count(where: { $0 == .active }) > 1 {
          Issue.record("seed \(seed) \(context): more than one active pane")
        }
      }
      for step in 0..<200 {
        let action = rng.action()
        if let effects = try? coordinator.send(action) { record(effects, "step \(step) \(action)") }
        // The app answers some loads.
        if let token = openLoads.randomElement(using: &rng), rng.chance(0.3) {
          _ = try coordinator.send(.loadFinished(token, succeeded: rng.chance(0.9)))
          openLoads.remove(token)
        }
      }
      // Close any transition, answer every load still open: nothing stays in flight.
      while coordinator.state.transitionDepth > 0 { record(try coordinator.send(.transitionEnded), "end") }
      for token in openLoads.sorted() { _ = try coordinator.send(.loadFinished(token, succeeded: true)) }
      #expect(coordinator.state.data.loads.isEmpty, "seed \(seed): loads left in flight")
      // After the grace period every hidden pane has released its data (R3).
      record(try coordinator.send(.clockAdvanced(to: coordinator.state.now + 1_000)), "final tick")
      for (id, data) in coordinator.state.data.panes where data.hiddenSince != nil {
        #expect(data.phase == .empty, "seed \(seed): hidden pane \(id) kept \(data.phase)")
      }
    }
  }
}
