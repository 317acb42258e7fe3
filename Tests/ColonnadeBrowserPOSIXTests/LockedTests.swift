import ColonnadeLock
import Testing

/// The package's lock (`Locked`: Synchronization's `Mutex` here, `os_unfair_lock` on Apple's
/// platforms) keeps a value that threads change at once exact.
@Suite struct LockedTests {
  /// A lock is not copied: threads share it through a class, as the browser's loader does.
  final class Shared: Sendable {
    let count = Locked(0)
  }

  @Test func incrementsFromManyThreadsAddUp() async {
    let shared = Shared()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<2_000 { shared.count.withLock { $0 += 1 } }
        }
      }
    }
    #expect(shared.count.withLock { $0 } == 16_000)
  }

  @Test func withLockReturnsWhatTheBodyReturns() {
    let names = Locked(["Cat"])
    let before = names.withLock { names -> Int in
      defer { names.append("Dog") }
      return names.count
    }
    #expect(before == 1)
    #expect(names.withLock { $0 } == ["Cat", "Dog"])
  }
}
