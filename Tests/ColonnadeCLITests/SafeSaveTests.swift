import ColonnadeCLI
import ColonnadePOSIX
import Foundation
import Testing

/// Rules N9 and B2: `save` and `lab --out` replace only regular files, atomically, keeping their
/// mode and hard links, and follow symlinks; anything else is refused and left alone. Every file
/// lives in a fresh temporary folder.
@Suite struct SafeSaveTests {
  /// A fresh scratch folder, removed after `body`.
  static func inScratch(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  static func save(to path: String) -> Outcome {
    ColonnadeCommand.run(
      Invocation(arguments: ["simulate"], files: LocalFileSystem(), readStandardInput: { "save \(path)\n" }))
  }

  static func mode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  @Test func fifoAndFolderAreRefusedAndKept() throws {
    try Self.inScratch { folder in
      let fifo = folder + "/fifo"
      #expect(mkfifo(fifo, 0o600) == 0)
      let outcome = Self.save(to: fifo)
      #expect(outcome.status == 1)
      #expect(outcome.output.contains("it is a FIFO, not a regular file"), "\(outcome.output)")
      #expect(outcome.output.contains("cannot write"))
      var status = stat()
      #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
      #expect(Self.save(to: folder).output.contains("it is a folder, not a regular file"))
    }
  }

  @Test func regularFileKeepsModeAndHardLinks() throws {
    try Self.inScratch { folder in
      let file = folder + "/private.json"
      try "old".write(toFile: file, atomically: false, encoding: .utf8)
      #expect(chmod(file, 0o600) == 0)
      #expect(Self.save(to: file).status == 0)
      #expect(try Self.mode(file) == 0o600)
      #expect(try String(contentsOfFile: file, encoding: .utf8).contains("colonnade-session"))

      let linked = folder + "/linked.json"
      let other = folder + "/other.json"
      try "old".write(toFile: linked, atomically: false, encoding: .utf8)
      #expect(link(linked, other) == 0)
      #expect(Self.save(to: linked).status == 0)
      #expect(try String(contentsOfFile: other, encoding: .utf8).contains("colonnade-session"))
      // No temporary is left behind.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
          == ["linked.json", "other.json", "private.json"])
    }
  }

