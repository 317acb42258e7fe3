import ColonnadeCLI
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rules T3, T7, T10–T14 (the file operations): ranger's keys drive the real browser on
/// real files in snapshot mode (`colonnade demo PATH --snapshot 100x20 --keys …`), each operation
/// finished before the next key, in a scratch folder whose HOME, XDG_STATE_HOME and XDG_DATA_HOME
/// (so the Trash) are inside it. The engine's own tests cover the hostile cases; these show the
/// keys reach them.
@Suite struct FileOperationCommandTests {
  /// `tree/alpha` (`a.txt`, `b.txt`), `tree/beta` (`a.txt`, `b.txt`, other contents), `tree/odd`
  /// (`bad\xFF\xFE.txt`, `two\nlines`), `tree/notes.txt`; `share/` is XDG_DATA_HOME.
  final class Scratch {
    let root: [UInt8]
    static let invalid: [UInt8] = Array("bad".utf8) + [0xFF, 0xFE] + Array(".txt".utf8)

    init() throws {
      var template = Array("/tmp/colonnade-fileops-XXXXXX".utf8CString)
      guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
      root = Array(String(cString: made).utf8)
      for folder in ["home", "state", "share", "tree", "tree/alpha", "tree/beta", "tree/odd"] {
        mkdir(cString(Array(folder.utf8)), 0o755)
      }
      for (name, text) in [
        ("tree/alpha/a.txt", "alpha a\n"), ("tree/alpha/b.txt", "alpha b\n"), ("tree/beta/a.txt", "beta a\n"),
        ("tree/beta/b.txt", "beta b\n"), ("tree/notes.txt", "notes\n"),
      ] {
        write(Array(name.utf8), Array(text.utf8))
      }
      write(Array("tree/odd/".utf8) + Self.invalid, Array("invalid\n".utf8))
      write(Array("tree/odd/two\nlines".utf8), Array("newline\n".utf8))
    }

    deinit { try? FileManager.default.removeItem(atPath: String(decoding: root, as: UTF8.self)) }

    /// The absolute path of `relative`, as a C string.
    func cString(_ relative: [UInt8]) -> [CChar] {
      (root + [UInt8(ascii: "/")] + relative + [0]).map { CChar(bitPattern: $0) }
    }

    func path(_ relative: String) -> String { String(decoding: root, as: UTF8.self) + "/" + relative }

