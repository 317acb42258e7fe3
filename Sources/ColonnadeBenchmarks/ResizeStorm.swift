import Colonnade

/// A live resize dragged back and forth across every width class of the `standard` preset:
/// the detail stays open while the list and sidebar come and go (rules P2, P3).
///
/// ```swift
/// let storm = try ResizeStorm.run(steps: 10_000, insideTransition: true)
/// storm.emitted == storm.minimum.count   // only the net difference is announced
/// ```
public struct ResizeStorm: Sendable {
  /// Lifecycle events the storm emitted, in order, as `state column/route`.
  public var events: [String]
  /// The fewest events any storm from the same start to the same end could emit: the net
  /// difference, measured by one resize straight from the first window to the last.
  public var minimum: [String]
  /// The resizes sent.
  public var steps: Int

  /// How many events were emitted.
  public var emitted: Int { events.count }

  /// The width of step `step`: 320 to 1600 points and back to 320, a full sweep every
  /// 1281 steps.
  public static func width(at step: Int) -> Double { 320 + Double(step % 1_281) }

  /// The window height throughout.
  public static let height: Double = 900

  /// The coordinator a storm starts from: Animals with Cat open, in a 320-point window.
  public static func start() throws(CoordinatorError<String>) -> SplitCoordinator<String> {
    try AnimalsApp.coordinator(width: width(at: 0), height: height)
  }

  /// Sends `steps` resizes, inside one transition (`begin … end`) or each on its own, and
  /// returns every effect sent back.
  public static func drive(
    _ coordinator: inout SplitCoordinator<String>, steps: Int, insideTransition: Bool
  ) throws(CoordinatorError<String>) -> [CoordinatorEffect<String>] {
    var effects: [CoordinatorEffect<String>] = []
    if insideTransition { effects += try coordinator.send(.transitionBegan) }
    for step in 0..<steps {
      effects += try coordinator.send(.windowResized(Size(width: width(at: step), height: height)))
    }
    if insideTransition { effects += try coordinator.send(.transitionEnded) }
    return effects
  }

  /// Runs a storm of `steps` resizes and the single resize that makes its net difference.
  public static func run(steps: Int, insideTransition: Bool) throws(CoordinatorError<String>) -> ResizeStorm {
    var coordinator = try start()
    let effects = try drive(&coordinator, steps: steps, insideTransition: insideTransition)
    var direct = try start()
    let last = Size(width: width(at: max(0, steps - 1)), height: height)
    let minimum = try direct.send(.windowResized(last))
    return ResizeStorm(events: describe(effects), minimum: describe(minimum), steps: steps)
  }

  static func describe(_ effects: [CoordinatorEffect<String>]) -> [String] {
    AnimalsApp.lifecycleEvents(effects).map { "\($0.state) \($0.pane.column)/\($0.pane.entry.route)" }
  }
}
