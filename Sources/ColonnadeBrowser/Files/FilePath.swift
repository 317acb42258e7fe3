import ColonnadeTerminal

/// An absolute path as the bytes the operating system uses, so names that are not UTF-8 still open.
///
/// ```swift
/// let home = FilePath("/home/ada")
/// let odd = home.appending([0x66, 0xFF, 0x6F])   // a name with an invalid UTF-8 byte
/// odd.displayString                              // "/home/ada/f\\xFFo"
/// odd.parent                                     // /home/ada
/// ```
///
/// Paths are kept as given (no `..` resolution): the browser only ever appends names it read
/// from a directory, so a path names exactly what the user walked through.
public struct FilePath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path's bytes, without a trailing NUL.
  public var bytes: [UInt8]

  /// Creates a path from its bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Creates a path from text (UTF-8).
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The root directory `/`.
  public static let root = FilePath("/")

  /// The path with `name` added as its last component. O(n).
  public func appending(_ name: some Collection<UInt8>) -> FilePath {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 1 + name.count)
    result += bytes
    if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
    result += name
    return FilePath(bytes: result)
  }

  /// The path with the text `name` added as its last component.
  public func appending(_ name: String) -> FilePath { appending(Array(name.utf8)) }

  /// The last component's bytes; `/` for the root. O(n).
  public var lastComponent: [UInt8] {
    var end = bytes.count
    while end > 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    let trimmed = bytes[..<end]
    guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return Array(trimmed) }
    let name = trimmed[(slash + 1)...]
    return name.isEmpty ? [UInt8(ascii: "/")] : Array(name)
  }

  /// The directory holding this path; the root is its own parent. O(n).
  public var parent: FilePath {
    var end = bytes.count
    while end > 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    guard let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) else { return FilePath(bytes: bytes) }
    return slash == 0 ? .root : FilePath(bytes: Array(bytes[..<slash]))
  }

  /// Whether the path starts at the root.
  public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

  /// The path as safe text: invalid UTF-8 bytes as `\xNN`, control characters escaped (rule T5).
  public var displayString: String { SafeText.decoding(bytes) }

  /// The last component as safe text (rule T5).
  public var displayName: String { SafeText.decoding(lastComponent) }

  /// The path with `home` shown as `~`, as shells do.
  public func abbreviated(home: FilePath?) -> String {
    guard let home, home != .root, home.bytes.count > 1 else { return displayString }
    if self == home { return "~" }
    let count = home.bytes.count
    guard bytes.count > count, bytes[count] == UInt8(ascii: "/"), bytes.starts(with: home.bytes) else {
      return displayString
    }
    return "~/" + SafeText.decoding(Array(bytes[(count + 1)...]))
  }

  /// Hashes the bytes as one buffer rather than one by one: paths key the browser's dictionaries.
  public func hash(into hasher: inout Hasher) {
    unsafe bytes.withUnsafeBytes { unsafe hasher.combine(bytes: $0) }
  }

  public static func < (lhs: FilePath, rhs: FilePath) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }

  public var description: String { displayString }
}
