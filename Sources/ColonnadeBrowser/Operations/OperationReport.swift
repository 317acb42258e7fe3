import ColonnadeTerminal

/// What an operation did, step by step (rule T10): the steps done, the one that failed and why,
/// those not started after it or after a cancel, and what undo can put back.
///
/// ```swift
/// let report = executor.run(plan)
/// browser.message = report.summary   // "copied 2 of 3 items into 'backup'; 'big.iso' failed: no space left …"
/// ```
public struct OperationReport: Hashable, Sendable {
  /// One step's outcome.
  public enum Outcome: Hashable, Sendable {
    /// The step was done; a note says how when it matters ("across file systems").
    case done(OperationStep, note: String?)
    /// The step failed and left its source as it was.
    case failed(OperationStep, FileOperationError)
    /// The step was never started (after a failure or a cancel).
    case notStarted(OperationStep)
  }

  /// The operation the report is about.
  public var operation: FileOperation
  /// Each step's outcome, in the plan's order.
  public var outcomes: [Outcome]
  /// The sources the user chose to skip.
  public var skipped: [FilePath]
  /// Whether the user cancelled.
  public var cancelled: Bool
  /// What undo would put back; `nil` when the operation cannot be undone.
  public var undo: UndoRecord?
  /// Whether the report is of an undo (its steps move files back).
  public var isUndo = false

  /// Creates a report.
  public init(
    operation: FileOperation, outcomes: [Outcome], skipped: [FilePath] = [], cancelled: Bool = false,
    undo: UndoRecord? = nil
  ) {
    self.operation = operation
    self.outcomes = outcomes
    self.skipped = skipped
    self.cancelled = cancelled
    self.undo = undo
  }

  /// The steps done.
  public var done: [OperationStep] {
    outcomes.compactMap { if case .done(let step, _) = $0 { step } else { nil } }
  }

  /// The step that failed, with why.
  public var failure: (step: OperationStep, error: FileOperationError)? {
    for outcome in outcomes { if case .failed(let step, let error) = outcome { return (step, error) } }
    return nil
  }

  /// Whether every step was done.
  public var succeeded: Bool { done.count == outcomes.count && !cancelled }

  /// One line for the status line: what was done, what failed and why, what was not started.
  public var summary: String {
    var parts: [String] = []
    if cancelled { parts.append("cancelled") }
    parts.append(doneText)
    if !skipped.isEmpty { parts.append("skipped \(skipped.count)") }
    if let failure, failure.error != .cancelled {
      parts.append("'\(failure.step.source.displayName)' failed: \(failure.error)")
    }
    let waiting = outcomes.count(where: { if case .notStarted = $0 { true } else { false } })
    if waiting > 0 { parts.append("\(waiting) not started") }
    if !succeeded { parts.append("every source not done is as it was") }
    return parts.joined(separator: "; ")
  }

  /// What was done, in a few words: "copied 2 of 3 items into 'beta'", "renamed 'a' to 'b'".
  var doneText: String {
    let total = outcomes.count
    let count = done.count == total ? Self.items(total) : "\(done.count) of \(Self.items(total))"
    if isUndo { return "undo: put back \(count)" }
    let whole = total > 0 && done.count == total
    switch operation {
    case .copy(_, let folder): return "copied \(count) into '\(folder.displayName)'"
    case .move(_, let folder): return "moved \(count) into '\(folder.displayName)'"
    case .trash: return "moved \(count) to the Trash"
    case .rename(let path, let name):
      return whole ? "renamed '\(path.displayName)' to '\(SafeText.decoding(name))'" : "renamed nothing"
    case .newFolder(let name, _):
      return whole ? "made the folder '\(SafeText.decoding(name))'" : "made no folder"
    case .newFile(let name, _): return whole ? "made the file '\(SafeText.decoding(name))'" : "made no file"
    }
  }

  static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}

/// A file's identity on its file system: device and inode number (what `lstat` reports).
public struct FileIdentity: Hashable, Sendable {
  /// The device the file is on.
  public var device: UInt64
  /// The inode number on that device.
  public var inode: UInt64

  /// Creates an identity.
  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

/// What undo checks to know a moved file is still the one it moved: its identity, and when its
/// status last changed (inode numbers are reused: a new file may get the number of a removed one).
/// A folder's change time moves whenever an entry is added to it, so for folders undo checks the
/// identity alone.
public struct FileStamp: Hashable, Sendable {
  /// Device and inode.
  public var identity: FileIdentity
  /// The status change time (`st_ctim`) in nanoseconds since 1970.
  public var changed: Int64
  /// Whether it is a folder.
  public var isFolder: Bool

  /// Creates a stamp.
  public init(identity: FileIdentity, changed: Int64, isFolder: Bool) {
    self.identity = identity
    self.changed = changed
    self.isFolder = isFolder
  }

  /// Whether `other`, found now, is still the file this stamp was taken of.
  public func matches(_ other: FileStamp) -> Bool {
    identity == other.identity && isFolder == other.isFolder && (isFolder || changed == other.changed)
  }
}

/// What undo puts back for the last rename, move or trash (rule T14): each file's original path,
/// where it went and which file it was, so undo moves back only that file and only to a free name.
public struct UndoRecord: Hashable, Sendable {
  /// One file moved or trashed.
  public enum Entry: Hashable, Sendable {
    /// Moved (or renamed) from `from` to `to`, where `stamp` was found after the move.
    case moved(from: FilePath, to: FilePath, stamp: FileStamp)
    /// Moved to a trash as `trashed`, described by its `.trashinfo` file `info`.
    case trashed(original: FilePath, trashed: FilePath, info: FilePath, stamp: FileStamp)
  }

  /// The operation undo reverses.
  public var operation: FileOperation
  /// The files to put back, in the order they were done.
  public var entries: [Entry]

  /// Creates a record.
  public init(operation: FileOperation, entries: [Entry]) {
    self.operation = operation
    self.entries = entries
  }
}
