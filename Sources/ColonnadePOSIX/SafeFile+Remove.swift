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
  /// Removes the regular file at `relative` inside `folder`, following nothing below `folder`
  /// (see ``replace(_:inside:with:)``): a missing file is fine, anything else at the path or on
  /// the way (a symlink, folder, device, FIFO or socket) is refused and left alone. For outputs
  /// a program wrote and listed itself, such as an earlier lab run.
  public static func remove(_ relative: String, inside folder: String) throws(SafeFileError) {
    guard let (parent, name) = try openParent(of: relative, inside: folder, creating: false) else { return }
    defer { close(parent) }
    var status = stat()
    guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      guard errno == ENOENT else { throw .system(call: "lstat", errno: errno) }
      return
    }
    try refuseLink(status)
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegular(kind: kind(of: status.st_mode)) }
    guard unlinkat(parent, name, 0) == 0 || errno == ENOENT else {
      throw .system(call: "unlink", errno: errno)
    }
  }

  /// Removes the folder at `relative` inside `folder` when it is empty, following nothing below
  /// `folder`; leaves anything else as it is.
  public static func removeFolderIfEmpty(_ relative: String, inside folder: String) {
    guard let (parent, name) = try? openParent(of: relative, inside: folder, creating: false) else { return }
    defer { close(parent) }
    _ = unlinkat(parent, name, AT_REMOVEDIR)
  }
}
