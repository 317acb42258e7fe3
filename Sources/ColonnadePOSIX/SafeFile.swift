#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Reads files with a size limit and replaces them without harming what is at the path.
///
/// ```swift
/// let bytes = try SafeFile.read("layout.json", limit: 1 << 20)
/// try SafeFile.replace("session.json", with: Array("{}\n".utf8))
/// ```
///
/// Replacing follows a symlink to its target; a regular file is replaced atomically (a temporary
/// in its own folder, renamed over it) keeping its mode and, where permitted, its owner; a file
/// with other hard links is rewritten in place so the links keep sharing it; a new file gets the
/// usual mode (0666 less the umask). Anything else at the path (a device, FIFO, socket or
/// folder) is refused and left alone.
public enum SafeFile {
  /// At most `limit` bytes of the file at `path`; throws ``SafeFileError/tooLarge(limit:)`` at the
  /// first byte past it, having buffered no more than `limit + 1` bytes. O(min(size, limit)).
  public static func read(_ path: String, limit: Int) throws(SafeFileError) -> [UInt8] {
    let reader = try FileReader(path: path)
    var bytes: [UInt8] = []
    while true {
      let chunk = try reader.read(upTo: min(65_536, limit + 1 - bytes.count))
      if chunk.isEmpty { return bytes }
      bytes += chunk
      if bytes.count > limit { throw .tooLarge(limit: limit) }
    }
  }

  /// Replaces the contents of the file at `path` with `bytes` (see ``SafeFile``).
  public static func replace(_ path: String, with bytes: [UInt8]) throws(SafeFileError) {
    var target = path
    var status = stat()
    if lstat(path, &status) != 0 {
      guard errno == ENOENT else { throw .system(call: "lstat", errno: errno) }
      try createNew(in: AT_FDCWD, path, bytes)
      return
    }
    if status.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else { throw .system(call: "realpath", errno: errno) }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &status) == 0 else { throw .system(call: "stat", errno: errno) }
    }
    try replaceExisting(in: AT_FDCWD, target, bytes, status: status)
  }

  /// Replaces `name` in the open `folder` (or `AT_FDCWD`), which `status` describes: only a
  /// regular file the user may write, atomically, or in place when it has other hard links.
  static func replaceExisting(in folder: Int32, _ name: String, _ bytes: [UInt8], status: stat)
    throws(SafeFileError)
  {
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegular(kind: kind(of: status.st_mode)) }
    // A file the user may not write stays as it is, though its folder would allow a rename.
    guard faccessat(folder, name, W_OK, 0) == 0 else { throw .system(call: "access", errno: errno) }
    if status.st_nlink > 1 {
      try rewriteInPlace(in: folder, name, bytes)
    } else {
      try replaceAtomically(in: folder, name, bytes, keeping: status)
    }
  }

  /// Creates `name` in the open `folder` (or `AT_FDCWD`) with the usual mode (0666 less the
  /// umask, which the kernel applies: reading the umask means setting it, which would race the
  /// process's other threads).
  static func createNew(in folder: Int32, _ name: String, _ bytes: [UInt8]) throws(SafeFileError) {
    try replaceAtomically(in: folder, name, bytes, keeping: nil)
  }

  /// Writes a temporary beside `name` in `folder`, gives it `status`'s mode and owner (or, without
  /// one, the usual mode of a new file), and renames it over `name`. The temporary is made with
  /// `O_EXCL` and `O_NOFOLLOW`: never an existing file.
  private static func replaceAtomically(
    in folder: Int32, _ name: String, _ bytes: [UInt8], keeping status: stat?
  ) throws(SafeFileError) {
    let slash = name.lastIndex(of: "/")
    let prefix = slash.map { String(name[...$0]) } ?? ""
    let base = slash.map { String(name[name.index(after: $0)...]) } ?? name
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<100 {
      temporary = prefix + "." + base + ".colonnade-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
      descriptor = openat(
        folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, status == nil ? 0o666 : 0o600
      )
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw .system(call: "open", errno: errno) }
    do throws(SafeFileError) {
      try writeAll(bytes, to: descriptor)
      if let status {
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
          throw .system(call: "fchmod", errno: errno)
        }
        if status.st_uid != getuid() || status.st_gid != getgid() {
          _ = fchown(descriptor, status.st_uid, status.st_gid)  // Only where permitted.
        }
      }
      guard fsync(descriptor) == 0 else { throw .system(call: "fsync", errno: errno) }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw .system(call: "close", errno: errno) }
      guard renameat(folder, temporary, folder, name) == 0 else {
        throw .system(call: "rename", errno: errno)
      }
    } catch {
      if descriptor >= 0 { close(descriptor) }
      unlinkat(folder, temporary, 0)
      throw error
    }
  }

  /// Truncates and rewrites a regular file that has other hard links.
  private static func rewriteInPlace(in folder: Int32, _ name: String, _ bytes: [UInt8]) throws(SafeFileError)
  {
    let descriptor = openat(folder, name, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { throw .system(call: "open", errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(call: "fstat", errno: errno) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegular(kind: kind(of: status.st_mode)) }
    guard ftruncate(descriptor, 0) == 0 else { throw .system(call: "ftruncate", errno: errno) }
    try writeAll(bytes, to: descriptor)
    guard fsync(descriptor) == 0 else { throw .system(call: "fsync", errno: errno) }
  }

  /// Writes all of `bytes`, retrying interrupted and partial writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SafeFileError) {
    do {
      try FileDescriptorIO.writeAll(bytes, to: descriptor)
    } catch {
      if case .systemCall(let name, let number) = error { throw .system(call: name, errno: number) }
      throw .system(call: "write", errno: EIO)
    }
  }

  /// "a device", "a FIFO", "a socket", "a folder".
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    default: "not a plain file"
    }
  }
}

/// Why a file could not be read or written, in a few words.
public enum SafeFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file holds more than `limit` bytes.
  case tooLarge(limit: Int)
  /// Something other than a regular file is at the path.
  case notRegular(kind: String)
  /// A system call failed.
  case system(call: String, errno: Int32)
  /// A folder on the way to a file inside a folder is a symlink, which is never followed there.
  case symlinkInside(name: String)

  public var description: String {
    switch self {
    case .tooLarge(let limit): return "larger than \(Self.size(limit)), the limit"
    case .notRegular(let kind): return "it is \(kind), not a regular file"
    case .system(_, let number): return Self.reason(number)
    case .symlinkInside(let name):
      return "'\(name)' on the way is a symlink: nothing inside the folder is written or removed through one"
    }
  }

  /// `1 MiB`, `64 KiB`, `100 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  /// A few words for `errno`.
  static func reason(_ number: Int32) -> String {
    switch number {
    case ENOENT: return "no such file or folder"
    case EACCES, EPERM: return "permission denied"
    case ENOSPC: return "no space left: the disk is full"
    case EDQUOT: return "the disk quota is exceeded"
    case EISDIR: return "it is a folder"
    case EROFS: return "the file system is read-only"
    default:
      guard let text = strerror(number) else { return "error \(number)" }
      return String(cString: text).lowercased()
    }
  }
}
