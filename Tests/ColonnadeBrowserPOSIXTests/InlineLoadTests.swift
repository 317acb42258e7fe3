import Colonnade
import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeTerminal
import ColonnadeTestSupport
import Foundation
import Testing

/// Rule T4 (one frame a key): cheap loads are read on the key's own path, the rest on workers, and the
/// screen is the same either way.
@Suite struct InlineLoadTests {
  /// How the loop is given its loads.
  enum Mode: CaseIterable { case inline, workers, mixed }

  /// A random tree: folders inside folders, text and binary files, links, a pipe.
  static func randomTree(_ random: inout SplitMix64) -> MemoryFileTree {
    var tree = MemoryFileTree()
    var folders = ["/data"]
    tree.addDirectory("/data")
    for index in 0..<(8 + Int(random.next() % 30)) {
      let parent = random.pick(folders)
      switch random.next() % 6 {
      case 0:
        let folder = "\(parent)/folder\(index)"
        tree.addDirectory(folder)
        folders.append(folder)
      case 1: tree.addFile(FilePath("\(parent)/bin\(index)"), bytes: [0, 1, 2, 0xFF, UInt8(index % 256)])
      case 2: tree.addLink("\(parent)/link\(index)", to: random.chance(0.5) ? "/data" : "missing")
      case 3: tree.addSpecial("\(parent)/pipe\(index)", kind: .fifo)
      default:
        tree.addFile("\(parent)/text\(index).txt", String(repeating: "line \(index)\n", count: 1 + index % 7))
      }
    }
    return tree
  }

  /// Every flush of a run of the loop over `keys`, with loads given as `mode` says
  /// (`inlineChoices` picks for `.mixed`).
  static func frames(
    tree: MemoryFileTree, keys: [Key], mode: Mode, inlineChoices: [Bool]
  ) throws -> [RecordingTerminal.Operation] {
    var browser = try Browser(
      start: FilePath("/data"), home: nil, tree: tree, size: CellSize(width: 120, height: 30),
      loadsInBackground: true)
    var terminal = RecordingTerminal(
      size: CellSize(width: 120, height: 30), scriptedEvents: keys.map { .key($0) })
    final class Pending: @unchecked Sendable {
      var requests: [LoadRequest] = []
      var choice = 0
    }
    let pending = Pending()
    var services = DemoServices(now: { 0 })
    services.loadInline = { request in
      defer { pending.choice += 1 }
      let inline =
        switch mode {
        case .inline: true
        case .workers: false
        case .mixed: inlineChoices[pending.choice % inlineChoices.count]
        }
      return inline ? LoadResult.run(request, tree: tree, limits: .standard) : nil
    }
    services.startLoads = { pending.requests += $0 }
    services.awaitLoads = { _, _ in
      defer { pending.requests.removeAll() }
      return pending.requests.map { LoadResult.run($0, tree: tree, limits: .standard) }
    }
    try DemoLoop.run(&browser, on: &terminal, services: services)
    return terminal.operations
  }

  /// Seeded trees and keys: loads read at once, on workers or some of each draw the same frames,
  /// and a key draws at most one frame, never "Loading…".
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func inlineAndWorkerLoadsDrawTheSameFrames(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let tree = Self.randomTree(&random)
    let choices: [Key] = [.down, .down, .up, .right, .left, .enter, .home, .end, .character(".")]
    let keys = (0..<60).map { _ in random.pick(choices) }
    let inlineChoices = (0..<64).map { _ in random.chance(0.5) }
    let byWorkers = try Self.frames(tree: tree, keys: keys, mode: .workers, inlineChoices: inlineChoices)
    #expect(try Self.frames(tree: tree, keys: keys, mode: .inline, inlineChoices: inlineChoices) == byWorkers)
    #expect(try Self.frames(tree: tree, keys: keys, mode: .mixed, inlineChoices: inlineChoices) == byWorkers)
    let flushes = byWorkers.filter { if case .flush = $0 { true } else { false } }
    #expect(flushes.count <= keys.count + 1, "at most one frame at the start and one per key")
    #expect(!byWorkers.contains { if case .flush(let text) = $0 { text.contains("Loading") } else { false } })
  }

