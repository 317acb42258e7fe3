import Colonnade
import ColonnadeBenchmarks
import ColonnadeReliability
import ColonnadeTestSupport
import Testing

/// The soak and the fuzz targets, small enough for every `swift test`.
@Suite struct ReliabilityTests {
  /// A short soak: seeded random episodes, every property checked after every action. A
  /// failure names the seed and step; `colonnade-soak --episode-seed SEED --trace` replays it.
  /// Unoptimized, `send` asserts every invariant itself, so a broken one traps there first.
  /// Optimized (CI), 400 actions a seed; unoptimized, 150 (``PropertyRuns``).
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func shortSoakKeepsEveryProperty(_ seed: UInt64) throws {
    var bytes = ByteStream(seed: seed)
    var checker = try CoordinatorChecker(&bytes)
    for step in 0..<PropertyRuns.count(optimized: 400, unoptimized: 150) {
      let (action, result) = checker.step(&bytes)
      if let failure = result.failure {
        Issue.record("seed \(seed), step \(step), \(action): \(failure)")
        return
      }
    }
  }

  /// Every seed input of the committed corpora passes its target (`Fuzz/corpus/TARGET`).
  @Test(arguments: FuzzTargets.all.map(\.name))
  func committedSeedsPass(_ name: String) throws {
    let run = try #require(FuzzTargets.all.first { $0.name == name }?.run)
    let seeds = CorpusFiles.named(in: name)
    #expect(!seeds.isEmpty, "no seeds in Fuzz/corpus/\(name)")
    for (file, bytes) in seeds {
      #expect(run(bytes) == nil, "Fuzz/corpus/\(name)/\(file)")
    }
  }

  /// Rules P2, P3, on the benchmark's storm (`colonnade-bench --only storm`, which CI runs 10 000
  /// steps long and checks the same way): inside a transition it emits exactly the net difference;
  /// outside one, each width-class crossing announces its change. Here a sweep and a part, to the
  /// same last width as 10 000 steps (6 events; unoptimized, the part alone, 2: ``PropertyRuns``);
  /// `ResizeStormTests` drags the engine through all 10 000.
  @Test func resizeStormEmitsTheNetDifferenceInsideATransition() throws {
    let steps = PropertyRuns.count(optimized: 2_314, unoptimized: 1_033)
    let inside = try ResizeStorm.run(steps: steps, insideTransition: true)
    #expect(inside.events == inside.minimum)
    #expect(inside.minimum == ["visible primary/sidebar", "visible supplementary/Animals"])
    let outside = try ResizeStorm.run(steps: steps, insideTransition: false)
    #expect(outside.emitted == 4 * (steps / 1_281) + 2)
    #expect(outside.minimum == inside.minimum)
  }
}
