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

extension FilePath {
  /// The longest path handed to a system call whole; longer ones are opened a stretch at a time.
  static let systemPathLimit = Int(PATH_MAX) - 96

  /// Runs `body` with a folder descriptor and a path relative to it that together name this
  /// path: `AT_FDCWD` and the path itself when it fits a system call (most paths), else the
  /// folders along it opened a stretch shorter than `PATH_MAX` at a time, so a folder 4,000 deep
  /// reads as any other (README, "Limits"). `nil`, with `errno` set, when a folder on the way
  /// cannot be opened. O(path length).
  ///
  /// ```swift
  /// var info = stat()
  /// let result = path.withSystemPath { fstatat($0, $1, &info, AT_SYMLINK_NOFOLLOW) }
  /// ```
  func withSystemPath<Result>(_ body: (_ folder: Int32, _ path: UnsafePointer<CChar>) -> Result) -> Result? {
    guard bytes.count > Self.systemPathLimit else {
      return cString.withUnsafeBufferPointer { call(body, AT_FDCWD, $0) }
    }
    var folder = AT_FDCWD
    var rest = bytes[...]
    defer { if folder != AT_FDCWD { close(folder) } }
    while rest.count > Self.systemPathLimit {
      // The stretch before the last slash within the limit opens as one path (a name is at most
      // 255 bytes, so there is always one).
      guard let slash = rest.prefix(Self.systemPathLimit).lastIndex(of: UInt8(ascii: "/")),
        slash > rest.startIndex
      else {
        errno = ENAMETOOLONG
        return nil
      }
      let next = (Array(rest[..<slash]) + [0]).map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
        call({ openat($0, $1, Self.searchFlags) }, folder, $0) ?? -1
      }
      let failure = errno
      if folder != AT_FDCWD { close(folder) }
      folder = next
      guard next >= 0 else {
        folder = AT_FDCWD
        errno = failure
        return nil
      }
      rest = rest[(slash + 1)...]
    }
    return (Array(rest) + [0]).map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
      call(body, folder, $0)
    }
  }

  private func call<Result>(
    _ body: (Int32, UnsafePointer<CChar>) -> Result, _ folder: Int32, _ path: UnsafeBufferPointer<CChar>
  ) -> Result? {
    guard let address = path.baseAddress else { return nil }
    return body(folder, address)
  }

  /// Opening a folder only to look up names in it: `O_PATH` where there is one (a folder that
  /// may be searched but not read still opens).
  #if os(Linux)
    /// Linux's `O_PATH` (the C headers hide it without `_GNU_SOURCE`).
    static let searchFlags = Int32(0o10_000_000) | O_DIRECTORY | O_CLOEXEC
  #else
    static let searchFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
  #endif
}
