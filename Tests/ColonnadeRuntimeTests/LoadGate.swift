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

/// Waits, yielding, until `condition` holds; records a failure naming `what` when it never does
/// (after 100,000 yields, about a second).
func eventually(
  _ what: String, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () async -> Bool
) async {
  for _ in 0..<100_000 {
    if await condition() { return }
    await Task.yield()
  }
  Issue.record("never happened: \(what)", sourceLocation: sourceLocation)
}