  @Test func symlinkIsFollowed() throws {
    try Self.inScratch { folder in
      try "old".write(toFile: folder + "/target.json", atomically: false, encoding: .utf8)
      #expect(symlink("target.json", folder + "/link.json") == 0)
      #expect(Self.save(to: folder + "/link.json").status == 0)
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json")
      #expect(destination == "target.json")
      #expect(
        try String(contentsOfFile: folder + "/target.json", encoding: .utf8).contains("colonnade-session"))
      let fresh = folder + "/new.json"
      #expect(Self.save(to: fresh).status == 0)
      #expect(FileManager.default.fileExists(atPath: fresh))
    }
  }

  @Test func labOutRefusesWhatIsNotARegularFile() throws {
    try Self.inScratch { folder in
      #expect(mkfifo(folder + "/fifo", 0o600) == 0)
      let arguments = ["lab", "--devices", "iphone-16", "--out", folder + "/lab"]
      // An earlier run's folder (with its marker), whose index.html became a symlink to a FIFO:
      // the symlink itself is refused (rule B2), the FIFO never reached.
      #expect(ColonnadeCommand.run(Invocation(arguments: arguments, files: LocalFileSystem())).status == 0)
      try FileManager.default.removeItem(atPath: folder + "/lab/index.html")
      #expect(symlink("../fifo", folder + "/lab/index.html") == 0)
      let outcome = ColonnadeCommand.run(Invocation(arguments: arguments, files: LocalFileSystem()))
      #expect(outcome.status == 1)
      #expect(outcome.errors.contains("it is a symlink, not a regular file"), "\(outcome.errors)")
      try FileManager.default.removeItem(atPath: folder + "/lab/index.html")
      try FileManager.default.createDirectory(
        atPath: folder + "/lab/index.html", withIntermediateDirectories: false)
      let folderThere = ColonnadeCommand.run(Invocation(arguments: arguments, files: LocalFileSystem()))
      #expect(folderThere.errors.contains("it is a folder, not a regular file"), "\(folderThere.errors)")
    }
  }

  /// Rule B2: nothing outside `--out` is written, replaced or removed. A subfolder of an earlier
  /// run replaced by a symlink to another folder is refused before anything is written, and the
  /// other folder keeps every file (a run that would remove pictures there included).
  @Test func labOutNeverWritesThroughASymlinkedFolder() throws {
    try Self.inScratch { folder in
      let lab = folder + "/lab"
      let elsewhere = folder + "/elsewhere"
      func run(_ devices: String) -> Outcome {
        ColonnadeCommand.run(
          Invocation(arguments: ["lab", "--devices", devices, "--out", lab], files: LocalFileSystem()))
      }
      #expect(run("iphone-16,surface-duo").status == 0)
      try FileManager.default.moveItem(atPath: lab + "/standard", toPath: elsewhere)
      #expect(symlink("../elsewhere", lab + "/standard") == 0)
      let before = try FileManager.default.subpathsOfDirectory(atPath: elsewhere).sorted()
      let marker = try String(contentsOfFile: lab + "/.colonnade-lab", encoding: .utf8)
      let refused = run("iphone-16")
      #expect(refused.status == 1)
      #expect(refused.errors.contains("'standard' on the way is a symlink"), "\(refused.errors)")
      #expect(try FileManager.default.subpathsOfDirectory(atPath: elsewhere).sorted() == before)
      #expect(
        try String(contentsOfFile: lab + "/.colonnade-lab", encoding: .utf8) == marker, "nothing written")
    }
  }

  /// Rule B2: on disk, a run into an earlier run's folder removes the pictures it no
  /// longer draws and the folders they leave empty, keeps every other file, and never follows a
  /// symlink the marker lists: it is refused and left, with its target.
  @Test func labOutReplacesAnEarlierRunOnDisk() throws {
    try Self.inScratch { folder in
      let lab = folder + "/lab"
      func run(_ devices: String) -> Outcome {
        ColonnadeCommand.run(
          Invocation(arguments: ["lab", "--devices", devices, "--out", lab], files: LocalFileSystem()))
      }
      #expect(run("iphone-16,surface-duo").status == 0)
      try "mine".write(toFile: lab + "/notes.txt", atomically: false, encoding: .utf8)
      let again = run("iphone-16")
      #expect(again.status == 0, "\(again.errors)")
      let left = try FileManager.default.subpathsOfDirectory(atPath: lab).sorted()
      #expect(
        left == [
          ".colonnade-lab", "index.html", "notes.txt", "standard", "standard/iphone-16",
          "standard/iphone-16/landscape.svg", "standard/iphone-16/portrait.svg",
        ])
      // A listed picture replaced by a symlink to a file outside: refused, both kept.
      #expect(run("iphone-16,surface-duo").status == 0)
      let picture = lab + "/standard/surface-duo/portrait/folded.svg"
      try "keep".write(toFile: folder + "/outside.txt", atomically: false, encoding: .utf8)
      try FileManager.default.removeItem(atPath: picture)
      #expect(symlink(folder + "/outside.txt", picture) == 0)
      let refused = run("iphone-16")
      #expect(refused.status == 1)
      #expect(refused.errors.contains("it is a symlink, not a regular file"), "\(refused.errors)")
      #expect((try? String(contentsOfFile: folder + "/outside.txt", encoding: .utf8)) == "keep")
      #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: picture)) != nil)
    }
  }

  /// A full disk says so.
  @Test func fullDiskSaysSo() {
    #expect(
      SafeFileError.system(call: "write", errno: ENOSPC).description == "no space left: the disk is full")
    #expect(SafeFileError.tooLarge(limit: 1 << 20).description == "larger than 1 MiB, the limit")
  }
}
