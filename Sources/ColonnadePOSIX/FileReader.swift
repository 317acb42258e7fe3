#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Reads a file or standard input in chunks, so a caller buffers only what it keeps.
///
/// ```swift
/// let reader = try FileReader(path: "script.txt")
/// while case let chunk = try reader.read(upTo: 65_536), !chunk.isEmpty { ... }
/// ```
public final class FileReader {
  private let descriptor: Int32
  private let ownsDescriptor: Bool

  /// Opens the file at `path` for reading; a folder is refused.
  public init(path: String) throws(SafeFileError) {
    let opened = open(path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else { throw .system(call: "open", errno: errno) }
    var status = stat()
    if fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      close(opened)
      throw .notRegular(kind: "a folder")
    }
    descriptor = opened
    ownsDescriptor = true
  }

  /// Reads from an open descriptor (standard input is 0), which stays open.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    ownsDescriptor = false
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Up to `count` bytes; empty at the end of the file. Retries interrupted reads.
  public func read(upTo count: Int) throws(SafeFileError) -> [UInt8] {
    guard count > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let read = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
      if read >= 0 {
        buffer.removeLast(count - read)
        return buffer
      }
      guard errno == EINTR else { throw .system(call: "read", errno: errno) }
    }
  }
}

/// `read(2)`, named so the reader's own methods do not hide it (on every libc).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
