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

/// Linux's inotify, the only place the browser calls it: where there is none (macOS, the BSDs,
/// or a build with `-D COLONNADE_NO_INOTIFY`, which CI makes to check this), ``start()`` gives
/// -1 and ``FolderWatcher`` polls every folder instead.
///
/// ```swift
/// let inotify = Inotify.start()                      // -1 where there is none
/// let watch = Inotify.addWatch(inotify, folder, Inotify.folderEvents)
/// Inotify.readEvents(inotify) { event in … }         // when `inotify` is ready to read
/// ```
enum Inotify {
  #if os(Linux) && !COLONNADE_NO_INOTIFY
    /// What is reported for a folder: its entries changing, and the folder itself going.
    static let folderEvents = UInt32(
      IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE
        | IN_DELETE_SELF | IN_MOVE_SELF)

    /// A new non-blocking inotify descriptor, or -1 when it cannot start.
    static func start() -> Int32 { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }

    /// `inotify_add_watch`: the watch's descriptor, or -1 and why (`errno`).
    static func addWatch(_ inotify: Int32, _ folder: FilePath, _ mask: UInt32) -> (watch: Int32, error: Int32)
    {
      let watch = inotify_add_watch(inotify, folder.cString, mask)
      return (watch, watch < 0 ? errno : 0)
    }

    /// `inotify_rm_watch`.
    static func removeWatch(_ inotify: Int32, _ watch: Int32) { inotify_rm_watch(inotify, watch) }

    /// Reads every event waiting on `inotify` (it never blocks) and hands each to `visit`.
    static func readEvents(_ inotify: Int32, _ visit: (Event) -> Void) {
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = read(inotify, &buffer, buffer.count)
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let event = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          }
          visit(
            Event(
              watch: event.wd, watchEnded: event.mask & UInt32(IN_IGNORED) != 0,
              folderGone: event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0))
          offset += MemoryLayout<inotify_event>.size + Int(event.len)
        }
      }
    }
  #else
    static let folderEvents: UInt32 = 0
    static func start() -> Int32 { -1 }
    static func addWatch(_ inotify: Int32, _ folder: FilePath, _ mask: UInt32) -> (watch: Int32, error: Int32)
    {
      (-1, ENOSYS)
    }
    static func removeWatch(_ inotify: Int32, _ watch: Int32) {}
    static func readEvents(_ inotify: Int32, _ visit: (Event) -> Void) {}
  #endif

  /// One event of a watch.
  struct Event {
    /// The watch it belongs to.
    var watch: Int32
    /// The watch ended (`IN_IGNORED`): the kernel removed it.
    var watchEnded: Bool
    /// The folder itself was deleted or moved (`IN_DELETE_SELF`, `IN_MOVE_SELF`).
    var folderGone: Bool
  }
}
