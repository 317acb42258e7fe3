#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

extension SafeFile {
  /// Removes the regular file at `path`, never following a symlink: a missing file is fine,
  /// anything else at the path (a symlink, folder, device, FIFO or socket) is refused and left
  /// alone. For outputs a program wrote and listed itself, such as an earlier lab run.
  public static func remove(_ path: String) throws(SafeFileError) {
    var status = stat()
    if lstat(path, &status) != 0 {
      guard errno == ENOENT else { throw .system(call: "lstat", errno: errno) }
      return
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind = status.st_mode & S_IFMT == S_IFLNK ? "a symlink" : kind(of: status.st_mode)
      throw .notRegular(kind: kind)
    }
    guard unlink(path) == 0 || errno == ENOENT else { throw .system(call: "unlink", errno: errno) }
  }

  /// Removes the folder at `path` when it is empty; leaves anything else as it is.
  public static func removeFolderIfEmpty(_ path: String) {
    _ = rmdir(path)
  }
}
