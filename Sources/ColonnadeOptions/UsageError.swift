/// A mistake in the command line: what is wrong, how to fix it, and where help is (rule X5).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The program that rejected the arguments: `colonnade`, or a tool such as `colonnade-bench`.
  package var program = "colonnade"
  /// The command that rejected the arguments ("resolve"), or empty for the top level.
  public var command: String
  /// What is wrong and how to fix it, in one sentence.
  public var message: String

  /// Creates an error.
  public init(command: String, message: String) {
    self.command = command
    self.message = message
  }

  /// Creates an error from another program than `colonnade`.
  package init(program: String, command: String, message: String) {
    self.program = program
    self.command = command
    self.message = message
  }

  public var description: String {
    let name = command.isEmpty ? program : "\(program) \(command)"
    return "\(name): \(message) (see '\(name) --help')"
  }
}
