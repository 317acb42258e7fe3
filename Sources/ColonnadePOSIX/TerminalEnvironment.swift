import ColonnadeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

extension TerminalCapabilities {
  /// The capabilities of this process's terminal: `isatty` on standard input and output, `TERM`,
  /// `NO_COLOR`, and the variables that say whether the terminal repeats characters
  /// (``TerminalCapabilities/repeatVariables``: `TMUX`, `STY`, `ZELLIJ`, `XTERM_VERSION`).
  ///
  /// ```swift
  /// let capabilities = TerminalCapabilities.current()
  /// if !capabilities.supportsFullScreen { printSnapshotInstead() }
  /// ```
  ///
  /// The one place the TTY and environment checks are made.
  public static func current() -> TerminalCapabilities {
    var environment: [String: String] = [:]
    for name in ["TERM", "NO_COLOR"] + TerminalCapabilities.repeatVariables {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return TerminalCapabilities(
      environment: environment, inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1)
  }
}
