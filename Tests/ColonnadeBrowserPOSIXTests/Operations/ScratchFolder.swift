import ColonnadeBrowser
import ColonnadeBrowserPOSIX

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of a test's own under the system's temporary folder (`mkdtemp`), with its own
/// `XDG_DATA_HOME` inside for the Trash; everything in it is removed when the test ends. Tests of
/// file operations write nowhere else.
final class ScratchFolder {
  let path: FilePath
  private var mounts: [FilePath] = []

  init() throws {
    var template = Array("/tmp/colonnade-operations-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw ScratchError.cannotMake }
    path = FilePath(String(cString: made))
  }

  deinit {
    for mount in mounts.reversed() { _ = umount2(mount.displayString, Int32(MNT_DETACH)) }
    Self.removeTree(path)
  }

  /// The trash cans of this folder's own `XDG_DATA_HOME`.
  var trash: TrashCan { TrashCan(homeTrash: path.appending("data/Trash")) }

  /// A path inside, from text or bytes.
  func at(_ relative: String) -> FilePath { path.appending(relative) }

  /// Makes a folder (and its parents).
  @discardableResult
  func folder(_ relative: String, mode: mode_t = 0o755) -> FilePath {
    let made = at(relative)
    Self.makeFolders(made, mode: mode)
    return made
  }

  /// Writes a file with `bytes` (its folder made first).
  @discardableResult
  static func writeFile(_ bytes: [UInt8], to path: FilePath, mode: mode_t = 0o644) -> FilePath {
    makeFolders(path.parent, mode: 0o755)
    let descriptor = open(path.cString, O_WRONLY | O_CREAT | O_TRUNC, mode)
    precondition(descriptor >= 0, "cannot write \(path): \(errno)")
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    fchmod(descriptor, mode)
    close(descriptor)
    return path
  }

  /// Mounts a tmpfs of `kibibytes` at `relative` (read-only if asked); `nil` where mounting is
  /// not allowed. Unmounted when the folder goes.
  func mountTmpfs(_ relative: String, kibibytes: Int, readOnly: Bool = false) -> FilePath? {
    let point = folder(relative)
    let flags = UInt(readOnly ? MS_RDONLY : 0)
    guard mount("tmpfs", point.displayString, "tmpfs", flags, "size=\(kibibytes)k,mode=755") == 0 else {
      return nil
    }
    mounts.append(point)
    return point
  }

  /// Whether this machine lets a test mount a tmpfs (as root, outside a restricted container).
  static let canMount: Bool = {
    guard let scratch = try? ScratchFolder() else { return false }
    return scratch.mountTmpfs("probe", kibibytes: 64) != nil
  }()

  static func makeFolders(_ path: FilePath, mode: mode_t) {
    var info = stat()
    if lstat(path.cString, &info) == 0 { return }
    makeFolders(path.parent, mode: 0o755)
    mkdir(path.cString, mode)
    chmod(path.cString, mode)
  }

  /// Removes a tree whatever its modes (`rm -rf` as root would).
  static func removeTree(_ path: FilePath) {
    var info = stat()
    guard lstat(path.cString, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      chmod(path.cString, 0o700)
      for name in Snapshot.names(in: path) { removeTree(path.appending(name)) }
      rmdir(path.cString)
    } else {
      unlink(path.cString)
    }
  }
}

enum ScratchError: Error { case cannotMake }

extension FilePath {
  /// The path as a NUL-terminated C string.
  var cString: [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }
}
