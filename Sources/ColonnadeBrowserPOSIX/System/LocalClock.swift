import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// The system's local time zone (`TZ`, `/etc/localtime`), read with `localtime_r` as `ls -l` does.
package enum LocalClock {
  /// The zone's offset and abbreviation at `seconds` since 1970 UTC.
  package static func zone(at seconds: Int64) -> LocalTimeZone {
    var time = time_t(seconds)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return .utc }
    let abbreviation = parts.tm_zone.map { String(cString: $0) } ?? ""
    return LocalTimeZone(offset: Int(parts.tm_gmtoff), abbreviation: abbreviation)
  }
}
