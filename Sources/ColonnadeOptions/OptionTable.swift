/// A titled group of options in `--help`, such as "Window:".
package struct OptionSection<Values> {
  /// The heading, without the colon.
  package var title: String
  /// The options, in the order `--help` lists them.
  package var options: [CommandOption<Values>]

  /// Creates a section.
  package init(_ title: String, _ options: [CommandOption<Values>]) {
    self.title = title
    self.options = options
  }
}

/// Everything a command takes on its command line, declared once: `--help` is printed from it and
/// ``parse(_:into:)`` reads with it (rule X5).
///
/// ```swift
/// let table = OptionTable<Arguments>(
///   command: "devices", header: "Usage: colonnade devices [--format text|json]\n\n",
///   sections: [OptionSection("Options", [.choice("--format", "F", help: "text or json", into: \.format)])])
/// let arguments = try table.parse(["--format", "json"], into: Arguments())
/// ```
package struct OptionTable<Values> {
  /// The program's name in messages: `colonnade`, `colonnade-bench`.
  package var program: String
  /// The subcommand (`resolve`), or empty for a program without one.
  package var command: String
  /// The usage lines and description that open `--help`, ending in a blank line.
  package var header: String
  /// The options, in groups; `-h, --help` closes the last group.
  package var sections: [OptionSection<Values>]
  /// Text after the options (examples, exit status), or empty.
  package var footer: String
  /// The column where help text starts in `--help`.
  package var helpColumn: Int
  /// The positional argument's name in `--help` (`PATH`), and how it is read; `nil` when the
  /// command takes none.
  package var positional: (name: String, read: (inout Values, String) throws(ArgumentError) -> Void)?

  /// Creates a table.
  package init(
    program: String = "colonnade", command: String, header: String, sections: [OptionSection<Values>],
    footer: String = "", helpColumn: Int,
    positional: (name: String, read: (inout Values, String) throws(ArgumentError) -> Void)? = nil
  ) {
    self.program = program
    self.command = command
    self.header = header
    self.sections = sections
    self.footer = footer
    self.helpColumn = helpColumn
    self.positional = positional
  }

  /// Every option, in `--help` order.
  package var options: [CommandOption<Values>] { sections.flatMap(\.options) }

  /// The option spelled `name`, if the command takes it.
  package func option(named name: String) -> CommandOption<Values>? {
    options.first { $0.name == name }
  }

  /// Whether the arguments ask for help (`-h` or `--help` anywhere).
  package func wantsHelp(_ arguments: [String]) -> Bool {
    arguments.contains("--help") || arguments.contains("-h")
  }

  /// The text `--help` prints.
  package var help: String {
    var text = header
    for (index, section) in sections.enumerated() {
      if index > 0 { text += "\n" }
      text += section.title + ":\n"
      for option in section.options { text += line(option.label, option.help) }
      if index == sections.count - 1 { text += line("-h, --help", "show this help") }
    }
    return footer.isEmpty ? text : text + "\n" + footer
  }

  /// One entry of `--help`: the label, then the help text from ``helpColumn``, on the next line
  /// when the label reaches it.
  private func line(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: helpColumn)
    let start = "  " + label
    var text =
      start.count + 2 <= helpColumn
      ? start + String(repeating: " ", count: helpColumn - start.count) : start + "\n" + indent
    text += help.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    return text + "\n"
  }

  /// A usage error from this command.
  package func error(_ message: String) -> UsageError {
    UsageError(program: program, command: command, message: message)
  }

  /// A usage error from this command for an argument problem.
  package func error(_ problem: ArgumentError) -> UsageError {
    error(problem.description)
  }
}
