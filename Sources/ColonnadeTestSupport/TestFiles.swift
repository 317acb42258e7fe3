#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The repository's files as tests read them (golden screens, the README, the DocC articles), and
/// the rewrite `RECORD_SNAPSHOTS=1` asks for.
///
/// ```swift
/// let readme = TestFiles.read(TestFiles.repository + "/README.md")
/// ```
///
/// Plain C file calls, not Foundation: on Linux a test module that imports Foundation spends about
/// a second loading it in each of its compile jobs.
public enum TestFiles {
  /// The repository's root folder, found from this file's path.
  public static let repository = folder(of: folder(of: folder(of: #filePath)))

  /// The folder that holds `path`: everything before its last `/`.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// The whole file at `path` as UTF-8 text, or `nil` when it cannot be read.
  public static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += buffer[..<count]
      if count < buffer.count { break }
    }
    return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
  }

  /// Writes `text` to `path`, replacing the file, making its folder if it is missing; returns
  /// whether every byte was written.
  @discardableResult
  public static func write(_ text: String, to path: String) -> Bool {
    mkdir(folder(of: path), 0o755)
    guard let file = fopen(path, "wb") else { return false }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == bytes.count
  }

  /// Whether the run asks to rewrite golden files instead of comparing with them.
  public static var isRecording: Bool {
    guard let value = getenv("RECORD_SNAPSHOTS") else { return false }
    return String(cString: value) == "1"
  }
}
