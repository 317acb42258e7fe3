import ColonnadeBrowser
import ColonnadeJSON
import ColonnadeOptions
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
  /// Whether `i` shows the Info pane levitated over a scrim (rule L15).
  var levitatesInfo = false

  /// Every option of `colonnade demo`: its `--help` (after the key table) and its parser.
  static func table(keys: String) -> OptionTable<Self> {
    OptionTable(
      command: "demo",
      header: """
        Usage: colonnade demo [PATH] [--fold flat|book|tabletop] [--levitate-info] [--choose-dir FILE]
               colonnade demo [PATH] --snapshot COLSxROWS [--keys "j j enter"] [--fold book|tabletop]

        Browses PATH (default: the current folder; a file opens its folder with the file highlighted)
        in three adaptive columns: places, the folder's entries, a preview of the highlighted one,
        and its metadata when the window is wide enough.
        Resize the terminal or split it in tmux and the columns collapse, float and expand as an iPad
        app's do in Split View; f folds the window like a book or a laptop on a table.

        Keys:
        \(keys)

        The browser only reads files (--choose-dir writes only the file it names). Without a
        terminal, print one screen as text instead:


        """,
      sections: [
        OptionSection(
          "Options",
          [
            CommandOption(
              "--snapshot", "COLSxROWS",
              help: "print the screen of a COLS × ROWS terminal as plain text and exit",
              example: "120x40"
            ) { options, text throws(ArgumentError) in options.snapshot = try Self.size(text) },
            CommandOption(
              "--keys", "\"K K ...\"",
              help: """
                keys to press first: characters, or enter, esc, backspace, tab,
                shift-tab, up, down, left, right, pgup, pgdn, home, end, space
                """, example: "j j enter"
            ) { options, text throws(ArgumentError) in options.keys = try Self.keys(text) },
            .choice(
              "--fold", "POSTURE",
              help: "flat (default), book (a vertical fold) or tabletop (a horizontal one)",
              into: \.foldGiven),
            .flag(
              "--levitate-info",
              help: "i shows the Info pane as a dialog over a scrim (Material's levitated pane)",
              into: \.levitatesInfo),
            .text(
              "--choose-dir", "FILE",
              help: "on quit, write the folder shown to FILE (for a shell's cd on quit)",
              example: "last-dir.txt", into: \.chooseDirectory),
          ])
      ],
      helpColumn: 25,
      positional: (name: "PATH", read: { options, path in options.path = path }))
  }

  /// The options before any are read.
  init() {}

  /// Reads the options; throws a usage error naming the bad argument (rule X5).
  init(_ arguments: [String]) throws(UsageError) {
    let table = Self.table(keys: "")
    self = try table.parse(arguments, into: Self())
    if !keys.isEmpty, snapshot == nil {
      throw table.error("--keys needs --snapshot: keys are pressed before the screen is printed")
    }
  }

  /// `--fold` as given, for the table to write into.
  private var foldGiven: FoldPosture? {
    get { fold }
    set { fold = newValue ?? .flat }
  }

  /// Parses `COLSxROWS`, each from 1 to 1000.
  static func size(_ text: String) throws(ArgumentError) -> CellSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false).map {
      NumberSyntax.whole(String($0))
    }
    guard parts.count == 2, let columns = parts[0], let rows = parts[1], (1...1000).contains(columns),
      (1...1000).contains(rows)
    else {
      throw .invalidValue(
        option: "--snapshot", value: text,
        reason: "is not a size: use COLSxROWS with each from 1 to 1000, such as 120x40")
    }
    return CellSize(width: Int(columns), height: Int(rows))
  }

  /// The key names `--keys` takes, and the key each stands for.
  static let keyNames: [String: Key] = [
    "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "backspace": .backspace,
    "tab": .tab, "backtab": .backTab, "shift-tab": .backTab, "up": .up, "down": .down, "left": .left,
    "right": .right, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    "home": .home, "end": .end, "space": .character(" "), "ctrl-c": .control("c"),
  ]

  /// Parses space-separated key names: a single character, or a name such as `enter` or `tab`.
  static func keys(_ text: String) throws(ArgumentError) -> [Key] {
    var keys: [Key] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      if word.count == 1, let character = word.first, character.isASCII, !character.isWhitespace,
        character.asciiValue.map({ $0 >= 0x21 && $0 < 0x7F }) == true
      {
        keys.append(.character(character))
      } else if let key = keyNames[word.lowercased()] {
        keys.append(key)
      } else {
        throw .unknownItem(
          option: "--keys", item: String(word), kind: "key",
          hint: "use single characters or enter, esc, backspace, tab, "
            + "shift-tab, up, down, left, right, pgup, pgdn, home, end, space")
      }
    }
    return keys
  }
}
