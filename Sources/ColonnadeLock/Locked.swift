#if canImport(Darwin)
  import os
#else
  import Synchronization
#endif

/// A value that threads share, behind a lock: the package's one lock type.
///
/// Synchronization's `Mutex` needs macOS 15 and iOS 18, above the package's floors (macOS 13,
/// iOS 16), so on Apple's platforms the lock is `os_unfair_lock` (through
/// `OSAllocatedUnfairLock`, macOS 13 / iOS 16); elsewhere it is `Mutex`, as fast as before.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["cat", default: 0] += 1 }
/// ```
package struct Locked<Value: Sendable>: ~Copyable, Sendable {
  #if canImport(Darwin)
    @usableFromInline let lock: OSAllocatedUnfairLock<Value>
  #else
    @usableFromInline let lock: Mutex<Value>
  #endif

  /// A lock guarding `value`.
  @inlinable package init(_ value: Value) {
    #if canImport(Darwin)
      lock = OSAllocatedUnfairLock(initialState: value)
    #else
      lock = Mutex(value)
    #endif
  }

  /// Runs `body` on the value while holding the lock; `body` must not take the lock again.
  @inlinable package func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    #if canImport(Darwin)
      lock.withLockUnchecked(body)
    #else
      lock.withLock { body(&$0) }
    #endif
  }
}
