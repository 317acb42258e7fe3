/// Keys by name, as `--keys` and tests write them: any single character as typed (`q`, `é`, `'`),
/// or a name (`enter`, `space`, `ctrl-l`, `f1`), also in ranger's form (`<C-l>`, `<space>`).
///
/// ```swift
/// try Key.parse("5 j ctrl-d <C-l> space é")
/// // [.character("5"), .character("j"), .control("d"), .control("l"), .character(" "), .character("é")]
/// ```
extension Key {
  /// The named keys, lower-cased, and the key each stands for.
  static let names: [String: Key] = [
    "enter": .enter, "return": .enter, "cr": .enter, "esc": .escape, "escape": .escape,
    "backspace": .backspace, "bs": .backspace, "tab": .tab, "backtab": .backTab, "shift-tab": .backTab,
    "s-tab": .backTab, "up": .up, "down": .down, "left": .left, "right": .right, "pgup": .pageUp,
    "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "home": .home, "end": .end,
    "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert, "space": .character(" "),
  ]

  /// What `--keys` help lists as the names it takes.
  public static let nameSummary =
    "any single character, or enter, esc, backspace, tab, shift-tab, up, down, left, right, "
    + "pgup, pgdn, home, end, insert, delete, space, f1 to f12, ctrl-a to ctrl-z (also <C-x>)"

  /// The key a word names: a single character (not a control character or a blank), a name from
  /// ``nameSummary``, `ctrl-X`, `c-X` or `^X`, `fN`; `<...>` around any of them is allowed. `nil`
  /// for anything else.
  public init?(name word: Substring) {
    var word = word
    if word.count > 2, word.first == "<", word.last == ">" { word = word.dropFirst().dropLast() }
    if word.count == 1, let character = word.first {
      guard !character.isWhitespace,
        character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
      else { return nil }
      self = .character(character)
      return
    }
    let lowered = word.lowercased()
    if let key = Self.names[lowered] {
      self = key
      return
    }
    for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lowered.hasPrefix(prefix) {
      guard let key = Self.control(String(lowered.dropFirst(prefix.count))) else { return nil }
      self = key
      return
    }
    if lowered.first == "f", let number = Int(lowered.dropFirst()), (1...12).contains(number) {
      self = .function(number)
      return
    }
    return nil
  }

  /// Ctrl and a letter, or one of `@ [ \ ] ^ _ ?` and `space`, as a terminal sends it (Ctrl-I,
  /// Ctrl-M, Ctrl-H and Ctrl-[ arrive as Tab, Enter, Backspace and Esc).
  private static func control(_ rest: String) -> Key? {
    switch rest {
    case "i": return .tab
    case "m", "j": return .enter
    case "h", "?": return .backspace
    case "[": return .escape
    case "space", "@": return .control("@")
    default:
      guard rest.count == 1, let character = rest.first,
        character.isASCII && character.isLetter || "\\]^_".contains(character)
      else { return nil }
      return .control(character)
    }
  }

  /// Reads keys separated by blanks (``init(name:)`` for each word); throws the first word that
  /// names no key.
  public static func parse(_ text: String) throws(UnknownKeyName) -> [Key] {
    var keys: [Key] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      guard let key = Key(name: word) else { throw UnknownKeyName(word: String(word)) }
      keys.append(key)
    }
    return keys
  }
}

/// A word that names no key (``Key/parse(_:)``).
public struct UnknownKeyName: Error, Hashable, Sendable {
  /// The word, as given.
  public var word: String
}
