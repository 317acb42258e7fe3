import ColonnadeJSON

/// A command's option table without its argument type, so every command's table can be checked
/// in one list: `--help` against the options, each option against its own parser.
package struct OptionTableSummary {
  /// One option as declared.
  package struct Option: Sendable, Equatable {
    /// `--width`.
    package var name: String
    /// `W`, or `nil` for a flag.
    package var placeholder: String?
    /// A value the option accepts, `nil` for a flag.
    package var example: String?
    /// Whether it may be given more than once.
    package var repeatable: Bool
    /// The kind of number it takes, for a number option.
    package var numberKind: NumberSyntax.Kind?
  }

  /// `colonnade resolve`, `colonnade-bench`.
  package var name: String
  /// Every option, in `--help` order.
  package var options: [Option]
  /// What `--help` prints.
  package var help: String
  /// Reads arguments with the table alone (no file is read, nothing runs): the problem, if any.
  package var check: ([String]) -> ArgumentError?
}

extension OptionTable {
  /// The table as a ``OptionTableSummary``; `start` is the arguments before any are read.
  package func summary(start: @escaping () -> Values) -> OptionTableSummary {
    let options = options.map {
      OptionTableSummary.Option(
        name: $0.name, placeholder: $0.placeholder, example: $0.example, repeatable: $0.repeatable,
        numberKind: $0.numberKind)
    }
    let check: ([String]) -> ArgumentError? = { arguments in
      do throws(ArgumentError) {
        _ = try self.parseArguments(arguments, into: start())
        return nil
      } catch {
        return error
      }
    }
    return OptionTableSummary(
      name: command.isEmpty ? program : "\(program) \(command)", options: options, help: help, check: check)
  }
}
