import ColonnadeBrowser
import ColonnadeLock

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's files (``LocalFileTree``), remembering the entries of the small folders last
/// listed by name and kind (a folder preview), so that going back to such a folder costs one
/// `stat` instead of `opendir`, two `getdents` and `closedir`.
///
/// ```swift
/// let tree = RememberingFileTree()
/// try tree.visitNames(inDirectory: folder) { name, kind in … }  // read
/// try tree.visitNames(inDirectory: folder) { name, kind in … }  // the same entries, from memory
/// ```
///
/// A folder's entries are served from memory only while a `stat` of it finds the same device,
/// inode, modification and change time as when they were read: creating, removing or renaming an
/// entry changes the folder's times. A folder whose times are less than a second old when read is
/// not remembered, since file times can be as coarse as a clock tick and two changes in one tick
/// would look like one. Only names and the kinds the folder records are kept: what a link points
/// to is still looked up on each listing. At most ``capacity`` folders, each with at most
/// ``maximumNameBytes`` bytes of names.
package struct RememberingFileTree: FileTree {
  /// The most folders remembered; remembering one more forgets the others.
  package static let capacity = 32
  /// The most bytes of names a remembered folder may have.
  package static let maximumNameBytes = 16_384

  let base = LocalFileTree()
  let memory = FolderMemory()
  /// The wall clock, in seconds since 1970 (injected by tests).
  let now: @Sendable () -> Int64
  /// An `lstat` of a path just taken by the caller, answered instead of another (``knowing(_:of:)``).
  private var known: (path: FilePath, info: stat)?

  /// Creates the tree, remembering nothing yet.
  package init(now: @escaping @Sendable () -> Int64 = ContentStamp.wallClockSeconds) {
    self.now = now
  }

  /// This tree for one load of `path`, whose `lstat` the caller has just taken (`info`) on a file
  /// system whose sizes are true (a local disk or memory, not `/proc`): that path's link status,
  /// its folder stamp when it is not a link, and the contents of an empty regular file come from
  /// `info` instead of more system calls (two, or `open`, `fstat`, `read` and `close`). Made for
  /// one load and dropped after it, so it never answers from an older reading than the load's own.
  package func knowing(_ info: stat, of path: FilePath) -> RememberingFileTree {
    var tree = self
    tree.known = (path, info)
    return tree
  }

  /// Whether `path`'s entries are remembered (for tests).
  package func remembers(_ path: FilePath) -> Bool { memory.contains(path) }

  /// How many folders are remembered (for tests).
  package var rememberedCount: Int { memory.count }

  package func visitNames(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ kind: FileKind?) -> Void
  ) throws(FileTreeError) {
    let stamp = knownInfo(of: path).flatMap { ContentStamp($0) } ?? ContentStamp(path)
    guard let stamp else { return try base.visitNames(inDirectory: path, visit) }
    if let entries = memory.entries(of: path, stamp: stamp) {
      for entry in entries { entry.name.withUnsafeBufferPointer { visit($0, entry.kind) } }
      return
    }
    var entries: [FolderMemory.Entry] = []
    var bytes = 0
    try base.visitNames(inDirectory: path) { name, kind in
      visit(name, kind)
      bytes += name.count
      if bytes <= Self.maximumNameBytes { entries.append(FolderMemory.Entry(name: Array(name), kind: kind)) }
    }
    guard bytes <= Self.maximumNameBytes, stamp.isSettled(now: now()) else { return }
    memory.remember(entries, of: path, stamp: stamp)
  }

  package func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
    if let info = knownInfo(of: path) { return LocalFileTree.status(info) }
    return try base.linkStatus(of: path)
  }

  /// The caller's `lstat` of `path`, if it took one. (A link's gives no folder stamp: its
  /// target's is read with `stat`.)
  private func knownInfo(of path: FilePath) -> stat? {
    guard let known, known.path == path else { return nil }
    return known.info
  }

  package func status(of path: FilePath) throws(FileTreeError) -> FileStatus {
    try base.status(of: path)
  }

  package func names(inDirectory path: FilePath) throws(FileTreeError) -> [[UInt8]] {
    try base.names(inDirectory: path)
  }

  package func linkTarget(of path: FilePath) throws(FileTreeError) -> [UInt8] {
    try base.linkTarget(of: path)
  }

  package func readPrefix(of path: FilePath, limit: Int) throws(FileTreeError) -> [UInt8] {
    if let info = knownInfo(of: path), info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 { return [] }
    return try base.readPrefix(of: path, limit: limit)
  }

  package func visitEntries(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) throws(FileTreeError) {
    try base.visitEntries(inDirectory: path, visit)
  }

  package func ownerNames(user: UInt32, group: UInt32) -> (user: String?, group: String?) {
    base.ownerNames(user: user, group: group)
  }
}

/// The remembered folders, shared by copies of a ``RememberingFileTree`` (and safe across threads).
final class FolderMemory: Sendable {
  /// One entry as the folder lists it: its name and the kind the folder records.
  struct Entry: Sendable {
    var name: [UInt8]
    var kind: FileKind?
  }

  private struct Record: Sendable {
    var stamp: ContentStamp
    var entries: [Entry]
  }

  private let records = Locked<[FilePath: Record]>([:])

  /// The entries remembered for `path`, if it was read with this stamp.
  func entries(of path: FilePath, stamp: ContentStamp) -> [Entry]? {
    records.withLock { records in
      guard let record = records[path], record.stamp == stamp else { return nil }
      return record.entries
    }
  }

  /// Remembers `entries` for `path`; when full, forgets the others first.
  func remember(_ entries: [Entry], of path: FilePath, stamp: ContentStamp) {
    records.withLock { records in
      if records[path] == nil, records.count >= RememberingFileTree.capacity { records.removeAll() }
      records[path] = Record(stamp: stamp, entries: entries)
    }
  }

  func contains(_ path: FilePath) -> Bool { records.withLock { $0[path] != nil } }

  var count: Int { records.withLock { $0.count } }
}
