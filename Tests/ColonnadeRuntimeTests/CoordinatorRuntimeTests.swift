import Colonnade
import ColonnadeRuntime
import ColonnadeTestSupport
import Testing

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

  static func pane(_ runtime: Runtime, _ column: Column) async -> Pane<String>? {
    await runtime.coordinator.state.onScreenPanes.first { $0.column == column }
  }

  @Test func panesShowingOneRouteShareOneLoad() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate)
    try await runtime.send(.itemSelected("news", in: .supplementary))
    try await runtime.send(.itemSelected("news", in: .secondary))
    await eventually("both loads wait") { gate.isWaiting("news") && gate.isWaiting("inbox") }
    gate.answer("news")
    gate.answer("inbox")
    await eventually("the loads end") { await runtime.loadsInFlight == 0 }
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
    await eventually("the attachment loads") { gate.isWaiting("attachment") }
    let effects = try await runtime.send(.backRequested)
    #expect(effects.contains { if case .data(.cancel) = $0 { true } else { false } })
    await eventually("the load is cancelled") { gate.cancellations > 0 }
    #expect(gate.cancellations == 1)
    gate.answer("m1")
    gate.answer("inbox")
    await eventually("the loads end") { await runtime.loadsInFlight == 0 }
    #expect(await runtime.loadsInFlight == 0)
  }

  /// Rules N9, R4: the runtime restores a session through `send`; the old panes' loads are
  /// cancelled and the restored pane on screen loads.
  @Test func restoringASessionCancelsTheOldPanesLoads() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate, style: .doubleColumn)
    let saved = await runtime.coordinator.state.navigation
    try await runtime.send(.itemSelected("m1", in: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    let effects = try await runtime.send(.sessionRestored(saved, overrides: .none))
    #expect(effects.contains { if case .data(.cancel) = $0 { true } else { false } })
    #expect(await runtime.coordinator.snapshot.visibleEntries.secondary == nil)
    #expect(await runtime.coordinator.state.invariantViolations.isEmpty)
  }

  @Test func failuresAreKeptPerPaneUntilALoadSucceeds() async throws {
    let gate = LoadGate()
    let runtime = try Self.make(gate, style: .doubleColumn)
    try await runtime.send(.itemSelected("m1", in: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    let detail = try #require(await Self.pane(runtime, .secondary))
    gate.answer("m1", failing: true)
    await eventually("the failure is kept") { await runtime.failure(for: detail) != nil }
    #expect(await runtime.failure(for: detail) == "the server said no")
    #expect(await runtime.value(for: detail) == nil)
    try await runtime.send(.dataInvalidated(.secondary))
    await eventually("m1 loads again") { gate.isWaiting("m1") }
    gate.answer("m1")
    gate.answer("inbox")
    await eventually("the loads end") { await runtime.loadsInFlight == 0 }
    #expect(await runtime.failure(for: detail) == nil)
    #expect(await runtime.value(for: detail) == "data of m1")
  }

  @Test func hiddenDataIsReleasedWhenTheClockPassesTheGracePeriod() async throws {
    let gate = LoadGate()
    let clock = ManualClock()
    let runtime = try Self.make(gate, clock: clock, style: .doubleColumn, width: 393)
    try await runtime.send(.itemSelected("m1", in: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    gate.answer("m1")
    let detail = try #require(await Self.pane(runtime, .secondary))
    await eventually("m1's data arrives") { await runtime.value(for: detail) != nil }
    try await runtime.send(.itemPushed("attachment", in: .secondary))
    clock.advance(by: .seconds(29))
    #expect(try await runtime.tick().isEmpty)
    #expect(await runtime.value(for: detail) == "data of m1")
    clock.advance(by: .seconds(1))
    #expect(try await runtime.tick() == [.data(.release(detail))])
    #expect(await runtime.value(for: detail) == nil)
  }
}