  /// What is cheap: a regular file (its read is bounded), a small folder, anything never opened
  /// (a pipe is only named), a missing path; never anything off a local file system, and no
  /// folder whose size says nothing of its entries (overlayfs).
  @Test func admitsOnlyCheapLoads() {
    typealias Facts = InlineLoads.PathFacts
    let limit = InlineLoads.maximumFolderBytes
    #expect(InlineLoads.admits(nil))
    #expect(InlineLoads.admits(Facts(kind: .regular, size: 1 << 40, storage: .local)))
    #expect(InlineLoads.admits(Facts(kind: .unknown, size: 0, storage: .local)))
    #expect(InlineLoads.admits(Facts(kind: .directory, size: limit, storage: .local)))
    #expect(!InlineLoads.admits(Facts(kind: .directory, size: limit + 1, storage: .local)))
    #expect(InlineLoads.admits(Facts(kind: .regular, size: 10, storage: .localUnsizedFolders)))
    #expect(!InlineLoads.admits(Facts(kind: .directory, size: 4096, storage: .localUnsizedFolders)))
    for kind in [FileKind.regular, .directory, .unknown] {
      #expect(!InlineLoads.admits(Facts(kind: kind, size: 0, storage: .remote)))
    }
    #expect(InlineLoads.storage(ofType: "ext4") == .local)
    #expect(InlineLoads.storage(ofType: "overlay") == .localUnsizedFolders)
    for type in ["nfs4", "cifs", "fuse.sshfs", "proc", "sysfs", "9p", "made-up"] {
      #expect(InlineLoads.storage(ofType: type) == .remote, "\(type)")
    }
  }

  /// The mount table names each device's file system type.
  @Test func mountTableGivesTheType() {
    let table = Array(
      """
      22 1 253:0 / / rw,relatime shared:1 - ext4 /dev/vda rw
      23 22 0:21 / /proc rw,nosuid - proc proc rw
      40 22 0:45 / /mnt/share rw shared:7 master:3 - nfs4 server:/share rw,vers=4.2
      41 22 253:16 / /srv rw - xfs /dev/vdb rw
      """.utf8)
    #expect(InlineLoads.fileSystemType(major: 253, minor: 0, mountTable: table) == "ext4")
    #expect(InlineLoads.fileSystemType(major: 0, minor: 21, mountTable: table) == "proc")
    #expect(InlineLoads.fileSystemType(major: 0, minor: 45, mountTable: table) == "nfs4")
    #expect(InlineLoads.fileSystemType(major: 253, minor: 16, mountTable: table) == "xfs")
    #expect(InlineLoads.fileSystemType(major: 9, minor: 9, mountTable: table) == nil)
  }

