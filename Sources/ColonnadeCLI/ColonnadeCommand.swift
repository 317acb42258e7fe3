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

  static let help = """
    Usage: colonnade <command> [options]

    Colonnade decides which split-view columns show, where and how wide, for any window,
    fold or hinge, and how navigation behaves as the layout collapses and expands.

    Commands:
      demo        browse files in adaptive columns, the default (colonnade demo --help)
      resolve     print the layout for one window (colonnade resolve --help)
      lab         draw the layout on every device as SVG + HTML (colonnade lab --help)
      devices     list the device catalog the lab draws (colonnade devices --help)
      simulate    replay an action script through the coordinator (colonnade simulate --help)

    Options:
      -h, --help  show this help
      --version   print the version

    """

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
    switch command {
    case "demo": return DemoCommand.run(arguments, invocation)
    case "resolve": return ResolveCommand.run(arguments, invocation)
    case "lab": return LabCommand.run(arguments, invocation)
    case "devices": return DevicesCommand.run(arguments, invocation)
    case "simulate": return SimulateCommand.run(arguments, invocation)
    case "-h", "--help", "help": return Outcome(output: help)
    case "--version": return Outcome(output: "colonnade \(version)\n")
    default:
      return .usage(UsageError(command: "", message: "unknown command '\(command)'"))
    }
  }
}
