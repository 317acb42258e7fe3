/// An ordered list of at most four elements stored inline, so building one never allocates.
///
/// Layouts hold at most four columns and three dividers; keeping them in a `BoundedList`
/// lets the resolver run on every frame of a live resize without touching the heap.
///
/// ```swift
/// var order = BoundedList<Column>()
/// order.append(.primary)
/// order.append(.secondary)
/// order.count  // 2
/// ```
public struct BoundedList<Element>: RandomAccessCollection, MutableCollection {
  /// The most elements a list can hold.
  public static var capacity: Int { 4 }

  @usableFromInline var e0: Element?
  @usableFromInline var e1: Element?
  @usableFromInline var e2: Element?
  @usableFromInline var e3: Element?
  @usableFromInline var storedCount: Int = 0

  /// The number of elements.
  @inlinable public var count: Int { storedCount }

  /// Creates an empty list.
  @inlinable public init() {}

  /// Creates a list of the given elements; at most ``capacity`` of them are kept.
  @inlinable public init(_ elements: some Sequence<Element>) {
    for element in elements where count < Self.capacity { append(element) }
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }

  /// The element at `index`, which must be below ``count``. O(1).
  @inlinable public subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "BoundedList index out of range")
      switch index {
      case 0: return unwrap(e0)
      case 1: return unwrap(e1)
      case 2: return unwrap(e2)
      default: return unwrap(e3)
      }
    }
    set {
      precondition(index >= 0 && index < count, "BoundedList index out of range")
      store(newValue, at: index)
    }
  }

  /// Appends an element; the list must hold fewer than ``capacity``. O(1).
  @inlinable public mutating func append(_ element: Element) {
    precondition(count < Self.capacity, "BoundedList holds at most four elements")
    storedCount += 1
    store(element, at: count - 1)
  }

  /// Removes and returns the last element, if any. O(1).
  @inlinable @discardableResult
  public mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    let last = self[count - 1]
    store(nil, at: count - 1)
    storedCount -= 1
    return last
  }

  // The members below shadow the standard library's `Sequence` and `Collection` algorithms:
  // those read elements through the protocol's subscript, which, unspecialized across modules
  // (a coordinator generic over an app's route), allocates a coroutine frame per element.

  /// The first element, if any. O(1).
  @inlinable public var first: Element? { e0 }

  /// The last element, if any. O(1).
  @inlinable public var last: Element? { count > 0 ? self[count - 1] : nil }

  /// The first element that satisfies `predicate`, if any.
  @inlinable public func first<Failure: Error>(
    where predicate: (Element) throws(Failure) -> Bool
  ) throws(Failure) -> Element? {
    for index in 0..<count where try predicate(self[index]) { return self[index] }
    return nil
  }

  /// Whether any element satisfies `predicate`.
  @inlinable public func contains<Failure: Error>(
    where predicate: (Element) throws(Failure) -> Bool
  ) throws(Failure) -> Bool {
    for index in 0..<count where try predicate(self[index]) { return true }
    return false
  }

  /// How many elements satisfy `predicate`: `Sequence.count(where:)` is Swift 6.0's, newer than
  /// the iOS 16 SDK's standard library.
  @inlinable public func count<Failure: Error>(
    where predicate: (Element) throws(Failure) -> Bool
  ) throws(Failure) -> Int {
    var matches = 0
    for index in 0..<count where try predicate(self[index]) { matches += 1 }
    return matches
  }

  /// Iterates the elements in order.
  @inlinable public func makeIterator() -> Iterator { Iterator(list: self) }

  /// Iterates a list in order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let list: BoundedList
    @usableFromInline var index = 0

    @inlinable init(list: BoundedList) { self.list = list }

    /// The next element, if any.
    @inlinable public mutating func next() -> Element? {
      guard index < list.count else { return nil }
      defer { index += 1 }
      return list[index]
    }
  }

  @inlinable mutating func store(_ element: Element?, at index: Int) {
    switch index {
    case 0: e0 = element
    case 1: e1 = element
    case 2: e2 = element
    default: e3 = element
    }
  }

  @inlinable func unwrap(_ element: Element?) -> Element {
    guard let element else { preconditionFailure("BoundedList slot below count is empty") }
    return element
  }
}

extension BoundedList: Equatable where Element: Equatable {
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
    return true
  }
}

extension BoundedList: Hashable where Element: Hashable {
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension BoundedList: Sendable where Element: Sendable {}

extension BoundedList: ExpressibleByArrayLiteral {
  @inlinable public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
