import Foundation

/// The machine's own files.
public struct LocalFileSystem: FileSystem {
  /// Creates the file system.
  public init() {}

  public func readText(atPath path: String) throws(FileError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw FileError(path: path, reason: exists ? "permission denied or not a file" : "no such file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FileError(path: path, reason: "not UTF-8 text")
    }
    return text
  }
}
