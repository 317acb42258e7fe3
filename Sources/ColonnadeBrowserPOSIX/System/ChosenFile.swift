import ColonnadeBrowser
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

/// The file a picker writes what was chosen to: `--choose-dir`'s folder (its path, no newline, as
/// ranger's `--choosedir`) or `--choose`'s files (one path a line, or each ending in NUL).
package enum ChosenFile {
  /// What `--choose` writes for `paths`: each path's bytes and a newline, or a NUL with `null`.
  package static func contents(_ paths: [FilePath], null: Bool) -> [UInt8] {
    paths.flatMap { $0.bytes + [null ? 0 : 0x0A] }
  }

  /// Writes `bytes` to the file at `path` (its bytes, as given on the command line); a message
  /// naming `option` when it cannot. A path that exists and is not a regular file (a device, a
  /// pipe, a folder) is refused, so the browser never harms one.
  package static func write(_ bytes: [UInt8], to path: [UInt8], option: String) -> String? {
    let shown = SafeText.decoding(Array(path.prefix(200)))
    guard !path.contains(0) else { return "\(option): '\(shown)' is not a file name; not written" }
    let name = (path + [0]).map { CChar(bitPattern: $0) }
    var info = stat()
    if stat(name, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      return "\(option): '\(shown)' is not a regular file; not written"
    }
    let descriptor = open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      return "\(option): cannot write '\(shown)': \(String(cString: strerror(errno)))"
    }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return "\(option): write failed: \(String(cString: strerror(errno)))" }
      offset += written
    }
    return nil
  }
}

/// `write(2)`, named so no local `write` hides it (on every libc).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
