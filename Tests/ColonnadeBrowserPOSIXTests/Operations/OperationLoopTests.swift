import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rule T13 in the interactive loop (``DemoLoop``): while a file operation runs the loop wakes at
/// least every ``OperationSession/pollSeconds`` to show its progress, a key is answered with a
/// frame at once, Esc stops the operation halfway with nothing half written, and the report
/// ends it.
@Suite struct OperationLoopTests {
  /// What the loop did, in order: each wait (its timeout) and each frame flushed.
  enum Step: Hashable {
    case wait(Int)
    case frame
  }

  /// A terminal whose input is a function of the waits so far (an empty answer: the wait ran out).
  struct SteppedTerminal: TerminalBackend {
    var steps: [Step] = []
    let input: ([Step]) -> [TerminalEvent]
    var colorEnabled: Bool { false }

    func size() throws(TerminalError) -> CellSize { CellSize(width: 100, height: 20) }
    mutating func write(_ text: String) throws(TerminalError) {}
    mutating func flush() throws(TerminalError) { steps.append(.frame) }
    mutating func enterRawMode() throws(TerminalError) {}
    mutating func leaveRawMode() throws(TerminalError) {}
    mutating func enterAlternateScreen() throws(TerminalError) {}
    mutating func leaveAlternateScreen() throws(TerminalError) {}
    mutating func readEvents(timeoutMilliseconds: Int) throws(TerminalError) -> [TerminalEvent] {
      steps.append(.wait(timeoutMilliseconds))
      return input(steps)
    }
  }

  /// An operation session the test drives: running from `operate(.run)` until its events are
  /// used up, the last being the report.
  final class FakeSession {
    var requests: [OperationRequest] = []
    var events: [BrowserEvent] = []
    var running = false

    var services: DemoServices {
      var services = DemoServices(now: { 0 })
      services.operate = { request in
        self.requests.append(request)
        if case .run = request { self.running = true }
      }
      services.operationRunning = { self.running }
      services.operationEvent = {
        guard self.running, !self.events.isEmpty else { return nil }
        let event = self.events.removeFirst()
        if case .operationFinished = event { self.running = false }
        return event
      }
      return services
    }
  }

  @Test func loopPollsWhileRunningAndAnswersKeys() throws {
    var tree = MemoryFileTree()
    tree.addFile("/w/in/keep.txt", "k\n")
    tree.addFile("/w/x.txt", "x\n")
    var browser = try Browser(
      start: FilePath("/w"), home: nil, tree: tree, size: CellSize(width: 100, height: 20))
    let session = FakeSession()
    let progress = OperationProgress(
      verb: "copy", bytesDone: 1, bytesTotal: 2, filesDone: 0, filesTotal: 1, elapsedSeconds: 1)
    let plan = OperationPlan(
      operation: .copy([FilePath("/w/x.txt")], into: FilePath("/w/in")),
      steps: [.copy(FilePath("/w/x.txt"), to: FilePath("/w/in/x.txt"), replacing: false)])
    session.events = [
      .operationProgressed(progress), .operationProgressed(progress), .operationProgressed(progress),
      .operationFinished(
        OperationReport(operation: plan.operation, outcomes: [.done(plan.steps[0], note: nil)])),
    ]
    // G (x.txt) yy gg (the folder `in`, beside the list) pp; then two waits, j, waits until done.
    var script: [TerminalEvent?] = "Gyyggpp".map { .key(.character($0)) } + [nil, nil, .key(.character("j"))]
    var terminal = SteppedTerminal { _ in
      guard !script.isEmpty else { return session.running ? [] : [.inputClosed] }
      return script.removeFirst().map { [$0] } ?? []
    }
    try DemoLoop.run(&browser, on: &terminal, services: session.services)
    #expect(session.requests == [.run(plan)])
    #expect(session.events.isEmpty && browser.operation == nil)
    #expect(browser.message == "Copied 1 item into 'in'")
    let waits = terminal.steps.compactMap { if case .wait(let ms) = $0 { ms } else { nil } }
    // Seven keys, then every wait while the copy runs is at most 100 ms; after it, the idle wait.
    #expect(waits.dropFirst(7).dropLast().allSatisfy { $0 <= 100 }, "\(waits)")
    #expect(waits.last == DemoLoop.idleTimeoutMilliseconds)
    // The key pressed while copying (the tenth input) is answered by a frame before the next wait.
    let tenth = try #require(
      terminal.steps.indices.filter { terminal.steps[$0] != .frame }.dropFirst(9).first)
    #expect(terminal.steps[tenth + 1] == .frame, "\(terminal.steps)")
  }

  /// A real copy of 64 files (128 MiB) on the background runner, driven by the loop: Esc once the
  /// first two are written stops it; the files copied are whole, the one being written is removed,
  /// every source is as it was, and the status line says what was done. The copy holds in the
  /// third file until the Esc arrives, so a fast disk cannot finish it first.
  @Test func escapeStopsARealCopyHalfway() throws {
    let scratch = try ScratchFolder()
    let source = scratch.folder("source")
    let target = scratch.folder("target")
    let chunk = (0..<(2 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    for index in 0..<64 { ScratchFolder.writeFile(chunk, to: source.appending("file-\(index + 10)")) }
    let before = Snapshot.of(source)
    var browser = try Browser(
      start: source, home: nil, tree: LocalFileTree(), size: CellSize(width: 100, height: 20))
    var executor = OperationExecutor(trash: scratch.trash)
    executor.faults.holdAfterBytes = 5 << 20  // in the third file, file-12
    let session = OperationSession(executor: executor)
    var services = DemoServices(now: { 0 })
    var requests: [OperationRequest] = []
    services.operate = {
      requests.append($0)
      session.handle($0)
    }
    services.operationEvent = { session.poll() }
    services.operationRunning = { session.isRunning }
    // v marks every file, yy copies, h goes up (source highlighted), j highlights target, pp.
    var script: [Key] = "vyyhjpp".map { .character($0) }
    var escaped = false
    var terminal = SteppedTerminal { _ in
      if !script.isEmpty { return [.key(script.removeFirst())] }
      // Esc once the third file is begun (two are whole), while the copy runs.
      if !escaped {
        for _ in 0..<10_000 where !Snapshot.exists(target.appending("file-12")) { usleep(1000) }
        escaped = true
        return [.key(.escape)]
      }
      if session.isRunning {
        usleep(10_000)
        return []
      }
      return [.inputClosed]
    }
    try DemoLoop.run(&browser, on: &terminal, services: services)
    #expect(requests.count == 2 && requests.last == .cancel, "\(requests)")
    let message = try #require(browser.message)
    #expect(message.hasPrefix("Cancelled; copied "), "\(message)")
    #expect(message.contains(" of 64 items into 'target'; "), "\(message)")
    #expect(message.hasSuffix(" not started; every source not done is as it was"), "\(message)")
    #expect(Snapshot.of(source) == before, "every source as it was")
    let copied = Snapshot.names(in: target)
    #expect(copied.count >= 2 && copied.count < 64, "\(copied.count) copied")
    for name in copied {
      #expect(Snapshot.contents(target.appending(name)) == chunk, "\(FilePath(bytes: name)) is whole")
    }
  }
}
