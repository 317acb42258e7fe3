/// The entries a navigation change dropped, with their columns: their panes are destroyed (rule P1).
///
/// The first four are stored inline, so a back or a push that drops a few entries allocates
/// nothing.
@usableFromInline struct RemovedEntries<Route: Hashable & Sendable> {
  @usableFromInline typealias Removed = (column: Column, entry: Entry<Route>)

  @usableFromInline var first = BoundedList<Removed>()
  @usableFromInline var rest: [Removed] = []
  /// The ids of ``first``, compared without copying entries (each copy retains its route).
  @usableFromInline var firstIDs = BoundedList<EntryID>()

  @inlinable init() {}

  /// How many entries were dropped.
  @inlinable var count: Int { first.count + rest.count }

  /// Whether nothing was dropped.
  @inlinable var isEmpty: Bool { first.isEmpty }

  /// Each dropped entry with its column, in the order dropped.
  @inlinable func forEachDropped(_ body: (Column, Entry<Route>) -> Void) {
    // By index: iterating a list copies it, and each entry in it.
    for index in 0..<first.count { body(first[index].column, first[index].entry) }
    for removed in rest { body(removed.column, removed.entry) }
  }

  /// Whether the entry with `id` was dropped. O(entries dropped).
  @inlinable func contains(_ id: EntryID) -> Bool {
    firstIDs.contains(id) || rest.contains { $0.entry.id == id }
  }

  @inlinable mutating func append(_ column: Column, _ entry: Entry<Route>) {
    if first.count < BoundedList<Removed>.capacity {
      first.append((column, entry))
      firstIDs.append(entry.id)
    } else {
      rest.append((column, entry))
    }
  }
}
