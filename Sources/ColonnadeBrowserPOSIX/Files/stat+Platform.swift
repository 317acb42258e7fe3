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

extension stat {
  /// The last modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
  var modificationTime: timespec {
    #if canImport(Darwin)
      st_mtimespec
    #else
      st_mtim
    #endif
  }

  /// The last status change time: `st_ctim` on Linux, `st_ctimespec` on Darwin.
  var changeTime: timespec {
    #if canImport(Darwin)
      st_ctimespec
    #else
      st_ctim
    #endif
  }
}

/// What identifies a folder's entries or a regular file's bytes as they were read: its device and
/// inode, its size, and its modification and change times to the nanosecond (`stat`, following
/// links as `opendir` and `open` do).
struct ContentStamp: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int64
  var modifiedNanoseconds: Int64
  var changedSeconds: Int64
  var changedNanoseconds: Int64

  /// The stamp of the folder or regular file at `path`; `nil` when it is neither or cannot be read.
  init?(_ path: FilePath) {
    var info = stat()
    guard path.withSystemPath({ fstatat($0, $1, &info, 0) }) == 0 else { return nil }
    self.init(info)
  }

  /// The stamp `info` (a `stat`, or an `lstat` of a path that is not a link) gives; `nil` when
  /// it is neither a folder nor a regular file.
  init?(_ info: stat) {
    guard info.st_mode & S_IFMT == S_IFDIR || info.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    modifiedSeconds = Int64(info.modificationTime.tv_sec)
    modifiedNanoseconds = Int64(info.modificationTime.tv_nsec)
    changedSeconds = Int64(info.changeTime.tv_sec)
    changedNanoseconds = Int64(info.changeTime.tv_nsec)
  }

  /// The wall clock, in whole seconds since 1970.
  @Sendable static func wallClockSeconds() -> Int64 { Int64(time(nil)) }

  /// Whether both times are over a second before `now` (seconds since 1970): any later change
  /// then gives the folder or file other times.
  func isSettled(now: Int64) -> Bool { max(modifiedSeconds, changedSeconds) + 1 < now }
}
