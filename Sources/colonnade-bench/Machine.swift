#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// What the figures were measured on.
struct Machine {
  var cores: Int
  var processor: String
  var system: String
  var swift: String
  /// The 1-minute load average when the run started: others' work on a shared machine.
  var load: String

  static func current() -> Machine {
    var names = utsname()
    uname(&names)
    let system = "\(field(&names.sysname)) \(field(&names.release)) \(field(&names.machine))"
    let processor =
      text(of: "/proc/cpuinfo")?.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { String($0.drop { $0 == " " }) } ?? "unknown"
    let load = text(of: "/proc/loadavg")?.split(separator: " ").first.map(String.init) ?? "unknown"
    return Machine(
      cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), processor: processor, system: system,
      swift: swiftVersion, load: load)
  }

  /// The compiler this binary was built with.
  static var swiftVersion: String {
    #if compiler(>=7.0)
      "7.0 or later"
    #elseif compiler(>=6.4)
      "6.4 or later"
    #elseif compiler(>=6.3.2)
      "6.3.2 or later"
    #elseif compiler(>=6.3.1)
      "6.3.1"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #else
      "older than 6.2"
    #endif
  }

  /// Whether this binary was optimized.
  static var build: String {
    #if DEBUG
      "debug (figures are meaningless: use -c release)"
    #else
      "release"
    #endif
  }

  private static func field<T>(_ value: inout T) -> String {
    withUnsafeBytes(of: &value) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// A small text file's contents (such as /proc files), or `nil`.
  static func text(of path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
