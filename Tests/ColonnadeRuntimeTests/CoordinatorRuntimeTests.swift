import Colonnade
import ColonnadeRuntime
import ColonnadeTestSupport
import Synchronization
import Testing

/// Loads that end only when the test says so, counting calls and cancellations.
final class LoadGate: Sendable {
  private struct State {
    var waiting: [String: [CheckedContinuation<String, any Error>]] = [:]
    var calls: [String: Int] = [:]
    var cancellations = 0
  }
  private let state = Mutex(State())

  struct Failed: Error, CustomStringConvertible {
    var description: String { "the server said no" }
  }

  func load(_ route: String) async throws -> String {
    state.withLock { $0.calls[route, default: 0] += 1 }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        state.withLock { $0.waiting[route, default: []].append(continuation) }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> [CheckedContinuation<String, any Error>] in
        state.cancellations += 1
        defer { state.waiting = [:] }
        return state.waiting.values.flatMap { $0 }
      }
      for continuation in cancelled { continuation.resume(throwing: CancellationError()) }
    }
  }

  func answer(_ route: String, failing: Bool = false) {
    let waiting = state.withLock { $0.waiting.removeValue(forKey: route) ?? [] }
    for continuation in waiting {
      if failing {
        continuation.resume(throwing: Failed())
      } else {
        continuation.resume(returning: "data of \(route)")
      }
    }
  }

  func calls(_ route: String) -> Int { state.withLock { $0.calls[route] ?? 0 } }
  var cancellations: Int { state.withLock { $0.cancellations } }
  func isWaiting(_ route: String) -> Bool { state.withLock { !($0.waiting[route] ?? []).isEmpty } }
}

/// Rules R1–R6 at the edge: single flight, cancellation, failures kept, time from the clock.
@Suite struct CoordinatorRuntimeTests {
  typealias Runtime = CoordinatorRuntime<String, String, ManualClock>

  static func make(
    _ gate: LoadGate, clock: ManualClock = ManualClock(), style: SplitStyle = .tripleColumn,
    width: Double = 1200
  ) throws -> Runtime {
    let coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: width, height: 900)), configuration: .standard,
      navigation: NavigationState(root: "inbox", style: style))
    return Runtime(coordinator: coordinator, clock: clock) { try await gate.load($0) }
  }

  /// Waits until no load is in flight or the gate holds `route`.
  static func settle(_ runtime: Runtime, until condition: @Sendable () -> Bool = { false }) async {
    for _ in 0..<10_000 {
      if await runtime.loadsInFlight == 0 || condition() { return }
      await Task.yield()
    }
  }

  static func pane(_ runtime: Runtime, _ column: Column) async -> Pane<String>? {
    await runtime.coordinator.state.onScreenPanes.first { $0.column == column }
  }

  @Test func panesShowingOneRouteShareOneLoad() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate)
    try await runtime.send(.itemSelected("news", in: .supplementary))
    try await runtime.send(.itemSelected("news", in: .secondary))
    await Self.settle(runtime) { gate.isWaiting("news") && gate.isWaiting("inbox") }
    gate.answer("news")
    gate.answer("inbox")
    await Self.settle(runtime)
    #expect(gate.calls("news") == 1)
    let list = try #require(await Self.pane(runtime, .supplementary))
    let detail = try #require(await Self.pane(runtime, .secondary))
    #expect(await runtime.value(for: list) == "data of news")
    #expect(await runtime.value(for: detail) == "data of news")
  }

  @Test func poppingAPaneCancelsItsLoad() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate, style: .doubleColumn)
    try await runtime.send(.itemSelected("m1", in: .secondary))
    try await runtime.send(.itemPushed("attachment", in: .secondary))
    await Self.settle(runtime) { gate.isWaiting("attachment") }
    let effects = try await runtime.send(.backRequested)
    #expect(effects.contains { if case .data(.cancel) = $0 { true } else { false } })
    await Self.settle(runtime) { gate.cancellations > 0 }
    #expect(gate.cancellations == 1)
    gate.answer("m1")
    gate.answer("inbox")
    await Self.settle(runtime)
    #expect(await runtime.loadsInFlight == 0)
  }

  /// Rules N9, R4: the runtime restores a session through `send`; the old panes' loads are
  /// cancelled and the restored pane on screen loads.
  @Test func restoringASessionCancelsTheOldPanesLoads() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate, style: .doubleColumn)
    let saved = await runtime.coordinator.state.navigation
    try await runtime.send(.itemSelected("m1", in: .secondary))
    await Self.settle(runtime) { gate.isWaiting("m1") }
    let effects = try await runtime.send(.sessionRestored(saved, overrides: .none))
    #expect(effects.contains { if case .data(.cancel) = $0 { true } else { false } })
    #expect(await runtime.coordinator.snapshot.visibleEntries.secondary == nil)
    #expect(await runtime.coordinator.state.invariantViolations.isEmpty)
  }

  @Test func failuresAreKeptPerPaneUntilALoadSucceeds() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate, style: .doubleColumn)
    try await runtime.send(.itemSelected("m1", in: .secondary))
    await Self.settle(runtime) { gate.isWaiting("m1") }
    gate.answer("m1", failing: true)
    await Self.settle(runtime) { false }
    let detail = try #require(await Self.pane(runtime, .secondary))
    #expect(await runtime.failure(for: detail) == "the server said no")
    #expect(await runtime.value(for: detail) == nil)
    try await runtime.send(.dataInvalidated(.secondary))
    await Self.settle(runtime) { gate.isWaiting("m1") }
    gate.answer("m1")
    gate.answer("inbox")
    await Self.settle(runtime)
    #expect(await runtime.failure(for: detail) == nil)
    #expect(await runtime.value(for: detail) == "data of m1")
  }

  @Test func hiddenDataIsReleasedWhenTheClockPassesTheGracePeriod() async throws {
    let gate = LoadGate()
    let clock = ManualClock()
    let runtime = try Self.make(gate, clock: clock, style: .doubleColumn, width: 393)
    try await runtime.send(.itemSelected("m1", in: .secondary))
    await Self.settle(runtime) { gate.isWaiting("m1") }
    gate.answer("m1")
    await Self.settle(runtime)
    let detail = try #require(await Self.pane(runtime, .secondary))
    try await runtime.send(.itemPushed("attachment", in: .secondary))
    clock.advance(by: .seconds(29))
    #expect(try await runtime.tick().isEmpty)
    #expect(await runtime.value(for: detail) == "data of m1")
    clock.advance(by: .seconds(1))
    #expect(try await runtime.tick() == [.data(.release(detail))])
    #expect(await runtime.value(for: detail) == nil)
  }
}
