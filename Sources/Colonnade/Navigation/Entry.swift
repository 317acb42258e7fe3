/// A stack entry's identity, unique for the life of a navigation state (rule N1).
///
/// Ids come from a generation counter kept in the state, so tests can predict them.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The counter value.
  public var rawValue: UInt64

  /// Creates an id.
  @inlinable public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  @inlinable public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// One screen on a navigation stack: an app route and its unique id.
public struct Entry<Route: Hashable>: Hashable {
  /// The entry's identity.
  public var id: EntryID
  /// The screen it shows.
  public var route: Route

  /// Creates an entry.
  @inlinable public init(id: EntryID, route: Route) {
    self.id = id
    self.route = route
  }
}

extension Entry: Sendable where Route: Sendable {}

/// A sidebar destination: a route and the style it is shown in (rule N6).
public struct SidebarDestination<Route: Hashable>: Hashable {
  /// The destination's route; it becomes the root of its list (triple) or detail (double).
  public var route: Route
  /// Three columns or two.
  public var style: SplitStyle

  /// Creates a destination.
  @inlinable public init(_ route: Route, style: SplitStyle) {
    self.route = route
    self.style = style
  }
}

extension SidebarDestination: Sendable where Route: Sendable {}
