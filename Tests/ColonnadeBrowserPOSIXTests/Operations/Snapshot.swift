import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every entry under a folder, by its path relative to it (bytes), with what it holds: a file's
/// bytes and mode, a link's target, a folder's mode. What the tests compare before and after.
enum Snapshot {
  enum Node: Hashable, CustomStringConvertible {
    case file([UInt8], mode: mode_t)
    case link([UInt8])
    case folder(mode: mode_t)
    case other

    var description: String {
      switch self {
      case .file(let bytes, let mode): "file(\(bytes.count) bytes, \(String(mode, radix: 8)))"
      case .link(let target): "link(\(FilePath(bytes: target)))"
      case .folder(let mode): "folder(\(String(mode, radix: 8)))"
      case .other: "other"
      }
    }
  }

  /// The tree under `root` (not `root` itself).
  static func of(_ root: FilePath) -> [[UInt8]: Node] {
    var result: [[UInt8]: Node] = [:]
    walk(root, relative: [], into: &result)
    return result
  }

  private static func walk(_ folder: FilePath, relative: [UInt8], into result: inout [[UInt8]: Node]) {
    for name in names(in: folder) {
      let path = folder.appending(name)
      let key = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
      result[key] = node(path)
      if case .folder = result[key] { walk(path, relative: key, into: &result) }
    }
  }

  static func node(_ path: FilePath) -> Node {
    var info = stat()
    guard lstat(path.cString, &info) == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file(contents(path), mode: info.st_mode & 0o7777)
    case S_IFDIR: return .folder(mode: info.st_mode & 0o7777)
    case S_IFLNK:
      var buffer = [CChar](repeating: 0, count: 4097)
      let count = readlink(path.cString, &buffer, 4096)
      return .link(buffer.prefix(max(0, count)).map { UInt8(bitPattern: $0) })
    default: return .other
    }
  }

  static func contents(_ path: FilePath) -> [UInt8] {
    let descriptor = open(path.cString, O_RDONLY)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { return bytes }
      bytes += buffer[..<count]
    }
  }

  static func names(in folder: FilePath) -> [[UInt8]] {
    guard let directory = opendir(folder.cString) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
      if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  static func exists(_ path: FilePath) -> Bool {
    var info = stat()
    return lstat(path.cString, &info) == 0
  }

  /// The modification time of `path` itself, to the nanosecond.
  static func modified(_ path: FilePath) -> timespec {
    var info = stat()
    lstat(path.cString, &info)
    return info.st_mtim
  }
}
