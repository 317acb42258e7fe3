import ColonnadeBrowser
import ColonnadePOSIX

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Where the browser keeps its bookmarks and folder history between runs (rule T6):
/// `$XDG_STATE_HOME/colonnade` (else `~/.local/state/colonnade`), the files `bookmarks` and
/// `history`, each written whole to a temporary file and renamed over the old one, so a crash or
/// a second browser never leaves half a file. What cannot be read is ignored, and said once.
///
/// ```swift
/// let files = StateFiles(environment: ["HOME": "/home/ada"])   // /home/ada/.local/state/colonnade
/// let (remembered, problems) = files.load()
/// browser.restore(remembered)
/// ```
package struct StateFiles: Sendable {
  /// The folder, or `nil` when neither `XDG_STATE_HOME` nor `HOME` says where it is.
  package let folder: String?
  /// The folder it is made in, which must exist: `XDG_STATE_HOME`, or the home folder.
  let base: String

  /// The folder the environment names: `XDG_STATE_HOME` when it is an absolute path (the XDG
  /// specification ignores a relative one), else `HOME/.local/state`.
  package init(environment: [String: String]) {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      (base, folder) = (state, state + "/colonnade")
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      (base, folder) = (home, (home == "/" ? "" : home) + "/.local/state/colonnade")
    } else {
      (base, folder) = ("", nil)
    }
  }

  /// What the files hold, and a message for each that could not be read whole (a missing file is
  /// no problem: nothing was kept yet).
  package func load() -> (Remembered, [String]) {
    var remembered = Remembered()
    var problems: [String] = []
    guard let folder else { return (remembered, problems) }
    if let bytes = read("bookmarks", into: &problems) {
      let (bookmarks, bad) = Remembered.bookmarks(from: bytes)
      remembered.bookmarks = bookmarks
      if bad > 0 { problems.append(Self.ignored(bad, in: folder + "/bookmarks")) }
    }
    if let bytes = read("history", into: &problems) {
      let (history, bad) = Remembered.history(from: bytes)
      remembered.history = history
      if bad > 0 { problems.append(Self.ignored(bad, in: folder + "/history")) }
    }
    return (remembered, problems)
  }

  /// Writes the bookmarks: this run's edits applied to the file as it is now (another browser
  /// may have saved since), so neither loses the other's; nothing when this run made none. A
  /// message when they could not be written.
  package func saveBookmarks(_ remembered: Remembered) -> String? {
    guard !remembered.bookmarkEdits.isEmpty, let folder else { return nil }
    var problems: [String] = []
    var bookmarks = read("bookmarks", into: &problems).map { Remembered.bookmarks(from: $0).bookmarks } ?? [:]
    guard problems.isEmpty || SafeFile.kind(atPath: folder + "/bookmarks") == nil else {
      return "Cannot save the bookmarks: " + problems.joined(separator: "; ")
    }
    for (key, folder) in remembered.bookmarkEdits { bookmarks[key] = folder }
    return save("bookmarks", Remembered.text(of: bookmarks))
  }

  /// Writes the folder history; a message when it could not be written.
  package func saveHistory(_ remembered: Remembered) -> String? {
    save("history", remembered.historyText)
  }

  private func read(_ name: String, into problems: inout [String]) -> [UInt8]? {
    guard let folder else { return nil }
    let path = folder + "/" + name
    do {
      return try SafeFile.read(path, limit: Remembered.fileLimit)
    } catch .system(_, let number) where number == ENOENT {
      return nil
    } catch {
      problems.append("Cannot read \(path): \(error); it is ignored")
      return nil
    }
  }

  /// Writes one file; nothing when the base folder does not exist (the browser never makes a
  /// home folder, nor any folder outside it).
  private func save(_ name: String, _ text: String) -> String? {
    guard let folder, SafeFile.kind(atPath: base) == .folder else { return nil }
    do {
      if SafeFile.kind(atPath: folder) == nil {
        // The XDG specification: a missing state folder is made readable by its owner only.
        try SafeFile.createFolders(String(folder.dropLast("/colonnade".count)))
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
          throw SafeFileError.system(call: "mkdir", errno: errno)
        }
      }
      try SafeFile.replace(folder + "/" + name, with: Array(text.utf8))
      return nil
    } catch {
      return "Cannot save the \(name) in \(folder): \(error)"
    }
  }

  private static func ignored(_ count: Int, in path: String) -> String {
    "Ignored \(count) bad line\(count == 1 ? "" : "s") of \(path)"
  }
}
