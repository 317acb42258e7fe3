import ColonnadeJSON

/// One option of a command, declared once: how it is spelled, the value it takes, its help and
/// how its value is read into the command's arguments (`Values`). `--help` and parsing both read
/// this declaration, so they cannot drift (rule X5).
///
/// ```swift
/// let width = CommandOption<Arguments>.number(
///   "--width", "W", help: "window width in points (required)", example: "1366", into: \.width)
/// ```
package struct CommandOption<Values> {
  /// The option as typed, such as `--width`.
  package let name: String
  /// The value's placeholder in `--help` (`W`, `FILE`), or `nil` for a flag.
  package let placeholder: String?
  /// The help text; a line break continues it on the next line of `--help`, aligned.
  package let help: String
  /// A value this option accepts, for tests and messages; `nil` for a flag.
  package let example: String?
  /// Whether the option may be given more than once (each value is read in order).
  package let repeatable: Bool
  /// The kind of number the value is, for a number option.
  package var numberKind: NumberSyntax.Kind?
  /// Reads one occurrence (`value` is empty for a flag) into the arguments.
  let read: (inout Values, String) throws(ArgumentError) -> Void

  /// Declares an option with its own parser; prefer the typed helpers below.
  package init(
    _ name: String, _ placeholder: String?, help: String, example: String?, repeatable: Bool = false,
    read: @escaping (inout Values, String) throws(ArgumentError) -> Void
  ) {
    self.name = name
    self.placeholder = placeholder
    self.help = help
    self.example = example
    self.repeatable = repeatable
    self.read = read
  }

  /// What `--help` shows before the help text: `--width W`.
  package var label: String { placeholder.map { "\(name) \($0)" } ?? name }

  /// A flag: present or not.
  package static func flag(_ name: String, help: String, into field: WritableKeyPath<Values, Bool>) -> Self {
    Self(name, nil, help: help, example: nil) { values, _ in values[keyPath: field] = true }
  }

  /// A decimal number (``NumberSyntax/decimal(_:)``).
  package static func number(
    _ name: String, _ placeholder: String, help: String, example: String,
    into field: WritableKeyPath<Values, Double?>
  ) -> Self {
    numeric(
      name, placeholder, help: help, example: example, kind: .decimal, NumberSyntax.decimal, into: field)
  }

  /// A whole number of decimal digits (``NumberSyntax/whole(_:)``).
  package static func whole(
    _ name: String, _ placeholder: String, help: String, example: String,
    into field: WritableKeyPath<Values, UInt64?>
  ) -> Self {
    numeric(name, placeholder, help: help, example: example, kind: .whole, NumberSyntax.whole, into: field)
  }

  private static func numeric<Number>(
    _ name: String, _ placeholder: String, help: String, example: String, kind: NumberSyntax.Kind,
    _ parse: @escaping (String) -> Number?, into field: WritableKeyPath<Values, Number?>
  ) -> Self {
    var option = Self(name, placeholder, help: help, example: example) { values, text throws(ArgumentError) in
      guard let number = parse(text) else {
        throw .notANumber(option: name, value: text, kind: kind, example: example)
      }
      values[keyPath: field] = number
    }
    option.numberKind = kind
    return option
  }

  /// A count such as `10_000_000` or `1e7` (``NumberSyntax/count(_:)``), at least `minimum`.
  package static func count(
    _ name: String, _ placeholder: String, help: String, example: String, minimum: Int = 0,
    into field: WritableKeyPath<Values, Int?>
  ) -> Self {
    var option = Self(name, placeholder, help: help, example: example) { values, text throws(ArgumentError) in
      guard let number = NumberSyntax.count(text) else {
        throw .notANumber(option: name, value: text, kind: .count, example: example)
      }
      guard number >= minimum else {
        throw .invalidValue(option: name, value: text, reason: "is below \(minimum): pass \(minimum) or more")
      }
      values[keyPath: field] = number
    }
    option.numberKind = .count
    return option
  }

  /// One of a list of names, each standing for a value.
  package static func choice<Choice>(
    _ name: String, _ placeholder: String, help: String, names: [(String, Choice)],
    into field: WritableKeyPath<Values, Choice?>
  ) -> Self {
    Self(name, placeholder, help: help, example: names.first?.0) { values, text throws(ArgumentError) in
      guard let match = names.first(where: { $0.0 == text }) else {
        throw .notOneOf(option: name, value: text, names: names.map(\.0))
      }
      values[keyPath: field] = match.1
    }
  }

  /// One of a type's cases, by raw value.
  package static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, _ placeholder: String, help: String, into field: WritableKeyPath<Values, Choice?>
  ) -> Self where Choice.RawValue == String {
    choice(name, placeholder, help: help, names: Choice.allCases.map { ($0.rawValue, $0) }, into: field)
  }

  /// Text taken as given, such as a path.
  package static func text(
    _ name: String, _ placeholder: String, help: String, example: String,
    into field: WritableKeyPath<Values, String?>
  ) -> Self {
    Self(name, placeholder, help: help, example: example) { values, text in values[keyPath: field] = text }
  }

  /// Text that may be given more than once, each value kept in order.
  package static func texts(
    _ name: String, _ placeholder: String, help: String, example: String,
    into field: WritableKeyPath<Values, [String]>
  ) -> Self {
    Self(name, placeholder, help: help, example: example, repeatable: true) { values, text in
      values[keyPath: field].append(text)
    }
  }

  /// This option reading into a part of larger arguments, so commands can share a section.
  package func lifted<Whole>(_ part: WritableKeyPath<Whole, Values>) -> CommandOption<Whole> {
    let read = self.read
    var option = CommandOption<Whole>(name, placeholder, help: help, example: example, repeatable: repeatable)
    {
      whole, text throws(ArgumentError) in try read(&whole[keyPath: part], text)
    }
    option.numberKind = numberKind
    return option
  }
}
