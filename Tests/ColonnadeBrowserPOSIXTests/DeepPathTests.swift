import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rule T6: a folder deeper than `PATH_MAX` reads as any other (status, entries, a file's text),
/// and a snapshot inside it draws the folder and a status line ending in the name and position.
@Suite struct DeepPathTests {
  /// A scratch folder holding `depth` folders named `name`, one inside the other, and the path of
  /// the deepest; the caller removes the scratch folder with ``remove(_:)``.
  static func deepTree(depth: Int, name: String) throws -> (root: String, deepest: FilePath) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-deep-\(UUID())").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
    var folder = open(root, O_RDONLY | O_DIRECTORY)
    for _ in 0..<depth {
      #expect(mkdirat(folder, name, 0o755) == 0)
      let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
      close(folder)
      folder = next
    }
    let file = openat(folder, "file.txt", O_WRONLY | O_CREAT, 0o644)
    _ = "bottom\n".withCString { write(file, $0, 7) }
    close(file)
    close(folder)
    let path = root + String(repeating: "/" + name, count: depth)
    return (root, FilePath(path))
  }

  /// Removes a tree of any depth (`rm -rf` walks it without whole paths).
  static func remove(_ root: String) {
    let rm = Process()
    rm.executableURL = URL(fileURLWithPath: "/bin/rm")
    rm.arguments = ["-rf", root]
    try? rm.run()
    rm.waitUntilExit()
  }

  /// Past `PATH_MAX` in few folders (removing thousands takes seconds; the hostile probe goes
  /// 4,000 deep).
  @Test(arguments: [(String(repeating: "d", count: 100), 45), (String(repeating: "n", count: 255), 20)])
  func deepFoldersRead(name: String, depth: Int) throws {
    let (root, deepest) = try Self.deepTree(depth: depth, name: name)
    defer { Self.remove(root) }
    #expect(deepest.bytes.count > Int(PATH_MAX))
    let tree = LocalFileTree()
    #expect(try tree.status(of: deepest).kind == .directory)
    #expect(try tree.names(inDirectory: deepest) == [Array("file.txt".utf8)])
    let file = deepest.appending("file.txt")
    #expect(try tree.linkStatus(of: file).size == 7)
    #expect(try tree.readPrefix(of: file, limit: 100) == Array("bottom\n".utf8))
    #expect(throws: FileTreeError.notFound) { try tree.status(of: deepest.appending("missing")) }
  }
}
