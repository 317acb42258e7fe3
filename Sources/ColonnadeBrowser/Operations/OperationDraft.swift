/// An operation being planned: each source and where it goes, with the conflicts still waiting
/// for the user's answer (rule T11). Nothing is overwritten unless an answer says so.
///
/// ```swift
/// var draft = try OperationPlanner.draft(.copy(marked, into: target), in: tree)
/// while let conflict = draft.conflict {
///   print(conflict.question)
///   try draft.answer(.rename)          // or .skip, .overwrite, .overwriteAll
/// }
/// let plan = try draft.plan()
/// ```
public struct OperationDraft: Hashable, Sendable {
  /// One source and its destination name.
  struct Item: Hashable, Sendable {
    var source: FilePath
    var name: [UInt8]
    var reason: OperationConflict.Reason?
    var resolution: Resolution?
  }

  /// What an answer decided for one item.
  enum Resolution: Hashable, Sendable {
    case renamed([UInt8])
    case skipped
    case overwritten
  }

  /// The operation being planned.
  public let operation: FileOperation
  /// The folder every destination is in (`nil` for the Trash, a new file or folder).
  let folder: FilePath?
  var items: [Item]
  /// Names in the folder and names the draft's destinations have claimed.
  var taken: Set<[UInt8]>
  /// Whether the user answered "overwrite all".
  var overwritesAll = false
  /// The steps of an operation without destinations to choose (trash, new file or folder).
  let fixedSteps: [OperationStep]

  init(
    operation: FileOperation, folder: FilePath?, items: [Item], taken: Set<[UInt8]>,
    fixedSteps: [OperationStep]
  ) {
    self.operation = operation
    self.folder = folder
    self.items = items
    self.taken = taken
    self.fixedSteps = fixedSteps
    settleOverwrites()
  }

  /// The first conflict still waiting for an answer, with the free name "rename" would give.
  public var conflict: OperationConflict? {
    guard let index = waitingIndex, let folder, let reason = items[index].reason else { return nil }
    let item = items[index]
    return OperationConflict(
      source: item.source, destination: folder.appending(item.name), reason: reason,
      freeName: FileName.free(item.name) { taken.contains($0) })
  }

  /// Answers the waiting conflict. "Overwrite" for a conflict that allows none (the file itself,
  /// a name two sources share) throws and leaves the draft as it was.
  public mutating func answer(_ answer: ConflictAnswer) throws(FileOperationError) {
    guard let conflict, let index = waitingIndex else { throw .noConflictWaiting }
    switch answer {
    case .rename:
      taken.insert(conflict.freeName)
      items[index].resolution = .renamed(conflict.freeName)
    case .skip:
      items[index].resolution = .skipped
    case .overwrite, .overwriteAll:
      guard conflict.allowsOverwrite else {
        throw conflict.reason == .sameFile
          ? .cannotOverwriteItself(conflict.source) : .alreadyExists(conflict.destination)
      }
      items[index].resolution = .overwritten
      if answer == .overwriteAll {
        overwritesAll = true
        settleOverwrites()
      }
    }
  }

  /// The plan, once no conflict waits; throws ``FileOperationError/noConflictWaiting`` before.
  public func plan() throws(FileOperationError) -> OperationPlan {
    guard waitingIndex == nil else { throw .noConflictWaiting }
    guard let folder else { return OperationPlan(operation: operation, steps: fixedSteps) }
    var steps: [OperationStep] = []
    var skipped: [FilePath] = []
    for item in items {
      var name = item.name
      var replacing = false
      switch item.resolution {
      case .skipped?:
        skipped.append(item.source)
        continue
      case .renamed(let free)?: name = free
      case .overwritten?: replacing = true
      case nil: break
      }
      let destination = folder.appending(name)
      if case .copy = operation {
        steps.append(.copy(item.source, to: destination, replacing: replacing))
      } else {
        steps.append(.move(item.source, to: destination, replacing: replacing))
      }
    }
    return OperationPlan(operation: operation, steps: steps, skipped: skipped)
  }

  /// The index of the first item with an unanswered conflict.
  private var waitingIndex: Int? {
    items.firstIndex { $0.reason != nil && $0.resolution == nil }
  }

  /// After "overwrite all": answers every waiting name conflict that allows it.
  private mutating func settleOverwrites() {
    guard overwritesAll else { return }
    for index in items.indices where items[index].resolution == nil {
      if case .nameTaken? = items[index].reason { items[index].resolution = .overwritten }
    }
  }
}
