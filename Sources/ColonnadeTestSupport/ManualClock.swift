import ColonnadeLock

/// A clock that moves only when a test says so, for testing time rules without sleeping (R6).
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: .seconds(31))
/// ```
public final class ManualClock: Clock, Sendable {
  /// A reading of the manual clock: the time since it was made.
  public struct Instant: InstantProtocol {
    /// Time since the clock was made.
    public var offset: Duration

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [(deadline: Instant, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  /// Creates a clock reading zero.
  public init() {}

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  /// Suspends until a test advances the clock to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    await withCheckedContinuation { continuation in
      let due = state.withLock { state -> Bool in
        if deadline <= state.now { return true }
        state.sleepers.append((deadline, continuation))
        return false
      }
      if due { continuation.resume() }
    }
  }

  /// Moves the clock forward and wakes the sleepers now due.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let ready = state.sleepers.filter { $0.deadline <= now }.map(\.continuation)
      state.sleepers.removeAll { $0.deadline <= now }
      return ready
    }
    for continuation in due { continuation.resume() }
  }
}
