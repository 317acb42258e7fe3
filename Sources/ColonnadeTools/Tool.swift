import ColonnadeOptions
import ColonnadePOSIX

/// The options of a tool beside `colonnade` (`colonnade-bench`, `colonnade-soak`): read with an
/// ``OptionTable``, as `colonnade`'s commands are.
package protocol ToolOptions {
  associatedtype Arguments
  /// Every option: its `--help` and its parser.
  static var table: OptionTable<Arguments> { get }
  /// Reads the arguments (without the program name); a usage error names the bad one.
  init(_ arguments: [String]) throws(UsageError)
  /// Whether the arguments asked for `--help`.
  var wantsHelp: Bool { get }
}

/// The one `main` of `colonnade-bench` and `colonnade-soak`: reads the command line, prints help
/// or a usage error (one line, exit status 2, rule X5), or runs the tool and exits with its status.
///
/// ```swift
/// @main enum SoakCommand {
///   static func main() { Tool.main(SoakOptions.self, run) }
///   static func run(_ options: SoakOptions) -> Int32 { … }
/// }
/// ```
package enum Tool {
  /// What a command line asks a tool to do.
  package enum Start<Options> {
    /// Run with these options.
    case run(Options)
    /// Print this help and exit 0.
    case help(String)
    /// Print this line on standard error and exit 2.
    case usageError(String)
  }

  /// What `arguments` (without the program name) ask for.
  package static func start<Options: ToolOptions>(_: Options.Type, _ arguments: [String])
    -> Start<Options>
  {
    do {
      let options = try Options(arguments)
      return options.wantsHelp ? .help(Options.table.help) : .run(options)
    } catch {
      return .usageError(error.description)
    }
  }

  /// Reads the process's arguments, then prints help, or a usage error, or runs `body`; exits
  /// with the status that ends it.
  package static func main<Options: ToolOptions>(
    _ type: Options.Type, _ body: (Options) -> Int32
  ) -> Never {
    switch start(type, Array(CommandLine.arguments.dropFirst())) {
    case .run(let options):
      ProcessEnvironment.exit(body(options))
    case .help(let help):
      printOutput(help)
      ProcessEnvironment.exit(0)
    case .usageError(let line):
      printError(line)
      ProcessEnvironment.exit(2)
    }
  }

  /// Writes `line` and a newline to standard error.
  package static func printError(_ line: String) {
    StandardError.writeLine(line)
  }

  /// Writes `text` to standard output at once (not buffered, so a long run's progress shows as it
  /// goes); a failure is ignored.
  package static func printOutput(_ text: String) {
    _ = StandardOutput.write(text)
  }

  /// The option tables of `colonnade-bench` and `colonnade-soak`, checked with `colonnade`'s.
  package static var optionTables: [OptionTableSummary] {
    [
      BenchOptions.table.summary { .init() },
      SoakOptions.table.summary { .init() },
    ]
  }
}
