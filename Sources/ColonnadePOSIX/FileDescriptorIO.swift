import ColonnadeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

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

  /// Reads what is available from `descriptor` into `buffer`, up to its size, and returns the
  /// number of bytes read (0 at end of file), or `nil` when the read was interrupted or would
  /// block. Nothing is allocated.
  static func readAvailable(from descriptor: Int32, into buffer: inout [UInt8]) throws(TerminalError) -> Int?
  {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count < 0 else { return count }
    if errno == EINTR || errno == EAGAIN { return nil }
    throw .systemCall(name: "read", errno: errno)
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

/// Writes results to standard output with `write(2)`, reporting failures instead of trapping.
///
/// ```swift
/// if let failure = StandardOutput.write("done\n") { ... }   // .closedPipe, or one line to print
/// ```
public enum StandardOutput {
  /// Why standard output took no more.
  public enum Failure: Error, Equatable, Sendable {
    /// The reader went away (`EPIPE`): end quietly.
    case closedPipe
    /// Any other error, as a few words ("no space left: the disk is full").
    case failed(String)
  }

  /// Writes all of `text`; `nil` on success.
  public static func write(_ text: String) -> Failure? {
    do {
      try SafeFile.writeAll(Array(text.utf8), to: STDOUT_FILENO)
      return nil
    } catch {
      if case .system(_, let number) = error {
        if number == EPIPE { return .closedPipe }
        if number == EBADF { return .failed("standard output is closed") }
      }
      return .failed(error.description)
    }
  }

  /// Points standard input, output and error, if closed, at a read-only `/dev/null`, so that
  /// no file this process opens takes their numbers and receives its output; writes to a closed
  /// standard output still fail, with `EBADF`.
  public static func guardClosedDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
      let placeholder = open("/dev/null", O_RDONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
  }
}
