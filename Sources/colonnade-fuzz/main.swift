import ColonnadeReliability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

// `colonnade-fuzz TARGET [options] [CORPUS...]`: one executable for every fuzz target.
//
// Built with `-sanitize=fuzzer -DFUZZING` (see scripts/fuzz) it runs libFuzzer on TARGET;
// built normally it replays files through TARGET, so a crash file reproduces without the
// fuzzer: `swift run colonnade-fuzz coordinator crash-1234`.

let targets: [(name: String, run: @Sendable ([UInt8]) -> String?)] =
  FuzzTargets.all + [("script", ScriptFuzzTarget.run), ("script-session", ScriptSessionFuzzTarget.run)]

let usage = """
  Usage: colonnade-fuzz TARGET [libFuzzer options] [CORPUS_DIR...]
         colonnade-fuzz TARGET FILE...        (replay inputs, in any build)

  Targets: \(targets.map(\.name).joined(separator: ", "))
  Build for fuzzing with scripts/fuzz, or:
    swift build -c release --scratch-path .build-fuzz --product colonnade-fuzz \\
      -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING

  """

func fail(_ message: String) -> Never {
  var bytes = Array((message + "\n").utf8)
  _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  exit(2)
}

// libFuzzer runs this program again for -merge and -fork with the arguments it was given, which
// lack the target name: the target travels in COLONNADE_FUZZ_TARGET too.
let arguments: [String] = {
  var arguments = CommandLine.arguments
  if let named = getenv("COLONNADE_FUZZ_TARGET").map({ String(cString: $0) }),
    arguments.count < 2 || !targets.contains(where: { $0.name == arguments[1] })
  {
    arguments.insert(named, at: min(1, arguments.count))
  }
  return arguments
}()
guard arguments.count >= 2, !["-h", "--help"].contains(arguments[1]) else {
  print(usage, terminator: "")
  exit(arguments.count >= 2 ? 0 : 2)
}
guard let target = targets.first(where: { $0.name == arguments[1] }) else {
  fail("colonnade-fuzz: unknown target '\(arguments[1])': use \(targets.map(\.name).joined(separator: ", "))")
}
setenv("COLONNADE_FUZZ_TARGET", target.name, 1)

/// Runs the target on one input; a broken property aborts, so libFuzzer keeps the input.
func check(_ bytes: [UInt8], with run: ([UInt8]) -> String?) {
  guard let failure = run(bytes) else { return }
  var text = Array("colonnade-fuzz \(arguments[1]): \(failure)\n".utf8)
  _ = text.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  abort()
}

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The target libFuzzer drives; set once before the driver starts, read on its thread.
  nonisolated(unsafe) var selected: @Sendable ([UInt8]) -> String? = target.run

  // libFuzzer sees the program name and everything after the target name.
  var cArguments: [UnsafeMutablePointer<CChar>?] = ([arguments[0]] + arguments.dropFirst(2)).map {
    strdup($0)
  }
  cArguments.append(nil)
  var count = Int32(cArguments.count - 1)
  let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    var argv = buffer.baseAddress
    return runFuzzerDriver(&count, &argv) { data, size in
      let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
      check(bytes, with: selected)
      return 0
    }
  }
  exit(status)
#else
  let files = arguments.dropFirst(2)
  guard !files.isEmpty else {
    fail("colonnade-fuzz: this build replays files only: give input files, or build with scripts/fuzz")
  }
  for path in files {
    guard let file = fopen(path, "rb") else { fail("colonnade-fuzz: cannot read '\(path)'") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    fclose(file)
    check(bytes, with: target.run)
    print("\(path): ok")
  }
#endif
