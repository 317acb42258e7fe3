import Colonnade
import ColonnadeBenchmarks
import ColonnadeTestSupport
import Testing

/// The resolver allocates nothing in steady state (README: "no clock, no I/O, no allocation"),
/// so it can run on every frame of a live resize. Counted, not timed: deterministic.
///
/// Optimized, a resolution makes no call to malloc at all. Unoptimized (`swift test`'s default
/// debug build) the standard library's unspecialized generic iteration mallocs coroutine frames,
/// so there the tests check that no Swift heap object (array, string, box) is made; CI also runs
/// them optimized: `swift test -c release --filter ColonnadeAllocationTests`.
@Suite struct ResolveAllocationTests {
  /// What a thousand resolutions across `scenario`'s live-resize sweep allocate, after one
  /// warm-up resolution (which may initialise globals).
  static func steadyState(_ scenario: ResolveScenario) -> AllocationCount {
    let configuration = scenario.configuration
    let sweep = scenario.sweep
    blackHole(LayoutResolver.resolve(environment: sweep[0], configuration: configuration))
    return allocations {
      for frame in 0..<1_000 {
        blackHole(
          LayoutResolver.resolve(environment: sweep[frame % sweep.count], configuration: configuration))
      }
    }
  }

  /// Every preset and style, with and without a hinge: no Swift heap object, in any build.
  @Test(arguments: ResolveScenario.all)
  func resolvingMakesNoHeapObject(_ scenario: ResolveScenario) {
    let count = Self.steadyState(scenario)
    #expect(count.objects == 0, "\(scenario): \(count) in 1000 resolutions")
  }

  /// Every preset and style, with and without a hinge, optimized: not a single malloc.
  @Test(
    .disabled(if: isUnoptimizedBuild, "unoptimized generic iteration mallocs coroutine frames"),
    arguments: ResolveScenario.all)
  func resolvingCallsNoMallocWhenOptimized(_ scenario: ResolveScenario) {
    let count = Self.steadyState(scenario)
    #expect(count == .none, "\(scenario): \(count) in 1000 resolutions")
  }

  /// Seeded random windows (hinges anywhere, both directions, size classes), configurations,
  /// stack depths and user overrides: a second resolution of the same input allocates nothing
  /// (optimized) and makes no heap object (any build). A failure names the seed.
  @Test(arguments: 0..<4)
  func randomInputsAllocateNothing(_ batch: Int) {
    for index in 0..<500 {
      let seed = UInt64(batch * 1_000 + index)
      var rng = SplitMix64(seed: seed)
      let environment = rng.environment()
      let configuration = rng.configuration()
      let navigation = rng.navigation(style: rng.pick(SplitStyle.allCases))
      let overrides = rng.overrides(widthClasses: configuration.widthClasses)
      func resolve() {
        blackHole(
          LayoutResolver.resolve(
            environment: environment, configuration: configuration, navigation: navigation,
            overrides: overrides))
      }
      resolve()
      let count = allocations(in: resolve)
      if count.objects != 0 || (!isUnoptimizedBuild && count.mallocs != 0) {
        Issue.record(
          "seed \(seed): \(count) resolving \(environment) with \(configuration), \(navigation), \(overrides)"
        )
        return
      }
    }
  }
}

extension ResolveScenario: CustomTestStringConvertible {
  public var testDescription: String { description }
}
