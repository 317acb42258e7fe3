import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules T3, T10–T14: ranger's file-operation keys make the operations the planner plans, ask
/// before anything is overwritten or trashed, and show the progress and the report. The browser
/// only asks (``BrowserCommand/operate(_:)``); these tests answer as the edge would.
@Suite struct FileOperationKeyTests {
  static let folder = FilePath("/w")
  static let invalid: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".txt".utf8)

  /// `/w`: the folder `in` (holding `x.txt`), the files `x.txt`, `notes.tar.gz`, one whose name is
  /// not UTF-8 and one with a newline.
  static let tree: MemoryFileTree = {
    var tree = MemoryFileTree()
    tree.addFile("/w/in/x.txt", "inner\n")
    tree.addFile("/w/x.txt", "outer\n")
    tree.addFile("/w/notes.tar.gz", "tar\n")
    tree.addFile(folder.appending(invalid), bytes: Array("bad\n".utf8))
    tree.addFile("/w/two\nlines", "two\n")
    return tree
  }()

  /// A browser on `/w`, 160 × 30 (the list and a preview beside it), `name` highlighted.
  static func browser(_ name: [UInt8] = Array("x.txt".utf8), width: Int = 160) throws -> Browser {
    try Browser(
      start: folder, home: nil, tree: tree, size: CellSize(width: width, height: 30), highlight: name)
  }

  /// Presses keys named as `--keys` names them; returns the commands that are not `.continue`.
  @discardableResult
  static func press(_ keys: String, on browser: inout Browser) -> [BrowserCommand] {
    var commands: [BrowserCommand] = []
    for word in keys.split(separator: " ") {
      let typed = Key(name: word).map { [$0] } ?? word.map { Key.character($0) }
      for key in typed {
        let command = browser.handle(.key(key), at: 0)
        if command != .continue { commands.append(command) }
      }
    }
    return commands
  }

  /// The plan of the one `.operate(.run(plan))` among `commands`.
  static func plan(_ commands: [BrowserCommand]) -> OperationPlan? {
    guard commands.count == 1, case .operate(.run(let plan)) = commands[0] else { return nil }
    return plan
  }

  static func status(_ browser: Browser) -> String {
    String(browser.render().plainText.split(separator: "\n").last ?? "")
  }

  @Test func yyKeepsTheHighlightedFileAndPpCopiesIt() throws {
    var browser = try Self.browser()
    Self.press("y y", on: &browser)
    #expect(browser.register == Register(paths: [FilePath("/w/x.txt")], moving: false))
    #expect(browser.message == "Copied 'x.txt': pp copies into the folder shown")
    Self.press("j", on: &browser)
    #expect(Self.status(browser).contains("1 to copy"), "\(Self.status(browser))")
    // On a file, the target is the list's folder: x.txt there is the file itself.
    Self.press("p p", on: &browser)
    #expect(browser.message == nil && Self.status(browser).contains("'x.txt' is already in /w: r s, or Esc"))
    let menu = try #require(browser.conflictMenu)
    #expect(menu.bindings.map(\.keys) == ["r", "s"], "the file itself cannot be overwritten")
    let commands = Self.press("r", on: &browser)
    #expect(
      Self.plan(commands)?.steps == [
        .copy(FilePath("/w/x.txt"), to: FilePath("/w/x (2).txt"), replacing: false)
      ])
    #expect(browser.register != nil, "a copied register stays for another pp, as ranger's")
  }

  /// Rule T11: each answer to a taken name, as the plan carries it out; Esc cancels everything.
  @Test(arguments: [
    ("r", [OperationStep.copy(FilePath("/w/x.txt"), to: FilePath("/w/in/x (2).txt"), replacing: false)], 0),
    ("s", [], 1),
    ("o", [.copy(FilePath("/w/x.txt"), to: FilePath("/w/in/x.txt"), replacing: true)], 0),
    ("a", [.copy(FilePath("/w/x.txt"), to: FilePath("/w/in/x.txt"), replacing: true)], 0),
  ])
  func conflictAnswers(_ key: String, _ steps: [OperationStep], _ skipped: Int) throws {
    var browser = try Self.browser()
    // gg highlights the folder `in`, previewed beside the list: pp pastes into it.
    Self.press("y y g g", on: &browser)
    #expect(browser.operationTarget == FilePath("/w/in"))
    #expect(Self.press("p p", on: &browser).isEmpty)
    let menu = try #require(browser.conflictMenu)
    #expect(menu.title == "'x.txt' already exists in /w/in (file)")
    #expect(menu.bindings.map(\.keys) == ["r", "s", "o", "a"])
    #expect(browser.render().plainText.contains("Rename it 'x (2).txt'"))
    #expect(Self.press("j", on: &browser).isEmpty, "another key answers nothing")
    #expect(browser.message == "r renames, s skips, o overwrites, a overwrites all, Esc cancels")
    let plan = try #require(Self.plan(Self.press(key, on: &browser)))
    #expect(plan.steps == steps && plan.skipped.count == skipped)
    #expect(browser.conflictMenu == nil)
  }

  @Test(arguments: ["esc", "q"])
  func escapeCancelsTheWholeOperation(_ key: String) throws {
    var browser = try Self.browser()
    Self.press("y y g g p p", on: &browser)
    #expect(Self.press(key, on: &browser).isEmpty)
    #expect(browser.conflictMenu == nil && browser.operation == nil)
    #expect(browser.message == "Cancelled: nothing was done")
  }

  /// `dd` then `pp` moves; once done, the cut files are used up and their marks dropped.
  @Test func ddThenPpMovesAndUsesTheRegisterUp() throws {
    var browser = try Self.browser(Self.invalid)
    Self.press("space space", on: &browser)
    #expect(browser.marks.count == 2)
    Self.press("d d", on: &browser)
    #expect(browser.register?.moving == true && browser.register?.paths.count == 2)
    #expect(browser.message == "Cut 2 items: pp moves into the folder shown")
    Self.press("g g", on: &browser)
    let plan = try #require(Self.plan(Self.press("p p", on: &browser)))
    #expect(plan.operation == .move(browser.marks.paths, into: FilePath("/w/in")))
    #expect(Self.status(browser).contains("move: counting the files… 0 so far · Esc stops it"))
    let report = OperationReport(operation: plan.operation, outcomes: plan.steps.map { .done($0, note: nil) })
    browser.handle(.operationFinished(report), at: 1)
    #expect(browser.operation == nil && browser.register == nil && browser.marks.isEmpty)
    #expect(browser.message == "Moved 2 items into 'in'")
  }

  @Test(arguments: ["d D", "d T", "delete", "f8"])
  func trashAsksFirst(_ keys: String) throws {
    var browser = try Self.browser()
    #expect(Self.press(keys, on: &browser).isEmpty)
    #expect(Self.status(browser).contains("Move 'x.txt' to the Trash? y moves, any other key keeps"))
    let plan = try #require(Self.plan(Self.press("y", on: &browser)))
    #expect(plan.steps == [.trash(FilePath("/w/x.txt"))])

    var kept = try Self.browser()
    Self.press(keys + " n", on: &kept)
    #expect(kept.message == "Nothing was moved to the Trash")
  }

  /// `cw`, `A`, `I`, `a` (F2): the command line holds `rename NAME`, the cursor where ranger puts
  /// it: the end, the end, the name's start, before the last extension (a folder: the end).
  @Test(arguments: [
    ("c w", "notes.tar.gz", 19), ("A", "notes.tar.gz", 19), ("I", "notes.tar.gz", 7),
    ("a", "notes.tar.gz", 16), ("f2", "notes.tar.gz", 16), ("a", "in", 9),
  ])
  func renameOpensTheCommandLine(_ keys: String, _ name: String, _ cursor: Int) throws {
    var browser = try Self.browser(Array(name.utf8))
    Self.press(keys, on: &browser)
    let line = try #require(browser.commandLine)
    #expect(line.text == Array("rename \(name)".utf8) && line.cursor == cursor)
  }

  /// The name's bytes go through the command line unchanged: `a` on `bad\xFF.txt`, typing `-2`,
  /// renames to `bad\xFF-2.txt`; the status line shows the bytes escaped (rule T5).
  @Test func renameKeepsTheBytesOfAName() throws {
    var browser = try Self.browser(Self.invalid)
    Self.press("a - 2", on: &browser)
    #expect(Self.status(browser).contains(":rename bad\\xFF-2▏.txt"), "\(Self.status(browser))")
    let plan = try #require(Self.plan(Self.press("enter", on: &browser)))
    let renamed = Array("bad".utf8) + [0xFF] + Array("-2.txt".utf8)
    #expect(
      plan.steps == [
        .move(Self.folder.appending(Self.invalid), to: Self.folder.appending(renamed), replacing: false)
      ])

    var newline = try Self.browser(Array("two\nlines".utf8))
    let renamed2 = Self.plan(Self.press("c w ctrl-w o n e enter", on: &newline))?.steps
    #expect(renamed2 == [.move(FilePath("/w/two\nlines"), to: FilePath("/w/one"), replacing: false)])
    var again = try Self.browser(Array("two\nlines".utf8))
    let steps = Self.plan(Self.press("A . o l d enter", on: &again))?.steps
    #expect(steps == [.move(FilePath("/w/two\nlines"), to: FilePath("/w/two\nlines.old"), replacing: false)])
  }

  /// A refused rename changes nothing and says why (rule T10).
  @Test(arguments: [
    ("c w enter", "'x.txt' already has that name: type a different one"),
    ("c w ctrl-w enter", "'' cannot be a name: it is empty; type another"),
    (
      "c w ctrl-w a / b enter",
      "'a/b' cannot be a name: it holds a '/', which separates folders; type another"
    ),
  ])
  func refusedRenames(_ keys: String, _ message: String) throws {
    var browser = try Self.browser()
    #expect(Self.press(keys, on: &browser).isEmpty)
    #expect(browser.message == message)
  }

  @Test func mkdirAndTouchMakeNamesInTheFolderShown() throws {
    var browser = try Self.browser()
    Self.press("f7", on: &browser)
    #expect(browser.commandLine?.text == Array("mkdir ".utf8))
    #expect(Self.plan(Self.press("n e w enter", on: &browser))?.steps == [.makeFolder(FilePath("/w/new"))])
    var file = try Self.browser()
    Self.press("insert", on: &file)
    #expect(file.commandLine?.text == Array("touch ".utf8))
    #expect(Self.plan(Self.press("a . m d enter", on: &file))?.steps == [.makeFile(FilePath("/w/a.md"))])
    var typed = try Self.browser()
    Self.press(": m k d i r space x . t x t enter", on: &typed)
    #expect(typed.message == "'/w/x.txt' already exists and was left as it is: choose another name")
  }

  /// `uu` undoes the last rename, move or trash, once; before one it says there is nothing.
  @Test func uuUndoesTheLastOperation() throws {
    var browser = try Self.browser()
    #expect(Self.press("u u", on: &browser).isEmpty)
    #expect(browser.message == "Nothing to undo: only the last rename, move or trash can be undone")
    let plan = try #require(Self.plan(Self.press("c w 2 enter", on: &browser)))
    let stamp = FileStamp(identity: FileIdentity(device: 1, inode: 2), changed: 3, isFolder: false)
    let undo = UndoRecord(
      operation: plan.operation,
      entries: [.moved(from: FilePath("/w/x.txt"), to: FilePath("/w/x.txt2"), stamp: stamp)])
    browser.handle(
      .operationFinished(
        OperationReport(operation: plan.operation, outcomes: [.done(plan.steps[0], note: nil)], undo: undo)),
      at: 1)
    #expect(browser.message == "Renamed 'x.txt' to 'x.txt2'" && browser.lastUndo == undo)
    #expect(Self.press("u u", on: &browser) == [.operate(.undo(undo))])
    var report = OperationReport(operation: plan.operation, outcomes: [])
    report.isUndo = true
    browser.handle(.operationFinished(report), at: 2)
    #expect(browser.lastUndo == nil, "one level")
  }

  /// Rule T13: while an operation runs its progress shows, other operations and `q` wait, Esc
  /// stops it (and only Esc: q does not quit with a copy half done), `Q` and Ctrl-C quit.
  @Test func whileRunning() throws {
    var browser = try Self.browser()
    #expect(Self.plan(Self.press("y y g g p p o", on: &browser)) != nil)
    let progress = OperationProgress(
      verb: "copy", bytesDone: 512 << 20, bytesTotal: 1 << 30, filesDone: 1, filesTotal: 2, elapsedSeconds: 4)
    browser.handle(.operationProgressed(progress), at: 1)
    #expect(
      Self.status(browser).contains(
        "copy: 512.0 MiB of 1.0 GiB (50%), 1 of 2 files, 128.0 MiB/s, 4 s left · Esc stops it"))
    let revision = browser.revision
    browser.handle(.operationProgressed(progress), at: 1)
    #expect(browser.revision == revision, "the same line draws nothing")
    #expect(Self.press("p p", on: &browser).isEmpty)
    #expect(browser.message == "Wait for the copy to finish, or press Esc to stop it")
    #expect(Self.press("u u", on: &browser).isEmpty)
    #expect(Self.press("d D", on: &browser).isEmpty && browser.conflictMenu == nil)
    #expect(Self.press("q", on: &browser).isEmpty)
    #expect(browser.message == "Wait for the copy to finish, or press Esc to stop it (Q stops it and quits)")
    #expect(Self.press("j k", on: &browser).isEmpty, "keys keep working")
    #expect(Self.press("esc", on: &browser) == [.operate(.cancel)])
    #expect(Self.press("Q", on: &browser) == [.cancel])
  }

  /// `po`, `pl`, `pL` (ranger's paste with overwrite, as links) are kept and say so.
  @Test(arguments: ["p o", "p l", "p L"])
  func reservedPasteKeys(_ keys: String) throws {
    var browser = try Self.browser()
    #expect(Self.press("y y " + keys, on: &browser).isEmpty)
    #expect(
      browser.message?.contains("is not in Colonnade yet: pp pastes, asking before it overwrites") == true)
  }

  @Test func nothingChosenSaysSo() throws {
    var browser = try Self.browser()
    Self.press("p p", on: &browser)
    #expect(
      browser.message == "Nothing to paste: yy copies, dd cuts the marked files (else the highlighted one)")
    Self.press("u d", on: &browser)
    #expect(browser.message == "Nothing copied or cut to forget")
  }
}
