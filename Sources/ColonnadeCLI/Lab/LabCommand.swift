import Colonnade
import ColonnadeLab
import ColonnadeOptions

/// `colonnade lab`: draws what the engine decides on every device of the catalog (rules X3, B2).
enum LabCommand {
  /// What `colonnade lab --help` prints, from the option table.
  static var help: String { LabOptions.table.help }

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    if LabOptions.table.wantsHelp(arguments) { return Outcome(output: help) }
    let catalog: DeviceCatalog
    do {
      catalog = try DeviceCatalog.embedded()
    } catch {
      return Outcome(status: 1, errors: "colonnade lab: \(error)\n")
    }
    let options: LabOptions
    do {
      options = try LabOptions(arguments, catalog: catalog, files: invocation.files)
    } catch {
      return .usage(error)
    }
    var variants = options.variants
    var notes = ""
    var failedLines: [Int] = []
    if let path = options.script {
      for index in variants.indices {
        let replay: (state: CoordinatorState<String>?, failedLines: [Int], note: String)
        do {
          replay = try SimulateSession.finalState(
            of: ScriptLines(try invocation.files.open(atPath: path)),
            configuration: variants[index].configuration, files: invocation.files)
        } catch let error as ScriptReadError {
          return Outcome(status: 1, errors: "colonnade lab: \(TerminalText.quoted(path)): \(error)\n")
        } catch {
          return Outcome(status: 1, errors: "colonnade lab: \(error)\n")
        }
        guard let state = replay.state else {
          return Outcome(status: 1, errors: "colonnade lab: \(TerminalText.quoted(path)): \(replay.note)\n")
        }
        variants[index].navigation = state.navigation.summary
        variants[index].overrides = state.overrides
        let navigation = state.navigation
        variants[index].app = SampleApp(
          stacks: ColumnMap(
            primary: navigation.stacks.primary.map(\.route),
            supplementary: navigation.stacks.supplementary.map(\.route),
            secondary: navigation.stacks.secondary.map(\.route),
            inspector: navigation.stacks.inspector.map(\.route),
            compact: navigation.stacks.compact.map(\.route)),
          destinations: navigation.destinations.map(\.route),
          selection: navigation.selection)
        notes = "script \(TerminalText.quoted(path)): \(replay.note)\n"
        failedLines = replay.failedLines
      }
    }
    let run = LabRun(devices: options.devices, sources: catalog.sources, variants: variants)
    let writer = LabWriter(files: invocation.files, folder: options.output)
    let removed: Int
    do {
      removed = try writer.write(run.files)
    } catch {
      return Outcome(
        status: 1,
        errors:
          "colonnade lab: \(error); choose another folder with --out\n")
    }
    let configurations = run.variants.count
    let devices = run.devices.count
    // A script's failures are the same for every configuration but the last run's are reported.
    let failures =
      failedLines.isEmpty
      ? ""
      : "colonnade lab: \(TerminalText.quoted(options.script ?? "")): line\(failedLines.count == 1 ? "" : "s") "
        + failedLines.prefix(20).map(String.init).joined(separator: ", ")
        + (failedLines.count > 20 ? " and \(failedLines.count - 20) more" : "")
        + " failed: run 'colonnade simulate' on the script to see why\n"
    return Outcome(
      status: failedLines.isEmpty ? 0 : 1,
      output: notes + "wrote \(run.pictureCount) pictures (\(run.windows.count) windows of \(devices) "
        + "device\(devices == 1 ? "" : "s") × \(configurations) configuration\(configurations == 1 ? "" : "s")) "
        + "and index.html to \(writer.path(""))\n"
        + (removed == 0
          ? ""
          : "removed \(removed) file\(removed == 1 ? "" : "s") of the earlier run there that this run does not draw\n")
        + "open \(writer.path("index.html"))\n", errors: failures)
  }
}
