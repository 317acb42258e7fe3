#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

extension stat {
  /// The last modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
  var modificationTime: timespec {
    #if canImport(Darwin)
      st_mtimespec
    #else
      st_mtim
    #endif
  }
}
