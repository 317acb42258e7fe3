/// The time a ``SplitSession`` reads and sleeps on, injected (rule R6): seconds since the session
/// began.
///
/// ```swift
/// let session = SplitSession(coordinator: coordinator, clock: .continuous) { try await api.fetch($0) }
/// ```
public struct SessionClock: Sendable {
  /// Seconds since the clock was made.
  public var now: @Sendable () -> Double
  /// Sleeps until `now()` reads at least the given seconds; throws when cancelled.
  public var sleep: @Sendable (_ until: Double) async throws -> Void

  /// Creates a clock from its two readings.
  public init(now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) async throws -> Void)
  {
    self.now = now
    self.sleep = sleep
  }

  /// The system's monotonic clock, which keeps running while the device sleeps.
  public static var continuous: SessionClock { clock(ContinuousClock()) }

  /// Seconds on `clock`, from now.
  public static func clock<C: Clock>(_ clock: C) -> SessionClock where C.Duration == Duration {
    let start = clock.now
    return SessionClock(
      now: { seconds(start.duration(to: clock.now)) },
      sleep: { deadline in
        try await clock.sleep(until: start.advanced(by: .seconds(deadline)), tolerance: nil)
      })
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
