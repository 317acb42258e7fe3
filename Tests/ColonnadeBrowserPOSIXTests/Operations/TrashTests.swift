import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rule T12: trashing follows the freedesktop.org Trash specification, so another implementation
/// (`trash-cli`'s `trash-list` and `trash-restore`) lists and restores what Colonnade trashed;
/// rule T14: undo puts trashed files back only where nothing took their name.
@Suite struct TrashTests {
  @Test func homeTrashHoldsTheFileAndItsInfo() throws {
    let scratch = try ScratchFolder()
    let file = ScratchFolder.writeFile(
      Array("bytes".utf8), to: scratch.at("work").appending(HostileNames.newline))
    let report = try perform(.trash([file]), executor: OperationExecutor(trash: scratch.trash))
    #expect(report.succeeded, "\(report.summary)")
    #expect(!Snapshot.exists(file))
    let trash = scratch.at("data/Trash")
    #expect(
      Snapshot.node(trash.appending("files").appending(HostileNames.newline))
        == .file(Array("bytes".utf8), mode: 0o644))
    let info = Snapshot.contents(
      trash.appending("info").appending(HostileNames.newline + Array(".trashinfo".utf8)))
    let text = String(decoding: info, as: UTF8.self)
    #expect(text.hasPrefix("[Trash Info]\nPath=\(TrashInfo.percentEncoded(file.bytes))\nDeletionDate="))
    let date = try #require(text.split(separator: "\n").last?.dropFirst("DeletionDate=".count))
    #expect(date.count == 19 && date.contains("T") && !date.hasSuffix("Z"), "local time, no zone: \(date)")
    #expect(Snapshot.node(trash).description == "folder(700)")
  }

  @Test func sameNameTwiceGetsTwoEntries() throws {
    let scratch = try ScratchFolder()
    let executor = OperationExecutor(trash: scratch.trash)
    for content in ["one", "two"] {
      let file = ScratchFolder.writeFile(Array(content.utf8), to: scratch.at("work/a.txt"))
      #expect(try perform(.trash([file]), executor: executor).succeeded)
    }
    #expect(
      Snapshot.names(in: scratch.at("data/Trash/files")) == [Array("a (2).txt".utf8), Array("a.txt".utf8)])
    #expect(Snapshot.names(in: scratch.at("data/Trash/info")).count == 2)
  }

  @Test func undoPutsBackOnlyIntoAFreeName() throws {
    let scratch = try ScratchFolder()
    let executor = OperationExecutor(trash: scratch.trash)
    let file = ScratchFolder.writeFile(Array("keep".utf8), to: scratch.at("work/a.txt"))
    let undo = try #require(try perform(.trash([file]), executor: executor).undo)
    ScratchFolder.writeFile(Array("newcomer".utf8), to: file)
    let refused = executor.undo(undo, monitor: OperationMonitor(verb: "undo"))
    #expect(refused.failure?.error == .originalNameTaken(file))
    #expect(Snapshot.contents(file) == Array("newcomer".utf8))
    unlink(file.cString)
    let restored = executor.undo(undo, monitor: OperationMonitor(verb: "undo"))
    #expect(restored.succeeded && restored.summary == "undo: put back 1 item")
    #expect(Snapshot.contents(file) == Array("keep".utf8))
    #expect(Snapshot.names(in: scratch.at("data/Trash/info")).isEmpty)
  }

  @Test(.enabled(if: ScratchFolder.canMount)) func otherFileSystemsUseTheirOwnTrash() throws {
    let scratch = try ScratchFolder()
    let mount = try #require(scratch.mountTmpfs("usb", kibibytes: 1_024))
    let executor = OperationExecutor(trash: scratch.trash)
    let file = ScratchFolder.writeFile(Array("on the stick".utf8), to: mount.appending("photos/a.jpg"))
    #expect(try perform(.trash([file]), executor: executor).succeeded)
    let own = mount.appending(".Trash-\(getuid())")
    #expect(Snapshot.contents(own.appending("files/a.jpg")) == Array("on the stick".utf8))
    let info = String(decoding: Snapshot.contents(own.appending("info/a.jpg.trashinfo")), as: UTF8.self)
    #expect(info.hasPrefix("[Trash Info]\nPath=photos/a.jpg\n"), "relative to the mount's top folder")
    #expect(!Snapshot.exists(scratch.at("data/Trash/files/a.jpg")))

    // A shared `.Trash` with the sticky bit comes first; one without it is never used.
    mkdir(mount.appending(".Trash").cString, 0o777)
    chmod(mount.appending(".Trash").cString, 0o777)
    let second = ScratchFolder.writeFile(Array("b".utf8), to: mount.appending("b"))
    #expect(try perform(.trash([second]), executor: executor).succeeded)
    #expect(Snapshot.exists(own.appending("files/b")))
    chmod(mount.appending(".Trash").cString, 0o1777)
    let third = ScratchFolder.writeFile(Array("c".utf8), to: mount.appending("c"))
    #expect(try perform(.trash([third]), executor: executor).succeeded)
    #expect(Snapshot.exists(mount.appending(".Trash/\(getuid())/files/c")))
  }

  /// `COLONNADE_REQUIRE_TRASH_CLI=1` (set by CI, which installs it) turns a missing trash-cli into
  /// a failure instead of a skipped check.
  static let trashCLI: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      if FileManager.default.isExecutableFile(atPath: "\(folder)/trash-list") { return String(folder) }
    }
    return nil
  }()
  static let requiresTrashCLI = ProcessInfo.processInfo.environment["COLONNADE_REQUIRE_TRASH_CLI"] == "1"

  @Test(.enabled(if: trashCLI != nil || requiresTrashCLI)) func trashCLIListsAndRestores() throws {
    let folder = try #require(Self.trashCLI, "trash-cli is not installed: python3 -m pip install trash-cli")
    let scratch = try ScratchFolder()
    let names = [Array("plain.txt".utf8), Array("with space".utf8), HostileNames.invalid]
    let files = names.map {
      ScratchFolder.writeFile(Array("content".utf8) + $0, to: scratch.at("work").appending($0))
    }
    let before = Snapshot.of(scratch.at("work"))
    #expect(try perform(.trash(files), executor: OperationExecutor(trash: scratch.trash)).succeeded)
    #expect(Snapshot.names(in: scratch.at("work")).isEmpty)

    let environment = [
      "XDG_DATA_HOME": scratch.at("data").displayString, "PATH": "\(folder):/usr/bin:/bin",
      "HOME": scratch.path.displayString,
    ]
    let listed = try run("\(folder)/trash-list", [], environment: environment)
    for name in ["plain.txt", "with space", "bad\\xff\\xfe"] {
      #expect(listed.contains(scratch.at("work").displayString + "/" + name), "trash-list:\n\(listed)")
    }
    // trash-restore asks which entry to restore: every one, one at a time, the first listed.
    for _ in names {
      _ = try run(
        "\(folder)/trash-restore", [scratch.at("work").displayString], environment: environment, input: "0\n")
    }
    #expect(Snapshot.of(scratch.at("work")) == before)
  }

  private func run(
    _ program: String, _ arguments: [String], environment: [String: String], input: String = ""
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
    let output = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = feed
    try process.run()
    feed.fileHandleForWriting.write(Data(input.utf8))
    try feed.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
