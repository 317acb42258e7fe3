import ColonnadeTerminal

/// The command typed after `:` (rule T3) and where the cursor is in it. The text is bytes, so a
/// name that is not UTF-8 or holds a newline, put there by `cw` or `A`, comes back out as it went
/// in; the cursor steps over a whole UTF-8 sequence, or one byte that starts none.
///
/// ```swift
/// var line = CommandLineEdit("rename notes.txt", cursor: .beforeExtension)
/// line.insert("-old")      // "rename notes-old.txt"
/// line.text                // the bytes
/// ```
package struct CommandLineEdit: Hashable, Sendable {
  /// The command's bytes.
  package private(set) var text: [UInt8]
  /// The byte offset of the cursor, from 0 to `text.count`, always at the start of a character.
  package private(set) var cursor: Int

  /// Where the cursor starts in a prefilled line.
  package enum Start: Hashable, Sendable {
    /// After the last byte.
    case end
    /// Just after the command's first word and its space (ranger's `I`).
    case afterCommand
    /// Before the name's last extension (ranger's `a`, `rename_append`); at the end where the
    /// name has none (or only a leading dot).
    case beforeExtension
  }

  /// A line holding `text`, its cursor at `start`.
  package init(_ text: [UInt8], cursor start: Start = .end) {
    self.text = text
    cursor = text.count
    let word = (text.firstIndex(of: UInt8(ascii: " ")) ?? text.count - 1) + 1
    switch start {
    case .end: break
    case .afterCommand: cursor = min(word, text.count)
    case .beforeExtension:
      if let dot = text.lastIndex(of: UInt8(ascii: ".")), dot > word { cursor = dot }
    }
  }

  /// A line holding `text`'s UTF-8, its cursor at the end.
  package init(_ text: String, cursor start: Start = .end) { self.init(Array(text.utf8), cursor: start) }

  /// Whether the line is empty.
  package var isEmpty: Bool { text.isEmpty }

  /// The text as a string (invalid bytes as U+FFFD): for commands that take words, not names.
  package var string: String { String(decoding: text, as: UTF8.self) }

  /// Types `typed` at the cursor; `false`, changing nothing, when the line would pass `limit` bytes.
  package mutating func insert(_ typed: String, limit: Int = BrowserLimits.commandBytes) -> Bool {
    let bytes = Array(typed.utf8)
    guard text.count + bytes.count <= limit else { return false }
    text.insert(contentsOf: bytes, at: cursor)
    cursor += bytes.count
    return true
  }

  /// Backspace: removes the character before the cursor.
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let start = Self.start(before: cursor, in: text)
    text.removeSubrange(start..<cursor)
    cursor = Self.start(atOrBefore: start, in: text)
  }

  /// Delete: removes the character at the cursor.
  package mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.removeSubrange(cursor..<Self.end(after: cursor, in: text))
    cursor = Self.start(atOrBefore: cursor, in: text)
  }

  /// Ctrl-U: removes everything before the cursor, as readline does.
  package mutating func deleteToStart() {
    text.removeSubrange(0..<cursor)
    cursor = 0
  }

  /// Ctrl-W: removes the word before the cursor and the blanks after it, as readline does (after
  /// `cw`, what is left is `rename `, ready for a new name).
  package mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, text[start - 1] == UInt8(ascii: " ") { start -= 1 }
    while start > 0, text[start - 1] != UInt8(ascii: " ") { start -= 1 }
    text.removeSubrange(start..<cursor)
    cursor = Self.start(atOrBefore: start, in: text)
  }

  /// ← and →: one character; Home and End (Ctrl-A, Ctrl-E): to either end.
  package mutating func moveLeft() { if cursor > 0 { cursor = Self.start(before: cursor, in: text) } }
  package mutating func moveRight() { if cursor < text.count { cursor = Self.end(after: cursor, in: text) } }
  package mutating func moveToStart() { cursor = 0 }
  package mutating func moveToEnd() { cursor = text.count }

  /// The line as the status line shows it: `:`, the text escaped (rule T5), a bar at the cursor;
  /// when what is before the cursor is wider than `width` cells less a margin, its start is
  /// shown as `…`, so the cursor stays in view. O(n).
  package func shown(width: Int) -> String {
    var before = ":" + SafeText.decoding(Array(text[..<cursor]))
    let room = max(8, width - 12)
    if DisplayWidth.of(before) > room {
      var kept: [Character] = []
      var used = 1
      for character in before.reversed() {
        used += DisplayWidth.of(character)
        if used > room { break }
        kept.append(character)
      }
      before = "…" + String(kept.reversed())
    }
    return before + "▏" + SafeText.decoding(Array(text[cursor...]))
  }

  /// Where the character before the one at `index` starts. O(index): the bytes are read from the
  /// start, as the cursor steps over them, since a byte's meaning depends on those before it.
  static func start(before index: Int, in text: [UInt8]) -> Int {
    var start = 0
    var next = 0
    while next < index {
      start = next
      next = end(after: next, in: text)
    }
    return start
  }

  /// Where the character holding byte `index` starts (`index` itself at a character's start or
  /// the end): where a cursor goes when an edit joins the bytes around it into one character.
  static func start(atOrBefore index: Int, in text: [UInt8]) -> Int {
    var start = 0
    while start < index {
      let next = end(after: start, in: text)
      if next > index { return start }
      start = next
    }
    return index
  }

  /// Where the character that starts at `index` ends: after a whole UTF-8 sequence, else after
  /// one byte.
  static func end(after index: Int, in text: [UInt8]) -> Int {
    let lead = text[index]
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 1
      }
    guard length > 1, index + length <= text.count,
      text[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
    else { return index + 1 }
    return index + length
  }
}
