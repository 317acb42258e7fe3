#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

extension SafeFile {
  /// What is at `path`, following symlinks: `nil` when nothing is.
  public enum PathKind: Equatable, Sendable {
    case folder
    case other
  }

  /// Whether `path` is a folder or something else, following symlinks; `nil` when nothing is there.
  public static func kind(atPath path: String) -> PathKind? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR ? .folder : .other
  }

  /// Creates the folder at `path` and any missing parents (as `mkdir -p`); an existing folder is fine.
  public static func createFolders(_ path: String) throws(SafeFileError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(component) : "/" + component
      if mkdir(prefix, 0o777) == 0 { continue }
      let number = errno
      guard number == EEXIST, kind(atPath: prefix) == .folder else {
        throw .system(call: "mkdir", errno: number == EEXIST ? ENOTDIR : number)
      }
    }
  }

  /// The names in the folder at `path` (without `.` and `..`), in directory order.
  public static func folderNames(_ path: String) throws(SafeFileError) -> [String] {
    guard let folder = opendir(path) else { throw .system(call: "opendir", errno: errno) }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
