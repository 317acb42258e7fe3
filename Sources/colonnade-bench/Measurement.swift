import CAllocationCounter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Nanoseconds on the monotonic clock (about 50 ns per reading: time batches, not calls).
func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Keeps a value alive and opaque to the optimizer, so the work that made it is not dropped.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Repeated rounds of one measurement: per-operation time and allocations of each round.
struct Sample: Sendable {
  /// Nanoseconds per operation, one value per round, sorted.
  var nanoseconds: [Double]
  /// Mallocs per operation, one value per round, sorted.
  var mallocs: [Double]
  /// Operations per round.
  var operations: Int

  /// The median round.
  var median: Double { Self.median(nanoseconds) }
  /// The fastest round.
  var best: Double { nanoseconds.first ?? 0 }
  /// The slowest round.
  var worst: Double { nanoseconds.last ?? 0 }
  /// The middle half of the rounds (interquartile range) as a fraction of the median: the noise.
  var spread: Double {
    guard median > 0, nanoseconds.count >= 4 else { return 0 }
    let quarter = nanoseconds.count / 4
    return (nanoseconds[nanoseconds.count - 1 - quarter] - nanoseconds[quarter]) / median
  }
  /// Mallocs per operation in the median round.
  var mallocsPerOperation: Double { Self.median(mallocs) }

  static func median(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// How long and how often to measure.
struct Plan: Sendable {
  /// Rounds recorded after the warm-up round.
  var rounds: Int
  /// The time one round should take, in nanoseconds; it sets the operations per round.
  var roundBudget: Double

  static let quick = Plan(rounds: 5, roundBudget: 8e6)
  static let full = Plan(rounds: 21, roundBudget: 40e6)

  /// Times `rounds` rounds of `body`, which performs the given number of operations per call,
  /// after a warm-up that also picks the number of operations so a round takes about
  /// `roundBudget`; the allocation counter runs around each round.
  func sample(maximumOperations: Int = .max, _ body: (Int) -> Void) -> Sample {
    var operations = 1
    while true {
      let start = monotonicNanoseconds()
      body(operations)
      let elapsed = Double(monotonicNanoseconds() - start)
      if elapsed >= roundBudget / 4 || operations >= maximumOperations {
        let perOperation = max(elapsed / Double(operations), 1)
        operations = min(maximumOperations, max(1, Int(roundBudget / perOperation)))
        break
      }
      operations = min(maximumOperations, operations * 4)
    }
    return measure(rounds: rounds, operations: operations, body)
  }
}

/// Times `rounds` rounds of `body` doing `operations` operations each, after one warm-up round.
func measure(rounds: Int, operations: Int, _ body: (Int) -> Void) -> Sample {
  body(operations)
  var times: [Double] = []
  var mallocs: [Double] = []
  for _ in 0..<rounds {
    let allocations = colonnade_allocation_count()
    let start = monotonicNanoseconds()
    body(operations)
    let elapsed = monotonicNanoseconds() - start
    mallocs.append(Double(colonnade_allocation_count() - allocations) / Double(operations))
    times.append(Double(elapsed) / Double(operations))
  }
  return Sample(nanoseconds: times.sorted(), mallocs: mallocs.sorted(), operations: operations)
}
