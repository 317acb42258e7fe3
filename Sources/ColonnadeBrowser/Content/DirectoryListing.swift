import ColonnadeTerminal

/// One folder's entries, read once through a ``FileTree`` and sorted folders first.
///
/// ```swift
/// let listing = DirectoryListing.read(FilePath("/home/ada"), from: tree, limits: .standard)
/// listing.items.map(\.displayName)   // ["Documents", "Music", "notes.txt"]
/// ```
///
/// Reading costs one `lstat` per entry plus one `stat` and `readlink` per symbolic link, for at
/// most ``BrowserLimits/listingEntries`` entries; the rest are counted, not read.
public struct DirectoryListing: Hashable, Sendable {
  /// The folder.
  public var path: FilePath
  /// The entries shown, folders first, then by name.
  public var items: [ListingItem]
  /// How many entries were left out beyond the limit.
  public var omitted: Int

  /// Creates a listing.
  public init(path: FilePath, items: [ListingItem], omitted: Int = 0) {
    self.path = path
    self.items = items
    self.omitted = omitted
  }

  /// Reads and sorts the folder's entries; throws when the folder itself cannot be read.
  public static func read(
    _ path: FilePath, from tree: any FileTree, limits: BrowserLimits
  ) throws(FileTreeError) -> DirectoryListing {
    let names = try tree.names(inDirectory: path)
    let kept = names.prefix(limits.listingEntries)
    let items = kept.map { ListingItem.read(name: $0, in: path, from: tree) }
    return DirectoryListing(
      path: path, items: items.sorted(by: ListingItem.precedes), omitted: names.count - kept.count)
  }
}

/// One entry of a folder, with what `lstat` (and, for a link, `stat`) said about it.
public struct ListingItem: Hashable, Sendable {
  /// The entry's name as the file system spells it.
  public var name: [UInt8]
  /// The entry's full path.
  public var path: FilePath
  /// The name as safe text (rule T5).
  public var displayName: String
  /// What the entry is, or why `lstat` failed.
  public var status: Result<FileStatus, FileTreeError>
  /// For a symbolic link: where it points and what that is.
  public var link: LinkInfo?

  /// A symbolic link's target and what following it found.
  public struct LinkInfo: Hashable, Sendable {
    /// The target as written in the link, as safe text.
    public var target: String
    /// What the link leads to, or why it leads nowhere (a loop, a missing file).
    public var resolved: Result<FileStatus, FileTreeError>
  }

  /// Reads one entry's facts.
  static func read(name: [UInt8], in folder: FilePath, from tree: any FileTree) -> ListingItem {
    let path = folder.appending(name)
    let status = Result(catching: { () throws(FileTreeError) in try tree.linkStatus(of: path) })
    var link: LinkInfo?
    if case .success(let found) = status, found.kind == .symbolicLink {
      let target = (try? tree.linkTarget(of: path)).map { SafeText.decoding($0) } ?? "?"
      link = LinkInfo(
        target: target, resolved: Result(catching: { () throws(FileTreeError) in try tree.status(of: path) }))
    }
    return ListingItem(
      name: name, path: path, displayName: SafeText.decoding(name), status: status, link: link)
  }

  /// Whether Enter drills into it: a folder, or a link to one.
  public var opensAsDirectory: Bool {
    if let link { return (try? link.resolved.get())?.kind == .directory }
    return (try? status.get())?.kind == .directory
  }

  /// The short text at the right of its row: `›` for folders, the size of files, `@` for links
  /// (`@!` when they lead nowhere), the kind of special files.
  public var accessory: String {
    if let link {
      switch link.resolved {
      case .success(let target): return target.kind == .directory ? "@ ›" : "@"
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

  /// Folders first, then names compared without case, then bytes.
  static func precedes(_ a: ListingItem, _ b: ListingItem) -> Bool {
    if a.opensAsDirectory != b.opensAsDirectory { return a.opensAsDirectory }
    let left = a.displayName.lowercased()
    let right = b.displayName.lowercased()
    if left != right { return left < right }
    return a.name.lexicographicallyPrecedes(b.name)
  }
}
