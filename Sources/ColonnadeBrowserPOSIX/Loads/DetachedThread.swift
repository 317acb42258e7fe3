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
  // Darwin's `pthread_t` is a pointer that `pthread_create` fills in; glibc's an integer.
  #if canImport(Darwin)
    var thread: pthread_t?
  #else
    var thread = pthread_t()
  #endif
  let started = pthread_create(&thread, nil, { raw in ThreadBody.run(raw) }, box)
  guard started == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(box).release()
    return false
  }
  #if canImport(Darwin)
    if let thread { pthread_detach(thread) }
  #else
    pthread_detach(thread)
  #endif
  return true
}

/// A thread's work, passed to `pthread_create` as one retained pointer.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }

  /// A new thread's start: runs the body `raw` holds and releases it. (Darwin passes `raw` as
  /// non-optional, glibc as optional.)
  static func run(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
    return nil
  }
}
