/// The members of a JSON object, in insertion order, with unique keys.
///
/// ```swift
/// var object: JSONObject = ["width": 320, "title": "Inbox"]
/// object.append("visible", true)
/// object["width"]   // .number(320)
/// object.keys       // ["width", "title", "visible"]
/// JSONValue.object(object).serialized()
/// // {"width":320,"title":"Inbox","visible":true}
/// ```
///
/// Keys are unique: appending a key that is already present replaces its value in
/// place. Two objects are equal when they have the same members in the same order.
/// Looking up a key is O(1) on average (a linear scan for objects of at most 8
/// members); appending is amortized O(1).
public struct JSONObject: Sendable {
  /// One member of an object.
  public typealias Member = (key: String, value: JSONValue)

  /// Objects with at most this many members are searched linearly, without an index.
  private static let linearSearchLimit = 8

  /// The members, in insertion order.
  private var members: [Member]

  /// The position of every key in `members`; empty while `members` is small.
  private var positions: [String: Int] = [:]

  /// Creates an empty object.
  public init() {
    members = []
  }

  /// Creates an object from members in order; a repeated key replaces the earlier
  /// value and keeps the earlier position.
  public init(_ members: [(String, JSONValue)]) {
    self.init()
    self.members.reserveCapacity(members.count)
    for (key, value) in members {
      append(key, value)
    }
  }

  /// The keys, in insertion order.
  public var keys: [String] {
    members.map { $0.key }
  }

  /// The value for `key`, or `nil` when the object has no such member.
  public subscript(key: String) -> JSONValue? {
    guard let position = position(of: key) else { return nil }
    return members[position].value
  }

  /// Adds a member at the end, or replaces the value of an existing member with
  /// the same key, keeping its position. Amortized O(1).
  public mutating func append(_ key: String, _ value: JSONValue) {
    if let position = position(of: key) {
      members[position].value = value
    } else {
      appendNew(key, value)
    }
  }

  /// Whether the object has a member named `key`.
  func contains(_ key: String) -> Bool {
    position(of: key) != nil
  }

  /// Adds a member whose key the caller knows is not present yet.
  mutating func appendNew(_ key: String, _ value: JSONValue) {
    members.append((key, value))
    guard members.count > Self.linearSearchLimit else { return }
    if positions.isEmpty {
      for (position, member) in members.enumerated() {
        positions[member.key] = position
      }
    } else {
      positions[key] = members.count - 1
    }
  }

  private func position(of key: String) -> Int? {
    if members.count <= Self.linearSearchLimit {
      return members.firstIndex { $0.key == key }
    }
    return positions[key]
  }
}

extension JSONObject: RandomAccessCollection {
  /// The position of the first member.
  public var startIndex: Int { 0 }

  /// The position one past the last member.
  public var endIndex: Int { members.count }

  /// The member at `position`.
  public subscript(position: Int) -> Member {
    members[position]
  }
}

extension JSONObject: Equatable {
  /// Whether two objects have the same members in the same order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.elementsEqual(rhs.members) { $0.key == $1.key && $0.value == $1.value }
  }
}
