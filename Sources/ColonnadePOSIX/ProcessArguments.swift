#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// This process's arguments as the bytes the system gave: `CommandLine.arguments` repairs bytes
/// that are not UTF-8, and a path must reach the file system as given.
///
/// ```swift
/// let bytes = ProcessArguments.bytes()   // [[0x2F, 0x74, 0x6D, 0x70, 0xFF], ...], without the program's name
/// ```
public enum ProcessArguments {
  /// The arguments after the program's name, each as its bytes.
  public static func bytes() -> [[UInt8]] {
    (1..<max(1, Int(CommandLine.argc))).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return UnsafeRawBufferPointer(start: argument, count: strlen(argument)).map { $0 }
    }
  }
}
