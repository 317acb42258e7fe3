/// Turns what the user asked for into an ``OperationDraft`` (rules T10, T11): checks that every
/// source and the target exist, that names are valid, that no folder goes into itself, and finds
/// every destination that needs an answer. Pure: it only reads the ``FileTree`` it is given.
///
/// ```swift
/// var draft = try OperationPlanner.draft(.move([FilePath("/t/a")], into: FilePath("/t/b")), in: tree)
/// ```
///
/// Reads each source's status and the target folder's names once: O(sources + names there).
public enum OperationPlanner {
  /// The draft for `operation`, or the first reason it cannot be done (nothing is changed).
  public static func draft(_ operation: FileOperation, in tree: any FileTree) throws(FileOperationError)
    -> OperationDraft
  {
    switch operation {
    case .copy(let sources, let folder), .move(let sources, let folder):
      return try transfer(operation, sources: sources, into: folder, in: tree)
    case .rename(let source, let name):
      try checkName(name)
      _ = try kind(of: source, in: tree)
      if name == source.lastComponent { throw .nameUnchanged(source) }
      let folder = source.parent
      let taken = try names(in: folder, tree: tree)
      let reason = taken.contains(name) ? try existingReason(folder.appending(name), in: tree) : nil
      return OperationDraft(
        operation: operation, folder: folder, items: [.init(source: source, name: name, reason: reason)],
        taken: taken, fixedSteps: [])
    case .newFolder(let name, let folder), .newFile(let name, let folder):
      try checkName(name)
      try checkFolder(folder, in: tree)
      let path = folder.appending(name)
      if (try? tree.linkStatus(of: path)) != nil { throw .alreadyExists(path) }
      let step: OperationStep = if case .newFolder = operation { .makeFolder(path) } else { .makeFile(path) }
      return OperationDraft(operation: operation, folder: nil, items: [], taken: [], fixedSteps: [step])
    case .trash(let sources):
      let chosen = unique(sources)
      guard !chosen.isEmpty else { throw .nothingChosen }
      for source in chosen {
        _ = try kind(of: source, in: tree)
        try checkName(source.lastComponent)
      }
      return OperationDraft(
        operation: operation, folder: nil, items: [], taken: [], fixedSteps: chosen.map { .trash($0) })
    }
  }

  /// A copy's or move's draft: one item per source, a conflict where its name is taken.
  private static func transfer(
    _ operation: FileOperation, sources: [FilePath], into folder: FilePath, in tree: any FileTree
  ) throws(FileOperationError) -> OperationDraft {
    let chosen = unique(sources)
    guard !chosen.isEmpty else { throw .nothingChosen }
    try checkFolder(folder, in: tree)
    for source in chosen {
      let kind = try kind(of: source, in: tree)
      try checkName(source.lastComponent)
      if kind == .directory, isSameOrInside(folder, source) {
        throw .folderIntoItself(source, target: folder)
      }
    }
    let existing = try names(in: folder, tree: tree)
    var taken = existing
    var items: [OperationDraft.Item] = []
    var claimed: Set<[UInt8]> = []
    for source in chosen {
      let name = source.lastComponent
      var reason: OperationConflict.Reason?
      if source.parent == folder {
        reason = .sameFile
      } else if claimed.contains(name) {
        reason = .chosenTwice
      } else if existing.contains(name) {
        reason = try existingReason(folder.appending(name), in: tree)
      }
      claimed.insert(name)
      taken.insert(name)
      items.append(.init(source: source, name: name, reason: reason))
    }
    return OperationDraft(operation: operation, folder: folder, items: items, taken: taken, fixedSteps: [])
  }

  /// Whether `path` is `folder` or inside it, by their components (the executor checks again by
  /// device and inode, which also sees through links).
  static func isSameOrInside(_ path: FilePath, _ folder: FilePath) -> Bool {
    if path == folder || folder == .root { return true }
    return path.bytes.count > folder.bytes.count && path.bytes.starts(with: folder.bytes)
      && path.bytes[folder.bytes.count] == UInt8(ascii: "/")
  }

  private static func unique(_ paths: [FilePath]) -> [FilePath] {
    var seen: Set<FilePath> = []
    return paths.filter { seen.insert($0).inserted }
  }

  private static func checkName(_ name: [UInt8]) throws(FileOperationError) {
    if let problem = FileName.problem(with: name) { throw .invalidName(name, reason: problem) }
  }

  /// The source's own kind (a link is a link); throws when it is missing.
  private static func kind(of source: FilePath, in tree: any FileTree) throws(FileOperationError) -> FileKind
  {
    do { return try tree.linkStatus(of: source).kind } catch {
      throw error == .notFound ? .sourceMissing(source) : .system(source, failure(error))
    }
  }

  /// Checks that `folder` is there and is a folder (following links).
  private static func checkFolder(_ folder: FilePath, in tree: any FileTree) throws(FileOperationError) {
    let status: FileStatus
    do { status = try tree.status(of: folder) } catch {
      throw error == .notFound ? .targetMissing(folder) : .system(folder, failure(error))
    }
    guard status.kind == .directory else { throw .targetNotAFolder(folder) }
  }

  private static func names(in folder: FilePath, tree: any FileTree) throws(FileOperationError) -> Set<
    [UInt8]
  > {
    do { return Set(try tree.names(inDirectory: folder)) } catch { throw .system(folder, failure(error)) }
  }

  private static func existingReason(_ path: FilePath, in tree: any FileTree) throws(FileOperationError)
    -> OperationConflict.Reason
  {
    .nameTaken((try? tree.linkStatus(of: path).kind) ?? .unknown)
  }

  private static func failure(_ error: FileTreeError) -> SystemFailure {
    switch error {
    case .permissionDenied: .permissionDenied
    case .notFound: .notFound
    default: .other(error.description)
    }
  }
}