  /// On real files: a result read at once equals a worker's; a pipe is named, never opened (the
  /// read would block); `/proc` stays on the workers.
  @Test func realFilesReadInlineAsOnWorkers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-inline-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("hello\n".utf8).write(to: folder.appendingPathComponent("a.txt"))
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
    var inline = InlineLoads(limits: .standard)
    let tree = LocalFileTree()
    for route in [
      BrowserRoute.file(FilePath(folder.appendingPathComponent("a.txt").path)),
      .file(FilePath(folder.appendingPathComponent("pipe").path)),
      .directory(FilePath(folder.path)), .file(FilePath(folder.appendingPathComponent("missing").path)),
      .sidebar,
    ] {
      let request = LoadRequest(token: LoadToken(1), route: route, order: ListingOrder())
      // A temporary folder on a file system the list does not know stays on the workers.
      if let result = inline.run(request) {
        #expect(result == LoadResult.run(request, tree: tree, limits: .standard))
      }
    }
    let proc = LoadRequest(
      token: LoadToken(2), route: .file(FilePath("/proc/self/status")), order: ListingOrder())
    #expect(inline.run(proc) == nil)
  }

  /// Rules R2 and T6: a folder's preview gone back to is kept while the folder is as it was
  /// read, and equals a fresh read; a new entry reads it again, and neither a folder holding a
  /// link (whose target may change while the folder does not) nor an order by size is kept.
  @Test func aFolderPreviewGoneBackToIsKeptWhileTheFolderIsUnchanged() throws {
    let root = try RememberingFileTreeTests.folder(files: 5)
    defer { try? FileManager.default.removeItem(at: root) }
    var inline = InlineLoads(
      limits: .standard, tree: RememberingFileTree(now: RememberingFileTreeTests.later))
    let path = FilePath(root.path)
    func request(_ token: UInt64, _ order: ListingOrder = ListingOrder()) -> LoadRequest {
      LoadRequest(token: LoadToken(token), route: .file(path), order: order)
    }
    func fresh(_ request: LoadRequest) -> LoadResult {
      LoadResult.run(request, tree: LocalFileTree(), limits: .standard)
    }
    // A temporary folder on a file system the list does not know stays on the workers.
    guard let first = inline.run(request(1)) else { return }
    #expect(first == fresh(request(1)))
    #expect(inline.keepsPreview(of: path))
    let again = inline.run(request(2))
    #expect(again == fresh(request(2)))

    #expect(FileManager.default.createFile(atPath: root.appendingPathComponent("new").path, contents: nil))
    let read = inline.run(request(3))
    let changed = try #require(read)
    #expect(changed == fresh(request(3)))
    #expect(changed.content != first.content)

    let bySize = ListingOrder(key: .size)
    let sized = inline.run(request(4, bySize))
    #expect(sized == fresh(request(4, bySize)))
    // A file grown does not change its folder's times: by size, the preview must be read again.
    let grown = root.appendingPathComponent("4xxxxxxx")
    try Data(repeating: 1, count: 10).write(to: grown)
    let resized = inline.run(request(5, bySize))
    #expect(resized == fresh(request(5, bySize)))
    #expect(resized?.content != sized?.content)

    let linked = try RememberingFileTreeTests.folder(files: 2)
    defer { try? FileManager.default.removeItem(at: linked) }
    try FileManager.default.createSymbolicLink(
      atPath: linked.appendingPathComponent("link").path, withDestinationPath: root.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: linked.path)
    let link = LoadRequest(token: LoadToken(6), route: .file(FilePath(linked.path)), order: ListingOrder())
    let linkedPreview = inline.run(link)
    #expect(linkedPreview == fresh(link))
    #expect(!inline.keepsPreview(of: FilePath(linked.path)))
  }

  /// Rules R2 and T6: a file's preview gone back to is kept while the file is
  /// as it was read (same size, times and inode) and equals a fresh read; a rewrite reads it
  /// again, a file just written is not kept (two writes in one clock tick could look like one),
  /// and the kept bytes stay within ``InlineLoads/maximumKeptFileBytes``.
  @Test func aFilePreviewGoneBackToIsKeptWhileTheFileIsUnchanged() throws {
    let root = try RememberingFileTreeTests.folder(files: 0)
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ name: String, _ text: String, age: TimeInterval = 86_400) throws -> FilePath {
      let url = root.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
      return FilePath(url.path)
    }
    func request(_ path: FilePath) -> LoadRequest {
      LoadRequest(token: LoadToken(1), route: .file(path), order: ListingOrder())
    }
    func fresh(_ path: FilePath) -> LoadResult {
      LoadResult.run(request(path), tree: LocalFileTree(), limits: .standard)
    }
    var inline = InlineLoads(
      limits: .standard, tree: RememberingFileTree(now: RememberingFileTreeTests.later))
    let notes = try write("notes.txt", "first\nversion\n")
    // A temporary folder on a file system the list does not know stays on the workers.
    guard let first = inline.run(request(notes)) else { return }
    #expect(first == fresh(notes))
    #expect(inline.keepsPreview(of: notes))
    let again = inline.run(request(notes))
    #expect(again == first)

    _ = try write("notes.txt", "other\ntext!!\n", age: 3_600)  // the same size
    let read = inline.run(request(notes))
    let rewritten = try #require(read)
    #expect(rewritten == fresh(notes))
    #expect(rewritten.content != first.content)

    var now = InlineLoads(limits: .standard)  // the real clock: this file was written just now
    let new = try write("new.txt", "just written", age: 0)
    let newRead = now.run(request(new))
    #expect(newRead == fresh(new))
    #expect(!now.keepsPreview(of: new))

    let big = String(repeating: "x", count: 60_000)
    let paths = try (0..<6).map { try write("big\($0)", big) }
    for path in paths {
      let read = inline.run(request(path))
      #expect(read == fresh(path))
    }
    let kept = paths.filter { inline.keepsPreview(of: $0) }
    #expect(kept.count * 60_000 <= InlineLoads.maximumKeptFileBytes && kept.contains(paths[5]))
  }

  /// Rule T6 (a preview reads a bounded prefix): a prefix of a real file is its first `limit`
  /// bytes, whatever its size against the limit, read into a buffer the file's size rather than
  /// the limit's.
  @Test(arguments: [0, 1, 5, 4095, 4096, 4097, 70_000, 200_000])
  func realFilePrefixes(size: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-prefix-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("f")
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
    try Data(bytes).write(to: file)
    for limit in [0, 1, 4096, 65_536, 100_000, 300_000] {
      let prefix = try LocalFileTree().readPrefix(of: FilePath(file.path), limit: limit)
      #expect(prefix == Array(bytes.prefix(limit)), "size \(size), limit \(limit)")
    }
  }
}
