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

extension OperationExecutor {
  /// Copies or moves `source` to `destination`; replaces what is there only when `replacing`.
  /// Returns a note for the report.
  func transfer(
    _ source: FilePath, to destination: FilePath, replacing: Bool, moving: Bool, copier: inout TreeCopier
  ) throws(FileOperationError) -> String? {
    let from = try OpenFolder(source.parent)
    let name = source.lastComponent
    guard let info = linkStatus(cName(name), in: from.descriptor) else {
      throw errno == ENOENT ? .sourceMissing(source) : .system(source, systemFailure(errno))
    }
    let to: OpenFolder
    do { to = try OpenFolder(destination.parent) } catch {
      throw error == .system(destination.parent, .notFound) ? .targetMissing(destination.parent) : error
    }
    let isFolder = info.st_mode & S_IFMT == S_IFDIR
    if isFolder, isInside(to.descriptor, identity(info)) {
      throw .folderIntoItself(source, target: destination.parent)
    }
    let newName = destination.lastComponent
    let place = Transfer(
      from: from, name: name, source: source, to: to, newName: newName, destination: destination)
    guard let existing = linkStatus(cName(newName), in: to.descriptor) else {
      return try place.carry(moving: moving, copier: &copier)
    }
    guard replacing else { throw .alreadyExists(destination) }
    guard identity(existing) != identity(info) else { throw .cannotOverwriteItself(source) }
    if isFolder || existing.st_mode & S_IFMT == S_IFDIR {
      // A folder is never deleted: what it replaces goes to the Trash, and comes back if the
      // step fails.
      guard let trash else { throw .noTrash(destination, reason: "no trash to put the replaced folder in") }
      let old = try trash.put(destination)
      do {
        _ = try place.carry(moving: moving, copier: &copier)
      } catch {
        try? trash.restore(old)
        throw error
      }
      return "the '\(destination.displayName)' it replaced is in the Trash"
    }
    if moving, renameat(from.descriptor, cName(name), to.descriptor, cName(newName)) == 0 { return nil }
    if moving, errno != EXDEV { throw .system(destination, systemFailure(errno)) }
    // A file or link replaced whole or not at all: copied under a temporary name, then renamed over.
    let temporary = FileName.free(Array(".colonnade-partial-\(getpid())".utf8)) {
      linkStatus(cName($0), in: to.descriptor) != nil
    }
    let staged = Transfer(
      from: from, name: name, source: source, to: to, newName: temporary, destination: destination)
    try staged.copy(copier: &copier, verifying: moving)
    guard renameat(to.descriptor, cName(temporary), to.descriptor, cName(newName)) == 0 else {
      let failure = errno
      _ = try? TreeRemover.remove(temporary, in: to.descriptor, path: destination)
      throw .system(destination, systemFailure(failure))
    }
    if moving { try place.removeSource(copyAt: newName) }
    return moving ? "moved across file systems: copied, checked, then removed" : nil
  }
}

/// One source and where it goes, both reached through their open folders.
private struct Transfer {
  let from: OpenFolder
  let name: [UInt8]
  let source: FilePath
  let to: OpenFolder
  let newName: [UInt8]
  let destination: FilePath

  /// Moves (a rename, or across file systems copy, check, remove) or copies, never replacing.
  func carry(moving: Bool, copier: inout TreeCopier) throws(FileOperationError) -> String? {
    guard moving else {
      try copy(copier: &copier, verifying: false)
      return nil
    }
    let result = renameWithoutReplacing(
      cName(name), in: from.descriptor, to: cName(newName), in: to.descriptor)
    if result == 0 { return nil }
    guard result == EXDEV else {
      if result == EEXIST { throw .alreadyExists(destination) }
      if result == EINVAL { throw .folderIntoItself(source, target: destination.parent) }
      throw .system(destination, systemFailure(result))
    }
    let size = try TreeReader.measure(name, in: from.descriptor, path: source, monitor: copier.monitor)
    copier.monitor.addTotal(bytes: size.bytes)
    try copy(copier: &copier, verifying: true)
    try removeSource(copyAt: newName)
    return "moved across file systems: copied, checked, then removed"
  }

  /// Copies the source to `newName`; with `verifying`, reads both back and removes the copy if
  /// they differ.
  func copy(copier: inout TreeCopier, verifying: Bool) throws(FileOperationError) {
    try copier.copy(
      name, in: from.descriptor, source: source, as: newName, in: to.descriptor, destination: destination)
    guard !verifying || TreeReader.same(name, in: from.descriptor, as: newName, in: to.descriptor) else {
      _ = try? TreeRemover.remove(newName, in: to.descriptor, path: destination)
      throw .verificationFailed(source)
    }
  }

  /// Removes the source once its copy at `copyName` is whole. If nothing of it will go, the copy
  /// is removed instead and the step fails as if never begun.
  func removeSource(copyAt copyName: [UInt8]) throws(FileOperationError) {
    do {
      try TreeRemover.remove(name, in: from.descriptor, path: source)
    } catch {
      guard error.removed > 0 else {
        _ = try? TreeRemover.remove(copyName, in: to.descriptor, path: destination)
        throw .system(source, error.failure)
      }
      throw .sourceNotRemoved(source, copy: destination, error.failure)
    }
  }
}
