import ColonnadeJSON
import ColonnadeTools

/// `colonnade-bench`: measures the engine and prints the figures BENCHMARKS.md records.
@main
enum BenchCommand {
  static func main() { Tool.main(BenchOptions.self, run) }

  /// Runs the sections asked for; returns the exit status (1 when a section fails).
  static func run(_ options: BenchOptions) -> Int32 {
    let plan = options.quick ? Plan.quick : Plan.full
    let machine = Machine.current()
    let started = monotonicNanoseconds()
    if !options.json {
      print(
        "Colonnade benchmarks (\(options.quick ? "--quick" : "full run"), \(plan.rounds) rounds after a warm-up)"
      )
      print(
        "  machine: \(machine.cores) cores, \(machine.processor), \(machine.system), load \(machine.load)")
      print("  swift: \(machine.swift), \(Machine.build) build")
      print("  figures: median of the rounds, fastest–slowest round, ± half the interquartile range")
    }
    var sections: [Section] = []
    var failed = false
    func run(_ name: String, _ body: () throws -> Section) {
      guard options.only.contains(name), !failed else { return }
      do {
        let section = try body()
        sections.append(section)
        if !options.json { print(section.text) }
      } catch {
        Tool.printError("colonnade-bench: \(name) failed: \(error)")
        failed = true
      }
    }
    run("resolve") { resolveSection(plan) }
    run("coordinator") { try coordinatorSection(plan) }
    run("scene") { try sceneSection(plan) }
    run("storm") { try stormSection(plan) }
    run("history") {
      try historySection(
        plan,
        depths: options.quick
          ? [10, 1_000, 100_000, 1_000_000] : [10, 100, 1_000, 10_000, 100_000, 1_000_000])
    }
    run("terminal") { try terminalSection(plan) }
    run("lab") { try labSection(plan) }
    run("scaling") { scalingSection(plan) }
    run("copy") { try copySection(quick: options.quick) }
    if failed { return 1 }

    let seconds = Double(monotonicNanoseconds() - started) / 1e9
    guard options.json else {
      print("\nfinished in \(Format.fixed(seconds, 1)) s")
      return 0
    }
    var report = JSONObject()
    report.append(
      "machine",
      [
        "cores": .number(Double(machine.cores)), "processor": .string(machine.processor),
        "system": .string(machine.system), "swift": .string(machine.swift), "build": .string(Machine.build),
        "loadAtStart": .string(machine.load),
      ])
    report.append("mode", .string(options.quick ? "quick" : "full"))
    report.append("rounds", .number(Double(plan.rounds)))
    for section in sections { report.append(section.key, .object(section.json)) }
    report.append("seconds", .number((seconds * 10).rounded() / 10))
    print(JSONValue.object(report).serialized(pretty: true))
    return 0
  }
}
