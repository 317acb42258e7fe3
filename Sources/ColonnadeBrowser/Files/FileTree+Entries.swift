/// What one directory read reports about an entry: its own status (`lstat`) and, for a symbolic
/// link, what the link leads to (`stat`).
public struct EntryFacts: Sendable {
  /// What the entry itself is, or why `lstat` failed.
  public var own: Result<FileStatus, FileTreeError>
  /// For a symbolic link: what following it found; `nil` for anything else.
  public var target: Result<FileStatus, FileTreeError>?

  /// Creates facts.
  public init(own: Result<FileStatus, FileTreeError>, target: Result<FileStatus, FileTreeError>? = nil) {
    self.own = own
    self.target = target
  }
}

extension FileTree {
  /// Calls `visit` with each entry's name and facts, in directory order; throws when the folder
  /// itself cannot be read.
  ///
  /// The default reads ``names(inDirectory:)`` and asks for each entry's status; a tree that can
  /// do better (`fstatat` on the open folder) implements ``visitEntries(inDirectory:_:)`` itself.
  public func defaultVisitEntries(
    inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) throws(FileTreeError) {
    for name in try names(inDirectory: path) {
      name.withUnsafeBufferPointer { visit($0, entryFacts(of: path.appending(name))) }
    }
  }

  /// One entry's facts by its path: `lstat`, and `stat` behind a symbolic link.
  public func entryFacts(of child: FilePath) -> EntryFacts {
    let own = Result(catching: { () throws(FileTreeError) in try linkStatus(of: child) })
    var target: Result<FileStatus, FileTreeError>?
    if case .success(let status) = own, status.kind == .symbolicLink {
      target = Result(catching: { () throws(FileTreeError) in try self.status(of: child) })
    }
    return EntryFacts(own: own, target: target)
  }
}
