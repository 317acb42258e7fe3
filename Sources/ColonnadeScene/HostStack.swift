import Colonnade

/// The entries one host's navigation container shows, bottom first: a column's own stack when
/// expanded, the collapsed stack up to the column on top when collapsed (rule N2).
///
/// A view over the navigation's stacks, not a copy: O(1) to make and to index.
///
/// ```swift
/// let stack = SplitScene(coordinator.state).hosts.primary.stack
/// stack.map { $0.entry.route }   // ["sidebar", "Animals", "Cat"] on a phone
/// stack.last?.column             // .secondary: Cat is shown with the detail's view
/// ```
public struct HostStack<Route: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable {
  @usableFromInline let parts: ColumnMap<EntryStack<Route>>
  /// How many of the parts' entries count, from the bottom: fewer after a pop the user made.
  @usableFromInline let limit: Int

  /// An empty stack.
  @inlinable public init() {
    parts = ColumnMap(repeating: EntryStack())
    limit = 0
  }

  /// The stacks of `columns`, in column order.
  @inlinable init(_ navigation: NavigationState<Route>, columns: some Sequence<Column>) {
    var parts = ColumnMap(repeating: EntryStack<Route>())
    for column in columns { parts[column] = navigation.stacks[column] }
    self.parts = parts
    limit =
      parts.primary.count + parts.supplementary.count + parts.secondary.count + parts.inspector.count
      + parts.compact.count
  }

  private init(parts: ColumnMap<EntryStack<Route>>, limit: Int) {
    self.parts = parts
    self.limit = limit
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { limit }

  /// Its bottom `count` entries. O(1).
  public func prefix(_ count: Int) -> HostStack {
    HostStack(parts: parts, limit: Swift.max(0, Swift.min(count, limit)))
  }

  /// The entry at `index` from the bottom, and the column whose stack holds it. O(1).
  public subscript(index: Int) -> Pane<Route> {
    precondition(index >= 0 && index < limit, "HostStack index out of range")
    if index < parts.primary.count { return Pane(column: .primary, entry: parts.primary[index]) }
    let rest = index - parts.primary.count
    if rest < parts.supplementary.count {
      return Pane(column: .supplementary, entry: parts.supplementary[rest])
    }
    let beyond = rest - parts.supplementary.count
    if beyond < parts.secondary.count { return Pane(column: .secondary, entry: parts.secondary[beyond]) }
    // A history navigator's extra pane (rule N13) and UIKit's compact column (rule L14): each
    // host holds its stack alone.
    let trailing = beyond - parts.secondary.count
    if trailing < parts.inspector.count { return Pane(column: .inspector, entry: parts.inspector[trailing]) }
    return Pane(column: .compact, entry: parts.compact[trailing - parts.inspector.count])
  }

  /// Whether `other` shows the same entries, for stacks that only change as the engine changes
  /// them (see ``quickSharedPrefixCount(with:)``): each column's part as deep, with the same entry
  /// at its bottom and at its top. O(1).
  @inlinable func isEvidentlyEqual(to other: HostStack) -> Bool {
    guard limit == other.limit else { return false }
    for column in Column.everyColumn {
      let mine = parts[column]
      let theirs = other.parts[column]
      guard mine.count == theirs.count else { return false }
      if mine.count > 0, mine[0].id != theirs[0].id || mine[mine.count - 1].id != theirs[theirs.count - 1].id
      {
        return false
      }
    }
    return true
  }

  /// ``sharedPrefixCount(with:)`` in O(columns), for stacks that only ever change as the engine
  /// changes them — pushes, pops and wholesale replacements, with ids never reused — where the same
  /// entry at the same depth of a column means the same entries below it. Each column's part is
  /// compared at its bottom and at the deepest depth both reach; where those differ, entry by entry.
  func quickSharedPrefixCount(with other: HostStack<Route>) -> Int {
    var shared = 0
    for column in Column.everyColumn {
      let mine = parts[column]
      let theirs = other.parts[column]
      let reach = Swift.min(mine.count, theirs.count)
      var same = 0
      if reach > 0, mine[0].id == theirs[0].id, mine[reach - 1].id == theirs[reach - 1].id {
        same = reach
      } else {
        while same < reach, mine[same].id == theirs[same].id { same += 1 }
      }
      shared += same
      if same < mine.count || same < theirs.count { break }
    }
    return Swift.min(shared, limit, other.limit)
  }

  /// The entry a back button in this host returns to: the one below the top.
  public var backTarget: Pane<Route>? { count >= 2 ? self[count - 2] : nil }

  /// The number of bottom entries this stack shares with `other`. O(shared entries).
  public func sharedPrefixCount(with other: HostStack<Route>) -> Int {
    var shared = 0
    let limit = Swift.min(count, other.count)
    while shared < limit, self[shared].entry.id == other[shared].entry.id { shared += 1 }
    return shared
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for pane in self { hasher.combine(pane) }
  }
}
