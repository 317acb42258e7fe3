import ColonnadeLock
import ColonnadeOptions
import ColonnadeTerminal

/// The files the command line reads and writes.
public protocol FileSystem: Sendable {
  /// Opens the file at `path` for reading in chunks.
  func open(atPath path: String) throws(FileError) -> any ByteSource
  /// Replaces the file at `path` with `text`; only a regular file (or a symlink to one) is replaced.
  func writeText(_ text: String, atPath path: String) throws(FileError)
  /// Creates the folder at `path` and any missing parents; succeeds if it already exists.
  func createDirectory(atPath path: String) throws(FileError)
  /// The names in the folder at `path`, or `nil` when nothing is there; throws when a file is.
  func folderEntries(atPath path: String) throws(FileError) -> [String]?
  /// Replaces the file at `relative` inside `folder` with `text`, creating the folders on the way
  /// and following no symlink below `folder` (one on the way or at the file is refused and left
  /// alone): nothing outside `folder` is written. For a program's own output, such as the lab's.
  func writeText(_ text: String, atPath relative: String, inside folder: String) throws(FileError)
  /// Throws what writing or removing `relative` inside `folder` would (a symlink on the way or at
  /// it), changing nothing, so a run can refuse before it writes anything.
  func check(_ relative: String, inside folder: String) throws(FileError)
  /// Removes the regular file at `relative` inside `folder` (never a symlink, folder or anything
  /// else, which is refused and left alone, nor through a symlink); a missing file is fine.
  func removeFile(atPath relative: String, inside folder: String) throws(FileError)
  /// Removes the folder at `relative` inside `folder` if it is empty; leaves anything else as it is.
  func removeFolderIfEmpty(atPath relative: String, inside folder: String)
}

extension FileSystem {
  /// The text of the file at `path`: at most `limit` bytes of UTF-8 (a byte-order mark is
  /// dropped), or an error naming the limit. Never buffers more than `limit + 1` bytes.
  public func readText(atPath path: String, limit: Int) throws(FileError) -> String {
    let source = try open(atPath: path)
    var bytes: [UInt8] = []
    while true {
      let chunk = try source.read(upTo: min(65_536, limit + 1 - bytes.count))
      if chunk.isEmpty { break }
      bytes += chunk
      guard bytes.count <= limit else {
        throw FileError(
          path: path, reason: "larger than \(InputLimits.size(limit)), the limit for this file")
      }
    }
    guard let text = UTF8Text.decode(bytes[...]) else {
      throw FileError(path: path, reason: "not UTF-8 text")
    }
    return text
  }
}

/// Bytes read in chunks: a file, or standard input.
public protocol ByteSource: AnyObject {
  /// Up to `count` bytes; empty at the end.
  func read(upTo count: Int) throws(FileError) -> [UInt8]
}

/// Bytes held in memory.
public final class MemoryByteSource: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0

  /// A source that gives `bytes`, then ends.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  public func read(upTo count: Int) throws(FileError) -> [UInt8] {
    let end = min(bytes.count, offset + max(0, count))
    defer { offset = end }
    return Array(bytes[offset..<end])
  }
}

/// A file that could not be read or written.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why, in a few words ("no such file", "not UTF-8 text").
  public var reason: String
  /// What failed: "read" or "write".
  public var action: String

  /// Creates an error.
  public init(path: String, reason: String, action: String = "read") {
    self.path = path
    self.reason = reason
    self.action = action
  }

  public var description: String { "cannot \(action) '\(TerminalText.quoted(path))': \(reason)" }
}

/// Files held in memory, for tests.
public final class MemoryFileSystem: FileSystem {
  private let storage: Locked<[String: String]>

  /// Creates a file system holding `files`.
  public init(_ files: [String: String] = [:]) {
    storage = Locked(files)
  }

  /// The files' contents by path.
  public var files: [String: String] { storage.withLock { $0 } }

  public func open(atPath path: String) throws(FileError) -> any ByteSource {
    guard let text = storage.withLock({ $0[path] }) else {
      throw FileError(path: path, reason: "no such file")
    }
    return MemoryByteSource(Array(text.utf8))
  }

  public func writeText(_ text: String, atPath path: String) throws(FileError) {
    storage.withLock { $0[path] = text }
  }

  /// Folders need no creating in memory: any path can hold a file.
  public func createDirectory(atPath path: String) throws(FileError) {}

  /// The first path components below `path` of the files held, or `nil` when none is below it.
  public func folderEntries(atPath path: String) throws(FileError) -> [String]? {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let files = storage.withLock { $0 }
    if files[path] != nil { throw FileError(path: path, reason: "a file is in the way", action: "list") }
    var names: [String] = []
    for key in files.keys.sorted() where key.hasPrefix(prefix) {
      let name = String(key.dropFirst(prefix.count).prefix { $0 != "/" })
      if names.last != name { names.append(name) }
    }
    return names.isEmpty ? nil : names
  }

  /// Writes `folder/relative`: memory holds no symlinks.
  public func writeText(_ text: String, atPath relative: String, inside folder: String) throws(FileError) {
    try writeText(text, atPath: Self.join(folder, relative))
  }

  /// Memory holds no symlinks: nothing to refuse.
  public func check(_ relative: String, inside folder: String) throws(FileError) {}

  public func removeFile(atPath relative: String, inside folder: String) throws(FileError) {
    _ = storage.withLock { $0.removeValue(forKey: Self.join(folder, relative)) }
  }

  /// Folders exist in memory only while they hold files.
  public func removeFolderIfEmpty(atPath relative: String, inside folder: String) {}

  /// `folder/relative`, with one slash between.
  static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
