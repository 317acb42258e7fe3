import CFileSystemCalls
import ColonnadeBrowser
import ColonnadeLock

/// Runs an operation on a thread of its own, so the screen keeps answering keys while a large
/// copy runs (rule T13): the UI loop reads ``progress()`` each frame (it never waits), may
/// ``cancel()``, and takes the ``report`` once ``isFinished``.
///
/// ```swift
/// let runner = OperationRunner(plan: plan, executor: executor)
/// runner.start()
/// while !runner.isFinished { status = runner.progress().line; … }   // each frame
/// let report = runner.report
/// ```
public final class OperationRunner: Sendable {
  /// The plan being carried out.
  public let plan: OperationPlan
  /// The counters the loop reads.
  public let monitor: OperationMonitor
  let executor: OperationExecutor
  let undoRecord: UndoRecord?
  private let finished = Locked<OperationReport?>(nil)

  /// A runner for `plan`.
  public init(plan: OperationPlan, executor: OperationExecutor, monitor: OperationMonitor? = nil) {
    self.plan = plan
    self.executor = executor
    self.monitor = monitor ?? OperationMonitor(verb: plan.operation.verb)
    undoRecord = nil
  }

  /// A runner that undoes `record`.
  public init(undoing record: UndoRecord, executor: OperationExecutor) {
    plan = OperationPlan(operation: record.operation, steps: [])
    self.executor = executor
    monitor = OperationMonitor(verb: "undo")
    undoRecord = record
  }

  /// How many nice levels below the UI the work runs: on a busy machine the screen gets the
  /// processor first (the copy's figures in BENCHMARKS.md).
  static let niceSteps: Int32 = 10

  /// Starts the work on a new thread, at a lower priority (here, if the system starts none).
  public func start() {
    let started = startDetachedThread {
      _ = colonnade_lower_thread_priority(Self.niceSteps)
      self.work()
    }
    if !started { work() }
  }

  /// Asks the work to stop at its next chunk; what was done is reported.
  public func cancel() { monitor.cancel() }

  /// How far the work has come; waits only for a counter's bump.
  public func progress() -> OperationProgress { monitor.progress() }

  /// Whether the work is over and ``report`` is set.
  public var isFinished: Bool { finished.withLock { $0 != nil } }

  /// What the work did, once it is over.
  public var report: OperationReport? { finished.withLock { $0 } }

  private func work() {
    let report =
      if let undoRecord { executor.undo(undoRecord, monitor: monitor) } else {
        executor.run(plan, monitor: monitor)
      }
    finished.withLock { $0 = report }
  }
}
