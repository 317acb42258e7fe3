import ColonnadeOptions

/// The command line of `colonnade-bench`, read with the same option table as `colonnade`; here so
/// tests check it with the others.
package struct BenchOptions: ToolOptions {
  package static let sections = [
    "resolve", "coordinator", "scene", "storm", "history", "terminal", "lab", "scaling", "copy",
  ]

  package var quick = false
  package var json = false
  package var only: Set<String> = Set(sections)
  package var wantsHelp = false

  /// The command line as given.
  package struct Arguments {
    var quick = false
    var format: String?
    var only: Set<String>?
  }

  /// Every option: its `--help` and its parser.
  package static var table: OptionTable<Arguments> {
    OptionTable(
      program: "colonnade-bench", command: "",
      header: """
        Usage: colonnade-bench [--quick] [--format text|json] [--only SECTIONS]

        Measures Colonnade: the resolver (time and heap allocations per call, every preset and
        style, with and without a hinge), a coordinator action, a 10 000-step resize storm inside
        and outside a transition (events emitted against the net difference), back(), canGoBack
        and peekBack() as the history grows from 10 to 1 000 000 entries, a 200 × 60 terminal
        screen (bytes and time), the lab's default run, and how restoring a session, reading
        --hinge flags and declaring destinations scale from n to 10n, and copying 1 GiB of files
        (64 MiB with --quick) in a scratch folder under /tmp on the browser's background runner
        while a simulated UI loop draws a frame every 16 ms (throughput, the worst gap between
        frames). Each figure is the median of repeated rounds after a warm-up, with the fastest
        and slowest round and the interquartile spread.

        Build it optimized:  swift run -c release colonnade-bench


        """,
      sections: [
        OptionSection(
          "Options",
          [
            .flag(
              "--quick", help: "5 rounds of about 8 ms each, history up to 1 000 000 (under a minute)",
              into: \.quick),
            .choice(
              "--format", "F", help: "text (default) or json", names: [("text", "text"), ("json", "json")],
              into: \.format),
            CommandOption(
              "--only", "SECTIONS", help: "comma-separated: \(sections.joined(separator: ", "))",
              example: "resolve,storm"
            ) { arguments, value throws(ArgumentError) in
              var chosen: Set<String> = []
              for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard sections.contains(name) else {
                  throw .unknownItem(
                    option: "--only", item: name, kind: "section",
                    hint: "use \(sections.joined(separator: ", "))")
                }
                chosen.insert(name)
              }
              arguments.only = chosen
            },
          ])
      ],
      helpColumn: 20)
  }

  /// Reads the arguments (without the program name).
  package init(_ arguments: [String]) throws(UsageError) {
    guard let given = try Self.table.parseUnlessHelp(arguments, into: Arguments()) else {
      wantsHelp = true
      return
    }
    quick = given.quick
    json = given.format == "json"
    only = given.only ?? only
  }
}
