import ColonnadeTerminal

/// Why a file operation, or one of its steps, did not happen: what is wrong and how to fix it
/// (rule T10). Nothing was changed for the step that threw.
///
/// ```swift
/// print(FileOperationError.folderIntoItself(FilePath("/a"), target: FilePath("/a/b")))
/// // cannot copy or move '/a' into '/a/b', which is inside it: choose a folder outside it
/// ```
public enum FileOperationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file was marked or highlighted.
  case nothingChosen
  /// A source is gone (or was never there).
  case sourceMissing(FilePath)
  /// The folder to copy or move into is gone.
  case targetMissing(FilePath)
  /// What should be a folder to copy or move into is something else.
  case targetNotAFolder(FilePath)
  /// A folder would go into itself or a folder inside it.
  case folderIntoItself(FilePath, target: FilePath)
  /// The user asked to overwrite a file with itself.
  case cannotOverwriteItself(FilePath)
  /// A name that no folder entry can have.
  case invalidName([UInt8], reason: String)
  /// A rename to the name the file already has.
  case nameUnchanged(FilePath)
  /// The name is taken (a new file or folder, or a name taken since the operation was planned:
  /// never overwritten).
  case alreadyExists(FilePath)
  /// An answer came while no conflict waited, or the plan was asked for while one did.
  case noConflictWaiting
  /// A kind of file the operations do not copy (sockets, devices).
  case unsupportedKind(FilePath, FileKind)
  /// A system call failed on the path.
  case system(FilePath, SystemFailure)
  /// No trash can take the path (rule T12).
  case noTrash(FilePath, reason: String)
  /// A copy made to move across file systems differs from its source; the source was kept.
  case verificationFailed(FilePath)
  /// A move across file systems copied and verified everything, but only part of the source
  /// could be removed: the copy is whole, what is left of the source stays.
  case sourceNotRemoved(FilePath, copy: FilePath, SystemFailure)
  /// The user cancelled; what was done is reported.
  case cancelled
  /// Nothing can be undone.
  case nothingToUndo
  /// Undo found the file changed or gone since the operation it would undo.
  case changedSince(FilePath)
  /// Undo found the original name taken since the operation.
  case originalNameTaken(FilePath)

  public var description: String {
    switch self {
    case .nothingChosen: "no file chosen: highlight one or mark some first"
    case .sourceMissing(let path): "'\(path)' is gone: refresh the folder and choose again"
    case .targetMissing(let path): "the folder '\(path)' is gone: choose another folder"
    case .targetNotAFolder(let path): "'\(path)' is not a folder: choose a folder to put the files in"
    case .folderIntoItself(let source, let target):
      "cannot copy or move '\(source)' into '\(target)', which is inside it: choose a folder outside it"
    case .cannotOverwriteItself(let path):
      "'\(path)' is the file itself: rename the copy or skip it"
    case .invalidName(let name, let reason):
      "'\(SafeText.decoding(name))' cannot be a name: \(reason); type another"
    case .nameUnchanged(let path): "'\(path.displayName)' already has that name: type a different one"
    case .alreadyExists(let path): "'\(path)' already exists and was left as it is: choose another name"
    case .noConflictWaiting: "no question is waiting for an answer"
    case .unsupportedKind(let path, let kind):
      "'\(path)' is a \(FileFacts.kindName(kind)), which is not copied: copy it with a tool made for it"
    case .system(let path, let failure): "'\(path)': \(failure)"
    case .noTrash(let path, let reason): "cannot move '\(path)' to a trash: \(reason)"
    case .verificationFailed(let path):
      "the copy of '\(path)' differs from it, so the original was kept: check the target's disk"
    case .sourceNotRemoved(let path, let copy, let failure):
      "'\(path)' was copied to '\(copy)' and checked, but not all of it could be removed (\(failure)): the copy is whole; remove what is left by hand"
    case .cancelled: "cancelled"
    case .nothingToUndo: "nothing to undo: only the last rename, move or trash can be undone"
    case .changedSince(let path): "'\(path)' changed or went away since, so it was left as it is"
    case .originalNameTaken(let path):
      "'\(path)' is taken again since, so nothing was put back there: move or rename it first"
    }
  }
}

/// A failed system call, as the user can act on it.
public enum SystemFailure: Hashable, Sendable, CustomStringConvertible {
  /// `EACCES`, `EPERM`.
  case permissionDenied
  /// `EROFS`.
  case readOnlyFileSystem
  /// `ENOSPC`, `EDQUOT`.
  case noSpace
  /// `ENOENT`.
  case notFound
  /// `EEXIST`, `ENOTEMPTY`.
  case exists
  /// `ENAMETOOLONG`.
  case nameTooLong
  /// Anything else, as the system names it.
  case other(String)

  public var description: String {
    switch self {
    case .permissionDenied: "permission denied: check the folder's permissions"
    case .readOnlyFileSystem: "the file system is read-only: choose a writable folder"
    case .noSpace: "no space left on the device: free some space and try again"
    case .notFound: "no such file or folder: refresh and choose again"
    case .exists: "the name is taken and was left as it is: choose another name"
    case .nameTooLong: "the name or path is too long for the file system: choose a shorter name"
    case .other(let reason): reason
    }
  }
}
