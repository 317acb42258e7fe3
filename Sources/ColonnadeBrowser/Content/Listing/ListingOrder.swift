/// How a listing is ordered: the sort key, reversed or not, and whether hidden entries show.
public struct ListingOrder: Hashable, Sendable {
  /// What rows are sorted by (folders always come first).
  public enum Key: String, CaseIterable, Hashable, Sendable {
    /// By name, without case.
    case name
    /// Largest first.
    case size
    /// Newest first.
    case modified
    /// By extension, then name.
    case `extension`

    /// The key after this one, as `S` cycles them.
    public var next: Key {
      switch self {
      case .name: .size
      case .size: .modified
      case .modified: .extension
      case .extension: .name
      }
    }
  }

  /// The sort key.
  public var key: Key
  /// Whether the order is reversed.
  public var reversed: Bool
  /// Whether names starting with a dot are shown.
  public var showsHidden: Bool

  /// Creates an order: by name, not reversed, hidden entries hidden, unless given.
  public init(key: Key = .name, reversed: Bool = false, showsHidden: Bool = false) {
    self.key = key
    self.reversed = reversed
    self.showsHidden = showsHidden
  }

  /// What the status line says: "name", "size ↓", "+hidden".
  public var summary: String {
    (key == .extension ? "ext" : key.rawValue) + (reversed ? " rev" : "")
  }

  /// The part of a name after its last dot, or nothing (a leading dot starts no extension).
  static func extensionOf(_ name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else {
      return UnsafeBufferPointer(rebasing: name[name.endIndex...])
    }
    return UnsafeBufferPointer(rebasing: name[(dot + 1)...])
  }
}
