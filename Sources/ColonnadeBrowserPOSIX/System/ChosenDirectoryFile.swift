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

/// The file `--choose-dir` writes: the folder's path, no newline (as ranger's `--choosedir`).
package enum ChosenDirectoryFile {
  /// Writes `folder` to `file`; a message when it cannot. A path that exists and is not a regular
  /// file (a device, a pipe, a folder) is refused, so the browser never harms one.
  package static func write(_ folder: FilePath, to file: String) -> String? {
    var info = stat()
    if stat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      return "--choose-dir: '\(file.prefix(200))' is not a regular file; not written"
    }
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      return "--choose-dir: cannot write '\(file.prefix(200))': \(String(cString: strerror(errno)))"
    }
    defer { close(descriptor) }
    var offset = 0
    let bytes = folder.bytes
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return "--choose-dir: write failed: \(String(cString: strerror(errno)))" }
      offset += written
    }
    return nil
  }
}

/// `write(2)`, named so no local `write` hides it (on every libc).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
