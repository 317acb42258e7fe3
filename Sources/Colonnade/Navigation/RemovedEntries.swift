/// The entries a navigation change dropped, with their columns: their panes are destroyed (rule P1).
struct RemovedEntries<Route: Hashable & Sendable> {
  private(set) var entries: [(column: Column, entry: Entry<Route>)] = []

  /// Whether nothing was dropped.
  var isEmpty: Bool { entries.isEmpty }

  mutating func append(_ column: Column, _ entry: Entry<Route>) {
    entries.append((column, entry))
  }
}
