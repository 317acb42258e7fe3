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

/// Notices when the folders on screen change on disk (rules R2, T6): inotify on Linux
/// (``Inotify``), or polling each folder's modification time once a second where inotify cannot
/// start or there is none.
///
/// A folder inotify cannot watch (the system's watches ran out, `ENOSPC`; it is gone; its path
/// is too long) is polled instead, and watched again once it can be: so a folder deleted and made
/// again under the same path keeps refreshing. ``takeNotice()`` says once that watches ran out.
/// Changes are held for ``settleSeconds`` so a burst (a build writing many files) reloads once.
package final class FolderWatcher {
  /// How long a change waits for more before it is reported.
  package static let settleSeconds = 0.2
  /// How often folders without an inotify watch are polled.
  package static let pollSeconds = 1.0

  /// Adds an inotify watch: its descriptor, or -1 and why (`errno`). Tests pass one that fails.
  package typealias AddWatch = (_ inotify: Int32, _ folder: FilePath, _ mask: UInt32) -> (
    watch: Int32, error: Int32
  )

  /// The inotify descriptor to poll, or -1 when polling instead.
  package let descriptor: Int32
  private let addWatch: AddWatch
  /// Each inotify watch and its folder (a few: the folders on screen).
  private var watches: [(descriptor: Int32, folder: FilePath)] = []
  /// The folders watched, each with its modification time when polled (0 while inotify watches it).
  private var watched: [(folder: FilePath, modified: Int64)] = []
  /// The folders last asked for, in the order asked.
  private var requested: [FilePath] = []
  private var pending: [FilePath] = []
  private var firstPending: Double?
  private var lastPoll = 0.0
  private var notice: String?
  private var toldOutOfWatches = false

  /// Creates a watcher: inotify unless `polling` is asked for or inotify cannot start.
  package init(polling: Bool = false, addWatch: @escaping AddWatch = FolderWatcher.systemAddWatch) {
    descriptor = polling ? -1 : Inotify.start()
    self.addWatch = addWatch
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// `inotify_add_watch`.
  package static func systemAddWatch(_ inotify: Int32, _ folder: FilePath, _ mask: UInt32) -> (
    watch: Int32, error: Int32
  ) {
    Inotify.addWatch(inotify, folder, mask)
  }

  /// Watches exactly `folders` from now on. The same list as last time (most frames) costs one
  /// comparison; the lists are a few folders long, so they are searched, not hashed.
  package func watch(_ folders: [FilePath]) {
    guard folders != requested else { return }
    requested = folders
    var wanted: [FilePath] = []
    for folder in folders where !wanted.contains(folder) { wanted.append(folder) }
    for watch in watches where !wanted.contains(watch.folder) {
      Inotify.removeWatch(descriptor, watch.descriptor)
    }
    watches.removeAll { !wanted.contains($0.folder) }
    // A folder still watched keeps what it had (a change since the last poll is still seen); a
    // new one gets a watch, or its modification time to poll.
    watched = wanted.map { folder in
      if let known = watched.first(where: { $0.folder == folder }) { return known }
      return (folder, startWatching(folder) ? 0 : Self.modified(folder))
    }
  }

  /// Adds an inotify watch for `folder`; whether it has one. Says once when the system's
  /// watches have run out.
  private func startWatching(_ folder: FilePath) -> Bool {
    guard descriptor >= 0 else { return false }
    let (watch, error) = addWatch(descriptor, folder, Inotify.folderEvents)
    if watch >= 0 {
      watches.append((watch, folder))
      return true
    }
    if error == ENOSPC, !toldOutOfWatches {
      toldOutOfWatches = true
      notice =
        "Out of inotify watches (fs.inotify.max_user_watches): folders on screen are checked every second"
    }
    return false
  }

  /// What the user should be told once, if anything: the status line shows it.
  package func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }

  /// Reads what inotify reported (call when its descriptor is ready). A watch that ended (its
  /// folder deleted or moved) turns into polling its path, so the folder made again is seen.
  package func drain(now: Double) {
    guard descriptor >= 0 else { return }
    Inotify.readEvents(descriptor) { event in
      guard let index = watches.firstIndex(where: { $0.descriptor == event.watch }) else { return }
      let folder = watches[index].folder
      note(folder, now: now)
      guard event.watchEnded || event.folderGone else { return }
      if !event.watchEnded { Inotify.removeWatch(descriptor, event.watch) }
      watches.remove(at: index)
      if let polled = watched.firstIndex(where: { $0.folder == folder }) {
        watched[polled].modified = Self.modified(folder)
      }
    }
  }

  /// Folders whose changes have settled, each once. Folders without an inotify watch are polled
  /// here, once a second, and watched again when a watch can be added.
  package func changes(now: Double) -> [FilePath] {
    if watched.contains(where: { !isWatched($0.folder) }), now - lastPoll >= Self.pollSeconds {
      lastPoll = now
      for index in watched.indices where !isWatched(watched[index].folder) {
        let folder = watched[index].folder
        let current = Self.modified(folder)
        if current != watched[index].modified {
          watched[index].modified = current
          note(folder, now: now)
        }
        // Back on inotify as soon as it takes the folder again (made again, watches freed).
        if current >= 0, startWatching(folder) { watched[index].modified = 0 }
      }
    }
    guard let first = firstPending, now - first >= Self.settleSeconds else { return [] }
    defer {
      pending.removeAll()
      firstPending = nil
    }
    return pending
  }

  /// When the loop should wake next for this watcher, if at all.
  package func nextDeadline(now: Double) -> Double? {
    if let firstPending { return firstPending + Self.settleSeconds }
    if watched.contains(where: { !isWatched($0.folder) }) { return lastPoll + Self.pollSeconds }
    return nil
  }

  /// Whether inotify watches `folder` now.
  private func isWatched(_ folder: FilePath) -> Bool {
    watches.contains { $0.folder == folder }
  }

  private func note(_ folder: FilePath, now: Double) {
    if !pending.contains(folder) { pending.append(folder) }
    if firstPending == nil { firstPending = now }
  }

  private static func modified(_ folder: FilePath) -> Int64 {
    var info = stat()
    guard folder.withSystemPath({ fstatat($0, $1, &info, 0) }) == 0 else { return -1 }
    return Int64(info.modificationTime.tv_sec) * 1_000_000_000 + Int64(info.modificationTime.tv_nsec)
  }
}
