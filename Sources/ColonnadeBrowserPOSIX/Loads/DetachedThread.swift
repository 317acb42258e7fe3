#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Runs `body` on a new detached POSIX thread, which holds it until it returns; `false` when the
/// system starts no thread (the caller then does the work itself).
func startDetachedThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
  var thread = pthread_t()
  let started = pthread_create(
    &thread, nil,
    { raw in
      guard let raw else { return nil }
      Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
      return nil
    }, box)
  guard started == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(box).release()
    return false
  }
  pthread_detach(thread)
  return true
}

/// A thread's work, passed to `pthread_create` as one retained pointer.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }
}
