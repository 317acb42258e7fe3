import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rule T10: copies keep links as links, permissions and times, and names as bytes; moves rename,
/// or across file systems copy, check and then remove; nothing is replaced without an answer.
@Suite struct CopyAndMoveTests {
  /// A tree with hostile names, a link, a FIFO, odd modes and an old modification time.
  static func makeTree(in scratch: ScratchFolder) -> FilePath {
    let source = scratch.folder("source")
    for name in HostileNames.all {
      ScratchFolder.writeFile(Array("content of ".utf8) + name, to: source.appending(name), mode: 0o640)
    }
    let inner = source.appending("inner")
    ScratchFolder.writeFile(
      Array(repeating: 7, count: 3_000_000), to: inner.appending("big.bin"), mode: 0o751)
    ScratchFolder.writeFile([], to: inner.appending(HostileNames.newline), mode: 0o600)
    symlink("big.bin", inner.appending("link").cString)
    symlink("/nonexistent/target", inner.appending("dangling").cString)
    mkfifo(inner.appending("pipe").cString, 0o620)
    chmod(inner.cString, 0o710)
    var old = [
      timespec(tv_sec: 1_000_000_000, tv_nsec: 123_456_789),
      timespec(tv_sec: 1_000_000_000, tv_nsec: 123_456_789),
    ]
    utimensat(AT_FDCWD, inner.appending("big.bin").cString, &old, 0)
    utimensat(AT_FDCWD, inner.appending("link").cString, &old, AT_SYMLINK_NOFOLLOW)
    utimensat(AT_FDCWD, inner.cString, &old, 0)
    return source
  }

  @Test func copyKeepsEverything() throws {
    let scratch = try ScratchFolder()
    let source = Self.makeTree(in: scratch)
    let target = scratch.folder("target")
    let before = Snapshot.of(source)
    let report = try perform(.copy([source], into: target), executor: OperationExecutor(trash: scratch.trash))
    #expect(report.succeeded, "\(report.summary)")
    #expect(report.summary == "copied 1 item into 'target'")
    #expect(Snapshot.of(source) == before)
    #expect(Snapshot.of(target.appending("source")) == before)
    let copied = target.appending("source/inner")
    for name in ["big.bin", "link", ""] {
      let original = Snapshot.modified(source.appending("inner").appending(name))
      let copy = Snapshot.modified(name.isEmpty ? copied : copied.appending(name))
      #expect(original.tv_sec == copy.tv_sec && original.tv_nsec == copy.tv_nsec, "times of '\(name)'")
    }
    #expect(Snapshot.node(copied.appending("link")) == .link(Array("big.bin".utf8)))
  }

  @Test func moveOnOneFileSystemRenames() throws {
    let scratch = try ScratchFolder()
    let source = Self.makeTree(in: scratch)
    let target = scratch.folder("target")
    let before = Snapshot.of(source)
    var info = stat()
    lstat(source.appending("inner/big.bin").cString, &info)
    let report = try perform(.move([source], into: target), executor: OperationExecutor(trash: scratch.trash))
    #expect(report.succeeded, "\(report.summary)")
    #expect(!Snapshot.exists(source))
    #expect(Snapshot.of(target.appending("source")) == before)
    var moved = stat()
    lstat(target.appending("source/inner/big.bin").cString, &moved)
    #expect(moved.st_ino == info.st_ino, "a rename, not a copy")
    #expect(report.undo != nil)
  }

