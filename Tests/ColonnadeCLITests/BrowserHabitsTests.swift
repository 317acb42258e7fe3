import ColonnadeCLI
import Foundation
import Testing

/// Rule T3 (the habits ranger, nnn and lf users bring): each drives the real browser on
/// real files in snapshot mode (`colonnade demo PATH --snapshot COLSxROWS --keys …`, rule T7),
/// its home and state folder in a scratch folder.
@Suite struct BrowserHabitsTests {
  /// A scratch folder: `home/` (HOME), `state/` (XDG_STATE_HOME) and `tree/`, which holds the
  /// folders `alpha` and `beta` of five files each, `notes.txt` and 60 files `file1`…`file60`
  /// in `many/`. Removed by `remove()`.
  struct Scratch {
    let root: URL
    var tree: URL { root.appendingPathComponent("tree") }
    var state: URL { root.appendingPathComponent("state/colonnade") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "colonnade-habits-\(UUID().uuidString)")
      let files = FileManager.default
      for folder in ["home", "state", "tree/alpha", "tree/beta", "tree/many"] {
        try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      for folder in ["alpha", "beta"] {
        for index in 1...5 {
          try Data("\(folder) \(index)\n".utf8).write(
            to: tree.appendingPathComponent("\(folder)/\(folder)-\(index).txt"))
        }
      }
      for index in 1...60 { try Data().write(to: tree.appendingPathComponent("many/file\(index)")) }
      try Data("notes\n".utf8).write(to: tree.appendingPathComponent("notes.txt"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The environment every run gets: HOME and XDG_STATE_HOME inside the scratch folder.
    var environment: [String: String] {
      [
        "HOME": root.appendingPathComponent("home").path,
        "XDG_STATE_HOME": root.appendingPathComponent("state").path,
      ]
    }

    /// `colonnade demo FOLDER --snapshot SIZE --keys KEYS EXTRA…`.
    func run(_ folder: String = "", size: String = "100x20", keys: String = "", _ extra: [String] = [])
      -> Outcome
    {
      var arguments = ["demo", tree.appendingPathComponent(folder).path, "--snapshot", size]
      if !keys.isEmpty { arguments += ["--keys", keys] }
      return ColonnadeCommand.run(
        Invocation(arguments: arguments + extra, environment: environment, files: MemoryFileSystem()))
    }
  }

  /// The status line: the screen's last line.
  static func status(_ outcome: Outcome) -> String {
    String(outcome.output.split(separator: "\n").last ?? "")
  }

  /// `?` then q or Esc closes the help and nothing else: the next key moves, it did not quit.
  @Test(arguments: ["q", "esc"])
  func helpClosesWithQAndEsc(_ key: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let outcome = scratch.run("many", keys: "? \(key) j")
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(!outcome.output.contains("Keys"), "\(outcome.output)")
    #expect(Self.status(outcome).contains("file2  2/60"), "\(outcome.output)")
  }

  /// q and Esc close every overlay, and only it: the bookmarks (Esc: q names one), the open-with
  /// menu, the Info sheet, floating columns, the lifecycle view, the command line (Esc).
  @Test(arguments: [
    ("' esc", "100x20", "Bookmarks"), ("o q", "100x20", "Open"), ("o esc", "100x20", "Open"),
    ("j j j j j j enter z i q", "60x20", "Info"), ("z s q", "100x20", "Places"),
    ("z t q", "100x20", "Lifecycle"), ("z t esc", "100x20", "Lifecycle"),
    ("z s esc", "100x20", "Places"),
    (": a b esc", "100x20", ":ab▏"), ("/ n o esc", "100x20", "/no▏"),
  ])
  func overlaysCloseWithQAndEsc(_ keys: String, _ size: String, _ overlay: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let open = scratch.run(size: size, keys: String(keys.dropLast(keys.hasSuffix("esc") ? 4 : 2)))
    #expect(open.output.contains(overlay), "\(keys): the overlay is open\n\(open.output)")
    let closed = scratch.run(size: size, keys: keys + " j")
    #expect(closed.status == 0)
    #expect(!closed.output.contains(overlay), "\(keys)\n\(closed.output)")
  }

  /// Bookmarks take any key that can name one (q, digits, signs, é), say what a missing one is,
  /// refuse a key that cannot be a name, and are kept between runs in `$XDG_STATE_HOME/colonnade`.
  @Test func bookmarksByAnyKeyKeptBetweenRuns() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for name in ["q", "7", ",", "é"] {
      let marked = scratch.run("alpha", keys: "m \(name)")
      #expect(Self.status(marked).contains("Bookmark \(name): "), "\(marked.output)")
      let back = scratch.run("beta", keys: "' \(name)")
      #expect(Self.status(back).contains("/tree/alpha/alpha-1.txt"), "\(name)\n\(back.output)")
    }
    let missing = scratch.run(keys: "' z")
    #expect(
      Self.status(missing).contains("No bookmark z: m z bookmarks the folder shown"), "\(missing.output)")
    let space = scratch.run(keys: "m space")
    #expect(Self.status(space).contains("Space cannot name a bookmark"), "\(space.output)")
    let saved = try String(contentsOf: scratch.state.appendingPathComponent("bookmarks"), encoding: .utf8)
    #expect(saved.contains("q\t") && saved.contains("\\xC3\\xA9\t"), "\(saved)")
    let forgotten = scratch.run(keys: "u m q ' q")
    #expect(Self.status(forgotten).contains("No bookmark q"), "\(forgotten.output)")
  }

