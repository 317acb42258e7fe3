import ColonnadePOSIX
import ColonnadeTerminal
import Synchronization

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
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () -> String
  /// The process's terminal, for the interactive demo; tests leave the default: no terminal.
  public var terminal: TerminalCapabilities

  /// Creates an invocation.
  public init(
    arguments: [String], environment: [String: String] = [:], files: any FileSystem,
    readStandardInput: @escaping @Sendable () -> String = { "" },
    terminal: TerminalCapabilities = Invocation.noTerminal
  ) {
    self.arguments = arguments
    self.environment = environment
    self.files = files
    self.readStandardInput = readStandardInput
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

/// The files the command line reads and writes.
public protocol FileSystem: Sendable {
  /// The whole text of the file at `path`.
  func readText(atPath path: String) throws(FileError) -> String
  /// Replaces the file at `path` with `text`.
  func writeText(_ text: String, atPath path: String) throws(FileError)
  /// Creates the folder at `path` and any missing parents; succeeds if it already exists.
  func createDirectory(atPath path: String) throws(FileError)
}

/// A file that could not be read.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why, in a few words ("no such file", "not UTF-8 text").
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot read '\(path)': \(reason)" }
}

/// Files held in memory, for tests.
public final class MemoryFileSystem: FileSystem {
  private let storage: Mutex<[String: String]>

  /// Creates a file system holding `files`.
  public init(_ files: [String: String] = [:]) {
    storage = Mutex(files)
  }

  /// The files' contents by path.
  public var files: [String: String] { storage.withLock { $0 } }

  public func readText(atPath path: String) throws(FileError) -> String {
    guard let text = storage.withLock({ $0[path] }) else {
      throw FileError(path: path, reason: "no such file")
    }
    return text
  }

  public func writeText(_ text: String, atPath path: String) throws(FileError) {
    storage.withLock { $0[path] = text }
  }

  /// Folders need no creating in memory: any path can hold a file.
  public func createDirectory(atPath path: String) throws(FileError) {}
}
