import ColonnadeTerminal

/// What the browser keeps between runs (rule T6): the bookmarks and the folder history, and
/// their text form, one line each, which the edge writes under `$XDG_STATE_HOME/colonnade`.
///
/// ```swift
/// var remembered = Remembered()
/// remembered.bookmarks["s"] = FilePath("/home/ada/src")
/// remembered.bookmarksText   // "# Colonnade bookmarks…\ns\t/home/ada/src\n"
/// let (read, bad) = Remembered.bookmarks(from: remembered.bookmarksText)   // bad == 0
/// ```
///
/// A path's bytes are written as they are, but for blanks, control characters, bytes that are not
/// ASCII, `\` and `#` (which starts a comment), which are written `\xNN`: every path, whatever
/// its bytes, reads back the same.
public struct Remembered: Hashable, Sendable {
  /// Folders by their bookmark's key.
  public var bookmarks: [Character: FilePath] = [:]
  /// The folders the list showed, oldest first.
  public var history: [FilePath] = []
  /// This run's changes to the bookmarks: a folder set, or `nil` for one forgotten. Saving
  /// applies them to the file as it is then, so two browsers open at once keep each other's.
  public var bookmarkEdits: [Character: FilePath?] = [:]

  /// Nothing remembered.
  public init() {}

  /// The most bytes a file of them is read from; a longer one is ignored as a whole.
  public static let fileLimit = 1 << 20

  /// The bookmarks as text: a comment, then a key, a tab and a path a line, sorted by key.
  public var bookmarksText: String { Self.text(of: bookmarks) }

  /// `bookmarks` as the bookmarks file holds them.
  public static func text(of bookmarks: [Character: FilePath]) -> String {
    var text = "# Colonnade bookmarks: a key, a tab, the folder (bytes other than printable ASCII as \\xNN)\n"
    for (key, folder) in bookmarks.sorted(by: { $0.key < $1.key }) {
      text += Self.escaped(Array(String(key).utf8)) + "\t" + Self.escaped(folder.bytes) + "\n"
    }
    return text
  }

  /// The history as text: a comment, then a path a line, oldest first.
  public var historyText: String {
    var text = "# Colonnade folder history, oldest first (bytes other than printable ASCII as \\xNN)\n"
    for folder in history { text += Self.escaped(folder.bytes) + "\n" }
    return text
  }

  /// The bookmarks `text` holds, and how many of its lines were not bookmarks (ignored): lines
  /// starting with `#` and blank ones are comments.
  public static func bookmarks(from text: [UInt8]) -> (bookmarks: [Character: FilePath], bad: Int) {
    var found: [Character: FilePath] = [:]
    var bad = 0
    for line in lines(text) {
      guard let tab = line.firstIndex(of: 0x09), let key = unescaped(line[..<tab]),
        let name = UTF8Text.validated(key[...]), name.count == 1, let character = name.first,
        !character.isWhitespace, let path = folder(line[(tab + 1)...])
      else {
        bad += 1
        continue
      }
      found[character] = path
    }
    return (found, bad)
  }

  /// The history `text` holds (at most ``FolderHistory/limit`` folders, the newest), and how many
  /// of its lines were not folders (ignored).
  public static func history(from text: [UInt8]) -> (history: [FilePath], bad: Int) {
    var found: [FilePath] = []
    var bad = 0
    for line in lines(text) {
      guard let path = folder(line[...]) else {
        bad += 1
        continue
      }
      found.append(path)
    }
    return (Array(found.suffix(FolderHistory.limit)), bad)
  }

  /// The lines that are neither blank nor comments.
  private static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
    text.split(separator: 0x0A).filter { !$0.isEmpty && $0.first != UInt8(ascii: "#") }
  }

  /// An absolute path, written escaped.
  private static func folder(_ text: ArraySlice<UInt8>) -> FilePath? {
    guard let bytes = unescaped(text), bytes.first == UInt8(ascii: "/"), !bytes.contains(0) else {
      return nil
    }
    return FilePath(bytes: bytes)
  }

  /// `bytes` with blanks, controls, non-ASCII bytes, `\` and `#` as `\xNN`. O(n).
  static func escaped(_ bytes: [UInt8]) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for byte in bytes {
      if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "#") {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "\\"), UInt8(ascii: "x"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes an escaped text stands for; `nil` when it holds a blank, a control character or a
  /// `\` that starts no `\xNN`. O(n).
  static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\\") {
        guard text.endIndex - index >= 4, text[index + 1] == UInt8(ascii: "x"),
          let high = hexValue(text[index + 2]), let low = hexValue(text[index + 3])
        else { return nil }
        out.append(high << 4 | low)
        index += 4
      } else {
        guard byte > 0x20, byte != 0x7F else { return nil }
        out.append(byte)
        index += 1
      }
    }
    return out
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}

extension Browser {
  /// What the browser keeps between runs now: its bookmarks and folder history.
  public var remembered: Remembered {
    var remembered = Remembered()
    remembered.bookmarks = bookmarks
    remembered.bookmarkEdits = bookmarkEdits
    remembered.history = visits.folders
    return remembered
  }

  /// Takes back what an earlier run kept: its bookmarks, and its history before the folder shown
  /// now, so `-` and `H` reach the folders of the last run.
  public mutating func restore(_ remembered: Remembered) {
    bookmarks = remembered.bookmarks
    let current = visits.folders
    visits = FolderHistory()
    for folder in remembered.history + current { visits.visit(folder) }
  }
}
