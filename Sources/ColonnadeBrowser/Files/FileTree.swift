/// Read-only access to a tree of files: the only way the browser touches a file system (rule T6).
///
/// The protocol has no method that writes, so the browser cannot change the file system through
/// it; the user's file operations (rules T10–T14) are planned from it and carried out by
/// `OperationExecutor` (module ColonnadeBrowserPOSIX).
/// `LocalFileTree` (module ColonnadeCLI) reads the machine's files; ``MemoryFileTree`` holds a
/// tree in memory for tests.
///
/// ```swift
/// let status = try tree.linkStatus(of: FilePath("/home/ada/notes.txt"))
/// let prefix = try tree.readPrefix(of: FilePath("/home/ada/notes.txt"), limit: 65_536)
/// ```
public protocol FileTree: Sendable {
  /// What the path itself is, not following a final symbolic link (`lstat`).
  func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus
  /// What the path leads to, following symbolic links (`stat`).
  func status(of path: FilePath) throws(FileTreeError) -> FileStatus
  /// The names in a directory, without `.` and `..`, in no particular order.
  func names(inDirectory path: FilePath) throws(FileTreeError) -> [[UInt8]]
  /// Where a symbolic link points, as written in the link.
  func linkTarget(of path: FilePath) throws(FileTreeError) -> [UInt8]
  /// At most `limit` bytes from the start of a regular file (following links); never more.
  func readPrefix(of path: FilePath, limit: Int) throws(FileTreeError) -> [UInt8]
  /// Calls `visit` with each entry's name and facts (see ``EntryFacts``), in directory order. The
  /// name's bytes are valid only during the call (no array is made for each entry).
  func visitEntries(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) throws(FileTreeError)
  /// Calls `visit` with each entry's name and its kind as the directory itself records it
  /// (`d_type`), or `nil` where it records none, in directory order: no `stat` per entry. The
  /// name's bytes are valid only during the call.
  func visitNames(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ kind: FileKind?) -> Void
  ) throws(FileTreeError)
  /// The name of a user id and of a group id, when the system knows them.
  func ownerNames(user: UInt32, group: UInt32) -> (user: String?, group: String?)
}

extension FileTree {
  public func visitEntries(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) throws(FileTreeError) {
    try defaultVisitEntries(inDirectory: path, visit)
  }

  /// Every name with no kind: the caller asks for the status it needs.
  public func visitNames(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ kind: FileKind?) -> Void
  ) throws(FileTreeError) {
    for name in try names(inDirectory: path) { name.withUnsafeBufferPointer { visit($0, nil) } }
  }

  public func ownerNames(user: UInt32, group: UInt32) -> (user: String?, group: String?) { (nil, nil) }
}

/// What kind of thing a path names.
public enum FileKind: UInt8, Hashable, Sendable, CaseIterable {
  /// A regular file.
  case regular
  /// A directory.
  case directory
  /// A symbolic link.
  case symbolicLink
  /// A named pipe (FIFO): reading it could block, so it is never read.
  case fifo
  /// A Unix domain socket.
  case socket
  /// A character device.
  case characterDevice
  /// A block device.
  case blockDevice
  /// Anything else.
  case unknown
}

/// The facts `stat` reports that the browser shows.
public struct FileStatus: Hashable, Sendable {
  /// What the path is.
  public var kind: FileKind
  /// The size in bytes.
  public var size: UInt64
  /// The permission bits (`mode & 0o7777`).
  public var permissions: UInt32
  /// The last modification, in seconds since 1970-01-01 UTC.
  public var modified: Int64
  /// The owner's user id.
  public var user: UInt32
  /// The owner's group id.
  public var group: UInt32

  /// Creates a status.
  public init(
    kind: FileKind, size: UInt64 = 0, permissions: UInt32 = 0o644, modified: Int64 = 0, user: UInt32 = 0,
    group: UInt32 = 0
  ) {
    self.kind = kind
    self.size = size
    self.permissions = permissions
    self.modified = modified
    self.user = user
    self.group = group
  }

  /// The owner's user and group ids as one key, the user above the group.
  var ownerKey: UInt64 { UInt64(user) << 32 | UInt64(group) }
}

/// Why a path could not be read.
public enum FileTreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `EACCES`, `EPERM`.
  case permissionDenied
  /// `ENOENT`.
  case notFound
  /// `ELOOP`: symbolic links lead back to themselves.
  case symbolicLinkLoop
  /// `ENOTDIR`.
  case notADirectory
  /// Reading was refused because the path is not a regular file (a pipe, a device).
  case notARegularFile(FileKind)
  /// Any other failure, named as the system names it.
  case other(String)

  public var description: String {
    switch self {
    case .permissionDenied: "permission denied"
    case .notFound: "no such file or directory"
    case .symbolicLinkLoop: "symbolic links lead back to themselves"
    case .notADirectory: "not a directory"
    case .notARegularFile(let kind): "not a regular file (\(FileFacts.kindName(kind)))"
    case .other(let reason): reason
    }
  }
}
