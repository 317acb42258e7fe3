import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rules R2 (data invalidated is reloaded) and T6: a folder on screen that changes on
/// disk is reported once its changes settle, with inotify and by polling; a folder no longer on
/// screen is not.
@Suite struct FolderWatcherTests {
  /// Two folders in a scratch folder removed afterwards.
  static func scratch() throws -> (root: URL, a: FilePath, b: FilePath) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-watch-\(UUID())")
    for name in ["a", "b"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    return (
      root, FilePath(root.appendingPathComponent("a").path), FilePath(root.appendingPathComponent("b").path)
    )
  }

  /// Adds a file to `folder`, after a pause longer than a file system clock tick (so polling sees
  /// a new modification time).
  static func touch(_ folder: FilePath, _ name: String) throws {
    Thread.sleep(forTimeInterval: 0.05)
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.displayString).appendingPathComponent(name))
  }

  @Test(arguments: [false, true])
  func reportsWatchedFoldersOnceSettled(polling: Bool) throws {
    let (root, a, b) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let watcher = FolderWatcher(polling: polling)
    #expect((watcher.descriptor < 0) == polling)
    watcher.watch([a, b])
    watcher.watch([a])
    try Self.touch(a, "one")
    try Self.touch(b, "two")
    watcher.drain(now: 10)
    #expect(watcher.changes(now: 10).isEmpty, "not settled yet")
    #expect(watcher.changes(now: 10 + 2 * FolderWatcher.settleSeconds) == [a])
    #expect(watcher.changes(now: 11).isEmpty, "reported once")
  }

  /// A folder that stays on screen while the list changes keeps its place: a change made before
  /// the list changed is still reported (polling once re-read the time and lost it).
  @Test(arguments: [false, true])
  func aFolderStillWatchedKeepsItsChanges(polling: Bool) throws {
    let (root, a, b) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let watcher = FolderWatcher(polling: polling)
    watcher.watch([a])
    try Self.touch(a, "one")
    watcher.watch([a, b])
    watcher.drain(now: 10)
    _ = watcher.changes(now: 10)
    #expect(watcher.changes(now: 10 + 2 * FolderWatcher.settleSeconds) == [a])
  }
}

/// Rule T6: folders inotify cannot watch are polled once a second, and the user is told once when
/// the system's watches ran out; a folder deleted and made again under the same path keeps
/// refreshing.
@Suite struct FolderWatcherFallbackTests {
  @Test func outOfWatchesPollsAndSaysSoOnce() throws {
    let (root, a, b) = try FolderWatcherTests.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let watcher = FolderWatcher(addWatch: { _, _, _ in (-1, ENOSPC) })
    #expect(watcher.descriptor >= 0, "inotify starts; only its watches ran out")
    watcher.watch([a, b])
    let notice = watcher.takeNotice()
    #expect(notice?.contains("inotify") == true)
    #expect(watcher.takeNotice() == nil, "said once")
    #expect(watcher.nextDeadline(now: 0) == FolderWatcher.pollSeconds, "polled")
    try FolderWatcherTests.touch(a, "one")
    _ = watcher.changes(now: 1)
    #expect(watcher.changes(now: 1 + 2 * FolderWatcher.settleSeconds) == [a])
    watcher.watch([b])
    #expect(watcher.takeNotice() == nil, "still said once")
  }

  @Test func aFolderMadeAgainKeepsRefreshing() throws {
    let (root, a, _) = try FolderWatcherTests.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let watcher = FolderWatcher()
    watcher.watch([a])
    let url = URL(fileURLWithPath: a.displayString)
    try FileManager.default.removeItem(at: url)
    watcher.drain(now: 10)
    #expect(watcher.changes(now: 11) == [a], "the deletion is a change")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    _ = watcher.changes(now: 12)  // Polled: made again, and watched again.
    #expect(watcher.changes(now: 13) == [a])
    try FolderWatcherTests.touch(a, "new")
    watcher.drain(now: 14)
    #expect(watcher.changes(now: 15) == [a], "inotify again after the folder came back")
  }
}
