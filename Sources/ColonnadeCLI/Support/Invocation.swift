import ColonnadeOptions
import ColonnadePOSIX
import ColonnadeTerminal

/// One run of the command line: the arguments and the outside world it may touch.
///
/// Tests build one with an in-memory file system and read the ``Outcome``.
public struct Invocation: Sendable {
  /// The arguments after the program name.
  public var arguments: [String]
  /// The process environment (`NO_COLOR`, `TERM`, ...).
  public var environment: [String: String]
  /// Where files are read from.
  public var files: any FileSystem
  /// Opens standard input, read in chunks as a command needs it.
  public var standardInput: @Sendable () -> any ByteSource
  /// Writes to standard output as a command produces it (`simulate` writes each line at once);
  /// `nil` collects everything into ``Outcome/output``, as tests do.
  public var writeOutput: (@Sendable (String) -> Void)?
  /// The process's terminal, for the interactive demo; tests leave the default: no terminal.
  public var terminal: TerminalCapabilities

  /// Creates an invocation; `readStandardInput` gives standard input as text, `standardInput`
  /// (when given) as a stream instead.
  public init(
    arguments: [String], environment: [String: String] = [:], files: any FileSystem,
    readStandardInput: @escaping @Sendable () -> String = { "" },
    standardInput: (@Sendable () -> any ByteSource)? = nil,
    writeOutput: (@Sendable (String) -> Void)? = nil,
    terminal: TerminalCapabilities = Invocation.noTerminal
  ) {
    self.arguments = arguments
    self.environment = environment
    self.files = files
    self.standardInput = standardInput ?? { MemoryByteSource(Array(readStandardInput().utf8)) }
    self.writeOutput = writeOutput
    self.terminal = terminal
  }

  /// Neither standard input nor output is a terminal.
  public static let noTerminal = TerminalCapabilities(
    inputIsTerminal: false, outputIsTerminal: false, term: nil, noColor: false)

  /// What this process's terminal can do (`isatty`, `TERM`, `NO_COLOR`).
  public static var processTerminal: TerminalCapabilities { .current() }
}

/// What a run printed and how it ended.
public struct Outcome: Equatable, Sendable {
  /// The exit status: 0 success, 1 a failed action, 2 a usage error (rule X5).
  public var status: Int32
  /// Standard output.
  public var output: String
  /// Standard error.
  public var errors: String

  /// Creates an outcome.
  public init(status: Int32 = 0, output: String = "", errors: String = "") {
    self.status = status
    self.output = output
    self.errors = errors
  }

  /// A usage error: one line on standard error, exit status 2 (rule X5).
  static func usage(_ error: UsageError) -> Outcome {
    Outcome(status: 2, errors: error.description + "\n")
  }
}
