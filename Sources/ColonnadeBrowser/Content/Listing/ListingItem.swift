/// One shown entry of a folder, made into a path and text for drawing.
public struct ListingItem: Hashable, Sendable {
  /// The entry's name as the file system spells it.
  public var name: [UInt8]
  /// The entry's full path.
  public var path: FilePath
  /// The name as safe text (rule T5).
  public var displayName: String
  /// What the entry is, or why `lstat` failed.
  public var status: Result<FileStatus, FileTreeError>
  /// For a symbolic link: the kind it leads to (folder or not), or why it leads nowhere.
  public var link: Result<FileKind, FileTreeError>?
  /// Whether it is a regular file with an execute bit.
  public var isExecutable: Bool

  /// Creates an item.
  package init(
    name: [UInt8], path: FilePath, displayName: String, status: Result<FileStatus, FileTreeError>,
    link: Result<FileKind, FileTreeError>?, isExecutable: Bool
  ) {
    self.name = name
    self.path = path
    self.displayName = displayName
    self.status = status
    self.link = link
    self.isExecutable = isExecutable
  }

  /// Whether Enter drills into it: a folder, or a link to one.
  public var opensAsDirectory: Bool {
    if let link { return (try? link.get()) == .directory }
    return (try? status.get())?.kind == .directory
  }

  /// The short text at the right of its row: `›` for folders, the size of files, `@` for links
  /// (`@!` when they lead nowhere), the kind of special files.
  public var accessory: String {
    if let link {
      switch link {
      case .success(let kind): return kind == .directory ? "@ ›" : "@"
      case .failure: return "@!"
      }
    }
    switch status {
    case .success(let found):
      switch found.kind {
      case .directory: return "›"
      case .regular: return FileFacts.size(found.size)
      case .fifo: return "pipe"
      case .socket: return "socket"
      case .characterDevice, .blockDevice: return "device"
      case .symbolicLink, .unknown: return "?"
      }
    case .failure: return "!"
    }
  }
}
