import ColonnadeTerminal

/// An input to the browser.
public enum BrowserEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// The terminal's new size.
  case resized(CellSize)
  /// Time passed; nothing else happened.
  case tick
  /// A load handed out by ``Browser/takeLoadRequests()`` finished.
  case loaded(LoadResult)
  /// A folder on screen changed on disk (inotify, or polling).
  case changed(FilePath)
  /// A program the browser asked for (``BrowserCommand/run(_:)``) ended; a message when it failed.
  case programEnded(String, failure: String?)
  /// Something the edge tells the user once, in the status line (folders on screen polled since
  /// inotify ran out of watches).
  case notice(String)
  /// How far the file operation the browser asked for has come (rule T13).
  case operationProgressed(OperationProgress)
  /// The file operation the browser asked for is over: what it did (rule T10).
  case operationFinished(OperationReport)
}
