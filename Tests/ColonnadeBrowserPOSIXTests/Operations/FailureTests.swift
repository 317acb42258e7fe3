import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rules T10 and T13: a step that fails halfway (a full disk, a read-only target) or is cancelled
/// leaves every source as it was and no partial file in the target, and the report says exactly
/// what was done.
@Suite struct FailureTests {
  /// Three files, the second one 4 MiB, so a failure or a cancel lands in its middle.
  static func sources(in scratch: ScratchFolder) -> [FilePath] {
    [
      ScratchFolder.writeFile(Array("first".utf8), to: scratch.at("from/1-first")),
      ScratchFolder.writeFile(
        (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0) },
        to: scratch.at("from").appending(HostileNames.invalid)),
      ScratchFolder.writeFile(Array("third".utf8), to: scratch.at("from/3-third")),
    ]
  }

  func expectHalfway(
    _ report: OperationReport, target: FilePath, sources: [FilePath], before: [[UInt8]: Snapshot.Node],
    scratch: ScratchFolder
  ) {
    #expect(report.done.count == 1, "\(report.summary)")
    #expect(report.outcomes.count == 3)
    if case .notStarted = report.outcomes[2] {
    } else {
      Issue.record("the third step ran: \(report.outcomes[2])")
    }
    #expect(Snapshot.of(scratch.at("from")) == before, "every source as it was")
    #expect(Snapshot.names(in: target) == [Array("1-first".utf8)], "no partial copy")
  }

  @Test func injectedFullDiskStopsCleanly() throws {
    let scratch = try ScratchFolder()
    let sources = Self.sources(in: scratch)
    let target = scratch.folder("to")
    let before = Snapshot.of(scratch.at("from"))
    var executor = OperationExecutor(trash: scratch.trash)
    executor.faults = FaultInjection(failWritesAfterBytes: 2 << 20, writeErrno: ENOSPC)
    let report = try perform(.copy(sources, into: target), executor: executor)
    expectHalfway(report, target: target, sources: sources, before: before, scratch: scratch)
    #expect(report.failure?.error == .system(target.appending(HostileNames.invalid), .noSpace))
    #expect(report.summary.contains("copied 1 of 3 items into 'to'; 'bad\\xFF\\xFE' failed: "))
    #expect(
      report.summary.hasSuffix(
        "no space left on the device: free some space and try again; 1 not started; every source not done is as it was"
      ))
  }

  @Test(.enabled(if: ScratchFolder.canMount)) func realFullDiskStopsCleanly() throws {
    let scratch = try ScratchFolder()
    let sources = Self.sources(in: scratch)
    let target = try #require(scratch.mountTmpfs("small", kibibytes: 1_024))
    let before = Snapshot.of(scratch.at("from"))
    for operation in [FileOperation.copy(sources, into: target), .move(sources, into: target)] {
      let report = try perform(operation, executor: OperationExecutor(trash: scratch.trash))
      #expect(report.failure?.error == .system(target.appending(HostileNames.invalid), .noSpace))
      #expect(report.done.count == 1)
      if case .move = operation {
        #expect(Snapshot.of(scratch.at("from")).count == 2, "the first moved, the others kept")
        #expect(Snapshot.of(scratch.at("from"))[HostileNames.invalid] == before[HostileNames.invalid])
      } else {
        #expect(Snapshot.of(scratch.at("from")) == before)
        ScratchFolder.removeTree(target.appending("1-first"))
      }
      #expect(Snapshot.names(in: target).count == (operation == .copy(sources, into: target) ? 0 : 1))
    }
  }

  @Test(.enabled(if: ScratchFolder.canMount)) func readOnlyTargetChangesNothing() throws {
    let scratch = try ScratchFolder()
    let sources = Self.sources(in: scratch)
    let target = try #require(scratch.mountTmpfs("read-only", kibibytes: 64, readOnly: true))
    let before = Snapshot.of(scratch.at("from"))
    for operation in [FileOperation.copy(sources, into: target), .move(sources, into: target)] {
      let report = try perform(operation, executor: OperationExecutor(trash: scratch.trash))
      #expect(report.done.isEmpty)
      #expect(report.failure?.error == .system(target.appending("1-first"), .readOnlyFileSystem))
      #expect(Snapshot.of(scratch.at("from")) == before)
    }
  }

  @Test func cancelledHalfwayRemovesThePartialFile() throws {
    let scratch = try ScratchFolder()
    let sources = Self.sources(in: scratch)
    let target = scratch.folder("to")
    let before = Snapshot.of(scratch.at("from"))
    var executor = OperationExecutor(trash: scratch.trash)
    executor.faults = FaultInjection(cancelAfterBytes: 2 << 20)
    let report = try perform(.copy(sources, into: target), executor: executor)
    expectHalfway(report, target: target, sources: sources, before: before, scratch: scratch)
    #expect(report.cancelled && report.failure?.error == .cancelled)
    #expect(
      report.summary
        == "cancelled; copied 1 of 3 items into 'to'; 1 not started; every source not done is as it was")
  }

  /// The runner works on its own thread: the test's thread reads progress while it runs and
  /// cancels it; the sources stay, the target keeps no partial file.
  @Test func runnerReportsProgressAndCancels() throws {
    let scratch = try ScratchFolder()
    let big = ScratchFolder.writeFile(Array(repeating: 1, count: 24 << 20), to: scratch.at("from/big"))
    let target = scratch.folder("to")
    let plan = try OperationPlanner.draft(.copy([big], into: target), in: LocalFileTree()).plan()
    let runner = OperationRunner(plan: plan, executor: OperationExecutor(trash: scratch.trash))
    runner.start()
    var readings: [OperationProgress] = []
    while !runner.isFinished {
      let progress = runner.progress()
      readings.append(progress)
      if progress.bytesDone >= 4 << 20 { runner.cancel() }
      usleep(1_000)
    }
    let report = try #require(runner.report)
    #expect(report.cancelled || report.succeeded, "the copy may finish before the cancel lands")
    if report.cancelled { #expect(Snapshot.names(in: target).isEmpty) }
    #expect(Snapshot.node(big) == .file(Array(repeating: 1, count: 24 << 20), mode: 0o644))
    let done = readings.map(\.bytesDone)
    #expect(done == done.sorted(), "progress only grows")
    #expect(readings.last?.bytesTotal == 24 << 20)
  }
}
