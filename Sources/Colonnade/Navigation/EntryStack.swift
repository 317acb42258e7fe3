/// A navigation stack whose pop, and the copy a preview of a pop makes, cost O(1) however deep it is.
///
/// Popping only shortens the visible count; the storage is trimmed on the next push. A copy shares
/// storage until one side pushes, so previewing `back()` on a copy of a million-entry history
/// copies nothing.
public struct EntryStack<Route: Hashable>: RandomAccessCollection {
  @usableFromInline var storage: [Entry<Route>]
  @usableFromInline var storedCount: Int

  /// How many entries are on the stack.
  @inlinable public var count: Int { storedCount }

  /// Creates a stack holding `entries`, bottom first.
  @inlinable public init(_ entries: [Entry<Route>] = []) {
    storage = entries
    storedCount = entries.count
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }

  /// The entry at `index` from the bottom. O(1).
  @inlinable public subscript(index: Int) -> Entry<Route> {
    precondition(index >= 0 && index < count, "EntryStack index out of range")
    return storage[index]
  }

  /// The top entry, if any. O(1); shadows `Collection.last`, which calls the subscript through
  /// the protocol and, unspecialized across modules, allocates a coroutine frame per call.
  @inlinable public var last: Entry<Route>? { count > 0 ? storage[count - 1] : nil }

  /// The bottom entry, if any. O(1).
  @inlinable public var first: Entry<Route>? { count > 0 ? storage[0] : nil }

  /// Iterates bottom to top without going through the protocol's subscript (see ``last``).
  @inlinable public func makeIterator() -> Iterator { Iterator(stack: self) }

  /// Iterates a stack bottom to top.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let stack: EntryStack
    @usableFromInline var index = 0

    @inlinable init(stack: EntryStack) { self.stack = stack }

    /// The next entry up, if any.
    @inlinable public mutating func next() -> Entry<Route>? {
      guard index < stack.count else { return nil }
      defer { index += 1 }
      return stack.storage[index]
    }
  }

  /// Pushes an entry. Amortized O(1) when the stack is not shared.
  @inlinable mutating func push(_ entry: Entry<Route>) {
    if storage.count > count { storage.removeSubrange(count...) }
    storage.append(entry)
    storedCount += 1
  }

  /// Removes and returns the top entry. O(1).
  @inlinable @discardableResult
  mutating func pop() -> Entry<Route>? {
    guard count > 0 else { return nil }
    storedCount -= 1
    return storage[count]
  }

  /// Empties the stack. O(1).
  @inlinable mutating func removeAll() {
    storedCount = 0
  }
}

extension EntryStack: Equatable {
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs.storage[index] != rhs.storage[index] { return false }
    return true
  }
}

extension EntryStack: Hashable {
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for entry in self { hasher.combine(entry) }
  }
}

extension EntryStack: Sendable where Route: Sendable {}
