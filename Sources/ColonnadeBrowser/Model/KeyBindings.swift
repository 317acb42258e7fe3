/// Every key of the browser, in one table: the in-app help (`?`), `colonnade demo --help` and the
/// README's key list are made from it, so they cannot disagree (rule T3).
///
/// ```swift
/// KeyBindings.markdown   // the README's table
/// ```
public enum KeyBindings {
  /// One line of the table.
  public struct Binding: Hashable, Sendable {
    /// The keys, as people read them: "↑ ↓ j k".
    public var keys: String
    /// What they do.
    public var action: String
  }

  /// The keys, in the order the help lists them; quitting last.
  public static let all: [Binding] = [
    Binding(keys: "↑ ↓ j k", action: "Move, or scroll a preview"),
    Binding(keys: "PgUp PgDn g G", action: "Page, top, bottom"),
    Binding(keys: "Enter → l", action: "Open"),
    Binding(keys: "Backspace", action: "Parent folder"),
    Binding(keys: "← h", action: "Previous column, or parent"),
    Binding(keys: "Esc", action: "Back; clear the filter"),
    Binding(keys: "Tab Shift-Tab", action: "Next or previous column"),
    Binding(keys: "/ n N", action: "Filter as you type; next, previous"),
    Binding(keys: ". zh", action: "Show or hide hidden files"),
    Binding(keys: "S R", action: "Sort: name, size, time, ext; reverse"),
    Binding(keys: "o e", action: "Open in $PAGER, $EDITOR"),
    Binding(keys: "y", action: "Copy the path (OSC 52)"),
    Binding(keys: "s i", action: "Sidebar, inspector"),
    Binding(keys: "f", action: "Fold: flat, book, tabletop"),
    Binding(keys: "r d", action: "Reload; lifecycle tint"),
    Binding(keys: "Mouse", action: "Click, wheel, drag a divider"),
    Binding(keys: "Ctrl-Z", action: "Suspend (fg resumes)"),
    Binding(keys: "?", action: "This help"),
    Binding(keys: "q Ctrl-C", action: "Quit"),
  ]

  /// The table as Markdown, for the README.
  public static var markdown: String {
    var lines = ["| Keys | Action |", "| --- | --- |"]
    for binding in all {
      lines.append("| `\(binding.keys.replacingPipes)` | \(binding.action.replacingPipes) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The table as two-column plain text, for `--help`.
  public static var plainText: String {
    let width = (all.map(\.keys.count).max() ?? 0) + 3
    return all.map { "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count) + $0.action }
      .joined(separator: "\n")
  }
}

extension String {
  fileprivate var replacingPipes: String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
