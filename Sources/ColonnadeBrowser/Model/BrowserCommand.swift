/// What the caller should do after an input.
public enum BrowserCommand: Hashable, Sendable {
  /// Draw and wait for the next input.
  case `continue`
  /// Restore the terminal and exit.
  case quit
  /// Restore the terminal and stop the process (Ctrl-Z); redraw when it continues.
  case suspend
  /// Leave the screen, run a program on the terminal, then restore and redraw.
  case run(ExternalProgram)
  /// Put text on the clipboard (OSC 52).
  case copy(String)
}
