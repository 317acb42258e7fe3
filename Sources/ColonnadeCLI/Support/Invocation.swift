import ColonnadeOptions
import ColonnadePOSIX
import ColonnadeTerminal

/// One run of the command line: the arguments and the outside world it may touch.
///
/// Tests build one with an in-memory file system and read the ``Outcome``.
public struct Invocation: Sendable {
  /// The arguments after the program name.
  public var arguments: [String]
  /// The same arguments as the bytes the system gave (a path that is not UTF-8 keeps its bytes).
  public var argumentBytes: [[UInt8]]
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
    arguments: [String], argumentBytes: [[UInt8]]? = nil, environment: [String: String] = [:],
    files: any FileSystem,
    readStandardInput: @escaping @Sendable () -> String = { "" },
    standardInput: (@Sendable () -> any ByteSource)? = nil,
    writeOutput: (@Sendable (String) -> Void)? = nil,
    terminal: TerminalCapabilities = Invocation.noTerminal
  ) {
    self.arguments = arguments
    self.argumentBytes = argumentBytes ?? arguments.map { Array($0.utf8) }
    self.environment = environment
    self.files = files
    self.standardInput = standardInput ?? { MemoryByteSource(Array(readStandardInput().utf8)) }
    self.writeOutput = writeOutput
    self.terminal = terminal
  }

  /// The bytes of the last `count` arguments (those a subcommand reads), each as the system gave
  /// it; an argument whose bytes do not read as it does (a caller that set only ``arguments``)
  /// is its UTF-8.
  func bytes(ofLast count: Int) -> [[UInt8]] {
    let words = arguments.suffix(count)
    let raw = argumentBytes.suffix(count)
    return zip(words, raw).map { word, bytes in
      raw.count == words.count && String(decoding: bytes, as: UTF8.self) == word ? bytes : Array(word.utf8)
    }
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
