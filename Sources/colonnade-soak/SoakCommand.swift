import ColonnadeJSON
import ColonnadePOSIX
import ColonnadeReliability
import ColonnadeTestSupport
import ColonnadeTools

/// `colonnade-soak`: a long seeded random run of the coordinator with every invariant checked.
@main
enum SoakCommand {
  static func main() { Tool.main(SoakOptions.self, run) }

  /// Runs the soak; returns the exit status.
  static func run(_ options: SoakOptions) -> Int32 {
    var seeds = SplitMix64(seed: options.seed)
    var taken = 0
    var episodes = 0
    var lastReport = monotonicSeconds()
    let start = lastReport
    while taken < options.actions {
      let episodeSeed = options.episodeSeed ?? seeds.next()
      let length = min(options.episodeLength, options.actions - taken)
      let outcome = episode(seed: episodeSeed, length: length, options: options)
      episodes += 1
      taken += outcome.taken
      if let failure = outcome.failure {
        let step = taken - 1
        Tool.printError(
          """
          colonnade-soak: FAILED at step \(step) of the run with --seed \(options.seed)
            episode seed \(episodeSeed), action \(outcome.taken - 1) of the episode: \(failure.action)
            \(failure.problem)
            \(failure.state)
            replay the episode: colonnade-soak --episode-seed \(episodeSeed) --actions \(outcome.taken) --trace
            replay the run:     colonnade-soak --seed \(options.seed) --actions \(step + 1)\
          \(options.episodeLength == 1_000 ? "" : " --episode \(options.episodeLength)")
          """)
        return 1
      }
      if options.episodeSeed != nil { break }
      let now = monotonicSeconds()
      if now - lastReport >= 30 {
        lastReport = now
        Tool.printOutput("  \(taken) actions, \(Int(Double(taken) / (now - start))) per second\n")
      }
    }
    let seconds = monotonicSeconds() - start
    Tool.printOutput(
      """
      colonnade-soak: \(taken) actions in \(episodes) episodes (seed \(options.seed)), every invariant held
        \(Int(Double(taken) / max(seconds, 1e-9))) actions per second (\(NumberText.fixed(seconds, places: 1)) s, \
      \(options.probes ? "with" : "without") N2/N3 probes)

      """)
    return 0
  }

  /// One episode: a fresh random state, then up to `length` actions.
  static func episode(seed: UInt64, length: Int, options: SoakOptions)
    -> (taken: Int, failure: (action: String, problem: String, state: String)?)
  {
    var bytes = ByteStream(seed: seed)
    var checker: CoordinatorChecker
    do {
      checker = try CoordinatorChecker(&bytes, sendsProbes: options.probes)
    } catch {
      return (1, ("start", "a valid starting state was refused: \(error)", ""))
    }
    for index in 0..<length {
      let before = checker.coordinator.state
      let (action, result) = checker.step(&bytes)
      if options.trace {
        Tool.printOutput("\(index): \(action) → \(result)\n")
      }
      if let failure = result.failure {
        let state = """
          before it: \(before.environment)
              \(before.configuration)
              \(before.overrides), transition depth \(before.transitionDepth)
          """
        return (index + 1, (action, failure, state))
      }
    }
    return (length, nil)
  }
}
