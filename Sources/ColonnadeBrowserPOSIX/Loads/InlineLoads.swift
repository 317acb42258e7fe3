import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Runs the loads that are cheap on the key's own path, so a move draws one frame with no round
/// trip to a worker thread: a regular file (at most `previewBytes` are read),
/// a folder whose entries take at most ``maximumFolderBytes``, anything not opened (a pipe or a
/// device is only named), all on a local disk or in memory. The rest, network and FUSE file
/// systems, `/proc` and `/sys` included, and folders on overlayfs (whose size says nothing of their
/// entries), stays on the ``BackgroundLoader``'s workers. A folder's or a file's preview gone
/// back to is the one made before while the folder (``previewDependsOnNamesAndKinds(_:)``) or the
/// file is unchanged.
///
/// ```swift
/// var inline = InlineLoads(limits: .standard)
/// if let result = inline.run(request) { browser.handle(.loaded(result), at: now) }
/// ```
package struct InlineLoads {
  /// The largest folder read inline, by its `st_size`: a few hundred entries on ext4, tmpfs or btrfs.
  package static let maximumFolderBytes: UInt64 = 16_384

  /// What one `lstat` (and `stat` behind a link) told of a load's path.
  package struct PathFacts: Equatable {
    /// The kind of what the path leads to (a link followed).
    package var kind: FileKind
    /// Its size in bytes (a folder's `st_size`).
    package var size: UInt64
    /// What its file system is.
    package var storage: Storage

    /// Creates the facts.
    package init(kind: FileKind, size: UInt64, storage: Storage) {
      self.kind = kind
      self.size = size
      self.storage = storage
    }
  }

  /// Reads the machine's files; a folder preview gone back to is listed from memory while unchanged.
  let tree: RememberingFileTree
  let limits: BrowserLimits
  /// What kind of file system each device seen holds, by device number (bounded: cleared when
  /// it grows past 64).
  private var devices: [UInt64: Storage] = [:]
  /// The largest total of file bytes whose previews are kept.
  package static let maximumKeptFileBytes = 262_144

  /// The folder previews made, kept while their folder is as ``tree`` remembers it (bounded as it
  /// is), and the file previews made, kept while the file's stamp is the same (at most
  /// ``maximumKeptFileBytes`` of them).
  private var previews: [FilePath: KeptPreview] = [:]
  private var filePreviews: [FilePath: KeptPreview] = [:]
  private var keptFileBytes = 0

  /// A preview and what it was made from: the folder's or file's stamp and the order.
  private struct KeptPreview {
    var stamp: ContentStamp
    var order: ListingOrder
    var content: PaneContent
    /// The file bytes it shows (0 for a folder's).
    var bytes = 0
  }

  /// Where a path's bytes live, as far as reading them on the key's path goes.
  package enum Storage: Equatable, Sendable {
    /// A network, FUSE, proc or unknown file system: never read inline.
    case remote
    /// A local disk or memory, where a folder's `st_size` grows with its entries.
    case local
    /// Local, but a folder's `st_size` says nothing of its entries (overlayfs shows the upper
    /// layer's folder): files are read inline, folders on the workers.
    case localUnsizedFolders
  }

  /// Creates the loads, reading through `tree`.
  package init(limits: BrowserLimits, tree: RememberingFileTree = RememberingFileTree()) {
    self.limits = limits
    self.tree = tree
  }

  /// Whether the preview of the folder or file at `path` is kept (for tests).
  package func keepsPreview(of path: FilePath) -> Bool { previews[path] != nil || filePreviews[path] != nil }

  /// The request's result when it is cheap to read now; `nil` when it belongs on a worker.
  package mutating func run(_ request: LoadRequest) -> LoadResult? {
    let path: FilePath
    switch request.route {
    case .sidebar, .about: return LoadResult.run(request, tree: tree, limits: limits)
    case .place(let place): path = place.path
    case .directory(let folder), .file(let folder): path = folder
    }
    var linkInfo: stat?
    guard Self.admits(facts(of: path, linkInfo: &linkInfo)) else { return nil }
    // The load asks for the same `lstat` (a folder's stamp, an empty file's bytes): it gets this
    // one. Only local file systems are read inline, and their sizes are true.
    let known = linkInfo.map { tree.knowing($0, of: path) } ?? tree
    guard case .file = request.route, let info = linkInfo, let stamp = ContentStamp(info) else {
      return LoadResult.run(request, tree: known, limits: limits)
    }
    let isFile = info.st_mode & S_IFMT == S_IFREG
    if let kept = isFile ? filePreviews[path] : previews[path], kept.stamp == stamp,
      kept.order == request.order
    {
      return LoadResult(token: request.token, route: request.route, content: kept.content, succeeded: true)
    }
    let result = LoadResult.run(request, tree: known, limits: limits)
    if isFile {
      keepFilePreview(result, of: path, stamp: stamp, order: request.order)
      return result
    }
    if result.succeeded, Self.previewDependsOnNamesAndKinds(request.order),
      let entries = tree.memory.entries(of: path, stamp: stamp),
      !entries.contains(where: { $0.kind == nil || $0.kind == .symbolicLink })
    {
      if previews[path] == nil, previews.count >= RememberingFileTree.capacity { previews.removeAll() }
      previews[path] = KeptPreview(stamp: stamp, order: request.order, content: result.content)
    }
    return result
  }

  /// Keeps a file's preview while the file is unchanged: only a preview of its bytes (text or a
  /// hex dump), and only when its times are settled, so any later write gives it another stamp.
  /// When the kept bytes would pass ``maximumKeptFileBytes``, the others are forgotten first.
  private mutating func keepFilePreview(
    _ result: LoadResult, of path: FilePath, stamp: ContentStamp, order: ListingOrder
  ) {
    guard result.succeeded, case .preview(let preview) = result.content, stamp.isSettled(now: tree.now())
    else { return }
    let bytes: Int
    switch preview {
    case .text(_, let shown, _): bytes = shown
    case .binary(let prefix, _): bytes = prefix.count
    case .folder: return
    }
    guard bytes <= Self.maximumKeptFileBytes else { return }
    if let old = filePreviews.removeValue(forKey: path) { keptFileBytes -= old.bytes }
    if keptFileBytes + bytes > Self.maximumKeptFileBytes || filePreviews.count >= RememberingFileTree.capacity
    {
      filePreviews.removeAll()
      keptFileBytes = 0
    }
    filePreviews[path] = KeptPreview(stamp: stamp, order: order, content: result.content, bytes: bytes)
    keptFileBytes += bytes
  }

  /// Whether a folder's preview in `order` shows only what its stamp vouches for, while its
  /// entries are remembered: their names and the kinds the folder records (sorted by name or
  /// extension, no entry's size or time). A link's target, which can change while the folder
  /// does not, is never part of a kept preview: a folder holding a link, or an entry of unrecorded
  /// kind, is previewed afresh each time.
  static func previewDependsOnNamesAndKinds(_ order: ListingOrder) -> Bool {
    order.key == .name || order.key == .extension
  }

  /// Whether a load of a path with these facts is cheap: `nil` facts (no such path, no access)
  /// read nothing more; a regular file's read is bounded; a folder by its size; other kinds are
  /// named, never opened. Only on a local file system.
  package static func admits(_ facts: PathFacts?) -> Bool {
    guard let facts else { return true }
    guard facts.storage != .remote else { return false }
    switch facts.kind {
    case .directory: return facts.storage == .local && facts.size <= maximumFolderBytes
    default: return true
    }
  }

  /// `lstat` (kept in `linkInfo`), `stat` behind a link, and the file system's kind (once per device).
  private mutating func facts(of path: FilePath, linkInfo: inout stat?) -> PathFacts? {
    var info = stat()
    guard path.withSystemPath({ fstatat($0, $1, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return nil }
    linkInfo = info
    if info.st_mode & S_IFMT == S_IFLNK, path.withSystemPath({ fstatat($0, $1, &info, 0) }) != 0 {
      return nil
    }
    let device = UInt64(truncatingIfNeeded: info.st_dev)
    let storage: Storage
    if let known = devices[device] {
      storage = known
    } else {
      storage = Self.storage(of: path.cString, device: device)
      if devices.count >= 64 { devices.removeAll() }
      devices[device] = storage
    }
    let kind: FileKind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      default: .unknown
      }
    return PathFacts(kind: kind, size: UInt64(max(0, info.st_size)), storage: storage)
  }

  /// What the file system holding `path` (on `device`) is: `statfs` on Darwin, the mount table
  /// (`/proc/self/mountinfo`) elsewhere.
  private static func storage(of path: [CChar], device: UInt64) -> Storage {
    #if canImport(Darwin)
      var info = statfs()
      guard statfs(path, &info) == 0 else { return .remote }
      return info.f_flags & UInt32(MNT_LOCAL) != 0 ? .local : .remote
    #else
      let major = (device >> 8) & 0xFFF | (device >> 32) & ~0xFFF
      let minor = device & 0xFF | (device >> 12) & ~0xFF
      guard let table = readMountTable(),
        let type = fileSystemType(major: major, minor: minor, mountTable: table)
      else { return .remote }
      return storage(ofType: type)
    #endif
  }

  /// The type (`ext4`, `nfs`…) of the mount whose device is `major:minor` in a `mountinfo` text:
  /// its third field is the device, and the first field after ` - ` the type.
  package static func fileSystemType(major: UInt64, minor: UInt64, mountTable: [UInt8]) -> String? {
    let wanted = Array("\(major):\(minor)".utf8)
    for line in mountTable.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: " "))
      guard fields.count > 2, fields[2].elementsEqual(wanted),
        let dash = fields.firstIndex(where: { $0.elementsEqual([UInt8(ascii: "-")]) }),
        dash + 1 < fields.count
      else { continue }
      return String(decoding: fields[dash + 1], as: UTF8.self)
    }
    return nil
  }

  /// `/proc/self/mountinfo`, up to 1 MiB; `nil` when it cannot be read.
  private static func readMountTable() -> [UInt8]? {
    let descriptor = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var table: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while table.count < 1 << 20 {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return table }
      table += chunk.prefix(count)
    }
    return table
  }

  /// Local disk and memory file systems, as the mount table names them (not proc, sysfs, FUSE or
  /// any network file system, whose reads can block or take long).
  package static let localFileSystemTypes: Set<String> = [
    "ext2", "ext3", "ext4", "tmpfs", "ramfs", "btrfs", "xfs", "f2fs", "zfs", "bcachefs",
    "vfat", "msdos", "exfat", "ntfs", "ntfs3", "squashfs", "erofs", "jfs", "reiserfs", "nilfs2",
  ]

  /// What a file system of this mount table type is.
  package static func storage(ofType type: String) -> Storage {
    if localFileSystemTypes.contains(type) { return .local }
    return type == "overlay" ? .localUnsizedFolders : .remote
  }
}
