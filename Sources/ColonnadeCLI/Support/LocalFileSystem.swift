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

  public func writeText(_ text: String, atPath relative: String, inside folder: String) throws(FileError) {
    try Self.reporting("write", relative, inside: folder) { () throws(SafeFileError) in
      try SafeFile.replace(relative, inside: folder, with: Array(text.utf8))
    }
  }

  public func check(_ relative: String, inside folder: String) throws(FileError) {
    try Self.reporting("write", relative, inside: folder) { () throws(SafeFileError) in
      try SafeFile.check(relative, inside: folder)
    }
  }

  public func removeFile(atPath relative: String, inside folder: String) throws(FileError) {
    try Self.reporting("remove", relative, inside: folder) { () throws(SafeFileError) in
      try SafeFile.remove(relative, inside: folder)
    }
  }

  /// Runs `body`, its error reported as failing to `action` the file at `relative` in `folder`.
  private static func reporting(
    _ action: String, _ relative: String, inside folder: String, _ body: () throws(SafeFileError) -> Void
  ) throws(FileError) {
    do {
      try body()
    } catch {
      throw FileError(
        path: MemoryFileSystem.join(folder, relative), reason: error.description, action: action)
    }
  }

  public func removeFolderIfEmpty(atPath relative: String, inside folder: String) {
    SafeFile.removeFolderIfEmpty(relative, inside: folder)
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