  /// Counts (`5j`, `3k`, `10G`, `22gg`), Ctrl-D and Ctrl-U (half a page: 8 of the 17 rows a page
  /// moves at 100 × 20), Ctrl-F and Ctrl-B (a page), ranger's J and K, `gg` and G.
  @Test(arguments: [
    ("5 j", "6/60"), ("5 j 3 k", "3/60"), ("1 0 G", "10/60"), ("G", "60/60"), ("G g g", "1/60"),
    ("2 2 g g", "22/60"),
    ("ctrl-d", "9/60"), ("ctrl-d ctrl-d ctrl-u", "9/60"), ("ctrl-f", "18/60"), ("ctrl-f ctrl-b", "1/60"),
    ("J", "9/60"), ("J K", "1/60"), ("2 ctrl-d", "17/60"), ("<C-f> <C-f>", "35/60"),
  ])
  func countsAndPages(_ keys: String, _ position: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let outcome = scratch.run("many", keys: keys)
    #expect(Self.status(outcome).contains(" \(position)"), "\(keys)\n\(outcome.output)")
  }

  /// Every key that moves between folders brings back each folder's highlight: up and down again,
  /// `H` and `L`, `-`, a bookmark, `:cd`.
  @Test(arguments: [
    "enter j j h j enter j h k enter",  // into alpha, third; up; into beta; up; into alpha again
    "enter j j h j enter H H",  // back through the history
    "enter j j H L",  // back and forward
    "enter j j : c d space . . / b e t a enter -",  // the previous folder
    "enter j j m a h ' a",  // a bookmark
    "enter j j h : c d space a l p h a enter",  // a typed cd
  ])
  func everyWayBackKeepsTheHighlight(_ keys: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let outcome = scratch.run(keys: keys)
    #expect(Self.status(outcome).contains("alpha/alpha-3.txt  3/5"), "\(keys)\n\(outcome.output)")
  }

  /// `--keys` takes whatever a user can type: any character (é, 字), control keys in every
  /// spelling, function keys; a word that is no key is refused, naming it.
  @Test func keysTakeWhatAUserTypes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(Self.status(scratch.run(keys: "é")).contains("Unknown key ‘é’"))
    #expect(Self.status(scratch.run(keys: "字")).contains("Unknown key ‘字’"))
    #expect(scratch.run(keys: "f1").output.contains("Keys"))
    #expect(scratch.run("many", keys: "ctrl-d").output == scratch.run("many", keys: "<C-d>").output)
    #expect(scratch.run("many", keys: "ctrl-d").output == scratch.run("many", keys: "^D").output)
    #expect(scratch.run(keys: "ctrl-l").output == scratch.run().output, "Ctrl-L redraws what is shown")
    let bad = scratch.run(keys: "jump")
    #expect(bad.status == 2 && bad.errors.contains("unknown key 'jump' in --keys"), "\(bad.errors)")
  }

  /// A path argument opens it, or says why not: a missing one, a file (its folder opens with it
  /// highlighted), a name that is not UTF-8 reaching the file system as its bytes.
  @Test func pathArguments() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let missing = ColonnadeCommand.run(
      Invocation(
        arguments: [scratch.tree.path + "/no/such"], environment: scratch.environment,
        files: MemoryFileSystem()))
    #expect(missing.status == 2)
    #expect(missing.errors.contains("cannot open '") && missing.errors.contains("no such file or directory"))
    let file = scratch.run("alpha/alpha-4.txt")
    #expect(Self.status(file).contains("alpha-4.txt  4/5"), "\(file.output)")
    // A folder whose name is the byte 0xFF: the argument's bytes, as `main` reads them from argv.
    let odd = Array(scratch.tree.path.utf8) + [0x2F, 0xFF]
    #expect(mkdir(odd.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
    let lossy = String(decoding: odd, as: UTF8.self)
    let opened = ColonnadeCommand.run(
      Invocation(
        arguments: [lossy, "--snapshot", "80x6"],
        argumentBytes: [odd, Array("--snapshot".utf8), Array("80x6".utf8)],
        environment: scratch.environment, files: MemoryFileSystem()))
    #expect(opened.status == 0, "\(opened.errors)")
    #expect(opened.output.contains("☰ \\xFF"), "\(opened.output)")
  }
}
