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

  public func writeText(_ text: String, atPath path: String) throws(FileError) {
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw FileError(path: path, reason: "cannot write here (missing folder or permission denied)")
    }
  }

  public func createDirectory(atPath path: String) throws(FileError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      throw FileError(
        path: path,
        reason: exists && !isFolder.boolValue
          ? "a file is in the way" : "permission denied or a file in the way")
    }
  }
}
