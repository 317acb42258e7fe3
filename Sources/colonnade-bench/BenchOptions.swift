/// The command line of `colonnade-bench`.
struct BenchOptions {
  static let sections = ["resolve", "coordinator", "storm", "history", "terminal", "lab"]

  static let help = """
    Usage: colonnade-bench [--quick] [--format text|json] [--only SECTIONS]

    Measures Colonnade: the resolver (time and heap allocations per call, every preset and
    style, with and without a hinge), a coordinator action, a 10 000-step resize storm inside
    and outside a transition (events emitted against the net difference), back(), canGoBack
    and peekBack() as the history grows from 10 to 1 000 000 entries, a 200 × 60 terminal
    screen (bytes and time), and the lab's default run. Each figure is the median of repeated
    rounds after a warm-up, with the fastest and slowest round and the interquartile spread.

    Build it optimized:  swift run -c release colonnade-bench

    Options:
      --quick           5 rounds of about 8 ms each, history up to 1 000 000 (under a minute)
      --format F        text (default) or json
      --only SECTIONS   comma-separated: \(sections.joined(separator: ", "))
      -h, --help        show this help

    """

  var quick = false
  var json = false
  var only: Set<String> = Set(sections)
  var wantsHelp = false

  /// Reads the arguments (without the program name).
  init(_ arguments: [String]) throws(BenchUsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": wantsHelp = true
      case "--quick": quick = true
      case "--format":
        guard let value = remaining.popFirst(), ["text", "json"].contains(value) else {
          throw BenchUsageError("'--format' takes text or json")
        }
        json = value == "json"
      case "--only":
        guard let value = remaining.popFirst() else {
          throw BenchUsageError("'--only' takes sections: \(Self.sections.joined(separator: ","))")
        }
        only = []
        for name in value.split(separator: ",").map(String.init) {
          guard Self.sections.contains(name) else {
            throw BenchUsageError(
              "unknown section '\(name)': use \(Self.sections.joined(separator: ", "))")
          }
          only.insert(name)
        }
      default:
        throw BenchUsageError("unknown option '\(argument)'")
      }
    }
  }
}

/// A bad command line: one line, then a hint to `--help`.
struct BenchUsageError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
