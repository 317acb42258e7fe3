import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeCLI
import ColonnadeTerminal
import Foundation
import Testing

/// Rules X1, X5, T3, T4, T6, T7: `colonnade demo` end to end, from arguments to printed screen.
@Suite struct DemoCommandTests {
  static func run(_ arguments: [String], terminal: TerminalCapabilities = Invocation.noTerminal) -> Outcome {
    ColonnadeCommand.run(
      Invocation(
        arguments: arguments, environment: ["HOME": "/nonexistent-home"], files: MemoryFileSystem(),
        terminal: terminal))
  }

  /// A temporary folder with a text file holding an escape sequence, a folder, a binary file, a
  /// 200 KB file and a symbolic link loop; removed by the caller.
  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "colonnade-demo-\(UUID().uuidString)")
    let files = FileManager.default
    try files.createDirectory(at: folder.appendingPathComponent("beta"), withIntermediateDirectories: true)
    try Data("hello\n\u{1B}[31mred\n".utf8).write(to: folder.appendingPathComponent("alpha.txt"))
    try Data("inside\n".utf8).write(to: folder.appendingPathComponent("beta/inner.txt"))
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2]).write(to: folder.appendingPathComponent("image.bin"))
    try Data(String(repeating: "0123456789\n", count: 20_000).utf8).write(
      to: folder.appendingPathComponent("large.txt"))
    try files.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop")
    return folder
  }

  /// Every entry's name, size and modification time, to show nothing was written (rule T6).
  static func fingerprint(_ folder: URL) throws -> [String] {
    let files = FileManager.default
    return try files.subpathsOfDirectory(atPath: folder.path).sorted().map { path in
      let attributes = try files.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
      return "\(path) \(attributes[.size] ?? "") \(attributes[.modificationDate] ?? "")"
    }
  }

  /// X1: `colonnade` alone runs the demo; without a terminal it says to use one or --snapshot,
  /// in one line, and exits 2.
  @Test(arguments: [[], ["demo"], ["demo", "."]])
  func withoutTerminal(_ arguments: [String]) {
    let outcome = Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
    #expect(
      outcome.errors.hasPrefix("colonnade demo: standard input is not a terminal: run it in a terminal,"))
    #expect(outcome.errors.contains("--snapshot COLSxROWS"))
  }

  /// X1: `TERM=dumb` cannot run the full-screen browser either.
  @Test func dumbTerminal() {
    let dumb = TerminalCapabilities(
      inputIsTerminal: true, outputIsTerminal: true, term: "dumb", noColor: false)
    let outcome = Self.run(["demo"], terminal: dumb)
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix("colonnade demo: TERM is 'dumb': run it in a terminal"))
  }

  /// X5: `--help` on demo, and the top-level help names demo.
  @Test func help() {
    let outcome = Self.run(["demo", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("Usage: colonnade demo [PATH]"))
    #expect(Self.run(["--help"]).output.contains("demo        browse files"))
  }

  /// X5: bad arguments print one line naming the problem, and exit 2.
  @Test(arguments: [
    (["demo", "--snapshot", "80"], "--snapshot '80' is not a size"),
    (["demo", "--snapshot", "0x10"], "--snapshot '0x10' is not a size"),
    (["demo", "--snapshot"], "--snapshot needs a value"),
    (["demo", "--keys", "j"], "--keys needs --snapshot"),
    (["demo", "--snapshot", "80x24", "--keys", "jump"], "unknown key 'jump' in --keys"),
    (
      ["demo", "--snapshot", "80x24", "--fold", "sideways"],
      "--fold 'sideways' is not one of flat, book, tabletop"
    ),
    (
      ["demo", "/nonexistent/folder", "--snapshot", "80x24"],
      "cannot open '/nonexistent/folder': no such file"
    ),
    (["demo", ".", "extra", "--snapshot", "80x24"], "unexpected argument 'extra'"),
    (["demo", "--bogus"], "unknown option '--bogus'"),
    (["demo", "--snapshot", "80x24", "--keys", "\u{1B}[2J"], "unknown key '^[[2J'"),
  ])
  func badArguments(_ arguments: [String], _ message: String) {
    let outcome = Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors.hasPrefix("colonnade demo: " + message), "\(outcome.errors)")
    #expect(outcome.errors.hasSuffix("(see 'colonnade demo --help')\n"))
    #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
  }

  /// T7: the headless snapshot of a real folder: plain text, one line per row, no escape
  /// sequence even from the files, and nothing written (T6).
  @Test func headlessSnapshotOfRealFolder() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Self.fingerprint(folder)
    let outcome = Self.run(["demo", folder.path, "--snapshot", "120x40", "--keys", "j j"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 40)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    #expect(!outcome.output.contains("\u{1B}"))
    for name in ["beta", "alpha.txt", "image.bin", "large.txt", "loop", "Binary file, 8 B"] {
      #expect(outcome.output.contains(name), "missing \(name) in\n\(outcome.output)")
    }
    #expect(try Self.fingerprint(folder) == before)
  }

  /// T6, T7: previews of the real folder's problems show inline messages.
  @Test(arguments: [
    ("j j j", "First 64.0 KiB of 214.8 KiB shown"),
    ("G", "Symbolic link loop"),
    ("j", "^[[31mred"),
  ])
  func headlessProblems(_ keys: String, _ message: String) throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = Self.run(["demo", folder.path, "--snapshot", "120x40", "--keys", keys])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains(message), "\(outcome.output)")
  }

  /// T7: `--fold` and the keys apply before the screen is printed; q stops the keys.
  @Test func headlessFoldAndKeys() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = Self.run(["demo", folder.path, "--snapshot", "120x40", "--fold", "book"])
    #expect(book.output.contains("120×40 expanded · book · ? help"))
    let collapsed = Self.run(["demo", folder.path, "--snapshot", "60x20", "--keys", "enter q enter"])
    #expect(collapsed.output.hasPrefix(" ‹ "), "\(collapsed.output)")
    #expect(collapsed.output.contains("beta\n inner.txt"), "\(collapsed.output)")
  }

  /// T3, T4: the loop draws, follows a resize with a full redraw, and stops at Ctrl-C.
  @Test func loopRunsUntilQuit() throws {
    var tree = MemoryFileTree()
    tree.addFile("/data/a.txt", "a\n")
    tree.addFile("/data/b.txt", "b\n")
    var browser = try Browser(
      start: FilePath("/data"), home: nil, tree: tree, size: CellSize(width: 80, height: 24))
    var terminal = RecordingTerminal(
      size: CellSize(width: 80, height: 24),
      scriptedEvents: [
        .key(.character("j")), .resized(CellSize(width: 60, height: 20)), .key(.control("c")),
        .key(.character("s")),
      ])
    try DemoLoop.run(&browser, on: &terminal, services: DemoServices(now: { 0 }))
    #expect(terminal.scriptedEvents == [.key(.character("s"))], "keys after Ctrl-C are not read")
    #expect(browser.size == CellSize(width: 60, height: 20))
    let frames = terminal.operations.compactMap { operation -> String? in
      if case .flush(let text) = operation { return text }
      return nil
    }
    try #require(frames.count == 3)
    #expect(!frames[1].contains(ControlSequence.clearScreen), "a key redraws only what changed")
    #expect(frames[2].contains(ControlSequence.clearScreen), "a resize redraws everything")
  }

  /// What the loop flushed for `keys` in a folder of one file, at 80 × 24.
  static func flushes(oneFile keys: [Key]) throws -> [String] {
    var tree = MemoryFileTree()
    tree.addFile("/data/a.txt", "a\n")
    var browser = try Browser(
      start: FilePath("/data"), home: nil, tree: tree, size: CellSize(width: 80, height: 24))
    var terminal = RecordingTerminal(
      size: CellSize(width: 80, height: 24), scriptedEvents: keys.map { .key($0) })
    try DemoLoop.run(&browser, on: &terminal, services: DemoServices(now: { 0 }))
    return terminal.operations.compactMap {
      if case .flush(let text) = $0 { return text }
      return nil
    }
  }

  /// Rule T4: a key that changes nothing (a move past the end) writes nothing.
  @Test func loopWritesNothingForAKeyThatChangesNothing() throws {
    let frames = try Self.flushes(oneFile: [.down, .down, .up, .character("q")])
    #expect(frames.count == 1, "only the first frame: \(frames.count)")
  }

  /// Rule T3 (`yp` copies the path): each `yp` reaches the terminal, the second copy of the same
  /// path too.
  @Test func loopSendsEveryCopy() throws {
    let keys: [Key] = [.character("y"), .character("p"), .character("y"), .character("p"), .character("q")]
    let flushes = try Self.flushes(oneFile: keys)
    #expect(flushes.filter { $0.contains("\u{1B}]52;") }.count == 2)
  }

  /// Rule X1: `demo FILE` opens the file's folder with the file highlighted.
  @Test func fileOpensItsFolder() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = Self.run(["demo", folder.appendingPathComponent("large.txt").path, "--snapshot", "120x20"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("large.txt  4/5"), "\(outcome.output)")
    #expect(outcome.output.contains("0123456789"), "the file is previewed")
  }

  /// Rule T6 (the only file written is one the user names): `--choose-dir FILE` writes the
  /// folder shown on quit, and refuses a path that is not a regular file.
  @Test func chooseDirectoryWritesTheFolder() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("chosen").path
    let outcome = Self.run([
      "demo", folder.path, "--snapshot", "120x20", "--keys", "enter", "--choose-dir", target,
    ])
    #expect(outcome.status == 0)
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(written.hasSuffix("/beta"), "\(written)")
    let refused = Self.run(["demo", folder.path, "--snapshot", "40x10", "--choose-dir", folder.path])
    #expect(refused.status == 1)
    #expect(refused.errors.contains("is not a regular file"))
  }

  /// Rule T4 (one frame a key): with loads in the background, the loop starts them and waits a
  /// moment, so a key that loads a small preview draws one frame with the preview, never
  /// "Loading…".
  @Test func loopWaitsBrieflyForLoads() throws {
    var tree = MemoryFileTree()
    tree.addFile("/data/a.txt", "alpha\n")
    tree.addFile("/data/b.txt", "bravo\n")
    var browser = try Browser(
      start: FilePath("/data"), home: nil, tree: tree, size: CellSize(width: 120, height: 24),
      loadsInBackground: true)
    var terminal = RecordingTerminal(
      size: CellSize(width: 120, height: 24), scriptedEvents: [.key(.character("j")), .key(.character("q"))])
    final class Pending: @unchecked Sendable { var requests: [LoadRequest] = [] }
    let pending = Pending()
    var services = DemoServices(now: { 0 })
    services.startLoads = { pending.requests += $0 }
    services.awaitLoads = { _, _ in
      defer { pending.requests.removeAll() }
      return pending.requests.map { LoadResult.run($0, tree: tree, limits: .standard) }
    }
    try DemoLoop.run(&browser, on: &terminal, services: services)
    #expect(!terminal.output.contains("Loading"))
    #expect(terminal.output.contains("alpha") && terminal.output.contains("bravo"))
  }

  /// T4: the end of input ends the loop.
  @Test func loopEndsWithInput() throws {
    var browser = try Browser(
      start: .root, home: nil, tree: MemoryFileTree(), size: CellSize(width: 40, height: 10))
    var terminal = RecordingTerminal(size: CellSize(width: 40, height: 10))
    try DemoLoop.run(&browser, on: &terminal, services: DemoServices(now: { 0 }))
    #expect(terminal.output.contains("Places"))
  }

  /// R3, R6: the loop wakes when the next release is due, and no later than a minute.
  @Test func loopTimeout() throws {
    var browser = try Browser(
      start: FilePath("/a"), home: nil,
      tree: {
        var tree = MemoryFileTree()
        tree.addDirectory("/a/b")
        return tree
      }(),
      size: CellSize(width: 60, height: 20))
    #expect(DemoLoop.timeout(until: browser.nextDeadline, now: 0) == 60_000)
    browser.handle(.key(.enter), at: 5)
    #expect(DemoLoop.timeout(until: browser.nextDeadline, now: 10) == 25_000)
    #expect(DemoLoop.timeout(until: browser.nextDeadline, now: 40) == 10)
  }
}
