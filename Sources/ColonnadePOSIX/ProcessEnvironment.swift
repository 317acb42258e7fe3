#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
  import Darwin.crt_externs  // _NSGetEnviron
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// This process's environment and exit, without Foundation (whose ICU data alone costs ~15 MiB).
///
/// ```swift
/// let environment = ProcessEnvironment.variables()   // ["HOME": "/root", ...]
/// ProcessEnvironment.exit(0)
/// ```
public enum ProcessEnvironment {
  /// Every `NAME=value` in the environment; the first of repeated names wins, as `getenv` reads.
  public static func variables() -> [String: String] {
    #if canImport(Darwin)
      variables(in: _NSGetEnviron()?.pointee)
    #else
      variables(in: environ)
    #endif
  }

  /// The variables of an `environ`-style list (C strings, then `nil`); invalid UTF-8 is repaired.
  package static func variables(
    in start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> [String: String] {
    var variables: [String: String] = [:]
    guard var cursor = start else { return variables }
    while let entry = cursor.pointee {
      // Split on bytes: searching a `String` for "=" walks its characters (grapheme breaking),
      // 400 000 instructions for a shell's environment.
      let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
      if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 {
        let name = String(decoding: bytes[..<equals], as: UTF8.self)
        if variables[name] == nil {
          variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
      }
      cursor += 1
    }
    return variables
  }

  /// Ends the process with `status`.
  public static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