    func write(_ relative: [UInt8], _ bytes: [UInt8]) {
      let descriptor = open(cString(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      precondition(descriptor >= 0, "cannot write \(relative)")
      _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }

    /// The contents of `relative`, or `nil` when it is not a readable file.
    func read(_ relative: [UInt8]) -> [UInt8]? {
      let descriptor = open(cString(relative), O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += buffer[..<count]
      }
    }

    func read(_ relative: String) -> String? {
      read(Array(relative.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    func isFolder(_ relative: String) -> Bool {
      var info = stat()
      return stat(cString(Array(relative.utf8)), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder, sorted.
    func byteNames(_ relative: String) -> [[UInt8]] {
      guard let folder = opendir(cString(Array(relative.utf8))) else { return [] }
      defer { closedir(folder) }
      var names: [[UInt8]] = []
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
      }
      return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    func names(_ relative: String) -> [String] {
      byteNames(relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `colonnade demo tree/FOLDER --snapshot 100x20 --keys KEYS` with the scratch environment.
    func run(_ folder: String, _ keys: String) -> Outcome {
      let environment = [
        "HOME": path("home"), "XDG_STATE_HOME": path("state"), "XDG_DATA_HOME": path("share"),
      ]
      let arguments = ["demo", path("tree/" + folder), "--snapshot", "100x20", "--keys", keys]
      return ColonnadeCommand.run(
        Invocation(arguments: arguments, environment: environment, files: MemoryFileSystem()))
    }
  }

  /// The status line: the screen's last line.
  static func status(_ outcome: Outcome) -> String {
    String(outcome.output.split(separator: "\n").last ?? "")
  }

  @Test func yyHPpCopiesIntoTheFolderBesideTheList() throws {
    let scratch = try Scratch()
    // From alpha, h goes up with alpha highlighted; j highlights beta, shown beside the list.
    let outcome = scratch.run("alpha", "j y y h j p p")
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(Self.status(outcome).contains("'b.txt' already exists in"), "\(outcome.output)")
    #expect(outcome.output.contains("Rename it 'b (2).txt'"))
    let renamed = scratch.run("alpha", "j y y h j p p r")
    #expect(Self.status(renamed).contains("Copied 1 item into 'beta'"), "\(renamed.output)")
    #expect(
      scratch.read("tree/beta/b (2).txt") == "alpha b\n" && scratch.read("tree/alpha/b.txt") == "alpha b\n")
    #expect(renamed.output.contains("b (2).txt"), "the folder beside the list is read again")
  }

  /// Rule T11: each answer to a taken name; Esc cancels, nothing done.
  @Test(arguments: [
    ("s", "alpha b\n", "beta b\n", ["a.txt", "b.txt"]),
    ("o", "alpha b\n", "alpha b\n", ["a.txt", "b.txt"]),
    ("a", "alpha b\n", "alpha b\n", ["a.txt", "b.txt"]),
    ("esc", "alpha b\n", "beta b\n", ["a.txt", "b.txt"]),
  ])
  func conflictAnswered(_ answer: String, _ source: String, _ target: String, _ names: [String]) throws {
    let scratch = try Scratch()
    let outcome = scratch.run("alpha", "j y y h j p p \(answer)")
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(scratch.read("tree/alpha/b.txt") == source && scratch.read("tree/beta/b.txt") == target)
    #expect(scratch.names("tree/beta") == names)
    #expect(!scratch.isFolder("share/Trash"), "a file replaced whole, nothing trashed")
  }

  /// "Overwrite all" answers the later names taken too: both marked files replace beta's.
  @Test func overwriteAllAnswersEveryLaterName() throws {
    let scratch = try Scratch()
    let outcome = scratch.run("alpha", "v y y h j p p a")
    #expect(Self.status(outcome).contains("Copied 2 items into 'beta'"), "\(outcome.output)")
    #expect(scratch.read("tree/beta/a.txt") == "alpha a\n" && scratch.read("tree/beta/b.txt") == "alpha b\n")
  }

  @Test func ddPpMoves() throws {
    let scratch = try Scratch()
    let moved = scratch.run(".", "j j j d d k p p")
    #expect(Self.status(moved).contains("Moved 1 item into 'odd'"), "\(moved.output)")
    #expect(scratch.read("tree/odd/notes.txt") == "notes\n" && scratch.read("tree/notes.txt") == nil)
  }

  @Test func moveThenUndoInOneRun() throws {
    let scratch = try Scratch()
    let outcome = scratch.run(".", "G d d k p p u u")
    #expect(Self.status(outcome).contains("Undo: put back 1 item"), "\(outcome.output)")
    #expect(scratch.read("tree/notes.txt") == "notes\n" && scratch.read("tree/odd/notes.txt") == nil)
  }

  @Test func renameAndUndo() throws {
    let scratch = try Scratch()
    let renamed = scratch.run("alpha", "c w ctrl-w n e w . t x t enter")
    #expect(Self.status(renamed).contains("Renamed 'a.txt' to 'new.txt'"), "\(renamed.output)")
    #expect(scratch.names("tree/alpha") == ["b.txt", "new.txt"])
    let again = scratch.run("alpha", "j c w ctrl-w n e w e r . t x t enter ctrl-l")
    #expect(Self.status(again).contains("newer.txt  2/2"), "the new name is highlighted: \(again.output)")
    let appended = scratch.run("alpha", "j a - 2 enter u u")
    #expect(Self.status(appended).contains("Undo: put back 1 item"), "\(appended.output)")
    #expect(scratch.names("tree/alpha") == ["b.txt", "newer.txt"])
    _ = scratch.run("alpha", "j a - 2 enter")
    #expect(scratch.names("tree/alpha") == ["b.txt", "newer-2.txt"])
  }

  /// Rule T12: `dD` asks; `y` moves to the Trash in XDG_DATA_HOME with a `.trashinfo` another file
  /// manager reads; `uu` puts it back; any other key keeps the file.
  @Test func trashAsksThenTrashes() throws {
    let scratch = try Scratch()
    let asked = scratch.run("alpha", "d D")
    #expect(Self.status(asked).contains("Move 'a.txt' to the Trash? y moves, any other key keeps"))
    let kept = scratch.run("alpha", "d D n")
    #expect(Self.status(kept).contains("Nothing was moved to the Trash"))
    #expect(scratch.names("tree/alpha") == ["a.txt", "b.txt"] && !scratch.isFolder("share/Trash"))
    let trashed = scratch.run("alpha", "d D y")
    #expect(Self.status(trashed).contains("Moved 1 item to the Trash"), "\(trashed.output)")
    #expect(scratch.names("tree/alpha") == ["b.txt"])
    #expect(scratch.read("share/Trash/files/a.txt") == "alpha a\n")
    let info = try #require(scratch.read("share/Trash/info/a.txt.trashinfo"))
    #expect(
      info.hasPrefix("[Trash Info]\nPath=\(scratch.path("tree/alpha/a.txt"))\nDeletionDate=20"), "\(info)")
    let undone = scratch.run("alpha", "d D y u u")
    #expect(Self.status(undone).contains("Undo: put back 1 item"))
    #expect(scratch.names("tree/alpha") == ["b.txt"], "b.txt trashed and back; a.txt still in the Trash")
  }

  @Test func mkdirAndTouch() throws {
    let scratch = try Scratch()
    let made = scratch.run("alpha", ": m k d i r space n e w enter")
    #expect(Self.status(made).contains("Made the folder 'new'"), "\(made.output)")
    #expect(scratch.isFolder("tree/alpha/new"))
    let touched = scratch.run("alpha", "insert n o t e . m d enter f7 d i r enter")
    #expect(Self.status(touched).contains("Made the folder 'dir'"), "\(touched.output)")
    #expect(scratch.read("tree/alpha/note.md") == "" && scratch.isFolder("tree/alpha/dir"))
    let taken = scratch.run("alpha", ": t o u c h space a . t x t enter")
    #expect(Self.status(taken).contains("already exists and was left as it is"), "\(taken.output)")
    #expect(scratch.read("tree/alpha/a.txt") == "alpha a\n")
  }

  /// Names with invalid UTF-8 and a newline, through the keys: copied, renamed and trashed as
  /// their bytes, shown escaped (rule T5), percent-encoded in `.trashinfo` (rule T12).
  @Test func hostileNamesThroughTheKeys() throws {
    let scratch = try Scratch()
    let copied = scratch.run("odd", "v y y h k p p")
    #expect(Self.status(copied).contains("Copied 2 items into 'beta'"), "\(copied.output)")
    let beta = scratch.byteNames("tree/beta")
    #expect(beta.contains(Scratch.invalid) && beta.contains(Array("two\nlines".utf8)))
    #expect(scratch.read(Array("tree/beta/".utf8) + Scratch.invalid) == Array("invalid\n".utf8))
    #expect(copied.output.contains("bad\\xFF\\xFE.txt"), "shown escaped")

    let renamed = scratch.run("odd", "a - x enter")
    #expect(
      Self.status(renamed).contains("Renamed 'bad\\xFF\\xFE.txt' to 'bad\\xFF\\xFE-x.txt'"),
      "\(renamed.output)")
    let odd = scratch.byteNames("tree/odd")
    #expect(odd.contains(Array("bad".utf8) + [0xFF, 0xFE] + Array("-x.txt".utf8)))

    let trashed = scratch.run("odd", "G d D y")
    #expect(Self.status(trashed).contains("Moved 1 item to the Trash"), "\(trashed.output)")
    let info = try #require(scratch.read("share/Trash/info/two\nlines.trashinfo"))
    #expect(info.contains("Path=\(scratch.path("tree/odd/two%0Alines"))\n"), "\(info)")
  }
}
