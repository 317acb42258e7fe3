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

/// Notices when the folders on screen change on disk (issue 13, item 15): inotify on Linux, or
/// polling each folder's modification time once a second where inotify cannot start.
///
/// Changes are held for ``settleSeconds`` so a burst (a build writing many files) reloads once.
package final class FolderWatcher {
  /// How long a change waits for more before it is reported.
  package static let settleSeconds = 0.2
  /// How often folders are polled without inotify.
  static let pollSeconds = 1.0

  /// The inotify descriptor to poll, or -1 when polling instead.
  package let descriptor: Int32
  /// Each inotify watch and its folder (a few: the folders on screen).
  private var watches: [(descriptor: Int32, folder: FilePath)] = []
  /// The folders watched, each with its modification time when polling (0 with inotify).
  private var watched: [(folder: FilePath, modified: Int64)] = []
  /// The folders last asked for, in the order asked.
  private var requested: [FilePath] = []
  private var pending: [FilePath] = []
  private var firstPending: Double?
  private var lastPoll = 0.0

  /// Creates a watcher: inotify unless `polling` is asked for or inotify cannot start.
  package init(polling: Bool = false) {
    descriptor = polling ? -1 : inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Watches exactly `folders` from now on. The same list as last time (most frames) costs one
  /// comparison; the lists are a few folders long, so they are searched, not hashed.
  package func watch(_ folders: [FilePath]) {
    guard folders != requested else { return }
    requested = folders
    var wanted: [FilePath] = []
    for folder in folders where !wanted.contains(folder) { wanted.append(folder) }
    if descriptor >= 0 {
      for watch in watches where !wanted.contains(watch.folder) {
        inotify_rm_watch(descriptor, watch.descriptor)
      }
      watches.removeAll { !wanted.contains($0.folder) }
      let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE)
      for folder in wanted where !watches.contains(where: { $0.folder == folder }) {
        let watch = inotify_add_watch(descriptor, folder.cString, mask)
        if watch >= 0 { watches.append((watch, folder)) }
      }
    }
    // Polling compares modification times: a folder still watched keeps the one it had (a change
    // since the last poll is still seen), a new one is read. Inotify needs none.
    watched = wanted.map { folder in
      let known = watched.first { $0.folder == folder }?.modified
      return (folder, known ?? (descriptor >= 0 ? 0 : Self.modified(folder)))
    }
  }

  /// Reads what inotify reported (call when its descriptor is ready).
  package func drain(now: Double) {
    guard descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (watch, length) = buffer.withUnsafeBytes { raw in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          return (event.wd, Int(event.len))
        }
        if let folder = watches.first(where: { $0.descriptor == watch })?.folder { note(folder, now: now) }
        offset += MemoryLayout<inotify_event>.size + length
      }
    }
  }

  /// Folders whose changes have settled, each once.
  package func changes(now: Double) -> [FilePath] {
    if descriptor < 0, now - lastPoll >= Self.pollSeconds {
      lastPoll = now
      for index in watched.indices {
        let current = Self.modified(watched[index].folder)
        if current != watched[index].modified {
          watched[index].modified = current
          note(watched[index].folder, now: now)
        }
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
    if descriptor < 0, !watched.isEmpty { return lastPoll + Self.pollSeconds }
    return nil
  }

  private func note(_ folder: FilePath, now: Double) {
    if !pending.contains(folder) { pending.append(folder) }
    if firstPending == nil { firstPending = now }
  }

  private static func modified(_ folder: FilePath) -> Int64 {
    var info = stat()
    guard stat(folder.cString, &info) == 0 else { return -1 }
    return Int64(info.modificationTime.tv_sec) * 1_000_000_000 + Int64(info.modificationTime.tv_nsec)
  }
}
