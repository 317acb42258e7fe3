import ColonnadeBrowser
import ColonnadeTerminal

/// The options of `colonnade demo` (rules X1, T7).
struct DemoOptions: Equatable {
  /// The folder to open; `.` when not given.
  var path = "."
  /// The headless screen size, when printing one screen instead of running interactively.
  var snapshot: CellSize?
  /// Keys to press before printing the headless screen.
  var keys: [Key] = []
  /// The simulated fold to start in.
  var fold = FoldPosture.flat
  /// Where to write the last folder on quit (`--choose-dir`).
  var chooseDirectory: String?

  /// Reads the options; throws a usage error naming the bad argument (rule X5).
  init(_ arguments: [String]) throws(UsageError) {
    var reader = ArgumentReader(arguments, command: "demo")
    if let size = try reader.value("--snapshot") { snapshot = try Self.size(size, reader: reader) }
    if let keys = try reader.value("--keys") { self.keys = try Self.keys(keys, reader: reader) }
    if let fold = try reader.name("--fold", as: FoldPosture.self) { self.fold = fold }
    chooseDirectory = try reader.value("--choose-dir")
    if let path = reader.positional() { self.path = path }
    try reader.finish()
    if !keys.isEmpty, snapshot == nil {
      throw reader.error("--keys needs --snapshot: keys are pressed before the screen is printed")
    }
  }

  /// Parses `COLSxROWS`, each from 1 to 1000.
  static func size(_ text: String, reader: ArgumentReader) throws(UsageError) -> CellSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...1000).contains(columns), (1...1000).contains(rows)
    else {
      throw reader.error(
        "--snapshot '\(SafeText.escaped(text))' is not a size: use COLSxROWS with each from 1 to 1000, such as 120x40"
      )
    }
    return CellSize(width: columns, height: rows)
  }

  /// The key names `--keys` takes, and the key each stands for.
  static let keyNames: [String: Key] = [
    "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "backspace": .backspace,
    "tab": .tab, "backtab": .backTab, "shift-tab": .backTab, "up": .up, "down": .down, "left": .left,
    "right": .right, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    "home": .home, "end": .end, "space": .character(" "), "ctrl-c": .control("c"),
  ]

  /// Parses space-separated key names: a single character, or a name such as `enter` or `tab`.
  static func keys(_ text: String, reader: ArgumentReader) throws(UsageError) -> [Key] {
    var keys: [Key] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      if word.count == 1, let character = word.first, character.isASCII, !character.isWhitespace,
        character.asciiValue.map({ $0 >= 0x21 && $0 < 0x7F }) == true
      {
        keys.append(.character(character))
      } else if let key = keyNames[word.lowercased()] {
        keys.append(key)
      } else {
        throw reader.error(
          "unknown key '\(SafeText.escaped(word))' in --keys: use single characters or enter, esc, backspace, tab, "
            + "shift-tab, up, down, left, right, pgup, pgdn, home, end, space")
      }
    }
    return keys
  }
}
