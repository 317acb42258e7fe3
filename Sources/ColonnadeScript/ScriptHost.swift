/// What an edge gives the script runner: the files `save` and `restore` use, and how a message
/// shows a word of the script. Generic, not an existential, so Embedded Swift takes it.
package protocol ScriptHost {
  /// The text of the file at `path`, for `restore`.
  func read(_ path: String) throws(ScriptFailure) -> String
  /// Replaces the file at `path` with `text`, for `save`.
  mutating func write(_ text: String, to path: String) throws(ScriptFailure)
  /// A word of the script (or a path) as an error message repeats it; by default
  /// ``ScriptText/cut(_:)``.
  static func quoted(_ value: String) -> String
}

extension ScriptHost {
  package static func quoted(_ value: String) -> String { ScriptText.cut(value) }
}

/// Files held in memory: what `save` wrote, `restore` reads. A missing file is reported as the
/// command line reports one on a disk. At most ``totalBytes`` are held, so saving under new
/// names cannot exhaust the page's memory: past it, `save` fails and the session goes on.
package struct ScriptMemoryFiles: ScriptHost {
  /// The files' text by path.
  package private(set) var files: [String: String]
  /// The bytes of every file held.
  package private(set) var heldBytes = 0
  /// The most all files together may hold: 64 MiB (four sessions of the largest `restore` reads).
  package static let totalBytes = 64 << 20

  package init(_ files: [String: String] = [:]) {
    self.files = files
    heldBytes = files.values.reduce(0) { $0 + $1.utf8.count }
  }

  package func read(_ path: String) throws(ScriptFailure) -> String {
    guard let text = files[path] else {
      throw ScriptFailure("cannot read '\(Self.quoted(path))': no such file or folder")
    }
    return text
  }

  package mutating func write(_ text: String, to path: String) throws(ScriptFailure) {
    let replaced = files[path]?.utf8.count ?? 0
    let total = heldBytes - replaced + text.utf8.count
    guard total <= Self.totalBytes else {
      throw ScriptFailure(
        "cannot save '\(Self.quoted(path))': the page holds at most \(ScriptLimits.size(Self.totalBytes)) "
          + "of saved sessions (\(files.count) held): save over an earlier one")
    }
    files[path] = text
    heldBytes = total
  }
}

/// Why a script line failed, in one sentence.
package struct ScriptFailure: Error, Equatable, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}

/// Outside text in messages.
package enum ScriptText {
  /// The most characters of an outside value a message repeats.
  package static let quotedLength = 60

  /// `value`, or its first ``quotedLength`` scalars and its size when longer (a 50 MB word is
  /// not repeated whole). Not escaped: the JSON writer escapes what JSON needs, and a terminal
  /// edge escapes the rest.
  package static func cut(_ value: String) -> String {
    let scalars = value.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: quotedLength, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return value }
    var prefix = ""
    prefix.unicodeScalars.append(contentsOf: scalars[..<end])
    return prefix + "… (\(value.utf8.count) bytes)"
  }
}
