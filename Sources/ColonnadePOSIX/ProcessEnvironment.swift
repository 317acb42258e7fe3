#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
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
    var variables: [String: String] = [:]
    #if canImport(Darwin)
      let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron()?.pointee
    #else
      let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    #endif
    guard var cursor = start else { return variables }
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "="), equals != text.startIndex {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
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
