import ColonnadeBrowser
import ColonnadePOSIX
import Synchronization

/// What a running operation and the UI loop share (rule T13): counters the operation's thread
/// bumps and the loop reads without waiting (atomics, no lock), and the loop's request to cancel.
///
/// ```swift
/// let monitor = OperationMonitor(verb: "copy")
/// // on the operation's thread: monitor.addBytes(n) …   on the loop: monitor.progress().line
/// monitor.cancel()
/// ```
public final class OperationMonitor: Sendable {
  /// The operation's verb, for the progress line.
  public let verb: String
  let bytesDone = Atomic<UInt64>(0)
  let bytesTotal = Atomic<UInt64>(0)
  let filesDone = Atomic<Int>(0)
  let filesTotal = Atomic<Int>(0)
  let counting = Atomic<Bool>(false)
  let cancelled = Atomic<Bool>(false)
  /// When the operation started, in monotonic seconds (bit pattern of a `Double`).
  let startBits: Atomic<UInt64>
  let clock: @Sendable () -> Double

  /// Creates a monitor on the monotonic clock.
  public convenience init(verb: String) {
    self.init(verb: verb, clock: { monotonicSeconds() })
  }

  /// Creates a monitor whose clock is `clock` (seconds).
  public init(verb: String, clock: @escaping @Sendable () -> Double) {
    self.verb = verb
    self.clock = clock
    startBits = Atomic(clock().bitPattern)
  }

  /// Asks the operation to stop at its next chunk: the file being written is removed, the
  /// sources stay as they are.
  public func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

  /// A reading of the counters now; never waits for the operation.
  public func progress() -> OperationProgress {
    let start = Double(bitPattern: startBits.load(ordering: .relaxed))
    return OperationProgress(
      verb: verb, bytesDone: bytesDone.load(ordering: .relaxed),
      bytesTotal: bytesTotal.load(ordering: .relaxed),
      filesDone: filesDone.load(ordering: .relaxed), filesTotal: filesTotal.load(ordering: .relaxed),
      elapsedSeconds: max(0, clock() - start), isCounting: counting.load(ordering: .relaxed))
  }

  func addBytes(_ count: Int) { bytesDone.add(UInt64(count), ordering: .relaxed) }
  func addFile() { filesDone.add(1, ordering: .relaxed) }
  func restartClock() { startBits.store(clock().bitPattern, ordering: .relaxed) }
}

/// Failures a test injects into the executor: `ENOSPC` after so many bytes, as a full disk does.
package struct FaultInjection: Sendable {
  /// The bytes written before each further write fails.
  package var failWritesAfterBytes: UInt64?
  /// The `errno` the failing write reports.
  package var writeErrno: Int32
  /// Cancels the operation once so many bytes are written.
  package var cancelAfterBytes: UInt64?

  /// Creates a fault plan.
  package init(failWritesAfterBytes: UInt64? = nil, writeErrno: Int32 = 28, cancelAfterBytes: UInt64? = nil) {
    self.failWritesAfterBytes = failWritesAfterBytes
    self.writeErrno = writeErrno
    self.cancelAfterBytes = cancelAfterBytes
  }
}
