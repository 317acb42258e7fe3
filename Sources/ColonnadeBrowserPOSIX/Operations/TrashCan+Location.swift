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

extension TrashCan {
  /// The trash folder for a file on `device`, made if missing, and the `Path=` to record.
  struct Location {
    /// The folder holding `files/` and `info/`.
    var folder: FilePath
    /// The original path as the info records it: absolute in the home trash, relative to the
    /// mount's top folder elsewhere.
    var recordedPath: [UInt8]
  }

  /// Where a file at `path` on `device` is trashed (the specification's order): the home trash
  /// on its file system, else `$topdir/.Trash/$uid` (a sticky, real `.Trash`), else
  /// `$topdir/.Trash-$uid`.
  func location(for path: FilePath, device: dev_t) throws(FileOperationError) -> Location {
    guard let folder = canonical(path.parent) else { throw .system(path.parent, systemFailure(errno)) }
    let real = folder.appending(path.lastComponent)
    try makeFolders(homeTrash, path: path)
    var home = stat()
    if stat(homeTrash.cString, &home) == 0, home.st_dev == device {
      try makeTrashFolders(homeTrash, path: path)
      return Location(folder: homeTrash, recordedPath: real.bytes)
    }
    var top = folder
    while top != .root {
      var above = stat()
      guard stat(top.parent.cString, &above) == 0, above.st_dev == device else { break }
      top = top.parent
    }
    let relative = Array(real.bytes.dropFirst(top == .root ? 1 : top.bytes.count + 1))
    var shared = stat()
    let sharedPath = top.appending(".Trash")
    if lstat(sharedPath.cString, &shared) == 0, shared.st_mode & S_IFMT == S_IFDIR,
      shared.st_mode & S_ISVTX != 0
    {
      let own = sharedPath.appending("\(userID)")
      if (try? makeTrashFolders(own, path: path)) != nil {
        return Location(folder: own, recordedPath: relative)
      }
    }
    let own = top.appending(".Trash-\(userID)")
    try makeTrashFolders(own, path: path)
    return Location(folder: own, recordedPath: relative)
  }

  /// Makes `folder` (0700) with its `files/` and `info/`; each must be a real folder (not a
  /// link) owned by the user.
  private func makeTrashFolders(_ folder: FilePath, path: FilePath) throws(FileOperationError) {
    for each in [folder, folder.appending("files"), folder.appending("info")] {
      if mkdir(each.cString, 0o700) != 0, errno != EEXIST {
        throw .noTrash(path, reason: "cannot make \(each): \(systemFailure(errno))")
      }
      var info = stat()
      guard lstat(each.cString, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == userID else {
        throw .noTrash(path, reason: "\(each) is not a folder of the user's own")
      }
    }
  }

  /// Makes every missing folder on the way to `folder` (as `mkdir -p`, 0700).
  private func makeFolders(_ folder: FilePath, path: FilePath) throws(FileOperationError) {
    var info = stat()
    guard stat(folder.cString, &info) != 0 else { return }
    if folder.parent != folder { try makeFolders(folder.parent, path: path) }
    if mkdir(folder.cString, 0o700) != 0, errno != EEXIST {
      throw .noTrash(path, reason: "cannot make \(folder): \(systemFailure(errno))")
    }
  }
}

/// The path with every link and `.`/`..` resolved (`realpath`); `nil` with `errno` set.
func canonical(_ path: FilePath) -> FilePath? {
  guard let resolved = realpath(path.cString, nil) else { return nil }
  defer { free(resolved) }
  return FilePath(
    bytes: Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map { UInt8(bitPattern: $0) })
}
