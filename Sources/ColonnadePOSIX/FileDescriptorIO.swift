import ColonnadeTerminal
import Glibc

/// Small wrappers over `write(2)` and `read(2)` that retry on `EINTR` and finish partial writes.
enum FileDescriptorIO {
  /// Writes all of `bytes` to `descriptor`, retrying interrupted and partial writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(TerminalError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .systemCall(name: "write", errno: errno)
      }
      offset += written
    }
  }

  /// Reads what is available from `descriptor`, up to `capacity` bytes; empty at end of file.
  ///
  /// Returns `nil` when the read was interrupted or would block.
  static func readAvailable(from descriptor: Int32, capacity: Int = 4_096) throws(TerminalError)
    -> [UInt8]?
  {
    var buffer = [UInt8](repeating: 0, count: capacity)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, capacity) }
    if count < 0 {
      if errno == EINTR || errno == EAGAIN { return nil }
      throw .systemCall(name: "read", errno: errno)
    }
    return Array(buffer.prefix(count))
  }
}

/// Writes diagnostics to standard error with `write(2)` (the `stderr` global does not compile in Swift 6).
///
/// ```swift
/// StandardError.writeLine("colonnade: standard input is not a terminal")
/// ```
public enum StandardError {
  /// Writes `message` and a newline to standard error, ignoring failures (there is nowhere left to report them).
  public static func writeLine(_ message: String) {
    try? FileDescriptorIO.writeAll(Array((message + "\n").utf8), to: STDERR_FILENO)
  }
}