  @Test(.enabled(if: ScratchFolder.canMount)) func moveAcrossFileSystemsCopiesChecksAndRemoves() throws {
    let scratch = try ScratchFolder()
    let source = Self.makeTree(in: scratch)
    let target = try #require(scratch.mountTmpfs("other-fs", kibibytes: 16_384))
    let before = Snapshot.of(source)
    let report = try perform(.move([source], into: target), executor: OperationExecutor(trash: scratch.trash))
    #expect(report.succeeded, "\(report.summary)")
    #expect(
      report.outcomes == [
        .done(
          .move(source, to: target.appending("source"), replacing: false),
          note: "moved across file systems: copied, checked, then removed")
      ])
    #expect(!Snapshot.exists(source))
    #expect(Snapshot.of(target.appending("source")) == before)
  }

  @Test func takenNamesAreAskedAboutAndNeverReplacedOtherwise() throws {
    let scratch = try ScratchFolder()
    let a = ScratchFolder.writeFile(Array("new".utf8), to: scratch.at("from/a.txt"))
    let old = ScratchFolder.writeFile(Array("old".utf8), to: scratch.at("to/a.txt"))
    let executor = OperationExecutor(trash: scratch.trash)
    let skipped = try perform(.copy([a], into: old.parent), answering: .skip, executor: executor)
    #expect(skipped.skipped == [a] && Snapshot.contents(old) == Array("old".utf8))
    let renamed = try perform(.copy([a], into: old.parent), answering: .rename, executor: executor)
    #expect(renamed.succeeded && Snapshot.contents(scratch.at("to/a (2).txt")) == Array("new".utf8))
    #expect(Snapshot.contents(old) == Array("old".utf8))
    let replaced = try perform(.copy([a], into: old.parent), answering: .overwrite, executor: executor)
    #expect(replaced.succeeded && Snapshot.contents(old) == Array("new".utf8))
    #expect(Snapshot.names(in: old.parent).count == 2, "no temporary file left")
    // A name taken after planning is left alone: the step fails and says so.
    let plan = try OperationPlanner.draft(.copy([a], into: scratch.folder("later")), in: LocalFileTree())
      .plan()
    ScratchFolder.writeFile(Array("someone else's".utf8), to: scratch.at("later/a.txt"))
    let raced = executor.run(plan, monitor: OperationMonitor(verb: "copy"))
    #expect(raced.failure?.error == .alreadyExists(scratch.at("later/a.txt")))
    #expect(Snapshot.contents(scratch.at("later/a.txt")) == Array("someone else's".utf8))
  }

  @Test func replacingAFolderPutsTheOldOneInTheTrash() throws {
    let scratch = try ScratchFolder()
    ScratchFolder.writeFile(Array("new".utf8), to: scratch.at("from/dir/new.txt"))
    ScratchFolder.writeFile(Array("old".utf8), to: scratch.at("to/dir/old.txt"))
    let report = try perform(
      .move([scratch.at("from/dir")], into: scratch.at("to")), answering: .overwrite,
      executor: OperationExecutor(trash: scratch.trash))
    #expect(report.succeeded, "\(report.summary)")
    #expect(Snapshot.names(in: scratch.at("to/dir")) == [Array("new.txt".utf8)])
    #expect(Snapshot.contents(scratch.at("data/Trash/files/dir/old.txt")) == Array("old".utf8))
    #expect(report.undo == nil, "an operation that replaced something is not undone")
  }

  @Test func theSameFileIsNeverItsOwnTarget() throws {
    let scratch = try ScratchFolder()
    let file = ScratchFolder.writeFile(Array("mine".utf8), to: scratch.at("a.txt"))
    let executor = OperationExecutor(trash: scratch.trash)
    let duplicate = try perform(.copy([file], into: scratch.path), answering: .rename, executor: executor)
    #expect(duplicate.succeeded && Snapshot.contents(scratch.at("a (2).txt")) == Array("mine".utf8))
    // Even a plan that says so (made by hand) does not overwrite a file with itself, also
    // through a link to its folder.
    symlink(scratch.path.displayString, scratch.at("alias").cString)
    for target in [file, scratch.at("alias/a.txt")] {
      let plan = OperationPlan(
        operation: .copy([file], into: target.parent), steps: [.copy(file, to: target, replacing: true)])
      let report = executor.run(plan, monitor: OperationMonitor(verb: "copy"))
      #expect(report.failure?.error == .cannotOverwriteItself(file))
      #expect(Snapshot.contents(file) == Array("mine".utf8))
    }
  }

  @Test func aFolderNeverGoesIntoItself() throws {
    let scratch = try ScratchFolder()
    let folder = scratch.folder("folder/inside")
    ScratchFolder.writeFile(Array("x".utf8), to: folder.appending("x"))
    symlink(folder.displayString, scratch.at("shortcut").cString)
    #expect(throws: FileOperationError.folderIntoItself(scratch.at("folder"), target: folder)) {
      try perform(
        .copy([scratch.at("folder")], into: folder), executor: OperationExecutor(trash: scratch.trash))
    }
    // Through a link the planner cannot see; the executor walks `..` and refuses.
    let before = Snapshot.of(scratch.path)
    for moving in [false, true] {
      let source = scratch.at("folder")
      let destination = scratch.at("shortcut/folder")
      let step: OperationStep =
        moving
        ? .move(source, to: destination, replacing: false) : .copy(source, to: destination, replacing: false)
      let plan = OperationPlan(operation: .copy([source], into: destination.parent), steps: [step])
      let report = OperationExecutor(trash: scratch.trash).run(plan, monitor: OperationMonitor(verb: "copy"))
      #expect(report.failure?.error == .folderIntoItself(source, target: scratch.at("shortcut")))
      #expect(Snapshot.of(scratch.path) == before)
    }
  }

  @Test func aMissingTargetChangesNothing() throws {
    let scratch = try ScratchFolder()
    let file = ScratchFolder.writeFile(Array("x".utf8), to: scratch.at("a"))
    let target = scratch.folder("target")
    let plan = try OperationPlanner.draft(.move([file], into: target), in: LocalFileTree()).plan()
    rmdir(target.cString)
    let report = OperationExecutor(trash: scratch.trash).run(plan, monitor: OperationMonitor(verb: "move"))
    #expect(report.failure?.error == .targetMissing(target))
    #expect(report.summary.hasPrefix("moved 0 of 1 item into 'target'; 'a' failed: the folder"))
    #expect(Snapshot.contents(file) == Array("x".utf8))
  }
}
