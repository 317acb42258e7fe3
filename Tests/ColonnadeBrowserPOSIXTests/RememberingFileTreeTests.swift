import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rules R2 and T6: a folder preview gone back to is reused (listed from
/// memory, the folder only read) only while the folder is as it was read; a change, a folder
/// changed in the last second, and too much to keep all read the disk.
@Suite struct RememberingFileTreeTests {
  /// A scratch folder with `count` files, its times set a day back (its change time stays now);
  /// removed by the caller.
  static func folder(files count: Int, nameLength: Int = 8) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-remember-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for index in 0..<count {
      let name = String(String(index).padding(toLength: nameLength, withPad: "x", startingAt: 0))
      #expect(FileManager.default.createFile(atPath: root.appendingPathComponent(name).path, contents: nil))
    }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("sub"), withIntermediateDirectories: false)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: root.path)
    return root
  }

  static func listing(_ tree: RememberingFileTree, _ folder: URL) throws -> [String] {
    var entries: [String] = []
    try tree.visitNames(inDirectory: FilePath(folder.path)) { name, kind in
      entries.append("\(String(decoding: name, as: UTF8.self)) \(kind.map { "\($0)" } ?? "?")")
    }
    return entries
  }

  /// A clock a minute ahead: a folder made now counts as settled.
  static let later: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) + 60 }

  @Test func anUnchangedFolderIsListedAgainFromMemoryAsItWasRead() throws {
    let root = try Self.folder(files: 5)
    defer { try? FileManager.default.removeItem(at: root) }
    let tree = RememberingFileTree(now: Self.later)
    let first = try Self.listing(tree, root)
    #expect(tree.remembers(FilePath(root.path)))
    #expect(try Self.listing(tree, root) == first)
    #expect(first.count == 6 && first.contains("sub directory"))
  }

  @Test func aChangedFolderIsReadAgain() throws {
    let root = try Self.folder(files: 3)
    defer { try? FileManager.default.removeItem(at: root) }
    let tree = RememberingFileTree(now: Self.later)
    let first = try Self.listing(tree, root)
    // The folder's modification time was a day back: the new entry moves it to now.
    #expect(FileManager.default.createFile(atPath: root.appendingPathComponent("new").path, contents: nil))
    let second = try Self.listing(tree, root)
    #expect(second.sorted() == (first + ["new regular"]).sorted())
    try FileManager.default.removeItem(at: root.appendingPathComponent("sub"))
    #expect(
      try Self.listing(tree, root).sorted()
        == (first + ["new regular"]).filter { $0 != "sub directory" }.sorted())
  }

  @Test func aFolderChangedInTheLastSecondIsNotRemembered() throws {
    let root = try Self.folder(files: 2)
    defer { try? FileManager.default.removeItem(at: root) }
    // Its change time is now (the attributes were just set): the real clock has not moved on.
    let tree = RememberingFileTree()
    _ = try Self.listing(tree, root)
    #expect(!tree.remembers(FilePath(root.path)))
  }

  @Test func memoryIsBounded() throws {
    let tree = RememberingFileTree(now: Self.later)
    var roots: [URL] = []
    defer { for root in roots { try? FileManager.default.removeItem(at: root) } }
    for _ in 0...RememberingFileTree.capacity {
      let root = try Self.folder(files: 1)
      roots.append(root)
      _ = try Self.listing(tree, root)
      #expect(tree.rememberedCount <= RememberingFileTree.capacity)
    }
    let big = try Self.folder(files: RememberingFileTree.maximumNameBytes / 100 + 1, nameLength: 100)
    roots.append(big)
    #expect(try Self.listing(tree, big).count == RememberingFileTree.maximumNameBytes / 100 + 2)
    #expect(!tree.remembers(FilePath(big.path)))
  }

  /// A load given the `lstat` its caller just took answers that path's link status and folder
  /// stamp from it (two system calls fewer a folder preview), lists and remembers the folder as a
  /// plain read does, and only that copy of the tree knows it: the shared tree reads afresh.
  @Test func aTreeKnowingTheCallersLstatAnswersFromItForThatLoadOnly() throws {
    let root = try Self.folder(files: 2)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = FilePath(root.path)
    let tree = RememberingFileTree(now: Self.later)
    var info = stat()
    #expect(lstat(root.path, &info) == 0)
    let knowing = tree.knowing(info, of: path)
    #expect(try knowing.linkStatus(of: path) == tree.linkStatus(of: path))
    let sub = path.appending(Array("sub".utf8))
    #expect(try knowing.linkStatus(of: sub).kind == .directory)
    #expect(try Self.listing(knowing, root) == Self.listing(RememberingFileTree(now: Self.later), root))
    #expect(tree.remembers(path))
    #expect(chmod(root.path, 0o700) == 0)
    #expect(try tree.linkStatus(of: path).permissions == 0o700)
    #expect(try knowing.linkStatus(of: path).permissions == UInt32(info.st_mode & 0o7777))
  }

  /// Rule T6 (the preview reads a bounded prefix, here none): an empty regular file the load's
  /// `lstat` found is previewed without being opened, the known size answering. A file written
  /// after the `lstat` is read by the shared tree as it is now.
  @Test func anEmptyFileTheCallerFoundIsNotOpened() throws {
    let root = try Self.folder(files: 1)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("empty")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    var info = stat()
    #expect(lstat(file.path, &info) == 0)
    let path = FilePath(file.path)
    let tree = RememberingFileTree(now: Self.later)
    let knowing = tree.knowing(info, of: path)
    try Data("now written".utf8).write(to: file)
    #expect(try knowing.readPrefix(of: path, limit: 64).isEmpty)
    #expect(try tree.readPrefix(of: path, limit: 64) == Array("now written".utf8))
    let other = FilePath(root.path).appending(Array("sub".utf8))
    #expect(throws: FileTreeError.self) { try knowing.readPrefix(of: other, limit: 64) }
  }
}
