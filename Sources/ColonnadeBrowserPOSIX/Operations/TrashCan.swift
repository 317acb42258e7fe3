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

/// The user's trash cans, as the freedesktop.org Trash specification lays them out (rule T12), so
/// other file managers (GNOME Files, Dolphin, `trash-cli`) list and restore what Colonnade trashed.
///
/// A file on the home trash's file system goes to `$XDG_DATA_HOME/Trash` (by default
/// `~/.local/share/Trash`); a file on another goes to its mount's `$topdir/.Trash/$uid` when
/// `$topdir/.Trash` is a real folder with the sticky bit, else to `$topdir/.Trash-$uid`. Each trashed
/// file gets `info/NAME.trashinfo`, made first with `O_EXCL` so two trashings never share a name,
/// then is renamed to `files/NAME`: a trashing never copies.
///
/// ```swift
/// let trash = TrashCan(homeTrash: FilePath("/home/ada/.local/share/Trash"))
/// let entry = try trash.put(FilePath("/home/ada/old.txt"))
/// try trash.restore(entry)   // back where it was, if nothing took the name since
/// ```
public struct TrashCan: Sendable {
  /// The home trash folder.
  public var homeTrash: FilePath
  /// The user id that names per-mount trash folders.
  public var userID: UInt32

  /// Creates the trash cans with the home trash at `homeTrash`.
  public init(homeTrash: FilePath, userID: UInt32 = getuid()) {
    self.homeTrash = homeTrash
    self.userID = userID
  }

  /// The user's trash: `$XDG_DATA_HOME/Trash` when that variable holds an absolute path, else
  /// `$HOME/.local/share/Trash`; `nil` without either.
  public static func user(environment: [String: String]) -> TrashCan? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return TrashCan(homeTrash: FilePath(data).appending("Trash"))
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return TrashCan(homeTrash: FilePath(home).appending(".local/share/Trash"))
  }

  /// Moves `path` (a file, link or folder; a link is trashed itself, not what it points to) to
  /// the trash of its file system; returns what undo needs to put it back.
  public func put(_ path: FilePath) throws(FileOperationError) -> UndoRecord.Entry {
    let name = path.lastComponent
    let parent = try OpenFolder(path.parent)
    guard let info = linkStatus(cName(name), in: parent.descriptor) else {
      throw errno == ENOENT ? .sourceMissing(path) : .system(path, systemFailure(errno))
    }
    let can = try location(for: path, device: info.st_dev)
    let infoFolder = try OpenFolder(can.folder.appending("info"))
    let filesFolder = try OpenFolder(can.folder.appending("files"))
    let limit = FileName.maximumBytes - ".trashinfo".utf8.count
    var candidate = FileName.truncated(name, to: limit)
    var tries = 0
    while true {
      tries += 1
      let infoName = candidate + Array(".trashinfo".utf8)
      let descriptor = openat(
        infoFolder.descriptor, cName(infoName), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        guard errno == EEXIST, tries < 10_000 else {
          throw .noTrash(path, reason: "\(can.folder): \(systemFailure(errno))")
        }
      } else if linkStatus(cName(candidate), in: filesFolder.descriptor) != nil {
        close(descriptor)
        _ = unlinkat(infoFolder.descriptor, cName(infoName), 0)  // a file left there without its info
      } else {
        let text = Array(TrashInfo(path: can.recordedPath, deletionDate: Self.localDate()).text.utf8)
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let closed = close(descriptor)
        let moved =
          written == text.count && closed == 0
          ? renameWithoutReplacing(
            cName(name), in: parent.descriptor, to: cName(candidate), in: filesFolder.descriptor)
          : errno
        guard moved == 0 else {
          _ = unlinkat(infoFolder.descriptor, cName(infoName), 0)
          if moved == EEXIST { continue }
          if moved == EINVAL { throw .noTrash(path, reason: "the trash \(can.folder) is inside it") }
          throw .system(path, systemFailure(moved))
        }
        let trashed = linkStatus(cName(candidate), in: filesFolder.descriptor) ?? info
        return .trashed(
          original: path, trashed: can.folder.appending("files").appending(candidate),
          info: can.folder.appending("info").appending(infoName), stamp: stamp(trashed))
      }
      candidate = FileName.free(FileName.truncated(name, to: limit), limit: limit) { taken in
        linkStatus(cName(taken + Array(".trashinfo".utf8)), in: infoFolder.descriptor) != nil
          || linkStatus(cName(taken), in: filesFolder.descriptor) != nil
      }
    }
  }

  /// Puts a trashed file back at its original path and removes its `.trashinfo`, only if it is
  /// still the file that was trashed and nothing has taken the original name since.
  public func restore(_ entry: UndoRecord.Entry) throws(FileOperationError) {
    guard case .trashed(let original, let trashed, let info, let expected) = entry else { return }
    let trashFolder = try OpenFolder(trashed.parent)
    guard let found = linkStatus(cName(trashed.lastComponent), in: trashFolder.descriptor),
      expected.matches(stamp(found))
    else { throw .changedSince(trashed) }
    let target = try OpenFolder(original.parent)
    let moved = renameWithoutReplacing(
      cName(trashed.lastComponent), in: trashFolder.descriptor, to: cName(original.lastComponent),
      in: target.descriptor)
    guard moved == 0 else {
      throw moved == EEXIST ? .originalNameTaken(original) : .system(original, systemFailure(moved))
    }
    let infoFolder = try OpenFolder(info.parent)
    _ = unlinkat(infoFolder.descriptor, cName(info.lastComponent), 0)
  }

  /// Now, in local time, as `DeletionDate` wants it.
  static func localDate() -> String {
    var now = time(nil)
    var fields = tm()
    localtime_r(&now, &fields)
    return TrashInfo.date(
      year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday),
      hour: Int(fields.tm_hour), minute: Int(fields.tm_min), second: Int(fields.tm_sec))
  }
}
