/// A navigation stack whose pop, and the copy a preview of a pop makes, cost O(1) however deep it is.
///
/// Popping only shortens the visible count; the storage is trimmed on the next push. A copy shares
/// storage until one side pushes, so previewing `back()` on a copy of a million-entry history
/// copies nothing.
public struct EntryStack<Route: Hashable>: RandomAccessCollection {
  private var storage: [Entry<Route>]
  /// How many entries are on the stack.
  public private(set) var count: Int

  /// Creates a stack holding `entries`, bottom first.
  public init(_ entries: [Entry<Route>] = []) {
    storage = entries
    count = entries.count
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// The entry at `index` from the bottom. O(1).
  public subscript(index: Int) -> Entry<Route> {
    precondition(index >= 0 && index < count, "EntryStack index out of range")
    return storage[index]
  }

  /// Pushes an entry. Amortized O(1) when the stack is not shared.
  mutating func push(_ entry: Entry<Route>) {
    if storage.count > count { storage.removeSubrange(count...) }
    storage.append(entry)
    count += 1
  }

  /// Removes and returns the top entry. O(1).
  @discardableResult
  mutating func pop() -> Entry<Route>? {
    guard count > 0 else { return nil }
    count -= 1
    return storage[count]
  }

  /// Empties the stack. O(1).
  mutating func removeAll() {
    count = 0
  }
}

extension EntryStack: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}

extension EntryStack: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for entry in self { hasher.combine(entry) }
  }
}

extension EntryStack: Sendable where Route: Sendable {}
