#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Seconds on the monotonic clock, read with one `clock_gettime` (a `ContinuousClock` instant's
/// duration runs through 128-bit arithmetic on every reading, several a key).
package func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
