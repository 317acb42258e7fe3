/// What the caller should do after an input.
public enum BrowserCommand: Hashable, Sendable {
  /// Draw and wait for the next input.
  case `continue`
  /// Restore the terminal and exit (`q`); `--choose-dir` writes the folder shown.
  case quit
  /// Restore the terminal and exit choosing nothing (`Q`, Ctrl-C): a picker was cancelled.
  case cancel
  /// Restore the terminal and exit, choosing these paths (`--choose`: Enter on a file).
  case choose([FilePath])
  /// Restore the terminal and stop the process (Ctrl-Z); redraw when it continues.
  case suspend
  /// Leave the screen, run a program on the terminal, then restore and redraw; or, for a
  /// graphical program, start it apart from the terminal.
  case run(ExternalProgram)
  /// Put text on the clipboard (OSC 52).
  case copy(String)
  /// Draw the whole screen again, whatever the terminal shows (Ctrl-L).
  case redraw
  /// Run, undo or cancel a file operation (rules T10–T14); the edge reports back with
  /// ``BrowserEvent/operationProgressed(_:)`` and ``BrowserEvent/operationFinished(_:)``.
  case operate(OperationRequest)
}
