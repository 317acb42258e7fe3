/// One destination of a history: a pane and its content, Compose's `ThreePaneScaffoldDestinationItem`
/// (rule N13). The content is an entry of the column's stack, or `nil` for the pane without one.
public struct PaneDestination<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The column the destination shows in: the list, the detail or the extra pane.
  public var column: Column
  /// The entry it shows, on the column's stack; `nil` for no content.
  public var entry: EntryID?
  /// The entry's route — Compose's content key — or `nil` for no content.
  public var content: Route?

  /// Creates a destination.
  @inlinable public init(column: Column, entry: EntryID?, content: Route?) {
    self.column = column
    self.entry = entry
    self.content = content
  }
}

/// The destinations a history-aware navigator went to, oldest first (rule N13), with each
/// column's latest one at hand so the panes' priority is O(1) however long the history.
///
/// ```swift
/// var history = DestinationHistory<String>()
/// history.append(PaneDestination(column: .primary, entry: nil, content: nil), pushesEntry: false)
/// history.append(PaneDestination(column: .inspector, entry: nil, content: nil), pushesEntry: false)
/// history.recency(historyAware: true)   // [inspector, primary]
/// ```
///
/// Popping only shortens the count, as ``EntryStack`` does, so a preview of back on a copy copies
/// nothing.
public struct DestinationHistory<Route: Hashable & Sendable>: Sendable {
  /// One destination, whether it pushed its entry (popping it pops the entry), and the index of
  /// the previous destination in the same column.
  @usableFromInline struct Item: Hashable, Sendable {
    @usableFromInline var destination: PaneDestination<Route>
    @usableFromInline var pushesEntry: Bool
    @usableFromInline var previousInColumn: Int

    @inlinable init(destination: PaneDestination<Route>, pushesEntry: Bool, previousInColumn: Int) {
      self.destination = destination
      self.pushesEntry = pushesEntry
      self.previousInColumn = previousInColumn
    }
  }

  @usableFromInline var storage: [Item] = []
  @usableFromInline var storedCount = 0
  /// Each column's latest destination's index, or -1.
  @usableFromInline var latest = ColumnMap(repeating: -1)

  /// An empty history.
  @inlinable public init() {}

  /// How many destinations it holds.
  @inlinable public var count: Int { storedCount }

  /// Whether it holds none.
  @inlinable public var isEmpty: Bool { storedCount == 0 }

  /// The destination at `index`, oldest first. O(1).
  @inlinable public subscript(index: Int) -> PaneDestination<Route> {
    precondition(index >= 0 && index < storedCount, "DestinationHistory index out of range")
    return storage[index].destination
  }

  /// The current destination, if any. O(1).
  @inlinable public var last: PaneDestination<Route>? {
    storedCount > 0 ? storage[storedCount - 1].destination : nil
  }

  /// Whether the destination at `index` pushed its entry on its column's stack (rather than
  /// showing the entry already on top). O(1).
  @inlinable public func pushesEntry(at index: Int) -> Bool {
    precondition(index >= 0 && index < storedCount, "DestinationHistory index out of range")
    return storage[index].pushesEntry
  }

  /// Appends a destination. Amortized O(1) when the history is not shared.
  @inlinable public mutating func append(_ destination: PaneDestination<Route>, pushesEntry: Bool) {
    if storage.count > storedCount { storage.removeSubrange(storedCount...) }
    storage.append(
      Item(destination: destination, pushesEntry: pushesEntry, previousInColumn: latest[destination.column]))
    latest[destination.column] = storedCount
    storedCount += 1
  }

  /// Removes the current destination; returns it and whether it pushed its entry. O(1).
  @inlinable @discardableResult
  public mutating func popLast() -> (destination: PaneDestination<Route>, pushesEntry: Bool)? {
    guard storedCount > 0 else { return nil }
    storedCount -= 1
    let item = storage[storedCount]
    latest[item.destination.column] = item.previousInColumn
    return (item.destination, item.pushesEntry)
  }

  /// Removes every destination. O(1).
  @inlinable public mutating func removeAll() {
    storedCount = 0
    latest = ColumnMap(repeating: -1)
  }

  /// The columns the history names, latest destination first, each once (Compose's
  /// `forEachPaneByPriority` over the history); not history-aware, the current destination's
  /// alone. O(1): at most five columns.
  @inlinable public func recency(historyAware: Bool) -> BoundedList<Column> {
    Self.recency(latest: latest, count: storedCount, historyAware: historyAware)
  }

  /// ``recency(historyAware:)`` of the first `count` destinations, whose latest indices are
  /// `latest`.
  @inlinable static func recency(latest: ColumnMap<Int>, count: Int, historyAware: Bool) -> BoundedList<
    Column
  > {
    var order = BoundedList<Column>()
    guard count > 0 else { return order }
    if !historyAware {
      for column in Column.paneColumns where latest[column] == count - 1 { order.append(column) }
      return order
    }
    var taken = ColumnMap(repeating: false)
    for _ in 0..<Column.paneColumns.count {
      var best: Column?
      for column in Column.paneColumns where !taken[column] && latest[column] >= 0 {
        if best.map({ latest[column] > latest[$0] }) ?? true { best = column }
      }
      guard let best else { break }
      taken[best] = true
      order.append(best)
    }
    return order
  }

  /// The index before which destination `index`'s column last appeared, or -1: the latest index
  /// of its column once it is popped. O(1).
  @inlinable func previousInColumn(at index: Int) -> Int { storage[index].previousInColumn }
}

extension DestinationHistory: Hashable {
  /// Equal when they hold the same destinations, each pushing its entry or not.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.storedCount == rhs.storedCount else { return false }
    for index in 0..<lhs.storedCount where lhs.storage[index] != rhs.storage[index] { return false }
    return true
  }

  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(storedCount)
    for index in 0..<storedCount { hasher.combine(storage[index]) }
  }
}

extension Column {
  /// The columns a history's destinations show in: every column that holds panes but UIKit's
  /// compact column, which stands apart (rule L14).
  public static let paneColumns: BoundedList<Column> = [.primary, .supplementary, .secondary, .inspector]
  /// The order Compose gives panes after the history's: the detail, the lists, the extra pane.
  public static let defaultPaneOrder: BoundedList<Column> = [
    .secondary, .supplementary, .primary, .inspector,
  ]
}
