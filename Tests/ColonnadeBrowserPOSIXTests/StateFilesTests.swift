import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rule T6: the state files in a scratch `XDG_STATE_HOME`: two browsers open at once keep each
/// other's bookmarks; a file that cannot be read is never written over; nothing is made where the
/// base folder does not exist.
@Suite struct StateFilesTests {
  @Test func twoBrowsersKeepEachOthersBookmarks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-state-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let files = StateFiles(environment: ["XDG_STATE_HOME": root.path, "HOME": "/nonexistent"])
    var first = Remembered()
    var second = Remembered()
    first.bookmarkEdits["a"] = .some(FilePath("/a"))
    second.bookmarkEdits["b"] = .some(FilePath("/b"))
    #expect(files.saveBookmarks(first) == nil && files.saveBookmarks(second) == nil)
    #expect(files.load().0.bookmarks == ["a": FilePath("/a"), "b": FilePath("/b")])
    first.bookmarkEdits["a"] = .some(nil)
    #expect(files.saveBookmarks(first) == nil)
    #expect(files.load().0.bookmarks == ["b": FilePath("/b")])
    let mode = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("colonnade").path)
    #expect((mode[.posixPermissions] as? Int) == 0o700, "a state folder it makes is its owner's only")
    try Data(count: (1 << 20) + 1).write(to: root.appendingPathComponent("colonnade/bookmarks"))
    #expect(files.saveBookmarks(second)?.hasPrefix("Cannot save the bookmarks") == true)
    #expect(try Data(contentsOf: root.appendingPathComponent("colonnade/bookmarks")).count == (1 << 20) + 1)
    let nowhere = StateFiles(environment: ["HOME": root.appendingPathComponent("missing").path])
    #expect(nowhere.saveBookmarks(second) == nil)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("missing").path))
  }
}
