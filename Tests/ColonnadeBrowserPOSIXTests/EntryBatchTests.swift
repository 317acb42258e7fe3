import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeTestSupport
import Foundation
import Testing

/// Rules T1 and T6: a folder read a batch at a time and stat'ed
/// on several threads gives every entry, in directory order, with the facts one `lstat` (and a
/// `stat` behind a link) by path gives: files of many sizes, modes and names, folders, links to
/// each and to nothing, whatever the batch size and thread count.
@Suite struct EntryBatchTests {
  /// One entry as read: its name and facts.
  struct Read: Equatable {
    var name: [UInt8]
    var own: Result<FileStatus, FileTreeError>
    var target: Result<FileStatus, FileTreeError>?
  }

  /// A scratch folder of `count` random entries, made with a seeded generator.
  static func makeFolder(_ root: URL, count: Int, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let files = FileManager.default
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    for index in 0..<count {
      let name = (index % 7 == 0 ? "." : "") + "entry-\(index)" + (index % 5 == 0 ? " é" : "")
      let url = root.appendingPathComponent(name)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: try files.createDirectory(at: url, withIntermediateDirectories: false)
      case 1: try files.createSymbolicLink(atPath: url.path, withDestinationPath: "entry-0")
      case 2: try files.createSymbolicLink(atPath: url.path, withDestinationPath: "missing-\(index)")
      default:
        let size = Int.random(in: 0..<3000, using: &random)
        try Data(repeating: UInt8(index % 256), count: size).write(to: url)
        let mode = [0o644, 0o755, 0o600, 0o444][Int.random(in: 0..<4, using: &random)]
        try files.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
      }
    }
  }

  /// The entries `visit` reports.
  static func entries(
    _ visit: ((_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void) throws -> Void
  ) rethrows -> [Read] {
    var read: [Read] = []
    try visit { name, facts in read.append(Read(name: Array(name), own: facts.own, target: facts.target)) }
    return read
  }

  /// Two seeded folders of 700 entries, each read with batch sizes below, at and above the count,
  /// on one to eight threads.
  @Test(arguments: [1, 2] as [UInt64])
  func aBatchedParallelReadIsTheOneByOneRead(seed: UInt64) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-batch-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.makeFolder(root, count: 700, seed: seed)
    let path = FilePath(root.path)
    let tree = LocalFileTree()
    let reference = try Self.entries { visit in try tree.defaultVisitEntries(inDirectory: path, visit) }
    #expect(reference.count == 700)
    let readings = [
      (1, 1, 1), (7, 3, 1), (64, 2, 16), (700, 2, 3), (4096, 4, 256), (4096, 4, 1), (300, 8, 1),
    ]
    for (batchSize, threads, chunk) in readings {
      let batched = try Self.entries { visit in
        try tree.visitEntries(
          inDirectory: path, batchSize: batchSize, threads: threads, chunk: chunk, visit)
      }
      let reading = "batch size \(batchSize), \(threads) threads, chunk \(chunk)"
      #expect(batched.count == reference.count, "\(reading)")
      for (got, expected) in zip(batched, reference) where got != expected {
        Issue.record(
          "\(reading): \(String(decoding: expected.name, as: UTF8.self)): \(got) is not \(expected)")
        break
      }
    }
    // The default entry point reads the same.
    #expect(try Self.entries { visit in try tree.visitEntries(inDirectory: path, visit) } == reference)
  }

  @Test func anUnreadableFolderThrowsAndAnEmptyOneVisitsNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-batch-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let tree = LocalFileTree()
    #expect(
      try Self.entries { visit in try tree.visitEntries(inDirectory: FilePath(root.path), visit) }.isEmpty)
    #expect(throws: FileTreeError.self) {
      try tree.visitEntries(inDirectory: FilePath(root.appendingPathComponent("missing").path)) { _, _ in }
    }
  }
}
