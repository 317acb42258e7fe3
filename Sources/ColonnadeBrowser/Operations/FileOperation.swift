/// A file operation the user asked for (rule T10): what to do, to which files, where. The browser's
/// keys make one; ``OperationPlanner`` turns it into an ``OperationDraft``.
///
/// ```swift
/// let marked = [FilePath("/home/ada/a.txt"), FilePath("/home/ada/b")]
/// let copy = FileOperation.copy(marked, into: FilePath("/home/ada/backup"))
/// let rename = FileOperation.rename(FilePath("/home/ada/a.txt"), to: Array("notes.txt".utf8))
/// ```
///
/// Names are bytes, as the file system keeps them: a name that is not UTF-8, or holds a newline,
/// is copied, moved and trashed as it is.
public enum FileOperation: Hashable, Sendable {
  /// Copies each source into the folder, keeping its name.
  case copy([FilePath], into: FilePath)
  /// Moves each source into the folder, keeping its name.
  case move([FilePath], into: FilePath)
  /// Gives one file a new name in its folder.
  case rename(FilePath, to: [UInt8])
  /// Makes an empty folder.
  case newFolder(named: [UInt8], in: FilePath)
  /// Makes an empty file.
  case newFile(named: [UInt8], in: FilePath)
  /// Moves each source to the Trash (the freedesktop.org Trash specification, rule T12).
  case trash([FilePath])

  /// The verb the status line uses: "copy", "move", "rename", "new folder", "new file", "trash".
  public var verb: String {
    switch self {
    case .copy: "copy"
    case .move: "move"
    case .rename: "rename"
    case .newFolder: "new folder"
    case .newFile: "new file"
    case .trash: "trash"
    }
  }
}

/// One name as a folder entry can hold it.
public enum FileName {
  /// The most bytes one name holds (`NAME_MAX` on Linux and the BSDs).
  public static let maximumBytes = 255

  /// Why `name` cannot name a folder entry, or `nil` when it can: empty, `.` or `..`, a `/` or a
  /// NUL byte inside, or longer than ``maximumBytes``. O(n).
  public static func problem(with name: [UInt8]) -> String? {
    if name.isEmpty { return "it is empty" }
    if name == [0x2E] || name == [0x2E, 0x2E] { return "'.' and '..' name the folders themselves" }
    if name.contains(UInt8(ascii: "/")) { return "it holds a '/', which separates folders" }
    if name.contains(0) { return "it holds a NUL byte" }
    if name.count > maximumBytes {
      return "it is \(name.count) bytes long; a name holds at most \(maximumBytes)"
    }
    return nil
  }
}
