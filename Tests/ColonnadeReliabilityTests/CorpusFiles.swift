#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// The committed seed inputs of a fuzz target, read from `Fuzz/corpus/TARGET/` (the files the
/// fuzzer adds, named by SHA-1, are left out).
enum CorpusFiles {
  /// The package's root, from this file's path.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/ColonnadeReliabilityTests/CorpusFiles.swift
    return parts.joined(separator: "/")
  }()

  static func named(in target: String) -> [(file: String, bytes: [UInt8])] {
    let folder = "\(root)/Fuzz/corpus/\(target)"
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var found: [(String, [UInt8])] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      let isHash = name.count == 40 && name.allSatisfy(\.isHexDigit)
      guard !name.hasPrefix("."), !isHash, let bytes = read("\(folder)/\(name)") else { continue }
      found.append((name, bytes))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  private static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}
