import ColonnadeBrowser
import ColonnadeLock
import ColonnadePOSIX

/// What a running operation and the UI loop share (rule T13): counters the operation's thread
/// bumps and the loop reads, behind a lock held for a few instructions (the package's `Locked`,
/// which macOS 13 and iOS 16 have), and the loop's request to cancel.
///
/// ```swift
/// let monitor = OperationMonitor(verb: "copy")
/// // on the operation's thread: monitor.addBytes(n) …   on the loop: monitor.progress().line
/// monitor.cancel()
/// ```
public final class OperationMonitor: Sendable {
  /// The operation's verb, for the progress line.
  public let verb: String
  private let counters: Locked<Counters>
  let clock: @Sendable () -> Double

  /// What the operation has counted and done.
  struct Counters: Sendable {
    var bytesDone: UInt64 = 0
    var bytesTotal: UInt64 = 0
    var filesDone = 0
    var filesTotal = 0
    var counting = false
    var cancelled = false
    /// When the operation started, in monotonic seconds.
    var start: Double
  }

  /// Creates a monitor on the monotonic clock.
  public convenience init(verb: String) {
    self.init(verb: verb, clock: { monotonicSeconds() })
  }

  /// Creates a monitor whose clock is `clock` (seconds).
  public init(verb: String, clock: @escaping @Sendable () -> Double) {
    self.verb = verb
    self.clock = clock
    counters = Locked(Counters(start: clock()))
  }

  /// Asks the operation to stop at its next chunk: the file being written is removed, the
  /// sources stay as they are.
  public func cancel() { counters.withLock { $0.cancelled = true } }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { counters.withLock { $0.cancelled } }

  /// A reading of the counters now; waits only for another reading or a bump.
  public func progress() -> OperationProgress {
    let now = clock()
    let counted = counters.withLock { $0 }
    return OperationProgress(
      verb: verb, bytesDone: counted.bytesDone, bytesTotal: counted.bytesTotal, filesDone: counted.filesDone,
      filesTotal: counted.filesTotal, elapsedSeconds: max(0, now - counted.start),
      isCounting: counted.counting)
  }

  func addBytes(_ count: Int) { counters.withLock { $0.bytesDone += UInt64(count) } }
  func addFile() { counters.withLock { $0.filesDone += 1 } }
  /// Adds to what the operation will do, while it counts.
  func addTotal(bytes: UInt64 = 0, files: Int = 0) {
    counters.withLock {
      $0.bytesTotal += bytes
      $0.filesTotal += files
    }
  }
  /// Whether the operation is still counting what it will do.
  func setCounting(_ counting: Bool) { counters.withLock { $0.counting = counting } }
  func restartClock() {
    let now = clock()
    counters.withLock { $0.start = now }
  }
}

/// Failures a test injects into the executor: `ENOSPC` after so many bytes, as a full disk does.
package struct FaultInjection: Sendable {
  /// The bytes written before each further write fails.
  package var failWritesAfterBytes: UInt64?
  /// The `errno` the failing write reports.
  package var writeErrno: Int32
  /// Cancels the operation once so many bytes are written.
  package var cancelAfterBytes: UInt64?
  /// Holds the operation once so many bytes are written, until it is cancelled (or 10 s pass): a
  /// copy a test stops halfway, however fast the disk.
  package var holdAfterBytes: UInt64?

  /// Creates a fault plan.
  package init(
    failWritesAfterBytes: UInt64? = nil, writeErrno: Int32 = 28, cancelAfterBytes: UInt64? = nil,
    holdAfterBytes: UInt64? = nil
  ) {
    self.failWritesAfterBytes = failWritesAfterBytes
    self.writeErrno = writeErrno
    self.cancelAfterBytes = cancelAfterBytes
    self.holdAfterBytes = holdAfterBytes
  }
}
