import ColonnadeJSON

/// What is wrong with one argument, carrying the offending option and value; turned into text in
/// one place (``description``) and into a ``UsageError`` by the command that read it (rule X5).
package enum ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An option the command does not take, such as `--wide`.
  case unknownOption(String)
  /// A word where no positional argument is expected.
  case unexpectedArgument(String)
  /// A value option at the end of the line, with no value after it.
  case missingValue(option: String)
  /// A flag written with a value, such as `--rtl=yes`.
  case unexpectedValue(option: String, value: String)
  /// An option that may appear once, given again.
  case givenTwice(option: String)
  /// A value that is not a number of the kind the option takes; `example` is one that is.
  case notANumber(option: String, value: String, kind: NumberSyntax.Kind, example: String)
  /// A value that is none of the names the option takes.
  case notOneOf(option: String, value: String, names: [String])
  /// A value the option's own parser refused, with why and how to fix it.
  case invalidValue(option: String, value: String, reason: String)
  /// A value one of whose parts (`part`, such as a hinge's `x`) is wrong, with why and how to fix it.
  case invalidPart(option: String, value: String, part: String, reason: String)
  /// An item of a list value that names nothing known (`kind` is "key", "device"), with how to
  /// find the known ones.
  case unknownItem(option: String, item: String, kind: String, hint: String)
  /// A required option that is absent, with how to give it.
  case missing(option: String, hint: String)

  package var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(TerminalText.quoted(option))'"
    case .unexpectedArgument(let argument):
      return "unexpected argument '\(TerminalText.quoted(argument))'"
    case .missingValue(let option):
      return "\(option) needs a value"
    case .unexpectedValue(let option, let value):
      return "\(option) takes no value, not '\(TerminalText.quoted(value))': give \(option) alone"
    case .givenTwice(let option):
      return "\(option) is given twice: give it once"
    case .notANumber(let option, let value, let kind, let example):
      return
        "\(option) '\(TerminalText.quoted(value))' is not \(kind.name): pass \(kind.name) such as \(example)"
    case .notOneOf(let option, let value, let names):
      return "\(option) '\(TerminalText.quoted(value))' is not one of \(names.joined(separator: ", "))"
    case .invalidValue(let option, let value, let reason):
      return "\(option) '\(TerminalText.quoted(value))' \(reason)"
    case .invalidPart(let option, let value, let part, let reason):
      return "\(option) '\(TerminalText.quoted(value))': '\(TerminalText.quoted(part))' \(reason)"
    case .unknownItem(let option, let item, let kind, let hint):
      return "unknown \(kind) '\(TerminalText.quoted(item))' in \(option): \(hint)"
    case .missing(_, let hint):
      return hint
    }
  }
}
