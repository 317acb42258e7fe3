import ColonnadePOSIX

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
      try SafeFile.createFolders(path)
    } catch {
      throw FileError(
        path: path,
        reason: SafeFile.kind(atPath: path) == .other
          ? "a file is in the way" : "permission denied or a file in the way", action: "create")
    }
  }
}

extension LocalFileSystem {
  public func folderEntries(atPath path: String) throws(FileError) -> [String]? {
    switch SafeFile.kind(atPath: path) {
    case nil: return nil
    case .other: throw FileError(path: path, reason: "a file is in the way", action: "list")
    case .folder:
      do {
        return try SafeFile.folderNames(path).sorted()
      } catch {
        throw FileError(path: path, reason: "permission denied", action: "list")
      }
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
