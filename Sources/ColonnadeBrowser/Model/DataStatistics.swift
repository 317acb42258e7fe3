import Colonnade

/// Counts of the data effects the browser carried out (rules R1–R4).
public struct DataStatistics: Hashable, Sendable {
  /// Loads started (each one read the file system once).
  public var loads = 0
  /// Panes shown again with the data they held: no read.
  public var reuses = 0
  /// Data dropped after the grace period or with its pane.
  public var releases = 0
  /// Loads cancelled.
  public var cancels = 0
  /// The latest effects, newest last, for the debug view.
  public var recent: [String] {
    notes.map { "\($0.kind) \($0.pane.column) \($0.pane.entry.route) \($0.pane.entry.id)" }
  }
  /// The latest effects as values (at most 4): their text is made only when ``recent`` is read.
  var notes: [Note] = []

  /// One effect carried out: its kind and its pane.
  struct Note: Hashable, Sendable {
    var kind: String
    var pane: Pane<BrowserRoute>
  }
}
