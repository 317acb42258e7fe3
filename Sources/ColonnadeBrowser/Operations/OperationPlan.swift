/// What an operation will do, step by step, once every conflict is answered (rule T10): the
/// executor carries the steps out in order and never does more.
///
/// ```swift
/// for step in plan.steps { print(step) }   // copy /home/ada/a.txt → /home/ada/backup/a (2).txt
/// ```
public struct OperationPlan: Hashable, Sendable {
  /// The operation the plan carries out.
  public var operation: FileOperation
  /// The steps, in order.
  public var steps: [OperationStep]
  /// The sources the user chose to skip.
  public var skipped: [FilePath]

  /// Creates a plan.
  public init(operation: FileOperation, steps: [OperationStep], skipped: [FilePath] = []) {
    self.operation = operation
    self.steps = steps
    self.skipped = skipped
  }
}

/// One step of a plan.
public enum OperationStep: Hashable, Sendable, CustomStringConvertible {
  /// Copies a file, link or folder (with everything in it) to the destination; `replacing` only
  /// when the user answered "overwrite".
  case copy(FilePath, to: FilePath, replacing: Bool)
  /// Moves (or renames) a file, link or folder to the destination; `replacing` only when the user
  /// answered "overwrite".
  case move(FilePath, to: FilePath, replacing: Bool)
  /// Makes an empty folder.
  case makeFolder(FilePath)
  /// Makes an empty file.
  case makeFile(FilePath)
  /// Moves a file, link or folder to the Trash.
  case trash(FilePath)

  /// The path the step reads or moves; for a new file or folder, the path it makes.
  public var source: FilePath {
    switch self {
    case .copy(let path, _, _), .move(let path, _, _), .makeFolder(let path), .makeFile(let path),
      .trash(let path):
      path
    }
  }

  /// The path the step makes or replaces; `nil` for the Trash (the trash picks its own name).
  public var destination: FilePath? {
    switch self {
    case .copy(_, let path, _), .move(_, let path, _), .makeFolder(let path), .makeFile(let path): path
    case .trash: nil
    }
  }

  /// Whether the user answered "overwrite" for this step's destination.
  public var replaces: Bool {
    switch self {
    case .copy(_, _, let replacing), .move(_, _, let replacing): replacing
    case .makeFolder, .makeFile, .trash: false
    }
  }

  public var description: String {
    switch self {
    case .copy(let from, let to, let replacing): "copy \(from) → \(to)" + (replacing ? " (overwrite)" : "")
    case .move(let from, let to, let replacing): "move \(from) → \(to)" + (replacing ? " (overwrite)" : "")
    case .makeFolder(let path): "new folder \(path)"
    case .makeFile(let path): "new file \(path)"
    case .trash(let path): "trash \(path)"
    }
  }
}
