import ColonnadeBrowser
import Synchronization

/// A file tree that counts what the browser reads from the tree it wraps (rules R1–R4, T6).
final class CountingTree: FileTree {
  struct Counts {
    var listings: [FilePath: Int] = [:]
    var reads: [FilePath: Int] = [:]
    var largestLimit = 0
    var largestRead = 0
  }

  let base: any FileTree
  private let counts = Mutex(Counts())

  init(_ base: any FileTree = Fixtures.tree) {
    self.base = base
  }

  /// What was read so far.
  var snapshot: Counts { counts.withLock { $0 } }

  func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus { try base.linkStatus(of: path) }
  func status(of path: FilePath) throws(FileTreeError) -> FileStatus { try base.status(of: path) }
  func linkTarget(of path: FilePath) throws(FileTreeError) -> [UInt8] { try base.linkTarget(of: path) }

  func names(inDirectory path: FilePath) throws(FileTreeError) -> [[UInt8]] {
    counts.withLock { $0.listings[path, default: 0] += 1 }
    return try base.names(inDirectory: path)
  }

  func readPrefix(of path: FilePath, limit: Int) throws(FileTreeError) -> [UInt8] {
    counts.withLock {
      $0.reads[path, default: 0] += 1
      $0.largestLimit = max($0.largestLimit, limit)
    }
    let bytes = try base.readPrefix(of: path, limit: limit)
    counts.withLock { $0.largestRead = max($0.largestRead, bytes.count) }
    return bytes
  }
}
