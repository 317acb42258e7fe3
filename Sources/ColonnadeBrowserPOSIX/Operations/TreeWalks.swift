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

/// Removes a file, link or folder with everything in it, never following a link: only for what
/// the operations made themselves (a partial copy) or a source already copied and verified.
enum TreeRemover {
  /// Removes `name` in `folder`; returns how many entries went. Throws at the first entry that
  /// will not go, with the count of those removed before it.
  @discardableResult
  static func remove(_ name: [UInt8], in folder: Int32, path: FilePath) throws(RemovalError) -> Int {
    var removed = 0
    try remove(cName(name), in: folder, path: path, removed: &removed)
    return removed
  }

  private static func remove(_ name: [CChar], in folder: Int32, path: FilePath, removed: inout Int)
    throws(RemovalError)
  {
    guard let info = linkStatus(name, in: folder) else {
      throw RemovalError(path: path, failure: systemFailure(errno), removed: removed)
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      do {
        let inner = try OpenFolder(name, in: folder, path: path)
        for child in try inner.names(path: path) {
          try remove(cName(child), in: inner.descriptor, path: path.appending(child), removed: &removed)
        }
      } catch let error as RemovalError {
        throw error
      } catch {
        let failure: SystemFailure =
          if case .system(_, let failure) = error as? FileOperationError { failure } else {
            .other("\(error)")
          }
        throw RemovalError(path: path, failure: failure, removed: removed)
      }
    }
    guard unlinkat(folder, name, info.st_mode & S_IFMT == S_IFDIR ? AT_REMOVEDIR : 0) == 0 else {
      throw RemovalError(path: path, failure: systemFailure(errno), removed: removed)
    }
    removed += 1
  }
}

/// Why a removal stopped, and how many entries went before it.
struct RemovalError: Error {
  var path: FilePath
  var failure: SystemFailure
  var removed: Int
}

/// Reads trees without changing them: their size (the progress totals) and whether two are the
/// same (a copy made to move across file systems, before its source is removed).
enum TreeReader {
  /// The bytes of regular files and the entries under `name` in `folder`, itself included.
  static func measure(_ name: [UInt8], in folder: Int32, path: FilePath, monitor: OperationMonitor)
    throws(FileOperationError) -> (bytes: UInt64, entries: Int)
  {
    guard let info = linkStatus(cName(name), in: folder) else { throw .system(path, systemFailure(errno)) }
    monitor.addTotal(files: 1)
    guard info.st_mode & S_IFMT == S_IFDIR else {
      let bytes = info.st_mode & S_IFMT == S_IFREG ? UInt64(max(0, info.st_size)) : 0
      return (bytes, 1)
    }
    let inner = try OpenFolder(cName(name), in: folder, path: path)
    var total: (bytes: UInt64, entries: Int) = (0, 1)
    for child in try inner.names(path: path) {
      if monitor.isCancelled { throw .cancelled }
      let part = try measure(child, in: inner.descriptor, path: path.appending(child), monitor: monitor)
      total.bytes += part.bytes
      total.entries += part.entries
    }
    return total
  }

  /// Whether `name` in `folder` and `other` in `otherFolder` hold the same tree: the same kinds,
  /// bytes, link targets and names. Reads every byte of both.
  static func same(_ name: [UInt8], in folder: Int32, as other: [UInt8], in otherFolder: Int32) -> Bool {
    let first = cName(name)
    let second = cName(other)
    guard let a = linkStatus(first, in: folder), let b = linkStatus(second, in: otherFolder),
      a.st_mode & S_IFMT == b.st_mode & S_IFMT
    else { return false }
    switch a.st_mode & S_IFMT {
    case S_IFREG:
      return a.st_size == b.st_size && sameBytes(first, in: folder, second, in: otherFolder)
    case S_IFLNK:
      return linkTarget(first, in: folder) == linkTarget(second, in: otherFolder)
    case S_IFDIR:
      let path = FilePath.root
      guard let left = try? OpenFolder(first, in: folder, path: path),
        let right = try? OpenFolder(second, in: otherFolder, path: path),
        let names = try? left.names(path: path), let otherNames = try? right.names(path: path),
        Set(names) == Set(otherNames), names.count == otherNames.count
      else { return false }
      return names.allSatisfy { same($0, in: left.descriptor, as: $0, in: right.descriptor) }
    default:
      return true
    }
  }

  private static func linkTarget(_ name: [CChar], in folder: Int32) -> [CChar]? {
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(folder, name, &target, target.count)
    return count >= 0 ? Array(target.prefix(count)) : nil
  }

  private static func sameBytes(_ first: [CChar], in folder: Int32, _ second: [CChar], in otherFolder: Int32)
    -> Bool
  {
    let a = openat(folder, first, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    let b = openat(otherFolder, second, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    defer {
      if a >= 0 { close(a) }
      if b >= 0 { close(b) }
    }
    guard a >= 0, b >= 0 else { return false }
    var left = [UInt8](repeating: 0, count: 1 << 18)
    var right = [UInt8](repeating: 0, count: 1 << 18)
    while true {
      let count = readFull(a, &left)
      guard count >= 0, readFull(b, &right) == count else { return false }
      if count == 0 { return true }
      guard left.prefix(count) == right.prefix(count) else { return false }
    }
  }

  /// Fills `buffer` from `descriptor` as far as the file goes; the count read, or -1.
  private static func readFull(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return -1 }
        return read(descriptor, base + filled, bytes.count - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return -1 }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}
