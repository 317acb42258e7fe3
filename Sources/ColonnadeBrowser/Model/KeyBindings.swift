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
    Binding(keys: "Enter", action: "Open a folder; a previewed file in $PAGER"),
    Binding(keys: "→ l", action: "Open a folder, or focus the preview"),
    Binding(keys: "Backspace ← h", action: "Parent folder (← h elsewhere: previous column)"),
    Binding(keys: "~ - H L", action: "Home, previous folder, history back, forward"),
    Binding(keys: ":", action: "Go to a path you type (~ and .. work)"),
    Binding(keys: "m x  ' x", action: "Bookmark the folder as x; go to bookmark x"),
    Binding(keys: "Esc", action: "Back; close the Info sheet; clear the filter"),
    Binding(keys: "Tab Shift-Tab", action: "Next or previous column"),
    Binding(keys: "/ n N", action: "Filter as you type; next, previous"),
    Binding(keys: ". zh", action: "Show or hide hidden files"),
    Binding(keys: "S R", action: "Sort: name, size, time, ext; reverse"),
    Binding(keys: "o e", action: "Open in $PAGER; in $VISUAL or $EDITOR"),
    Binding(keys: "y", action: "Copy the path (OSC 52)"),
    Binding(keys: "s i", action: "Sidebar, inspector"),
    Binding(keys: "f r d", action: "Fold (flat, book, tabletop); reload; tint"),
    Binding(keys: "Mouse", action: "Click rows and ☰ ‹ buttons, wheel, drag"),
    Binding(keys: "Ctrl-Z", action: "Suspend (fg resumes)"),
    Binding(keys: "?", action: "This help (↓ ↑ scroll it)"),
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
