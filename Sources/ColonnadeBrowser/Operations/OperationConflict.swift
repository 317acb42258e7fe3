import ColonnadeTerminal

/// A destination the operation cannot take without the user's answer (rule T11): its name is
/// taken, it is the source itself, or an earlier source of the same operation takes it.
///
/// ```swift
/// if let conflict = draft.conflict { print(conflict.question) }
/// // 'a.txt' already exists in '/home/ada/backup' (a file): rename to 'a (2).txt', skip, overwrite or overwrite all?
/// ```
public struct OperationConflict: Hashable, Sendable, CustomStringConvertible {
  /// Why the destination needs an answer.
  public enum Reason: Hashable, Sendable {
    /// Something of this kind already has the name.
    case nameTaken(FileKind)
    /// The destination is the source itself (a copy into its own folder).
    case sameFile
    /// An earlier source of the same operation goes to this name.
    case chosenTwice
  }

  /// The file being copied, moved or renamed.
  public var source: FilePath
  /// Where it would go.
  public var destination: FilePath
  /// Why that needs an answer.
  public var reason: Reason
  /// The free name "rename" gives it (`name (2)`).
  public var freeName: [UInt8]

  /// Whether "overwrite" is an answer: only when something else has the name.
  public var allowsOverwrite: Bool {
    if case .nameTaken = reason { return true }
    return false
  }

  /// The conflict as a statement: "'a.txt' already exists in '/backup' (folder)".
  public var description: String { statement(folder: "'\(destination.parent)'") }

  /// The statement with the destination's folder written as `folder` (the browser abbreviates
  /// the home folder as `~`).
  public func statement(folder: String) -> String {
    let name = "'\(destination.displayName)'"
    switch reason {
    case .nameTaken(let kind): return "\(name) already exists in \(folder) (\(FileFacts.kindName(kind)))"
    case .sameFile: return "\(name) is already in \(folder)"
    case .chosenTwice: return "two of the files are named \(name)"
    }
  }

  /// The statement and the answers it allows, for a prompt.
  public var question: String {
    let rename = "rename to '\(SafeText.decoding(freeName))'"
    return description + ": "
      + (allowsOverwrite ? "\(rename), skip, overwrite or overwrite all?" : "\(rename) or skip?")
  }
}

/// The user's answer to a conflict (rule T11).
public enum ConflictAnswer: Hashable, Sendable, CaseIterable {
  /// Use the conflict's free name.
  case rename
  /// Leave this source alone.
  case skip
  /// Replace what has the name, this once.
  case overwrite
  /// Replace what has the name, for this conflict and every later one of the operation.
  case overwriteAll
}
