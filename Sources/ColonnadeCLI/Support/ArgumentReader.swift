/// Reads `--name value`, `--name=value` and `--flag` options, in any order, and reports anything
/// left unread.
///
/// ```swift
/// var reader = ArgumentReader(["--width", "1366", "--rtl"], command: "resolve")
/// let width = try reader.value("--width")   // "1366"
/// let rtl = reader.flag("--rtl")            // true
/// try reader.finish()
/// ```
struct ArgumentReader {
  private var arguments: [String]
  /// The options read so far, to tell a repeated one from an unknown one.
  private var read: Set<String> = []
  let command: String

  init(_ arguments: [String], command: String) {
    self.arguments = arguments
    self.command = command
  }

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { arguments.contains("--help") || arguments.contains("-h") }

  /// Removes and returns whether `name` was given.
  mutating func flag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    read.insert(name)
    return true
  }

  /// Removes and returns every value given for `name`, in order. O(arguments), in one pass.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    read.insert(name)
    var found: [String] = []
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == name {
        guard index + 1 < arguments.count else { throw error("\(name) needs a value") }
        found.append(arguments[index + 1])
        index += 2
      } else if argument.hasPrefix(name + "=") {
        found.append(String(argument.dropFirst(name.count + 1)))
        index += 1
      } else {
        kept.append(argument)
        index += 1
      }
    }
    arguments = kept
    return found
  }

  /// Removes and returns the value of `name`, if given.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    read.insert(name)
    for (index, argument) in arguments.enumerated() {
      if argument == name {
        guard index + 1 < arguments.count else {
          throw error("\(name) needs a value")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
      }
      if argument.hasPrefix(name + "=") {
        arguments.remove(at: index)
        return String(argument.dropFirst(name.count + 1))
      }
    }
    return nil
  }

  /// The number given for `name`, if any.
  mutating func number(_ name: String, example: String) throws(UsageError) -> Double? {
    guard let text = try value(name) else { return nil }
    guard let number = Double(text) else {
      throw error("\(name) '\(TerminalText.quoted(text))' is not a number: pass a number such as \(example)")
    }
    return number
  }

  /// The named case given for `name`, if any.
  mutating func name<Name: RawRepresentable & CaseIterable>(
    _ name: String, as type: Name.Type, names: [(String, Name)]? = nil
  ) throws(UsageError) -> Name? where Name.RawValue == String {
    guard let text = try value(name) else { return nil }
    let choices = names ?? Name.allCases.map { ($0.rawValue, $0) }
    guard let match = choices.first(where: { $0.0 == text }) else {
      throw error(
        "\(name) '\(TerminalText.quoted(text))' is not one of \(choices.map(\.0).joined(separator: ", "))")
    }
    return match.1
  }

  /// Removes and returns the next argument that is not an option, if any.
  mutating func positional() -> String? {
    guard let index = arguments.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
    return arguments.remove(at: index)
  }

  /// Throws for the first argument nobody read: an option given twice, an unknown option or an
  /// unexpected argument.
  func finish() throws(UsageError) {
    guard let first = arguments.first else { return }
    let name = String(first.prefix { $0 != "=" })
    if read.contains(name) { throw error("\(name) is given twice: give it once") }
    let shown = TerminalText.quoted(first)
    throw error(first.hasPrefix("-") ? "unknown option '\(shown)'" : "unexpected argument '\(shown)'")
  }

  func error(_ message: String) -> UsageError {
    UsageError(command: command, message: message)
  }
}
