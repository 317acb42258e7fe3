import ColonnadePOSIX
import Foundation

/// The machine's own files, read with limits and replaced without harming what is at a path
/// (see ``SafeFile``).
public struct LocalFileSystem: FileSystem {
  /// Creates the file system.
  public init() {}

  public func open(atPath path: String) throws(FileError) -> any ByteSource {
    do {
      return LocalByteSource(reader: try FileReader(path: path), path: path)
    } catch {
      throw FileError(path: path, reason: error.description)
    }
  }

  public func writeText(_ text: String, atPath path: String) throws(FileError) {
    do {
      try SafeFile.replace(path, with: Array(text.utf8))
    } catch {
      throw FileError(path: path, reason: error.description, action: "write")
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
          ? "a file is in the way" : "permission denied or a file in the way", action: "create")
    }
  }
}

extension LocalFileSystem {
  public func folderEntries(atPath path: String) throws(FileError) -> [String]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard isFolder.boolValue else {
      throw FileError(path: path, reason: "a file is in the way", action: "list")
    }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw FileError(path: path, reason: "permission denied", action: "list")
    }
  }

  public func removeFile(atPath path: String) throws(FileError) {
    do {
      try SafeFile.remove(path)
    } catch {
      throw FileError(path: path, reason: error.description, action: "remove")
    }
  }

  public func removeFolderIfEmpty(atPath path: String) {
    SafeFile.removeFolderIfEmpty(path)
  }
}

/// A file or standard input, read in chunks.
public final class LocalByteSource: ByteSource {
  private let reader: FileReader
  private let path: String

  /// Standard input.
  public static func standardInput() -> LocalByteSource {
    LocalByteSource(reader: FileReader(descriptor: 0), path: "standard input")
  }

  init(reader: FileReader, path: String) {
    self.reader = reader
    self.path = path
  }

  public func read(upTo count: Int) throws(FileError) -> [UInt8] {
    do {
      return try reader.read(upTo: count)
    } catch {
      throw FileError(path: path, reason: error.description)
    }
  }
}
