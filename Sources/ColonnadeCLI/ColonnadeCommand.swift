import ColonnadeBrowserPOSIX
import ColonnadeOptions

/// The `colonnade` command line: dispatches to a subcommand and returns what it printed.
///
/// ```swift
/// let outcome = ColonnadeCommand.run(
///   Invocation(arguments: ["resolve", "--width", "393", "--height", "852"], files: LocalFileSystem()))
/// print(outcome.output)
/// ```
public enum ColonnadeCommand {
  /// The version printed by `--version`.
  public static let version = "0.1.0"

  /// Every command: its name, what it does (for `--help`) and how it runs; help and dispatch
  /// both read this list.
  static let commands: [(name: String, summary: String, run: @Sendable ([String], Invocation) -> Outcome)] = [
    ("demo", "browse files in adaptive columns, the default", DemoCommand.run),
    ("resolve", "print the layout for one window", ResolveCommand.run),
    ("lab", "draw the layout on every device as SVG + HTML", LabCommand.run),
    ("devices", "list the device catalog the lab draws", DevicesCommand.run),
    ("simulate", "replay an action script through the coordinator", SimulateCommand.run),
  ]

  /// What `colonnade --help` prints, the commands listed from ``commands``.
  static var help: String {
    let commandLines = commands.map { command in
      let pad = String(repeating: " ", count: max(2, 12 - command.name.count))
      return "  \(command.name)\(pad)\(command.summary) (colonnade \(command.name) --help)\n"
    }
    let header = """
      Usage: colonnade <command> [options]
             colonnade [PATH] [options]  browse PATH (a folder, or a file's folder): colonnade demo --help

      Colonnade decides which split-view columns show, where and how wide, for any window,
      fold or hinge, and how navigation behaves as the layout collapses and expands.

      Commands:

      """
    let footer = """

      Options:
        -h, --help  show this help
        --version   print the version

      """
    return header + commandLines.joined() + footer
  }

  /// The most characters of one line of standard error: a backstop for messages that repeat
  /// an outside value.
  static let errorLineLength = 1_000

  /// Runs one command line; never traps on bad input. Everything it prints, streamed or not, is
  /// made safe for a terminal (``TerminalText``) and each error line is cut to
  /// ``errorLineLength`` characters.
  public static func run(_ invocation: Invocation) -> Outcome {
    var invocation = invocation
    if let write = invocation.writeOutput {
      invocation.writeOutput = { text in write(TerminalText.safe(text)) }
    }
    var outcome = dispatch(invocation)
    outcome.output = TerminalText.safe(outcome.output)
    outcome.errors = TerminalText.safe(outcome.errors).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { line in
      line.count > errorLineLength ? line.prefix(errorLineLength) + "…" : line
    }.joined(separator: "\n")
    return outcome
  }

  private static func dispatch(_ invocation: Invocation) -> Outcome {
    var arguments = invocation.arguments
    // Rule X1: no arguments runs the interactive demo on the current folder.
    guard let command = arguments.first else { return DemoCommand.run([], invocation) }
    arguments.removeFirst()
    if let found = commands.first(where: { $0.name == command }) { return found.run(arguments, invocation) }
    switch command {
    case "-h", "--help", "help": return Outcome(output: help)
    case "--version": return Outcome(output: "colonnade \(version)\n")
    default:
      // `colonnade PATH [options]` browses PATH, as `nnn PATH` and `ranger PATH` do, and
      // `colonnade --choose FILE` picks as `ranger --choosefiles FILE` does. A word that names
      // nothing is a path when it looks like one (the browser says why it cannot open it), else a
      // mistyped command.
      let bytes = invocation.bytes(ofLast: invocation.arguments.count).first ?? []
      let looksLikePath = command.contains("/") || command.hasPrefix(".") || command.hasPrefix("~")
      if command.hasPrefix("-") || looksLikePath || (try? LocalFileTree.canonical(bytes: bytes)) != nil {
        return DemoCommand.run(invocation.arguments, invocation)
      }
      return .usage(
        UsageError(
          command: "", message: "unknown command '\(command)', and no file or folder is named so here"))
    }
  }
}
