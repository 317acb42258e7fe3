import Colonnade
import ColonnadeJSON
import ColonnadeOptions
import ColonnadeScript

/// `colonnade simulate`: replays an action script through the coordinator, one JSON object per
/// action (rule X6).
enum SimulateCommand {
  /// The command line as given.
  struct Arguments {
    var configuration = ConfigurationArguments()
    var script: String?
  }

  /// Every option of `colonnade simulate`: its `--help` and its parser.
  static var table: OptionTable<Arguments> {
    OptionTable<Arguments>(
      command: "simulate",
      header: """
        Usage: colonnade simulate [--config FILE] [--preset P] [options] [SCRIPT]

        Replays an action script (a file, or standard input) through the coordinator and prints one
        JSON object per action (JSON Lines): step, action, ok, and either error or layout, columns,
        stack, canGoBack, events and effects.

        Script lines, one action each (# starts a comment; "double quotes" keep spaces in a word):
          destination NAME double|triple   declare a sidebar destination with its style
          select NAME [reset]              pick a sidebar destination (reset: forget its stacks)
          show COLUMN ROUTE                replace what a column shows with ROUTE
          push COLUMN ROUTE                drill down: add ROUTE on top of a column's stack
          back                             go back, as the system's back (a key, a gesture) would
          back COLUMN                      go back inside COLUMN, as its own back button would
          peek-back                        preview what back would show; nothing changes
          link colonnade://DEST[/ROUTE...] open a deep link
          resize W H                       resize the window to W × H points
          fold flat                        no fold or hinge
          fold book X GAP                  half-opened like a book, the hinge at x = X
          fold tabletop Y GAP              half-opened like a laptop, the hinge at y = Y
          fold dual X GAP                  two flat screens side by side, a gap at x = X
          size-class compact|regular|auto  the horizontal size class the platform reports
          scale S                          device pixels per point
          rtl on|off                       right-to-left layout
          inspector on|off                 the app presents or dismisses the inspector
          inspector toggle                 the user's inspector button: shows or hides it,
                                           a choice kept across resizes
          sidebar                          tap the sidebar button
          secondary-only                   tap the secondary's button to or from secondaryOnly
          dismiss                          tap the dimmed area: floating columns go away
          display-mode MODE                prefer a display mode, such as oneBesideSecondary
          split-behavior B                 prefer automatic, tile, overlay or displace
          set KEY VALUE                    set one configuration key as --config spells it
                                           (set backBehavior popUntilContentChange, set
                                           railWidth 80, set navigator historyAware, set
                                           paneDirective twoPanesOnMediumWidth)
          width COLUMN W                   drag a divider: COLUMN becomes W points wide
          focus COLUMN                     move the focus to a column
          begin | end                      start or finish an animated transition
          ready                            the app is ready: queued links apply
          tick SECONDS                     the clock moves on by SECONDS (0 or more)
          invalidate COLUMN                the data a column shows is out of date
          save FILE                        save the session to FILE (a regular file)
          restore FILE                     restore a session saved by 'save'

        COLUMN is primary, supplementary, secondary, inspector or compact. The compact column is
        UIKit's: once 'show compact ROUTE' puts an entry in it, a collapsed window shows it alone
        instead of the single stack (rule L14). Under a history navigator (set navigator
        historyAware: the material preset's, as Compose's ThreePaneScaffoldNavigator) show and
        push append a destination, 'show inspector ROUTE' gives Material's extra pane content,
        back pops the history, and each line prints it as "history" (rule N13).

        An action that changes nothing says so in a "note"; peek-back prints a "preview" with no
        events or effects. Each line is written as soon as it runs.

        Limits: a script line is at most 64 KiB, a --config file 1 MiB, a restored session 16 MiB.

        The window starts at 1024 × 768 points. Without destinations the primary holds the list
        'root'; with them it holds 'sidebar'.


        """,
      sections: [OptionSection("Options", ConfigurationArguments.options.map { $0.lifted(\.configuration) })],
      footer: """
        Exit status: 0 when every action succeeded, 1 when any failed, 2 on usage errors.

        """,
      helpColumn: 28,
      positional: (name: "SCRIPT", read: { arguments, path in arguments.script = path }))
  }

  /// What `colonnade simulate --help` prints, from the option table.
  static var help: String { table.help }

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    if table.wantsHelp(arguments) { return Outcome(output: help) }
    do throws(UsageError) {
      let given = try table.parse(arguments, into: Arguments())
      let configuration = try given.configuration.configuration(files: invocation.files, error: table.error)
      let script = given.script
      let source: any ByteSource
      if let script, script != "-" {
        do {
          source = try invocation.files.open(atPath: script)
        } catch {
          throw table.error(error.description)
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
    do throws(ScriptReadError) {
      while let line = try lines.next() {
        guard let result = session.run(line) else { continue }
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
