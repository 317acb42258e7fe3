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
  /// Where to write the chosen files (`--choose`).
  var choose: String?
  /// Whether the chosen paths end with a NUL byte rather than a newline (`--null`).
  var null = false
  /// Whether `i` shows the Info pane levitated over a scrim (rule L15).
  var levitatesInfo = false

  /// Every option of `colonnade demo`: its `--help` (after the key table) and its parser.
  static func table(keys: String) -> OptionTable<Self> {
    OptionTable(
      command: "demo",
      header: """
        Usage: colonnade demo [PATH] [--fold flat|book|tabletop] [--levitate-info]
                              [--choose FILE [--null] | --choose-dir FILE]
               colonnade demo [PATH] --snapshot COLSxROWS [--keys "j j enter"] [--fold book|tabletop]

        A file manager in adaptive columns. Browses PATH (default: the current folder; a file opens
        its folder with the file highlighted) in three columns — places, the folder's entries, a
        preview of the highlighted one — and its details when the window is wide enough.
        Resize the terminal or split it in tmux and the columns collapse, float and expand as an iPad
        app's do in Split View; zF folds the window like a book or a laptop on a table.

        Keys:
        \(keys)

        As a picker: --choose FILE ends on Enter on a file, writing the marked files (or that file)
        to FILE, one path a line; --choose-dir FILE ends on q, writing the folder shown. Exit
        status 0 when something was chosen, 1 when nothing was (Q, Ctrl-C) or FILE cannot be
        written, 2 on bad arguments.

        The browser changes files only with the keys above (copy, move, rename, new folder or file,
        to the Trash in $XDG_DATA_HOME/Trash; each asks before it overwrites), and writes only the
        files --choose and --choose-dir name, and its bookmarks and folder history in
        $XDG_STATE_HOME/colonnade (else ~/.local/state/colonnade). --snapshot carries out the
        keys' file operations too, each finished before the next key.
        Without a terminal, print one screen as text instead:


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
                keys to press first, apart: any character, or enter, esc, backspace,
                tab, shift-tab, up, down, left, right, pgup, pgdn, home, end, insert,
                delete, space, f1 to f12, ctrl-a to ctrl-z (ranger's <C-l> too)
                """, example: "5 j ctrl-d enter"
            ) { options, text throws(ArgumentError) in options.keys = try Self.keys(text) },
            .choice(
              "--fold", "POSTURE",
              help: "flat (default), book (a vertical fold) or tabletop (a horizontal one)",
              into: \.foldGiven),
            .flag(
              "--levitate-info",
              help: "zi shows the Info pane as a dialog over a scrim (Material's levitated pane)",
              into: \.levitatesInfo),
            .text(
              "--choose", "FILE",
              help: "pick files: Enter on a file writes the marked files, or it, to FILE",
              example: "chosen.txt", into: \.choose),
            .flag("--null", help: "end each chosen path with a NUL byte, not a newline", into: \.null),
            .text(
              "--choose-dir", "FILE",
              help: "pick a folder: q writes the folder shown to FILE (a shell's cd on quit)",
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
    if choose != nil, chooseDirectory != nil {
      throw table.error("--choose and --choose-dir pick different things: give one of them")
    }
    if null, choose == nil { throw table.error("--null needs --choose: it separates the chosen paths") }
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

  /// Parses keys apart: any character, or a name such as `enter`, `ctrl-d` or `f1` (``Key/parse(_:)``).
  static func keys(_ text: String) throws(ArgumentError) -> [Key] {
    do {
      return try Key.parse(text)
    } catch {
      throw .unknownItem(option: "--keys", item: error.word, kind: "key", hint: "use " + Key.nameSummary)
    }
  }
}
