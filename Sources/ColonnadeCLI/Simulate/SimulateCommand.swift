import Colonnade
import ColonnadeJSON

/// `colonnade simulate`: replays an action script through the coordinator, one JSON object per
/// action (rule X6).
enum SimulateCommand {
  static let help = """
    Usage: colonnade simulate [--config FILE] [--preset P] [SCRIPT]

    Replays an action script (a file, or standard input) through the coordinator and prints one
    JSON object per action (JSON Lines): step, action, ok, and either error or layout, columns,
    stack, canGoBack, events and effects.

    Script lines (# starts a comment):
      destination NAME double|triple   declare a sidebar destination
      resize W H                       size-class compact|regular|auto        scale S
      fold flat|book X GAP|tabletop Y GAP|dual X GAP                          rtl on|off
      inspector on|off                 select NAME [reset]                    sidebar
      show COLUMN ROUTE                push COLUMN ROUTE                      back
      peek-back                        display-mode MODE                      split-behavior B
      width COLUMN W                   focus COLUMN                           begin | end
      ready                            link colonnade://DEST[/ROUTE...]       tick SECONDS
      invalidate COLUMN                save FILE                              restore FILE

    The window starts at 1024 × 768 points. Without destinations the primary holds the list
    'root'; with them it holds 'sidebar'.

    Options:
      --preset P       standard or duo (default standard)
      --config FILE    a JSON configuration file (see the README)
      -h, --help       show this help

    Exit status: 0 when every action succeeded, 1 when any failed, 2 on usage errors.

    """

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    var reader = ArgumentReader(arguments, command: "simulate")
    if reader.wantsHelp { return Outcome(output: help) }
    do throws(UsageError) {
      let configuration = try ResolveOptions.configuration(&reader, files: invocation.files)
      let script = reader.positional()
      try reader.finish()
      let source: any ByteSource
      if let script, script != "-" {
        do {
          source = try invocation.files.open(atPath: script)
        } catch {
          throw reader.error(error.description)
        }
      } else {
        source = invocation.standardInput()
      }
      return replay(
        ScriptLines(source), configuration: configuration, files: invocation.files,
        write: invocation.writeOutput)
    } catch {
      return .usage(error)
    }
  }

  /// Runs every line, writing each result as it is produced (or collecting them when `write` is
  /// `nil`): memory stays flat whatever the script's length.
  static func replay(
    _ lines: ScriptLines, configuration: SplitConfiguration, files: any FileSystem,
    write: (@Sendable (String) -> Void)?
  ) -> Outcome {
    var lines = lines
    var session: SimulateSession
    do {
      session = try SimulateSession(configuration: configuration, files: files)
    } catch {
      return Outcome(status: 2, errors: "colonnade simulate: \(error)\n")
    }
    var collected = ""
    var allSucceeded = true
    var step = 0
    do throws(ScriptReadError) {
      while let line = try lines.next() {
        guard let result = session.run(line, step: step + 1) else { continue }
        step += 1
        allSucceeded = allSucceeded && result.ok
        let text = JSONValue.object(result.output).serialized() + "\n"
        if let write { write(text) } else { collected += text }
      }
    } catch {
      return Outcome(status: 1, output: collected, errors: "colonnade simulate: \(error)\n")
    }
    return Outcome(status: allSucceeded ? 0 : 1, output: collected)
  }
}
