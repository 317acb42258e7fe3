import ColonnadeOptions

/// The command line of `colonnade-soak`, read with the same option table as `colonnade`; here so
/// tests check it with the others.
package struct SoakOptions: ToolOptions {
  package var actions = 100_000
  package var seed: UInt64 = 1
  package var episodeLength = 1_000
  package var episodeSeed: UInt64?
  package var trace = false
  package var probes = true
  package var wantsHelp = false

  /// The command line as given.
  package struct Arguments {
    var actions: Int?
    var seed: UInt64?
    var episode: Int?
    var episodeSeed: UInt64?
    var trace = false
    var noProbes = false
  }

  /// Every option: its `--help` and its parser.
  package static var table: OptionTable<Arguments> {
    OptionTable(
      program: "colonnade-soak", command: "",
      header: """
        Usage: colonnade-soak [--actions N] [--seed S] [options]

        Drives the coordinator with seeded random actions (every action kind; sizes that are NaN,
        negative, huge or tiny; hinges anywhere; sessions saved and restored) and checks every
        invariant after each one. A run is a series of episodes, each starting from a fresh random
        state. Prints the actions per second; on a broken property prints the seed, the failing step
        and how to replay it, and exits 1.

        Build it optimized:  swift run -c release colonnade-soak --actions 100000


        """,
      sections: [
        OptionSection(
          "Options",
          [
            .count(
              "--actions", "N", help: "actions to take (default 100000); 1e7 and 10_000_000 are accepted",
              example: "100000", into: \.actions),
            .whole("--seed", "S", help: "the run's seed (default 1)", example: "1", into: \.seed),
            .count(
              "--episode", "N", help: "actions per episode (default 1000)", example: "1000", minimum: 1,
              into: \.episode),
            .whole(
              "--episode-seed", "E", help: "run only the episode with this seed (printed on failure)",
              example: "42", into: \.episodeSeed),
            .flag("--trace", help: "print every action and its outcome", into: \.trace),
            .flag(
              "--no-probes", help: "skip the checks that send extra actions to copies (N2, N3): faster",
              into: \.noProbes),
          ])
      ],
      helpColumn: 22)
  }

  /// Reads the arguments (without the program name).
  package init(_ arguments: [String]) throws(UsageError) {
    guard let given = try Self.table.parseUnlessHelp(arguments, into: Arguments()) else {
      wantsHelp = true
      return
    }
    actions = given.actions ?? actions
    seed = given.seed ?? seed
    episodeLength = given.episode ?? episodeLength
    episodeSeed = given.episodeSeed
    trace = given.trace
    probes = !given.noProbes
  }
}
