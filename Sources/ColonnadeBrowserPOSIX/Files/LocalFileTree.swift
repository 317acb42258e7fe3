import ColonnadeBrowser
import ColonnadeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// The C `struct group`, named apart from the `group` function.
#if canImport(Darwin)
  typealias GroupEntry = Darwin.group
#elseif canImport(Musl)
  typealias GroupEntry = Musl.group
#else
  typealias GroupEntry = Glibc.group
#endif

/// The machine's own files, read with `lstat`, `stat`, `opendir`, `readlink` and `read`; never written
/// (rule T6). Paths longer than `PATH_MAX` (a folder 4,000 deep) are read a stretch at a time
/// (``FilePath/withSystemPath(_:)``).
///
/// Paths are bytes, so names that are not UTF-8 open. Files are opened with `O_NONBLOCK` and
/// checked with `fstat` before reading, so a pipe or device swapped in after the listing is never
/// read; at most `limit` bytes are read.
public struct LocalFileTree: FileTree {
  /// Creates the file tree.
  public init() {}

  public func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
    var info = stat()
    guard path.withSystemPath({ fstatat($0, $1, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else {
      throw Self.error(errno)
    }
    return Self.status(info)
  }

  public func status(of path: FilePath) throws(FileTreeError) -> FileStatus {
    var info = stat()
    guard path.withSystemPath({ fstatat($0, $1, &info, 0) }) == 0 else { throw Self.error(errno) }
    return Self.status(info)
  }

  public func names(inDirectory path: FilePath) throws(FileTreeError) -> [[UInt8]] {
    var names: [[UInt8]] = []
    try visitNames(inDirectory: path) { name, _ in names.append(Array(name)) }
    return names
  }

  /// Folders are read in batches of this many names, each stat'ed before the next is read: a
  /// batch's facts take about 100 KB (4,096 names raised a 20,000-entry session's peak by 0.3 MiB
  /// more, for 2 ms less).
  static let batchSize = 1024
  /// Threads a batch is stat'ed on: the processors online, at most four.
  static let statThreads = max(1, min(4, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
  /// The names a thread claims at a time: a batch of fewer is stat'ed on the reading thread.
  static let statChunk = 256

  /// One `opendir` and `readdir` pass with `fstatat` on the open folder: no path is built per
  /// entry, so a 200,000-entry folder lists in one pass. Names are stat'ed a batch at a time,
  /// a long batch on several threads (``EntryBatch``).
  public func visitEntries(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) throws(FileTreeError) {
    try visitEntries(
      inDirectory: path, batchSize: Self.batchSize, threads: Self.statThreads,
      chunk: Self.statChunk,
      visit)
  }

  /// ``visitEntries(inDirectory:_:)`` with its batch size, threads and chunk given (for tests).
  package func visitEntries(
    inDirectory path: FilePath, batchSize: Int, threads: Int, chunk: Int,
    _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) throws(FileTreeError) {
    var batch = EntryBatch()
    try Self.forEachEntry(in: path) { folder, name, _ in
      batch.append(name)
      if batch.count >= batchSize {
        batch.visit(in: folder, threads: threads, chunk: chunk, visit)
      }
    } atEnd: { folder in
      batch.visit(in: folder, threads: threads, chunk: chunk, visit)
    }
  }

  /// One entry's facts: `fstatat` of `name` in the open `folder`, and behind a symbolic link.
  static func facts(of name: UnsafePointer<CChar>, in folder: Int32) -> EntryFacts {
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      return EntryFacts(own: .failure(error(errno)))
    }
    let own = status(info)
    var target: Result<FileStatus, FileTreeError>?
    if own.kind == .symbolicLink {
      var followed = stat()
      target = fstatat(folder, name, &followed, 0) == 0 ? .success(status(followed)) : .failure(error(errno))
    }
    return EntryFacts(own: .success(own), target: target)
  }

  /// One `opendir` and `readdir` pass; each entry's kind is its `d_type`, `nil` for
  /// `DT_UNKNOWN` (file systems that do not record it).
  public func visitNames(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ kind: FileKind?) -> Void
  ) throws(FileTreeError) {
    try Self.forEachEntry(in: path) { _, name, type in visit(name, Self.kind(directoryType: type)) }
  }

  /// Opens the folder and calls `body` with its descriptor and each entry but `.` and `..`: the
  /// name and its `d_type`; then `atEnd`, with the folder still open.
  private static func forEachEntry(
    in path: FilePath,
    _ body: (
      _ folder: Int32, _ name: UnsafeBufferPointer<UInt8>, _ type: UInt8
    ) -> Void,
    atEnd: (_ folder: Int32) -> Void = { _ in }
  ) throws(FileTreeError) {
    let descriptor = path.withSystemPath { openat($0, $1, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } ?? -1
    guard descriptor >= 0 else { throw error(errno) }
    guard let directory = fdopendir(descriptor) else {
      let failure = errno
      close(descriptor)
      throw error(failure)
    }
    defer { closedir(directory) }
    let folder = dirfd(directory)
    while let entry = readdir(directory) {
      let type = entry.pointee.d_type
      withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        guard let address = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return }
        // The name in place, no array made for it: allocating, copying and freeing one a name
        // was 11.7 of a 20,000-entry folder's 64.5 million first-frame instructions.
        let name = UnsafeBufferPointer(
          start: UnsafeRawPointer(address).assumingMemoryBound(to: UInt8.self),
          count: strnlen(address, raw.count))
        let dot = UInt8(ascii: ".")
        guard !(name.count == 1 && name[0] == dot), !(name.count == 2 && name[0] == dot && name[1] == dot)
        else { return }
        body(folder, name, type)
      }
    }
    atEnd(folder)
  }

  /// The kind a `d_type` records, `nil` for `DT_UNKNOWN` or anything else.
  static func kind(directoryType: UInt8) -> FileKind? {
    switch Int32(directoryType) {
    case Int32(DT_REG): .regular
    case Int32(DT_DIR): .directory
    case Int32(DT_LNK): .symbolicLink
    case Int32(DT_FIFO): .fifo
    case Int32(DT_SOCK): .socket
    case Int32(DT_CHR): .characterDevice
    case Int32(DT_BLK): .blockDevice
    default: nil
    }
  }

  /// The user and group names from the password and group databases (`getpwuid_r`, `getgrgid_r`).
  public func ownerNames(user: UInt32, group: UInt32) -> (user: String?, group: String?) {
    var buffer = [CChar](repeating: 0, count: 16_384)
    var password = passwd()
    var found: UnsafeMutablePointer<passwd>?
    var userName: String?
    if getpwuid_r(user, &password, &buffer, buffer.count, &found) == 0, let found,
      let name = found.pointee.pw_name
    {
      userName = SafeText.escaped(String(cString: name))
    }
    var entry = GroupEntry()
    var foundGroup: UnsafeMutablePointer<GroupEntry>?
    var groupName: String?
    if getgrgid_r(group, &entry, &buffer, buffer.count, &foundGroup) == 0, let foundGroup,
      let name = foundGroup.pointee.gr_name
    {
      groupName = SafeText.escaped(String(cString: name))
    }
    return (userName, groupName)
  }

  public func linkTarget(of path: FilePath) throws(FileTreeError) -> [UInt8] {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let capacity = buffer.count
    let count = path.withSystemPath { readlinkat($0, $1, &buffer, capacity) } ?? -1
    guard count >= 0 else { throw Self.error(errno) }
    return buffer.prefix(count).map { UInt8(bitPattern: $0) }
  }

  public func readPrefix(of path: FilePath, limit: Int) throws(FileTreeError) -> [UInt8] {
    let descriptor = path.withSystemPath { openat($0, $1, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } ?? -1
    guard descriptor >= 0 else { throw Self.error(errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Self.error(errno) }
    let status = Self.status(info)
    guard status.kind == .regular else { throw .notARegularFile(status.kind) }
    // The buffer is the file's size and one byte more (to see that it grew), not the limit: a
    // small file touches no more memory than it holds. A file that grew is read on to the limit.
    var bytes: [UInt8] = []
    var chunk = min(max(0, limit), Int(clamping: status.size) + 1)
    while chunk > 0 {
      let start = bytes.count
      var failure: Int32 = 0
      let read = Self.readFully(descriptor, count: chunk, failure: &failure)
      if bytes.isEmpty { bytes = read } else { bytes += read }
      if failure != 0 { throw Self.error(failure) }
      guard bytes.count == start + chunk else { break }
      chunk = min(limit - bytes.count, 65_536)
    }
    return bytes
  }

  /// Up to `count` bytes read from `descriptor`, fewer at its end; `failure` is set to `errno`
  /// if a read fails. The buffer is not zeroed first.
  private static func readFully(_ descriptor: Int32, count: Int, failure: inout Int32) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
      filled = 0
      guard let start = buffer.baseAddress else { return }
      while filled < count {
        let result = read(descriptor, start + filled, count - filled)
        if result < 0, errno == EINTR { continue }
        if result < 0 {
          failure = errno
          return
        }
        if result == 0 { return }
        filled += result
      }
    }
  }

  /// The canonical absolute form of `path` (`realpath`), or the error that stops it.
  public static func canonical(_ path: String) throws(FileTreeError) -> FilePath {
    try canonical(bytes: Array(path.utf8))
  }

  /// ``canonical(_:)`` for a path given as its bytes (an argument that is not UTF-8 names the
  /// file it names, never a re-encoded look-alike).
  public static func canonical(bytes path: [UInt8]) throws(FileTreeError) -> FilePath {
    guard !path.contains(0) else { throw .notFound }
    let resolved = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { realpath($0.baseAddress, nil) }
    }
    guard let resolved else { throw error(errno) }
    defer { free(resolved) }
    return FilePath(
      bytes: Array(
        UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) }))
  }

  /// Whether the user may list and enter the folder at `path` (`access`, `R_OK | X_OK`).
  public static func mayList(_ path: FilePath) -> Bool {
    path.withSystemPath { faccessat($0, $1, R_OK | X_OK, 0) == 0 } ?? false
  }

  // MARK: Helpers

  /// The status `info` (from `lstat` or `stat`) describes.
  static func status(_ info: stat) -> FileStatus {
    let kind: FileKind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFLNK: .symbolicLink
      case S_IFIFO: .fifo
      case S_IFSOCK: .socket
      case S_IFCHR: .characterDevice
      case S_IFBLK: .blockDevice
      default: .unknown
      }
    return FileStatus(
      kind: kind, size: UInt64(max(0, info.st_size)), permissions: UInt32(info.st_mode & 0o7777),
      modified: Int64(info.modificationTime.tv_sec), user: info.st_uid, group: info.st_gid)
  }

  private static func error(_ code: Int32) -> FileTreeError {
    switch code {
    case EACCES, EPERM: .permissionDenied
    case ENOENT: .notFound
    case ELOOP: .symbolicLinkLoop
    case ENOTDIR: .notADirectory
    default: .other(String(cString: strerror(code)).lowercased())
    }
  }
}

extension FilePath {
  /// The path as a NUL-terminated C string, for the system calls that take one.
  var cString: [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }
}
