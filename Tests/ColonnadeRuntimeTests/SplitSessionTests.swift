import Colonnade
import ColonnadeRuntime
import ColonnadeTestSupport
import Synchronization
import Testing

/// Rules R1–R6 on the main actor, as the UIKit and SwiftUI adapters run them: `send` is
/// synchronous, loads report back through `onUpdate`, time comes from an injected clock.
@MainActor @Suite struct SplitSessionTests {
  /// A clock the test moves by hand.
  final class Seconds: Sendable {
    private let reading = Mutex(0.0)
    var now: Double { reading.withLock { $0 } }
    func advance(to seconds: Double) { reading.withLock { $0 = seconds } }
    var clock: SessionClock {
      SessionClock(now: { self.now }, sleep: { _ in try await Task.sleep(for: .seconds(3600)) })
    }
  }

  func make(_ gate: LoadGate, clock: Seconds = Seconds(), width: Double = 393) throws -> SplitSession<
    String, String
  > {
    let coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: width, height: 852)), configuration: .standard,
      navigation: NavigationState(root: "inbox", style: .doubleColumn))
    return SplitSession(coordinator: coordinator, clock: clock.clock) { try await gate.load($0) }
  }

  @Test func aLoadsResultReachesItsPaneThroughOnUpdate() async throws {
    let gate = LoadGate()
    let session = try make(gate)
    let delivered = Mutex<[String]>([])
    session.onUpdate = { effects in
      for case .data(.deliver(_, let pane)) in effects { delivered.withLock { $0.append(pane.entry.route) } }
    }
    try session.send(.itemSelected("m1", in: .secondary))
    let detail = try #require(session.coordinator.topEntry(of: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    #expect(session.loadsInFlight == 1)
    gate.answer("m1")
    await eventually("m1's data arrives") { session.value(for: detail.id) != nil }
    #expect(session.value(for: detail.id) == "data of m1")
    #expect(delivered.withLock { $0 } == ["m1"])
    #expect(session.loadsInFlight == 0)
  }

  @Test func poppingCancelsTheLoadAndDropsItsResult() async throws {
    let gate = LoadGate()
    let session = try make(gate)
    try session.send(.itemSelected("m1", in: .secondary))
    let detail = try #require(session.coordinator.topEntry(of: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    try session.send(.backRequested)
    await eventually("the load is cancelled") { gate.cancellations == 1 }
    await eventually("the list shown again loads") { gate.isWaiting("inbox") }
    #expect(session.loadsInFlight == 1)
    #expect(session.value(for: detail.id) == nil)
  }

  @Test func failuresAreKeptUntilTheNextLoadSucceeds() async throws {
    let gate = LoadGate()
    let session = try make(gate)
    try session.send(.itemSelected("m1", in: .secondary))
    let detail = try #require(session.coordinator.topEntry(of: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    gate.answer("m1", failing: true)
    await eventually("the failure is kept") { session.failure(for: detail.id) != nil }
    #expect(session.failure(for: detail.id) == "the server said no")
    try session.send(.dataInvalidated(.secondary))
    await eventually("m1 loads again") { gate.isWaiting("m1") }
    gate.answer("m1")
    await eventually("m1's data arrives") { session.value(for: detail.id) != nil }
    #expect(session.failure(for: detail.id) == nil)
  }

  /// Rule R3: a hidden pane keeps its data for the grace period, then the clock releases it.
  @Test func theClockReleasesHiddenData() async throws {
    let gate = LoadGate()
    let seconds = Seconds()
    let session = try make(gate, clock: seconds)
    try session.send(.itemSelected("m1", in: .secondary))
    let detail = try #require(session.coordinator.topEntry(of: .secondary))
    await eventually("m1 loads") { gate.isWaiting("m1") }
    gate.answer("m1")
    await eventually("m1's data arrives") { session.value(for: detail.id) != nil }
    try session.send(.itemPushed("attachment", in: .secondary))
    seconds.advance(to: 29)
    #expect(session.tick().isEmpty)
    seconds.advance(to: 30)
    #expect(session.tick() == [.data(.release(Pane(column: .secondary, entry: detail)))])
    #expect(session.value(for: detail.id) == nil)
  }

  @Test func aRefusedActionChangesNothing() throws {
    let session = try make(LoadGate())
    let before = session.coordinator.state
    #expect(throws: CoordinatorError<String>.self) {
      try session.send(.windowResized(Size(width: -1, height: 1)))
    }
    #expect(session.coordinator.state == before)
    #expect(session.loadsStarted == 0)
  }
}
