import Colonnade
import ColonnadeCoding
import ColonnadeTestSupport

/// Drives a coordinator and checks every property after every action: the state's invariants
/// (`CoordinatorState.invariantViolations`: layout L4–L6, navigation N1, focus, D2, P1–P2),
/// that a refused action changes nothing, that `peekBack()` predicts `back()` (N5), that each
/// lifecycle event is legal for its pane (P4) and comes in P3's order, that the collapsed stack
/// is the column stacks end to end and an expanded back pops one entry (N2, N5), that what was
/// announced is what the state records, that showing a column's only route again changes nothing (N3),
/// that collapsing and expanding leave the navigation as it was (N2), and that a session saved
/// and restored comes back equal (N9).
///
/// ```swift
/// var bytes = ByteStream(seed: 7)
/// var checker = try CoordinatorChecker(&bytes)
/// let result = checker.apply(bytes.action(windowSize: checker.windowSize, now: checker.now))
/// if let failure = result.failure { print(failure) }
/// ```
public struct CoordinatorChecker: Sendable {
  /// The coordinator under test.
  public private(set) var coordinator: SplitCoordinator<String>
  /// Each live pane's state, as the emitted events tell it.
  private var announced: [EntryID: PaneState] = [:]
  /// Whether to run the checks that send extra actions to copies (N2, N3): thorough, slower.
  public var sendsProbes: Bool

  /// A coordinator in a starting state decoded from `bytes`.
  public init(_ bytes: inout ByteStream, sendsProbes: Bool = true) throws(CoordinatorError<String>) {
    coordinator = try SplitCoordinator(
      environment: bytes.startingEnvironment(), configuration: bytes.startingConfiguration(),
      navigation: bytes.startingNavigation(), router: .paths())
    self.sendsProbes = sendsProbes
  }

  /// The current window size, for decoding hinges near it.
  public var windowSize: Size { coordinator.state.environment.size }
  /// The coordinator's clock.
  public var now: Double { coordinator.state.now }

  /// Decodes the next step from `bytes` (an action, or now and then a session saved and
  /// restored), takes it and checks every property.
  public mutating func step(_ bytes: inout ByteStream) -> (action: String, result: CheckResult) {
    let action: String
    let result: CheckResult
    if bytes.chance(3) {
      action = "save and restore"
      result = saveAndRestore()
    } else {
      let sent = bytes.action(windowSize: windowSize, now: now)
      action = "\(sent)"
      result = apply(sent)
    }
    return (action, result)
  }

  /// Sends `action` and checks every property.
  public mutating func apply(_ action: CoordinatorAction<String>) -> CheckResult {
    send(action).map { .failed($0) } ?? .passed
  }

  /// Saves the session to JSON, reads it back and restores it (rule N9), checking every property.
  public mutating func saveAndRestore() -> CheckResult {
    saveAndRestoreSession().map { .failed($0) } ?? .passed
  }

  /// Sends `action` and returns the first property that no longer holds, or `nil`.
  private mutating func send(_ action: CoordinatorAction<String>) -> String? {
    let before = coordinator
    let preview = coordinator.peekBack()
    do {
      let effects = try coordinator.send(action)
      if let problem = track(effects, ordered: true) { return problem }
      if case .backRequested = action, preview != coordinator.snapshot {
        return "peekBack() predicted \(preview), back() gave \(coordinator.snapshot)"
      }
      if let failure = coordinator.stackFailure(after: action, from: before) { return failure }
    } catch {
      if coordinator.state != before.state { return "the refused action (\(error)) changed the state" }
    }
    if let failure = coordinator.stepFailure(after: action, from: before.state) { return failure }
    return check()
  }

  private mutating func saveAndRestoreSession() -> String? {
    let state = coordinator.state
    let text = SavedSession(state).json(routes: .strings).serialized()
    let session: SavedSession<String>
    do {
      session = try SavedSession(json: text, routes: .strings)
    } catch {
      return "a saved session does not read back: \(error) in \(text)"
    }
    if session.navigation != state.navigation || session.overrides != state.overrides {
      return "a saved session reads back different: \(text)"
    }
    do {
      let effects = try coordinator.restore(navigation: session.navigation, overrides: session.overrides)
      if let problem = track(effects, ordered: false) { return problem }
    } catch {
      return "restoring a saved session failed: \(error)"
    }
    return check()
  }

  /// Checks the state's invariants and the bookkeeping of announced panes.
  func check() -> String? {
    let state = coordinator.state
    let violations = state.invariantViolations
    if !violations.isEmpty { return "invariants: \(violations.joined(separator: "; "))" }
    if state.lifecycle.records.count != announced.count {
      return "\(announced.count) panes announced alive, the state records \(state.lifecycle.records.count)"
    }
    for (id, paneState) in announced where state.lifecycle.state(of: id) != paneState {
      return
        "pane \(id) was announced \(paneState), the state records \(String(describing: state.lifecycle.state(of: id)))"
    }
    if state.navigation.stacks.primary.isEmpty { return "the primary lost its root" }
    return sendsProbes ? probe() : nil
  }

  /// Rules N3 and N2, on copies.
  private func probe() -> String? {
    coordinator.navigationProbeFailure()
  }

  /// Follows each pane through the emitted events: every step legal (P4), in P3's order.
  private mutating func track(_ effects: [CoordinatorEffect<String>], ordered: Bool) -> String? {
    var last: (rank: Int, column: Int, id: EntryID)?
    for effect in effects {
      guard case .lifecycle(let event) = effect else { continue }
      let id = event.pane.entry.id
      let previous = announced[id]
      guard PaneState.isLegal(from: previous, to: event.state) else {
        return "illegal lifecycle step for pane \(id): \(previous.map(\.rawValue) ?? "none") → \(event.state)"
      }
      announced[id] = event.state == .destroyed ? nil : event.state
      let key = (rank: Self.emissionRank(event.state), column: Self.columnRank(event.pane.column), id: id)
      if ordered, let last, (last.rank, last.column, last.id) > (key.rank, key.column, key.id) {
        return
          "events out of P3's order: \(event.state) \(event.pane.column) \(id) after an earlier-ranked one"
      }
      last = key
    }
    return nil
  }

  /// P3: destroyed, hidden, created, visible, active.
  static func emissionRank(_ state: PaneState) -> Int {
    switch state {
    case .destroyed: 0
    case .hidden: 1
    case .created: 2
    case .visible: 3
    case .active: 4
    }
  }

  /// Leading to trailing.
  static func columnRank(_ column: Column) -> Int {
    switch column {
    case .primary: 0
    case .supplementary: 1
    case .secondary: 2
    case .inspector: 3
    case .compact: 4
    }
  }
}
