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

  /// Creates an invocation.
  public init(arguments: [String], environment: [String: String] = [:], files: any FileSystem) {
    self.arguments = arguments
    self.environment = environment
    self.files = files
  }
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

/// The files the command line reads.
public protocol FileSystem: Sendable {
  /// The whole text of the file at `path`.
  func readText(atPath path: String) throws(FileError) -> String
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
public struct MemoryFileSystem: FileSystem {
  /// The files' contents by path.
  public var files: [String: String]

  /// Creates a file system holding `files`.
  public init(_ files: [String: String] = [:]) {
    self.files = files
  }

  public func readText(atPath path: String) throws(FileError) -> String {
    guard let text = files[path] else { throw FileError(path: path, reason: "no such file") }
    return text
  }
}
