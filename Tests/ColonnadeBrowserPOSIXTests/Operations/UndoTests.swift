import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rule T14: undo of the last rename or move puts each file back only if it is still the file
/// that was moved and its old name is free; it never replaces anything; copies are not undone.
@Suite struct UndoTests {
  @Test func renameAndMoveComeBack() throws {
    let scratch = try ScratchFolder()
    let executor = OperationExecutor(trash: scratch.trash)
    let file = ScratchFolder.writeFile(Array("x".utf8), to: scratch.at("a").appending(HostileNames.escape))
    let before = Snapshot.of(scratch.path)
    let renamed = try perform(.rename(file, to: HostileNames.newline), executor: executor)
    #expect(executor.undo(try #require(renamed.undo), monitor: OperationMonitor(verb: "undo")).succeeded)
    #expect(Snapshot.of(scratch.path) == before)
    let target = scratch.folder("c")
    let both = try perform(.move([file.parent], into: target), executor: executor)
    #expect(executor.undo(try #require(both.undo), monitor: OperationMonitor(verb: "undo")).succeeded)
    rmdir(target.cString)
    #expect(Snapshot.of(scratch.path) == before)
  }

  @Test func aFileChangedSinceIsLeftAlone() throws {
    let scratch = try ScratchFolder()
    let executor = OperationExecutor(trash: scratch.trash)
    let file = ScratchFolder.writeFile(Array("x".utf8), to: scratch.at("a.txt"))
    let undo = try #require(try perform(.rename(file, to: Array("b.txt".utf8)), executor: executor).undo)
    unlink(scratch.at("b.txt").cString)
    ScratchFolder.writeFile(Array("another file".utf8), to: scratch.at("b.txt"))
    let report = executor.undo(undo, monitor: OperationMonitor(verb: "undo"))
    #expect(report.failure?.error == .changedSince(scratch.at("b.txt")))
    #expect(!Snapshot.exists(file))
  }

  @Test(.enabled(if: ScratchFolder.canMount)) func aMoveAcrossFileSystemsComesBack() throws {
    let scratch = try ScratchFolder()
    let executor = OperationExecutor(trash: scratch.trash)
    let mount = try #require(scratch.mountTmpfs("other", kibibytes: 1_024))
    ScratchFolder.writeFile(Array("x".utf8), to: scratch.at("dir/inner/x"))
    let before = Snapshot.of(scratch.at("dir"))
    let undo = try #require(try perform(.move([scratch.at("dir")], into: mount), executor: executor).undo)
    #expect(!Snapshot.exists(scratch.at("dir")))
    #expect(executor.undo(undo, monitor: OperationMonitor(verb: "undo")).succeeded)
    #expect(Snapshot.of(scratch.at("dir")) == before)
    #expect(Snapshot.names(in: mount).isEmpty)
  }

  @Test func copiesAndReplacementsAreNotUndone() throws {
    let scratch = try ScratchFolder()
    let executor = OperationExecutor(trash: scratch.trash)
    let file = ScratchFolder.writeFile(Array("x".utf8), to: scratch.at("a"))
    #expect(try perform(.copy([file], into: scratch.folder("b")), executor: executor).undo == nil)
    ScratchFolder.writeFile(Array("y".utf8), to: scratch.at("c/a"))
    #expect(
      try perform(.move([file], into: scratch.at("c")), answering: .overwrite, executor: executor).undo == nil
    )
  }
}
