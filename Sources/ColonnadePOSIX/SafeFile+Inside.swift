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
  /// Replaces the file at `relative` inside `folder` with `bytes`, as ``replace(_:with:)`` does,
  /// creating the folders on the way; but nothing below `folder` is followed: a symlink on the
  /// way (``SafeFileError/symlinkInside(name:)``) or at `relative` is refused and left alone, so
  /// nothing outside `folder` is written or replaced. `folder` itself, named by the user, may be
  /// a symlink. For a program's own output folder, such as the lab's.
  ///
  /// ```swift
  /// try SafeFile.replace("standard/iphone-16/portrait.svg", inside: "colonnade-lab", with: bytes)
  /// ```
  public static func replace(_ relative: String, inside folder: String, with bytes: [UInt8])
    throws(SafeFileError)
  {
    guard let (parent, name) = try openParent(of: relative, inside: folder, creating: true) else { return }
    defer { close(parent) }
    var status = stat()
    guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      guard errno == ENOENT else { throw .system(call: "lstat", errno: errno) }
      try createNew(in: parent, name, bytes)
      return
    }
    try refuseLink(status)
    try replaceExisting(in: parent, name, bytes, status: status)
  }

  /// Throws what writing or removing `relative` inside `folder` would (a symlink on the way or
  /// at it, a file where a folder belongs), changing nothing; a part that does not exist yet is
  /// fine. So a run can refuse before it writes anything.
  public static func check(_ relative: String, inside folder: String) throws(SafeFileError) {
    guard let (parent, name) = try openParent(of: relative, inside: folder, creating: false) else { return }
    defer { close(parent) }
    var status = stat()
    guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    try refuseLink(status)
  }

  /// A symlink is refused as something other than a regular file.
  static func refuseLink(_ status: stat) throws(SafeFileError) {
    if status.st_mode & S_IFMT == S_IFLNK { throw .notRegular(kind: "a symlink") }
  }

  /// The last folder of `relative` inside `folder`, open, and the name after it. Each folder on
  /// the way is opened without following a symlink (refused) and, when `creating`, made when
  /// missing; `nil` when one is missing and not `creating`. `.` and `..` are refused. The caller
  /// closes the descriptor. O(components).
  static func openParent(of relative: String, inside folder: String, creating: Bool) throws(SafeFileError)
    -> (Int32, String)?
  {
    var parts = relative.split(separator: "/").map(String.init)
    guard let name = parts.popLast(), !(parts + [name]).contains(where: { $0 == "." || $0 == ".." }) else {
      throw .system(call: "open", errno: EINVAL)
    }
    var descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(call: "open", errno: errno) }
    for part in parts {
      if creating, mkdirat(descriptor, part, 0o777) != 0, errno != EEXIST {
        let error = errno
        close(descriptor)
        throw .system(call: "mkdir", errno: error)
      }
      let next = openat(descriptor, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        let error = errno
        var status = stat()
        let found = fstatat(descriptor, part, &status, AT_SYMLINK_NOFOLLOW) == 0
        close(descriptor)
        if found, status.st_mode & S_IFMT == S_IFLNK { throw .symlinkInside(name: part) }
        if !found, !creating, error == ENOENT { return nil }
        throw .system(call: "open", errno: error)
      }
      close(descriptor)
      descriptor = next
    }
    return (descriptor, name)
  }
}
