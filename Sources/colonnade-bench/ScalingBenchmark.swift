import Colonnade
import ColonnadeCLI
import ColonnadeJSON

/// Large inputs cost linear time: restoring a session of n and 10n destinations (`simulate`'s
/// `restore`), reading n and 10n `--hinge` flags (`resolve`), declaring n and 10n destinations.
/// Each pair's time ratio is reported, about 10 when linear and 100 when quadratic; it is a
/// figure, not a check (`ColonnadeTests`' `LinearWorkTests` counts the engine's work instead).
func scalingSection(_ plan: Plan) -> Section {
  let rounds = max(3, plan.rounds / 2)
  var section = Section(
    key: "scaling", title: "Scaling: n and 10n of a large input (each the median of \(rounds) runs)",
    notes: ["the ratio is about 10 for linear work, 100 for quadratic"],
    headers: ["input", "n", "time at n", "time at 10n", "ratio"])
  for (name, n, work) in scalingWork {
    let small = measure(rounds: rounds, operations: 1, work(n)).median
    let large = measure(rounds: rounds, operations: 1, work(10 * n)).median
    let ratio = large / max(small, 1)
    section.rows.append([
      name, Format.grouped(n), Format.duration(small), Format.duration(large), "×\(Format.fixed(ratio, 1))",
    ])
    section.json.append(
      name,
      [
        "n": .number(Double(n)), "nanosecondsAtN": .number(Format.rounded(small)),
        "nanosecondsAtTenN": .number(Format.rounded(large)), "ratio": .number((ratio * 10).rounded() / 10),
      ])
  }
  return section
}

/// Each input's name, its n, and the work for a size (called once per round).
private let scalingWork: [(String, Int, @Sendable (Int) -> (Int) -> Void)] = [
  ("restore", 1_000, restoreSession), ("hinges", 400, readHinges), ("declare", 2_000, declareDestinations),
]

/// `simulate` restoring a saved session with `count` destinations.
private func restoreSession(_ count: Int) -> (Int) -> Void {
  let list = (1...count).map { #"{"route":"d\#($0)","style":"doubleColumn"}"# }.joined(separator: ",")
  let session = #"""
    {"format":"colonnade-session","version":1,"navigation":{"destinations":[\#(list)],"selection":"d1",
    "stacks":{"primary":[{"id":1,"route":"sidebar"}],"supplementary":[],"secondary":[]},"saved":[],
    "nextID":2,"defaultStyle":"doubleColumn"}}
    """#
  return { _ in
    let files = MemoryFileSystem(["s.json": session])
    run(Invocation(arguments: ["simulate"], files: files, readStandardInput: { "restore s.json\n" }))
  }
}

/// `resolve` reading `count` `--hinge` flags.
private func readHinges(_ count: Int) -> (Int) -> Void {
  let arguments =
    ["resolve", "--width", "1114", "--height", "720"]
    + Array(repeating: ["--hinge", "540,0,34,720"], count: count).flatMap { $0 }
  return { _ in run(Invocation(arguments: arguments, files: MemoryFileSystem())) }
}

/// Declaring `count` sidebar destinations one by one.
private func declareDestinations(_ count: Int) -> (Int) -> Void {
  { _ in
    var navigation = NavigationState<String>(root: "root")
    for index in 0..<count {
      try? navigation.declare(SidebarDestination("d\(index)", style: .tripleColumn))
    }
    blackHole(navigation)
  }
}

/// Runs a command line; it must succeed, or the figure would time an error.
private func run(_ invocation: Invocation) {
  let outcome = ColonnadeCommand.run(invocation)
  precondition(outcome.status == 0, "colonnade-bench: scaling: \(outcome.errors)")
  blackHole(outcome)
}
