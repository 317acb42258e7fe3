import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// A folder held open, so the operations reach its entries by name (`openat`, `mkdirat`,
/// `renameat`, …) whatever the path's length, and a folder renamed meanwhile is still the one
/// they work in. Closed when the last reference goes.
final class OpenFolder {
  let descriptor: Int32

  /// Opens the folder at `path` (following links: the user chose it by that path).
  init(_ path: FilePath) throws(FileOperationError) {
    let opened = path.withSystemPath { openat($0, $1, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } ?? -1
    guard opened >= 0 else { throw .system(path, systemFailure(errno)) }
    descriptor = opened
  }

  /// Opens the folder `name` in `parent`, never following a link.
  init(_ name: [CChar], in parent: Int32, path: FilePath) throws(FileOperationError) {
    let opened = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard opened >= 0 else { throw .system(path, systemFailure(errno)) }
    descriptor = opened
  }

  deinit { close(descriptor) }

  /// The names in the folder, without `.` and `..`.
  func names(path: FilePath) throws(FileOperationError) -> [[UInt8]] {
    let copy = dup(descriptor)
    guard copy >= 0, let directory = fdopendir(copy) else {
      let failure = errno
      if copy >= 0 { close(copy) }
      throw .system(path, systemFailure(failure))
    }
    defer { closedir(directory) }
    rewinddir(directory)
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return names
  }
}

/// `lstat` of `name` in `folder`; `nil` with `errno` set when it fails.
func linkStatus(_ name: [CChar], in folder: Int32) -> stat? {
  var info = stat()
  return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
}

/// The identity `info` reports.
func identity(_ info: stat) -> FileIdentity {
  FileIdentity(
    device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
}

/// The stamp `info` reports, for undo.
func stamp(_ info: stat) -> FileStamp {
  FileStamp(
    identity: identity(info),
    changed: Int64(info.changeTime.tv_sec) * 1_000_000_000 + Int64(info.changeTime.tv_nsec),
    isFolder: info.st_mode & S_IFMT == S_IFDIR)
}

/// A name as the NUL-terminated C string the `*at` calls take.
func cName(_ name: [UInt8]) -> [CChar] { (name + [0]).map { CChar(bitPattern: $0) } }

/// What the user can do about `errno`.
func systemFailure(_ code: Int32) -> SystemFailure {
  switch code {
  case EACCES, EPERM: .permissionDenied
  case EROFS: .readOnlyFileSystem
  case ENOSPC, EDQUOT: .noSpace
  case ENOENT: .notFound
  case EEXIST, ENOTEMPTY: .exists
  case ENAMETOOLONG: .nameTooLong
  default: .other(String(cString: strerror(code)).lowercased())
  }
}

/// Whether the folder open as `folder` is the folder `ancestor` identifies or lies inside it,
/// found by walking `..` up to the root: sees through links and bind mounts, which paths do not.
/// O(depth).
func isInside(_ folder: Int32, _ ancestor: FileIdentity) -> Bool {
  var current = dup(folder)
  defer { if current >= 0 { close(current) } }
  for _ in 0..<4096 {
    guard current >= 0 else { return false }
    var info = stat()
    guard fstat(current, &info) == 0 else { return false }
    if identity(info) == ancestor { return true }
    let parent = openat(current, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    var parentInfo = stat()
    guard parent >= 0, fstat(parent, &parentInfo) == 0 else {
      if parent >= 0 { close(parent) }
      return false
    }
    close(current)
    current = parent
    if identity(parentInfo) == identity(info) { return false }  // the root is its own parent
  }
  return false
}
