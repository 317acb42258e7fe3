import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Rules N2, N5, L9, P1–P3 seen through an adapter: seeded random actions and user pops over random
/// windows. After every step the plan, carried out on a model of the view hierarchy, shows the
/// scene of the coordinator's state; no view is made twice or left behind; every pop the user
/// makes in a container maps to one back per entry popped, and the engine agrees with what the
/// container shows. Optimized (CI), 160 runs of 150 steps; unoptimized, 10 (``PropertyRuns``).
@Suite struct ScenePropertyTests {
  static let runs = PropertyRuns.count(optimized: 160, unoptimized: 10)
  static let steps = 150

  @Test(arguments: 0..<4)
  func plansKeepTheViewHierarchyEqualToTheScene(_ batch: Int) throws {
    for index in 0..<(Self.runs / 4) {
      let seed = UInt64(batch * 1_000 + index)
      if let failure = try Self.run(seed: seed) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  /// One seeded run; the first failure, or `nil`.
  static func run(seed: UInt64) throws -> String? {
    var rng = SplitMix64(seed: seed)
    var configuration = rng.chance(0.5) ? SplitConfiguration.standard : .duo
    let preferred: Column? = rng.pick([nil, nil, .primary, .supplementary])
    configuration.preferredCompactColumn = preferred
    configuration.showsInspector = rng.chance(0.3)
    configuration.inspectorStyle = rng.pick(InspectorStyle.allCases)
    let navigation =
      rng.chance(0.3)
      ? NavigationState(root: "root", style: rng.pick(SplitStyle.allCases))
      : NavigationState(sidebar: "sidebar", destinations: SplitMix64.destinations)
    var size = rng.windowSize()
    if !(size.width.isFinite && size.width >= 0 && size.width < 1e6) { size = Size(width: 800, height: 600) }
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: size, displayScale: 2), configuration: configuration,
      navigation: navigation, router: .paths())
    var tracker = SceneTracker<String>()
    var model = ViewHierarchyModel()
    if let failure = model.apply(tracker.update(to: coordinator.state)) { return "start: \(failure)" }
    for step in 0..<steps {
      var effects: [CoordinatorEffect<String>] = []
      var described = ""
      var popped: (host: Column, stack: HostStack<String>)?
      let scene = try #require(tracker.scene)
      // Under a levitated pane's scrim only its own host pops (rule L15).
      let poppable = Column.entryColumns.filter {
        !scene.hosts[$0].isHidden && scene.hosts[$0].stack.count > 1 && !scene.presentsLevitated
      }
      // Under the inspector's modal sheet the containers are out of reach (rule L10).
      if !poppable.isEmpty, !scene.presentsSheet, rng.chance(0.2) {
        let host = rng.pick(poppable)
        let stack = scene.hosts[host].stack
        let remaining = Int.random(in: 1..<stack.count, using: &rng)
        described = "the user pops \(host) to \(remaining) of \(stack.count)"
        // The container already shows the shorter stack.
        model.stacks[host] = Array(model.stacks[host].prefix(remaining))
        for pane in stack.dropFirst(remaining) { model.views[pane.entry.id] = .some(nil) }
        let actions = tracker.userPopped(in: host, remaining: remaining)
        guard actions.count == stack.count - remaining else {
          return "step \(step): \(described) gave \(actions.count) actions"
        }
        for action in actions { effects += try coordinator.send(action) }
        popped = (host, stack.prefix(remaining))
      } else {
        let action = rng.action()
        described = "\(action)"
        guard let sent = try? coordinator.send(action) else { continue }
        effects = sent
      }
      let plan = tracker.update(to: coordinator.state, effects: effects)
      if let failure = model.apply(plan) { return "step \(step), \(described): \(failure)" }
      let expected = SplitScene(coordinator.state)
      guard plan.scene == expected else { return "step \(step), \(described): the plan's scene differs" }
      if let failure = model.mismatch(with: expected, navigation: coordinator.state.navigation) {
        return "step \(step), \(described): \(failure)"
      }
      if let popped, preferred == nil, expected.hosts[popped.host].stack != popped.stack {
        return
          "step \(step), \(described): the engine shows \(expected.hosts[popped.host].stack.count) entries"
      }
      for host in expected.shownHosts where host.column != .inspector {
        guard host.showsBackButton == (host.stack.count > 1) else {
          return "step \(step), \(described): \(host.column)'s back button says \(host.showsBackButton)"
        }
      }
    }
    // Once every transition ends, no view outlives its entry.
    while coordinator.state.transitionDepth > 0 {
      let effects = try coordinator.send(.transitionEnded)
      let plan = tracker.update(to: coordinator.state, effects: effects)
      if let failure = model.apply(plan) { return "ending the transitions: \(failure)" }
    }
    let final = coordinator.state.navigation
    if let failure = model.mismatch(with: SplitScene(coordinator.state), navigation: final) {
      return "ending the transitions: \(failure)"
    }
    if let stray = model.views.keys.first(where: { !ViewHierarchyModel.entries(of: final).contains($0) }) {
      return "the view of \(stray) outlived its entry and every transition"
    }
    return nil
  }
}
