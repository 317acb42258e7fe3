/// The command line of `colonnade-soak`.
struct SoakOptions {
  static let help = """
    Usage: colonnade-soak [--actions N] [--seed S] [options]

    Drives the coordinator with seeded random actions (every action kind; sizes that are NaN,
    negative, huge or tiny; hinges anywhere; sessions saved and restored) and checks every
    invariant after each one. A run is a series of episodes, each starting from a fresh random
    state. Prints the actions per second; on a broken property prints the seed, the failing step
    and how to replay it, and exits 1.

    Build it optimized:  swift run -c release colonnade-soak --actions 100000

    Options:
      --actions N         actions to take (default 100000); 1e7 and 10_000_000 are accepted
      --seed S            the run's seed (default 1)
      --episode N         actions per episode (default 1000)
      --episode-seed E    run only the episode with this seed (printed on failure)
      --trace             print every action and its outcome
      --no-probes         skip the checks that send extra actions to copies (N2, N3): faster
      -h, --help          show this help

    """

  var actions = 100_000
  var seed: UInt64 = 1
  var episodeLength = 1_000
  var episodeSeed: UInt64?
  var trace = false
  var probes = true
  var wantsHelp = false

  init(_ arguments: [String]) throws(SoakUsageError) {
    var remaining = arguments[...]
    func value(_ option: String) throws(SoakUsageError) -> String {
      guard let value = remaining.popFirst() else { throw SoakUsageError("'\(option)' takes a value") }
      return value
    }
    func number(_ option: String) throws(SoakUsageError) -> UInt64 {
      let text = try value(option)
      let digits = text.replacing("_", with: "")
      if let exact = UInt64(digits) { return exact }
      if let double = Double(digits), double >= 0, double < 1.8e19, double == double.rounded() {
        return UInt64(double)
      }
      throw SoakUsageError("'\(option)' takes a whole number, not '\(text)'")
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": wantsHelp = true
      case "--actions": actions = Int(try number(argument))
      case "--seed": seed = try number(argument)
      case "--episode":
        episodeLength = Int(try number(argument))
        guard episodeLength > 0 else { throw SoakUsageError("'--episode' takes 1 or more") }
      case "--episode-seed": episodeSeed = try number(argument)
      case "--trace": trace = true
      case "--no-probes": probes = false
      default: throw SoakUsageError("unknown option '\(argument)'")
      }
    }
  }
}

/// A bad command line.
struct SoakUsageError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
