import Colonnade
import ColonnadeBenchmarks
import Testing

/// A coordinator action costs near a resolve. A resize within a width class and
/// `back()` make at most 4 mallocs (the effects array and a new load's waiting list are the only
/// ones left), and the queries `canGoBack` and `peekBack()` none. `colonnade-bench --only
/// coordinator` shows the times against a resolve of the same window.
///
/// The coordinator is generic over the app's route; its entry points are inlinable, so this
/// module (like an app) runs it specialized. Unoptimized, `send` also checks every invariant, so
/// the counts hold in optimized builds, as CI runs them:
/// `swift test -c release --filter ColonnadeAllocationTests`.
@Suite(.disabled(if: isUnoptimizedBuild, "unoptimized, send checks every invariant and runs generic code"))
struct CoordinatorAllocationTests {
  /// Mallocs per operation over `count` operations, after one warm-up operation.
  static func mallocsPerOperation(_ count: Int = 1_000, _ operation: () -> Void) -> Double {
    operation()
    return Double(allocations { for _ in 0..<count { operation() } }.mallocs) / Double(count)
  }

  @Test func resizeWithinAWidthClassMakesNoMalloc() throws {
    var coordinator = try AnimalsApp.coordinator(width: 1366, height: 1024)
    var step = 0
    let mallocs = Self.mallocsPerOperation {
      step += 1
      blackHole(try? coordinator.send(.windowResized(Size(width: step & 1 == 0 ? 1366 : 1365, height: 1024))))
    }
    #expect(mallocs == 0, "resize 1366 ↔ 1365: \(mallocs) mallocs per action")
  }

  @Test func backMakesAtMostFourMallocs() throws {
    var coordinator = try LongHistory.coordinator(depth: 2_000, origin: .launched)
    var effects = 0
    let mallocs = Self.mallocsPerOperation(1_000) {
      let sent = try? coordinator.send(.backRequested)
      effects = sent?.count ?? 0
      blackHole(sent)
    }
    // Each back destroys a pane, cancels its load, shows the next entry and starts its load.
    #expect(effects == 5)
    #expect(mallocs <= 4, "back(): \(mallocs) mallocs per action")
  }

  @Test func canGoBackAndPeekBackMakeNoMalloc() throws {
    let coordinator = try LongHistory.coordinator(depth: 2_000, origin: .launched)
    let canGoBack = Self.mallocsPerOperation { blackHole(coordinator.snapshot.canGoBack) }
    let peekBack = Self.mallocsPerOperation { blackHole(coordinator.peekBack()) }
    #expect(canGoBack == 0, "canGoBack: \(canGoBack) mallocs per call")
    #expect(peekBack == 0, "peekBack(): \(peekBack) mallocs per call")
  }
}
