import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules N1–N7, D2, L1: long seeded random action sequences keep every invariant.
/// Optimized, 512 runs of 200 actions; unoptimized, where `send` also checks every invariant and
/// 512 runs took 150 s of CPU, 8 of them (``PropertyRuns``). CI runs all 512 optimized, and its
/// soak (`colonnade-soak`, `CoordinatorChecker`) takes 100 000 more actions through the same
/// checks: the invariants, a refused action changing nothing, `peekBack()` against `back()`, the
/// stacks (`stackFailure`) and the N2/N3 probes (`navigationProbeFailure`).
@Suite struct CoordinatorPropertyTests {
  static let sequences = PropertyRuns.count(optimized: 512, unoptimized: 8)
  static let actionsPerSequence = 200

  static func makeCoordinator(_ rng: inout SplitMix64) throws -> SplitCoordinator<String> {
    let environment = WindowEnvironment(size: rng.windowSize(), displayScale: 2)
    let navigation =
      rng.chance(0.3)
      ? NavigationState(root: "root", style: rng.pick(SplitStyle.allCases))
      : NavigationState(sidebar: "sidebar", destinations: SplitMix64.destinations)
    var configuration = rng.pick(SplitConfiguration.presets).configuration
    configuration.preferredCompactColumn = rng.pick([nil, .primary, .supplementary, .secondary])
    configuration.inspectorStyle = rng.pick(InspectorStyle.allCases)
    configuration.inspectorTilesOnly = rng.chance(0.3)
    configuration.backBehavior = rng.pick(BackBehavior.allCases)
    configuration.showsSecondaryOnlyButton = rng.chance(0.3)
    if rng.chance(0.4) { configuration.railWidth = rng.pick([nil, 80, 56, 300]) }
    if rng.chance(0.3) { configuration.navigator = rng.pick(NavigatorMode.allCases) }
    if rng.chance(0.3) { configuration.adaptStrategies.extraPane = rng.pick(AdaptStrategy.allCases) }
    if rng.chance(0.2) { configuration.hingePolicy = rng.pick(HingePolicy.allCases) }
    return try SplitCoordinator(
      environment: WindowEnvironment(
        size: environment.size.width.isFinite && environment.size.width >= 0 && environment.size.width < 1e6
          ? environment.size : Size(width: 800, height: 600),
        displayScale: 2),
      configuration: configuration, navigation: navigation, router: .paths())
  }

  @Test(arguments: 0..<8)
  func randomRunsKeepEveryInvariant(_ batch: Int) throws {
    for index in 0..<(Self.sequences / 8) {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      var coordinator = try Self.makeCoordinator(&rng)
      for step in 0..<Self.actionsPerSequence {
        let action = rng.action()
        let before = coordinator
        let preview = coordinator.peekBack()
        do {
          _ = try coordinator.send(action)
        } catch {
          #expect(
            coordinator.state == before.state, "seed \(seed) step \(step): \(action) failed but changed state"
          )
        }
        let failure = check(coordinator, before: before, action: action, preview: preview)
        if let failure {
          Issue.record("seed \(seed) step \(step) after \(action): \(failure)")
          return
        }
      }
    }
  }

  /// The first property that does not hold, or `nil`.
  func check(
    _ coordinator: SplitCoordinator<String>, before: SplitCoordinator<String>,
    action: CoordinatorAction<String>,
    preview: CoordinatorSnapshot<String>
  ) -> String? {
    let state = coordinator.state
    let violations = state.invariantViolations
    if !violations.isEmpty { return "invariants: \(violations)" }
    let navigation = state.navigation
    // N5: the primary's root is never popped.
    if navigation.stacks.primary.isEmpty { return "the primary lost its root" }
    if let failure = coordinator.stepFailure(after: action, from: before.state) { return failure }
    if case .backRequested = action {
      // N5: peekBack predicted exactly what back produced.
      if preview != coordinator.snapshot {
        return "peekBack \(preview) differs from back \(coordinator.snapshot)"
      }
    }
    // N2: the projection is the column stacks end to end; N5: an expanded back pops one entry.
    if let failure = coordinator.stackFailure(after: action, from: before) { return failure }
    // N3 and N2: showing the current route again, collapsing and expanding change nothing.
    return coordinator.navigationProbeFailure()
  }
}

/// The coordinator's shortcuts for what front ends read every frame (the focused column, each
/// column's top entry, the next data deadline: rules P1, R3) agree with its state after any action.
@Suite struct CoordinatorShortcutTests {
  @Test func shortcutsMatchTheState() throws {
    var rng = SplitMix64(seed: 77)
    for _ in 0..<40 {
      var coordinator = try CoordinatorPropertyTests.makeCoordinator(&rng)
      for _ in 0..<100 {
        _ = try? coordinator.send(rng.action())
        let state = coordinator.state
        #expect(coordinator.focusedColumn == state.focusedColumn)
        #expect(coordinator.nextDataDeadline == state.nextDataDeadline)
        for column in Column.allCases {
          #expect(coordinator.topEntry(of: column) == state.navigation.stacks[column].last)
        }
      }
    }
  }
}
