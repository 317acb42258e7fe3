import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// The browser's file operations on this machine (rules T10–T14): carries out what the browser
/// asks for (``BrowserCommand/operate(_:)``) on an ``OperationRunner``, one at a time, and tells
/// it how far the work has come and what it did.
///
/// ```swift
/// let operations = OperationSession(environment: environment)
/// operations.handle(.run(plan))                 // starts; returns at once
/// if let event = operations.poll() { browser.handle(event, at: now) }   // each wake
/// ```
///
/// The interactive loop polls it at least every ``pollSeconds`` while it runs; a snapshot waits
/// for each operation to finish before the next key (``finish()``), so its screens are the same
/// every run (rule T7).
package final class OperationSession {
  /// Where trashed and replaced files go: the user's Trash (`$XDG_DATA_HOME/Trash`).
  let executor: OperationExecutor
  /// The operation running, if one is.
  private var runner: OperationRunner?

  /// How often the loop reads the progress while an operation runs.
  package static let pollSeconds = 0.1

  /// A session whose Trash is the one `environment` names (rule T12).
  package init(environment: [String: String]) {
    executor = OperationExecutor(trash: TrashCan.user(environment: environment))
  }

  /// A session with this executor (tests inject faults).
  package init(executor: OperationExecutor) {
    self.executor = executor
  }

  /// Whether an operation is running, so the loop polls.
  package var isRunning: Bool { runner != nil }

  /// Starts a plan or an undo on a thread of its own, or asks the running one to stop. The
  /// browser asks for one at a time (it refuses the keys while one runs); another is ignored.
  package func handle(_ request: OperationRequest) {
    switch request {
    case .cancel:
      runner?.cancel()
    case .run(let plan):
      start(OperationRunner(plan: plan, executor: executor))
    case .undo(let record):
      start(OperationRunner(undoing: record, executor: executor))
    }
  }

  private func start(_ next: OperationRunner) {
    guard runner == nil else { return }
    runner = next
    next.start()
  }

  /// What to tell the browser now: the report once the operation is over (then nothing runs),
  /// else its progress; `nil` when none runs. Never waits.
  package func poll() -> BrowserEvent? {
    guard let runner else { return nil }
    guard runner.isFinished, let report = runner.report else {
      return .operationProgressed(runner.progress())
    }
    self.runner = nil
    return .operationFinished(report)
  }

  /// Waits for the running operation to end and returns its report (`nil` when none runs): for
  /// snapshots, and for quitting, after ``handle(_:)`` with `.cancel`, so no copy is left half
  /// written.
  package func finish() -> OperationReport? {
    guard let runner else { return nil }
    while !runner.isFinished { usleep(1000) }
    self.runner = nil
    return runner.report
  }
}
