import ColonnadeBrowser

/// A file tree that reads through to the tree `base` returns: a test's tree adopts it and
/// implements only what it changes or counts.
protocol ForwardingTree: FileTree {
  var base: MemoryFileTree { get }
}

extension ForwardingTree {
  func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus { try base.linkStatus(of: path) }
  func status(of path: FilePath) throws(FileTreeError) -> FileStatus { try base.status(of: path) }
  func names(inDirectory path: FilePath) throws(FileTreeError) -> [[UInt8]] {
    try base.names(inDirectory: path)
  }
  func linkTarget(of path: FilePath) throws(FileTreeError) -> [UInt8] { try base.linkTarget(of: path) }
  func readPrefix(of path: FilePath, limit: Int) throws(FileTreeError) -> [UInt8] {
    try base.readPrefix(of: path, limit: limit)
  }
}
