/// What the process's terminal can do, decided from plain values so it can be tested without one.
///
/// ```swift
/// let capabilities = TerminalCapabilities(
///   environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
///   inputIsTerminal: true, outputIsTerminal: true)
/// capabilities.colorEnabled        // false: NO_COLOR is set
/// capabilities.supportsFullScreen  // true
/// capabilities.repeatsCharacters   // false: only tmux, xterm, kitty, alacritty and foot say so
/// ```
///
/// `NO_COLOR` (https://no-color.org) disables color when it is present and
/// not empty. `TERM=dumb` disables color and the full-screen interface; an
/// unset `TERM` is treated as a capable terminal, as most tools do.
public struct TerminalCapabilities: Hashable, Sendable {
  /// Whether standard input is a terminal.
  public var inputIsTerminal: Bool
  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool
  /// The value of `TERM`, if set.
  public var term: String?
  /// Whether `NO_COLOR` is set to a non-empty value.
  public var noColor: Bool
  /// Whether the terminal is known to repeat the preceding character (REP, `ESC [ n b`).
  public var repeatsCharacters: Bool

  /// Creates capabilities from each value.
  public init(
    inputIsTerminal: Bool, outputIsTerminal: Bool, term: String?, noColor: Bool,
    repeatsCharacters: Bool = false
  ) {
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.term = term
    self.noColor = noColor
    self.repeatsCharacters = repeatsCharacters
  }

  /// Creates capabilities from environment variables and the TTY checks.
  public init(environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool) {
    self.init(
      inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
      term: environment["TERM"], noColor: !(environment["NO_COLOR"] ?? "").isEmpty,
      repeatsCharacters: Self.repeatsCharacters(environment))
  }

  /// The variables ``repeatsCharacters`` is decided from, besides `TERM`.
  public static let repeatVariables = ["TMUX", "STY", "ZELLIJ", "XTERM_VERSION"]

  /// Whether the environment names a terminal that repeats characters with REP: tmux (2.6 and
  /// later: `TMUX` is set inside it, whatever `TERM` says), xterm itself (`XTERM_VERSION`), kitty,
  /// alacritty and foot by `TERM`. A `TERM` of `xterm-256color` alone is not enough (many terminals
  /// claim it without REP), and inside GNU screen (`STY`) or zellij (`ZELLIJ`), which may also sit
  /// inside tmux or xterm, REP is not used.
  static func repeatsCharacters(_ environment: [String: String]) -> Bool {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    if isSet("STY") || isSet("ZELLIJ") { return false }
    if isSet("TMUX") || isSet("XTERM_VERSION") { return true }
    guard let term = environment["TERM"] else { return false }
    return term == "xterm-kitty" || term == "alacritty" || term == "foot" || term.hasPrefix("foot-")
  }

  /// Whether `TERM` is `dumb`: no cursor movement, no color.
  public var isDumb: Bool { term == "dumb" }

  /// Whether colors may be sent (attributes such as reverse video are sent either way).
  public var colorEnabled: Bool { !noColor && !isDumb }

  /// Whether the full-screen interface can run: both streams are terminals and `TERM` is not `dumb`.
  public var supportsFullScreen: Bool { inputIsTerminal && outputIsTerminal && !isDumb }
}
