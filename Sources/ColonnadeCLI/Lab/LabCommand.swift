import Colonnade
import ColonnadeLab

/// `colonnade lab`: draws what the engine decides on every device of the catalog (rules X3, B2).
enum LabCommand {
  static let help = """
    Usage: colonnade lab [options]

    Draws what Colonnade decides on every device of the catalog: one SVG per device,
    orientation, iPad multitasking width and fold posture, to scale, and an index.html gallery
    with a table of the decisions. Several presets or configuration files are drawn side by
    side, so you see what a change does on every device.

    Configuration:
      --preset P[,P2]   standard, material or duo (default standard); a list compares them
      --config FILE     a JSON configuration file (see the README), on top of --preset;
                        repeat to compare files
      --style S         double or triple
      --inspector       show the trailing inspector
      --script FILE     a 'colonnade simulate' script: every window is drawn in its final state
                        (the selection, stacks and sidebar choice it leaves; its resizes and folds
                        do not matter, each device brings its own window)

    Devices and output:
      --devices IDS     comma-separated device ids (default: all; 'colonnade devices' lists them)
      --out DIR         the folder to write (default colonnade-lab); an earlier lab run there
                        is replaced, a folder holding anything else is refused
      -h, --help        show this help

    Examples:
      colonnade lab --style triple
      colonnade lab --preset standard,duo --devices surface-duo,galaxy-z-fold-5 --out duo-lab
      colonnade lab --style triple --script animals.txt

    """

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    var reader = ArgumentReader(arguments, command: "lab")
    if reader.wantsHelp { return Outcome(output: help) }
    let catalog: DeviceCatalog
    do {
      catalog = try DeviceCatalog.embedded()
    } catch {
      return Outcome(status: 1, errors: "colonnade lab: \(error)\n")
    }
    let options: LabOptions
    do {
      options = try LabOptions(&reader, catalog: catalog, files: invocation.files)
      try reader.finish()
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
            inspector: navigation.stacks.inspector.map(\.route)),
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
