/// A file tree held in memory, for tests and examples: directories, files, symbolic links and
/// special files, with permissions and a fixed modification time (no clock, rule R6).
///
/// ```swift
/// var tree = MemoryFileTree()
/// tree.addFile("/home/ada/notes.txt", "hello\n")
/// tree.addLink("/home/ada/loop", to: "loop")           // a link to itself
/// tree.addDirectory("/home/ada/locked", permissions: 0)  // unreadable
/// try tree.names(inDirectory: FilePath("/home/ada"))     // notes.txt, loop, locked
/// ```
///
/// Missing parent directories are created. Symbolic links resolve as the kernel does: relative
/// targets from the link's directory, at most ``maximumLinkHops`` hops before `ELOOP`.
public struct MemoryFileTree: FileTree, Hashable {
  /// What one path holds.
  enum Node: Hashable {
    case directory
    case file([UInt8])
    case link([UInt8])
    case special(FileKind)
  }

  struct Record: Hashable {
    var node: Node
    var permissions: UInt32
  }

  /// The most symbolic links one lookup follows, as Linux's `MAXSYMLINKS`.
  public static let maximumLinkHops = 40

  /// Every path's record, by its components from the root.
  private var records: [[[UInt8]]: Record] = [[]: Record(node: .directory, permissions: 0o755)]
  /// The modification time every entry reports.
  public var modified: Int64

  /// Creates a tree holding only the root directory.
  public init(modified: Int64 = 1_700_000_000) {
    self.modified = modified
  }

  /// Adds a directory (and any missing parents).
  public mutating func addDirectory(_ path: String, permissions: UInt32 = 0o755) {
    add(Self.components(FilePath(path)), Record(node: .directory, permissions: permissions))
  }

  /// Adds a text file (and any missing parents).
  public mutating func addFile(_ path: String, _ text: String, permissions: UInt32 = 0o644) {
    addFile(FilePath(path), bytes: Array(text.utf8), permissions: permissions)
  }

  /// Adds a file with the given bytes; the path may hold names that are not UTF-8.
  public mutating func addFile(_ path: FilePath, bytes: [UInt8], permissions: UInt32 = 0o644) {
    add(Self.components(path), Record(node: .file(bytes), permissions: permissions))
  }

  /// Adds a symbolic link pointing at `target` (relative to the link's directory unless absolute).
  public mutating func addLink(_ path: String, to target: String) {
    add(Self.components(FilePath(path)), Record(node: .link(Array(target.utf8)), permissions: 0o777))
  }

  /// Adds a named pipe, socket or device.
  public mutating func addSpecial(_ path: String, kind: FileKind) {
    add(Self.components(FilePath(path)), Record(node: .special(kind), permissions: 0o644))
  }

  private mutating func add(_ components: [[UInt8]], _ record: Record) {
    for depth in 0..<components.count where records[Array(components[..<depth])] == nil {
      records[Array(components[..<depth])] = Record(node: .directory, permissions: 0o755)
    }
    records[components] = record
  }

  // MARK: FileTree

  public func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
    status(of: try record(at: try resolve(Self.components(path), followLast: false)))
  }

  public func status(of path: FilePath) throws(FileTreeError) -> FileStatus {
    status(of: try record(at: try resolve(Self.components(path), followLast: true)))
  }

  public func names(inDirectory path: FilePath) throws(FileTreeError) -> [[UInt8]] {
    let resolved = try resolve(Self.components(path), followLast: true)
    let directory = try record(at: resolved)
    guard directory.node == .directory else { throw .notADirectory }
    guard directory.permissions & 0o444 != 0 else { throw .permissionDenied }
    return records.keys.filter { $0.count == resolved.count + 1 && $0.starts(with: resolved) }
      .compactMap { $0.last }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  public func linkTarget(of path: FilePath) throws(FileTreeError) -> [UInt8] {
    guard case .link(let target) = try record(at: try resolve(Self.components(path), followLast: false)).node
    else { throw .other("not a symbolic link") }
    return target
  }

  public func readPrefix(of path: FilePath, limit: Int) throws(FileTreeError) -> [UInt8] {
    let found = try record(at: try resolve(Self.components(path), followLast: true))
    switch found.node {
    case .file(let bytes):
      guard found.permissions & 0o444 != 0 else { throw .permissionDenied }
      return Array(bytes.prefix(max(0, limit)))
    case .directory: throw .other("is a directory")
    case .special(let kind): throw .notARegularFile(kind)
    case .link: throw .symbolicLinkLoop
    }
  }

  // MARK: Lookup

  private func record(at components: [[UInt8]]) throws(FileTreeError) -> Record {
    guard let found = records[components] else { throw .notFound }
    return found
  }

  private func status(of record: Record) -> FileStatus {
    switch record.node {
    case .directory:
      FileStatus(kind: .directory, size: 4096, permissions: record.permissions, modified: modified)
    case .file(let bytes):
      FileStatus(
        kind: .regular, size: UInt64(bytes.count), permissions: record.permissions, modified: modified)
    case .link(let target):
      FileStatus(
        kind: .symbolicLink, size: UInt64(target.count), permissions: record.permissions, modified: modified)
    case .special(let kind):
      FileStatus(kind: kind, size: 0, permissions: record.permissions, modified: modified)
    }
  }

  /// The canonical components `components` lead to, following links (the last one only when
  /// `followLast`). Throws `ELOOP` after ``maximumLinkHops`` links.
  private func resolve(_ components: [[UInt8]], followLast: Bool) throws(FileTreeError) -> [[UInt8]] {
    var hops = 0
    return try resolve(components, from: [], followLast: followLast, hops: &hops)
  }

  private func resolve(
    _ components: [[UInt8]], from base: [[UInt8]], followLast: Bool, hops: inout Int
  ) throws(FileTreeError) -> [[UInt8]] {
    var current = base
    for (index, component) in components.enumerated() {
      if component == [UInt8(ascii: ".")] { continue }
      if component == [UInt8(ascii: "."), UInt8(ascii: ".")] {
        _ = current.popLast()
        continue
      }
      let candidate = current + [component]
      guard let found = records[candidate] else { throw .notFound }
      let isLast = index == components.count - 1
      switch found.node {
      case .link(let target) where !isLast || followLast:
        hops += 1
        guard hops <= Self.maximumLinkHops else { throw .symbolicLinkLoop }
        let targetPath = FilePath(bytes: target)
        current = try resolve(
          Self.components(targetPath), from: targetPath.isAbsolute ? [] : current, followLast: true,
          hops: &hops)
      case .directory, .link:
        current = candidate
      case .file, .special:
        guard isLast else { throw .notADirectory }
        current = candidate
      }
    }
    return current
  }

  /// A path's components, empty ones dropped.
  static func components(_ path: FilePath) -> [[UInt8]] {
    path.bytes.split(separator: UInt8(ascii: "/")).map { Array($0) }
  }
}
