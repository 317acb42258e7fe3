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
/// command line reports one on a disk.
package struct ScriptMemoryFiles: ScriptHost {
  /// The files' text by path.
  package private(set) var files: [String: String]

  package init(_ files: [String: String] = [:]) {
    self.files = files
  }

  package func read(_ path: String) throws(ScriptFailure) -> String {
    guard let text = files[path] else {
      throw ScriptFailure("cannot read '\(Self.quoted(path))': no such file or folder")
    }
    return text
  }

  package mutating func write(_ text: String, to path: String) throws(ScriptFailure) {
    files[path] = text
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
