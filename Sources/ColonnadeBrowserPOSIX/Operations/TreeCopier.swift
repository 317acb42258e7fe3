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

/// Copies one file, link or folder (with everything in it) to a new name, as `cp -a` does (rule
/// T10): links as links, permissions, times (`futimens`, `utimensat`) and, as root, owners kept;
/// content a chunk at a time, counted in the monitor, with a cancel checked between chunks.
/// Never replaces anything (`O_EXCL`, `mkdirat`, `symlinkat`); on a failure or a cancel it removes
/// everything it made, so the target holds no partial copy. Names are bytes throughout.
struct TreeCopier {
  /// Bytes read and written at a time.
  static let chunkBytes = 1 << 20

  let monitor: OperationMonitor
  let faults: FaultInjection
  /// Whether owners are copied too (only root may give files away).
  let keepsOwner = geteuid() == 0
  private var buffer = [UInt8](repeating: 0, count: chunkBytes)
  private var written: UInt64 = 0

  init(monitor: OperationMonitor, faults: FaultInjection) {
    self.monitor = monitor
    self.faults = faults
  }

  /// Copies `name` in `from` to `newName` in `to`; throws, having removed what it made, on any
  /// failure or a cancel. `source` and `destination` are the paths, for messages.
  mutating func copy(
    _ name: [UInt8], in from: Int32, source: FilePath, as newName: [UInt8], in to: Int32,
    destination: FilePath
  ) throws(FileOperationError) {
    var made = false
    do {
      try copyEntry(
        cName(name), in: from, source: source, as: cName(newName), in: to, destination, made: &made)
    } catch {
      if made { _ = try? TreeRemover.remove(newName, in: to, path: destination) }
      // Taken since the step began: left alone, as a name taken before it would be.
      throw !made && error == .system(destination, .exists) ? .alreadyExists(destination) : error
    }
  }

  private mutating func copyEntry(
    _ name: [CChar], in from: Int32, source: FilePath, as newName: [CChar], in to: Int32,
    _ destination: FilePath,
    made: inout Bool
  ) throws(FileOperationError) {
    if monitor.isCancelled { throw .cancelled }
    guard let info = linkStatus(name, in: from) else { throw .system(source, systemFailure(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      try copyFile(name, in: from, source: source, as: newName, in: to, destination, info: info, made: &made)
    case S_IFDIR:
      guard mkdirat(to, newName, 0o700) == 0 else { throw .system(destination, systemFailure(errno)) }
      made = true
      let sourceFolder = try OpenFolder(name, in: from, path: source)
      let copyFolder = try OpenFolder(newName, in: to, path: destination)
      for child in try sourceFolder.names(path: source) {
        var inner = false
        try copyEntry(
          cName(child), in: sourceFolder.descriptor, source: source.appending(child), as: cName(child),
          in: copyFolder.descriptor, destination.appending(child), made: &inner)
      }
      keep(info, descriptor: copyFolder.descriptor)
    case S_IFLNK:
      var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlinkat(from, name, &target, target.count - 1)
      guard count >= 0 else { throw .system(source, systemFailure(errno)) }
      target[count] = 0
      guard symlinkat(target, to, newName) == 0 else { throw .system(destination, systemFailure(errno)) }
      made = true
      if keepsOwner { _ = fchownat(to, newName, info.st_uid, info.st_gid, AT_SYMLINK_NOFOLLOW) }
      var times = [info.accessTime, info.modificationTime]
      _ = utimensat(to, newName, &times, AT_SYMLINK_NOFOLLOW)
    case S_IFIFO:
      guard mkfifoat(to, newName, info.st_mode & 0o7777) == 0 else {
        throw .system(destination, systemFailure(errno))
      }
      made = true
      var times = [info.accessTime, info.modificationTime]
      _ = utimensat(to, newName, &times, AT_SYMLINK_NOFOLLOW)
    default:
      throw .unsupportedKind(source, LocalFileTree.status(info).kind)
    }
    monitor.addFile()
  }

  private mutating func copyFile(
    _ name: [CChar], in from: Int32, source: FilePath, as newName: [CChar], in to: Int32,
    _ destination: FilePath,
    info: stat, made: inout Bool
  ) throws(FileOperationError) {
    let input = openat(from, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard input >= 0 else { throw .system(source, systemFailure(errno)) }
    defer { close(input) }
    let output = openat(to, newName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw .system(destination, systemFailure(errno)) }
    made = true
    do {
      try pump(from: input, source: source, to: output, destination: destination)
    } catch {
      close(output)
      throw error
    }
    keep(info, descriptor: output)
    // A network file system may report a full disk only when the file is closed.
    guard close(output) == 0 else { throw .system(destination, systemFailure(errno)) }
  }

  /// Reads `input` to its end and writes every byte to `output`.
  private mutating func pump(from input: Int32, source: FilePath, to output: Int32, destination: FilePath)
    throws(FileOperationError)
  {
    while true {
      if monitor.isCancelled { throw .cancelled }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .system(source, systemFailure(errno)) }
      if count == 0 { return }
      var offset = 0
      while offset < count {
        if let limit = faults.failWritesAfterBytes, written + UInt64(count - offset) > limit {
          throw .system(destination, systemFailure(faults.writeErrno))
        }
        let done = buffer.withUnsafeBytes { bytes -> Int in
          guard let base = bytes.baseAddress else { return -1 }
          return write(output, base + offset, count - offset)
        }
        if done < 0, errno == EINTR { continue }
        guard done > 0 else { throw .system(destination, systemFailure(done < 0 ? errno : EIO)) }
        offset += done
        written += UInt64(done)
        monitor.addBytes(done)
      }
      if let limit = faults.cancelAfterBytes, written >= limit { monitor.cancel() }
      if let limit = faults.holdAfterBytes, written >= limit {
        for _ in 0..<10_000 where !monitor.isCancelled { usleep(1_000) }
      }
    }
  }

  /// Gives the open copy the source's owner (as root), permissions and times; in that order, as
  /// a change of owner clears the set-id bits and any change touches the times.
  private func keep(_ info: stat, descriptor: Int32) {
    if keepsOwner { _ = fchown(descriptor, info.st_uid, info.st_gid) }
    _ = fchmod(descriptor, info.st_mode & 0o7777)
    var times = [info.accessTime, info.modificationTime]
    _ = futimens(descriptor, &times)
  }
}

extension stat {
  /// The last access time: `st_atim` on Linux, `st_atimespec` on Darwin.
  var accessTime: timespec {
    #if canImport(Darwin)
      st_atimespec
    #else
      st_atim
    #endif
  }
}
