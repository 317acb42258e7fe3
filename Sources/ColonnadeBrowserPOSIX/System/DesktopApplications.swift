import ColonnadeBrowser
import ColonnadePOSIX

/// The desktop's applications for a file, as the freedesktop.org specifications find them: the
/// file's MIME type from shared-mime-info's `mime/globs2`, the applications `mimeapps.list` names
/// for it (the default first, then the added associations, less the removed ones), each read from
/// its `.desktop` file (`Name`, `Exec`, `Terminal`). Where none of these files are (a server, a
/// container), there are none.
///
/// ```swift
/// let desktop = DesktopApplications(environment: ["HOME": "/home/ada"])
/// desktop.applications(for: FilePath("/home/ada/cat.png"), isFolder: false)
/// // [Application(name: "Image Viewer", command: "'eog' \"$@\"", terminal: false)]
/// ```
package struct DesktopApplications: Sendable {
  /// An application that opens a type of file.
  package struct Application: Hashable, Sendable {
    /// Its `Name`.
    package var name: String
    /// Its `Exec` line as a `sh` command, every word quoted, the files as `"$1"` or `"$@"`.
    package var command: String
    /// Whether it runs in a terminal (`Terminal=true`) rather than in a window of its own.
    package var terminal: Bool
  }

  /// Where the configuration is read: `XDG_CONFIG_HOME` and `XDG_CONFIG_DIRS`.
  let configFolders: [String]
  /// Where data is read: `XDG_DATA_HOME` and `XDG_DATA_DIRS`.
  let dataFolders: [String]

  /// The most bytes read of one file.
  static let fileLimit = 1 << 20

  /// The folders the XDG Base Directory specification names, from `environment`.
  package init(environment: [String: String]) {
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    func folders(_ variable: String, _ fallback: String) -> [String] {
      let value = environment[variable] ?? ""
      return (value.isEmpty ? fallback : value).split(separator: ":").map(String.init).filter {
        $0.hasPrefix("/")
      }
    }
    func homeFolder(_ variable: String, _ fallback: String) -> [String] {
      if let value = environment[variable], value.hasPrefix("/") { return [value] }
      return home.map { [$0 + fallback] } ?? []
    }
    configFolders = homeFolder("XDG_CONFIG_HOME", "/.config") + folders("XDG_CONFIG_DIRS", "/etc/xdg")
    dataFolders =
      homeFolder("XDG_DATA_HOME", "/.local/share") + folders("XDG_DATA_DIRS", "/usr/local/share:/usr/share")
  }

  /// The applications for the file at `path`, the default first; at most `limit`.
  package func applications(for path: FilePath, isFolder: Bool, limit: Int = 8) -> [Application] {
    guard let type = isFolder ? "inode/directory" : mimeType(of: path.lastComponent) else { return [] }
    var found: [Application] = []
    for id in desktopIDs(for: type) where found.count < limit {
      if let application = application(id), !found.contains(application) { found.append(application) }
    }
    return found
  }

  /// The MIME type `globs2` gives a file name: the heaviest matching glob, the longest among
  /// equals; case-insensitive unless the glob says `cs`.
  package func mimeType(of name: [UInt8]) -> String? {
    let lowered = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    var best: (weight: Int, length: Int, type: String)?
    for folder in dataFolders {
      for line in lines(of: folder + "/mime/globs2") {
        let fields = line.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count >= 3, let weight = Int(fields[0]) else { continue }
        let glob = Array(fields[2].utf8)
        let caseSensitive = fields.count > 3 && fields[3].split(separator: ",").contains("cs")
        guard Self.matches(glob, caseSensitive ? name : lowered) else { continue }
        if best.map({ weight > $0.weight || (weight == $0.weight && glob.count > $0.length) }) ?? true {
          best = (weight, glob.count, String(fields[1]))
        }
      }
      if best != nil { return best?.type }
    }
    return nil
  }

  /// Whether `name` matches `glob`: a literal name, or `*` and a suffix (most of globs2).
  static func matches(_ glob: [UInt8], _ name: [UInt8]) -> Bool {
    if glob.first == UInt8(ascii: "*"), !glob.dropFirst().contains(where: { "*?[".utf8.contains($0) }) {
      return name.count >= glob.count - 1 && name.suffix(glob.count - 1).elementsEqual(glob.dropFirst())
    }
    return glob == name
  }

  /// The desktop ids `mimeapps.list` associates with `type`: defaults, then added ones, less
  /// removed ones, the first file naming an id deciding it.
  func desktopIDs(for type: String) -> [String] {
    var defaults: [String] = []
    var added: [String] = []
    var removed: Set<String> = []
    let files =
      configFolders.map { $0 + "/mimeapps.list" } + dataFolders.map { $0 + "/applications/mimeapps.list" }
    for file in files {
      // A file's removals apply to its own additions and to those of the files after it.
      var groups: [String: [String]] = [:]
      var group = ""
      for line in lines(of: file) {
        if line.hasPrefix("[") {
          group = String(line)
          continue
        }
        guard let equals = line.firstIndex(of: "="), line[..<equals].trimmingBlanks == type else { continue }
        groups[group, default: []] += line[line.index(after: equals)...].split(separator: ";").map {
          String($0.trimmingBlanks)
        }
      }
      removed.formUnion(groups["[Removed Associations]"] ?? [])
      defaults += (groups["[Default Applications]"] ?? []).filter { !removed.contains($0) }
      added += (groups["[Added Associations]"] ?? []).filter { !removed.contains($0) }
    }
    var seen: Set<String> = []
    return (defaults + added).filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// The application a desktop id names, from the first data folder that has its file; `nil` for
  /// a missing, hidden or unusable one.
  func application(_ id: String) -> Application? {
    guard !id.contains("/"), id.hasSuffix(".desktop") else { return nil }
    for folder in dataFolders {
      let entries = lines(of: folder + "/applications/" + id)
      guard !entries.isEmpty else { continue }
      var fields: [String: String] = [:]
      var inEntry = false
      for line in entries {
        if line.hasPrefix("[") {
          inEntry = line == "[Desktop Entry]"
          continue
        }
        guard inEntry, let equals = line.firstIndex(of: "=") else { continue }
        let key = String(line[..<equals].trimmingBlanks)
        if fields[key] == nil { fields[key] = String(line[line.index(after: equals)...].trimmingBlanks) }
      }
      guard fields["Hidden"] != "true", let name = fields["Name"], let exec = fields["Exec"],
        let command = Self.shellCommand(exec: exec)
      else { return nil }
      return Application(name: name, command: command, terminal: fields["Terminal"] == "true")
    }
    return nil
  }

  /// An `Exec` value as a `sh` command: each word single-quoted, `%f` and `%u` the first file
  /// (`"$1"`), `%F` and `%U` all of them (`"$@"`), other field codes dropped; with no file code,
  /// the files follow. `nil` for a line that does not parse (an unclosed quote).
  package static func shellCommand(exec: String) -> String? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    var escaped = false
    for character in exec {
      if escaped {
        word.append(character)
        escaped = false
      } else if quoted, character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
        inWord = true
      } else if !quoted, character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard !quoted, !escaped else { return nil }
    if inWord { words.append(word) }
    guard !words.isEmpty else { return nil }
    var files = false
    let shell = words.compactMap { word -> String? in
      switch word {
      case "%f", "%u":
        files = true
        return "\"$1\""
      case "%F", "%U":
        files = true
        return "\"$@\""
      case "%i", "%c", "%k", "%d", "%D", "%n", "%N", "%v", "%m": return nil
      default:
        let literal = word.split(separator: "%%", omittingEmptySubsequences: false).joined(separator: "%")
        return "'"
          + literal.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
      }
    }
    return shell.joined(separator: " ") + (files ? "" : " \"$@\"")
  }

  /// The lines of a small text file, trimmed; none when it cannot be read.
  private func lines(of path: String) -> [Substring] {
    guard let bytes = try? SafeFile.read(path, limit: Self.fileLimit) else { return [] }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { $0.trimmingBlanks }.filter {
      !$0.isEmpty && !$0.hasPrefix("#")
    }
  }
}

extension StringProtocol where SubSequence == Substring {
  /// Without blanks at either end.
  fileprivate var trimmingBlanks: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }
}
