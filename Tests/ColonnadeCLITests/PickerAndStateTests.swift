import ColonnadeCLI
import Foundation
import Testing

/// Rules T3, T6, T8: marks, the picker modes (`--choose`, `--choose-dir`),
/// what is kept between runs, the details view: the real browser on real files in snapshot mode.
@Suite struct PickerAndStateTests {
  typealias Scratch = BrowserHabitsTests.Scratch

  static func status(_ outcome: Outcome) -> String { BrowserHabitsTests.status(outcome) }

  /// Space marks and moves down (a count marks that many), `v` inverts the marks of the folder
  /// shown, marks stay while moving between folders, `uv` clears them; marked rows show a `+`.
  @Test func marks() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let two = scratch.run("alpha", keys: "space space")
    #expect(
      Self.status(two).contains("alpha-3.txt  3/5") && Self.status(two).contains("2 marked"), "\(two.output)")
    #expect(two.output.contains("+alpha-1.txt") && two.output.contains("+alpha-2.txt"), "\(two.output)")
    let kept = scratch.run(keys: "enter 3 space h j enter space h k")
    #expect(Self.status(kept).contains("4 marked"), "marks survive moving between folders\n\(kept.output)")
    let inverted = scratch.run("alpha", keys: "space v")
    #expect(Self.status(inverted).contains("4 marked"), "\(inverted.output)")
    #expect(!inverted.output.contains("+alpha-1.txt") && inverted.output.contains("+alpha-5.txt"))
    let cleared = scratch.run(keys: "enter 3 space h u v")
    #expect(Self.status(cleared).contains("3 marks cleared"), "\(cleared.output)")
  }

  /// `--choose FILE`: Enter on a file writes the marked paths, one a line (or the file itself
  /// when none is marked), exit 0; Enter on a folder opens it; q writes nothing, exit 1; `--null`
  /// ends each path with a NUL byte, as `xargs -0` reads them.
  @Test func chooseFiles() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.root.appendingPathComponent("chosen")
    let alpha = scratch.tree.appendingPathComponent("alpha").path
    let marked = scratch.run(keys: "enter space space enter", ["--choose", target.path])
    #expect(marked.status == 0, "\(marked.errors)")
    #expect(try String(contentsOf: target, encoding: .utf8) == "\(alpha)/alpha-1.txt\n\(alpha)/alpha-2.txt\n")
    let one = scratch.run(keys: "enter j j l", ["--choose", target.path])
    #expect(one.status == 0)
    #expect(try String(contentsOf: target, encoding: .utf8) == "\(alpha)/alpha-3.txt\n")
    let null = scratch.run(keys: "enter space space enter", ["--choose", target.path, "--null"])
    #expect(null.status == 0)
    #expect(try Data(contentsOf: target) == Data("\(alpha)/alpha-1.txt\u{0}\(alpha)/alpha-2.txt\u{0}".utf8))
    try FileManager.default.removeItem(at: target)
    let cancelled = scratch.run(keys: "enter j q", ["--choose", target.path])
    #expect(
      cancelled.status == 1 && !FileManager.default.fileExists(atPath: target.path), "\(cancelled.errors)")
    #expect(Self.status(scratch.run(size: "200x10", ["--choose", target.path])).contains("choose: Enter"))
    let bad = scratch.run(keys: "", ["--null"])
    #expect(bad.status == 2 && bad.errors.contains("--null needs --choose"), "\(bad.errors)")
  }

  /// `--choose-dir FILE`: q writes the folder shown (a shell's cd on quit), exit 0; Q, ZQ and
  /// Ctrl-C write nothing, exit 1.
  @Test(arguments: [("enter q", 0), ("enter Q", 1), ("enter Z Q", 1), ("enter ctrl-c", 1), ("enter Z Z", 0)])
  func chooseFolder(_ keys: String, _ status: Int32) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.root.appendingPathComponent("folder")
    let outcome = scratch.run(keys: keys, ["--choose-dir", target.path])
    #expect(outcome.status == status, "\(outcome.errors)")
    let written = try? String(contentsOf: target, encoding: .utf8)
    #expect(written == (status == 0 ? scratch.tree.appendingPathComponent("alpha").path : nil))
  }

  /// The folder history and the bookmarks are kept in `$XDG_STATE_HOME/colonnade`, written whole
  /// (no temporary file is left); `-` and `H` reach the last run's folders; lines that are not
  /// bookmarks are ignored, and said so, the good ones kept.
  @Test func historyAndBookmarksKeptSafely() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = scratch.run(keys: "j enter m b")
    let next = scratch.run(keys: "-")
    #expect(Self.status(next).contains("/tree/beta/beta-1.txt"), "\(next.output)")
    let history = try String(contentsOf: scratch.state.appendingPathComponent("history"), encoding: .utf8)
    #expect(history.hasPrefix("# Colonnade folder history") && history.contains("/tree/beta\n"), "\(history)")
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.state.path).sorted()
    #expect(files == ["bookmarks", "history"], "no temporary file is left: \(files)")
    let bookmarks = scratch.state.appendingPathComponent("bookmarks")
    try Data("garbage\nb\t\(scratch.tree.path)/beta\nrelative\tpath\n\u{0}\n".utf8).write(to: bookmarks)
    let warned = scratch.run()
    #expect(Self.status(warned).contains("Ignored 3 bad lines of"), "\(warned.output)")
    #expect(Self.status(scratch.run(keys: "' b")).contains("/tree/beta/beta-1.txt"))
    try Data(count: (1 << 20) + 1).write(to: bookmarks)
    #expect(Self.status(scratch.run()).contains("larger than 1 MiB"))
  }

  /// `Mp` (ranger's permissions line mode) shows each entry's permissions, size and modification
  /// time in local time (a list 60 cells wide has room for all of them); `Mf` goes back to names
  /// and sizes.
  @Test func detailsView() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let details = scratch.run("alpha", size: "60x10", keys: "M p")
    let row = details.output.split(separator: "\n").first { $0.contains("alpha-2.txt") } ?? ""
    #expect(row.contains("-rw-r--r--") && row.contains("8 B"), "\(details.output)")
    #expect(row.contains(String(Calendar.current.component(.year, from: Date()))), "\(row)")
    let names = scratch.run("alpha", size: "60x10", keys: "M p M f")
    #expect(!names.output.contains("-rw-r--r--"))
  }
}
