// swift-tools-version:6.2
import PackageDescription

/// Every target builds in Swift 6 mode with warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// `COLONNADE_LAID_OUT=1` (set by `scripts/release`, never by default or in CI) lays out the
/// release `colonnade` binary by what a session runs: each function's branches by how often they
/// ran (`scripts/colonnade.profdata`) and the functions a key runs side by side, in the order
/// `scripts/colonnade.order` lists (lld, a section per function). `scripts/order-functions`
/// records both, from a build made with `COLONNADE_PROFILE_GENERATE=1`. The default build is an
/// ordinary one; BENCHMARKS.md gives what the layout changes.
let environment = Context.environment
let laidOut = environment["COLONNADE_LAID_OUT"] == "1" || environment["COLONNADE_PROFILE_GENERATE"] != nil
#if compiler(>=6.3)
  let profiled: [SwiftSetting] =
    !laidOut
    ? []
    : [
      environment["COLONNADE_PROFILE_GENERATE"] == nil
        ? .unsafeFlags(
          ["-Xfrontend", "-ir-profile-use=\(Context.packageDirectory)/scripts/colonnade.profdata"],
          .when(platforms: [.linux], configuration: .release))
        : .unsafeFlags(
          ["-Xfrontend", "-ir-profile-generate"], .when(platforms: [.linux], configuration: .release))
    ]
#else
  let profiled: [SwiftSetting] = []
#endif

/// The browser's targets get generic types' metadata from accessors that are handed their
/// conformances, not by demangling the type's name at run time, which looks each conformance up
/// in every conformance the static binary holds. Starting in a small folder, drawing it and
/// quitting ran 5.2 million instructions, 2.3 million of them in those lookups; now 3.9 million.
/// The targets of library products stay without unsafe flags, which would keep apps from
/// depending on them.
let sectioned =
  strict + profiled + [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
  ] + (laidOut ? [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux]))] : [])
/// On Linux `colonnade` is one static executable without Foundation. The default linker (gold)
/// links it with a lower peak than lld does unordered (a small folder's session 7.3 against
/// 8.2 MiB, BENCHMARKS.md); laid out, lld puts its functions in the order of
/// `scripts/colonnade.order`. Gold warns that glibc's user and group lookups need the glibc the
/// binary was built with: see the executable target below.
let ordered = LinkerSetting.unsafeFlags(
  ["-static-executable"]
    + (laidOut
      ? [
        "-use-ld=lld",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/colonnade.order",
        "-Xlinker", "--no-warn-symbol-ordering",
      ] : []),
  .when(platforms: [.linux]))

let package = Package(
  name: "Colonnade",
  // The libraries an app links: iOS 16 (and Mac Catalyst) is what `scripts/check-ios` checks the
  // UIKit and SwiftUI adapters against; macOS 13 is where ColonnadeRuntime's `Clock` begins.
  platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
  products: [
    .library(name: "Colonnade", targets: ["Colonnade"]),
    .library(name: "ColonnadeJSON", targets: ["ColonnadeJSON"]),
    .library(name: "ColonnadeCoding", targets: ["ColonnadeCoding"]),
    .library(name: "ColonnadeRuntime", targets: ["ColonnadeRuntime"]),
    .library(name: "ColonnadeScene", targets: ["ColonnadeScene"]),
    .library(name: "ColonnadeUIKit", targets: ["ColonnadeUIKit"]),
    .library(name: "ColonnadeSwiftUI", targets: ["ColonnadeSwiftUI"]),
    .library(name: "ColonnadeTerminal", targets: ["ColonnadeTerminal"]),
    .executable(name: "colonnade", targets: ["colonnade"]),
  ],
  targets: [
    // The engine: standard library only, no I/O, no clock, no randomness.
    .target(
      name: "Colonnade", swiftSettings: strict + [.strictMemorySafety()],
      // `rounded()` calls libm, which nothing else links on Linux.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // A small strict JSON reader and writer (no Foundation).
    .target(name: "ColonnadeJSON", swiftSettings: strict + [.strictMemorySafety()]),
    // Engine values to and from JSON.
    .target(
      name: "ColonnadeCoding", dependencies: ["Colonnade", "ColonnadeJSON"],
      swiftSettings: strict + [.strictMemorySafety()]),
    // The package's one lock: Synchronization's Mutex where the platform has it at the package's
    // floors (Linux), os_unfair_lock on Apple's platforms (Mutex needs macOS 15 / iOS 18).
    .target(name: "ColonnadeLock", swiftSettings: strict),
    // Terminal drawing into a cell grid, grid diffs and key decoding: pure.
    .target(
      name: "ColonnadeTerminal", dependencies: ["ColonnadeLock"],
      swiftSettings: strict + [.strictMemorySafety()]),
    // The POSIX edge: termios, signals, window size.
    .target(name: "ColonnadePOSIX", dependencies: ["ColonnadeTerminal"], swiftSettings: sectioned),
    // Runs the loads an app supplies, on a clock it injects (outside the Embedded build).
    .target(name: "ColonnadeRuntime", dependencies: ["Colonnade"], swiftSettings: strict),
    // What adapters show for a state and how they get there from the last one: pure.
    .target(
      name: "ColonnadeScene", dependencies: ["Colonnade"],
      swiftSettings: strict + [.strictMemorySafety()]),
    // The UIKit and SwiftUI front ends: empty where UIKit is missing (`scripts/check-ios` checks
    // them against Apple's iOS SDK).
    .target(
      name: "ColonnadeUIKit",
      dependencies: ["Colonnade", "ColonnadeCoding", "ColonnadeJSON", "ColonnadeRuntime", "ColonnadeScene"],
      swiftSettings: strict),
    .target(
      name: "ColonnadeSwiftUI",
      dependencies: ["Colonnade", "ColonnadeCoding", "ColonnadeJSON", "ColonnadeRuntime", "ColonnadeScene"],
      swiftSettings: strict),
    // The device catalog and the SVG/HTML lab writers.
    .target(
      name: "ColonnadeLab", dependencies: ["Colonnade", "ColonnadeJSON", "ColonnadeCoding"],
      swiftSettings: sectioned),
    // The terminal file browser: the demo app, drawn into a cell grid (T1–T7), and the pure
    // planning of the user's file operations (T10–T14).
    .target(
      name: "ColonnadeBrowser", dependencies: ["Colonnade", "ColonnadeScene", "ColonnadeTerminal"],
      swiftSettings: sectioned),
    // The system calls Swift's C library module hides (renameat2 without replacing).
    .target(name: "CFileSystemCalls"),
    // The browser on a POSIX machine: its files read (batched stat, caches, the mount table),
    // loads on worker threads, folders watched (inotify, or polling where there is none),
    // programs run (posix_spawn), the user's file operations and the Trash, the clock, and the
    // loop that ties them to a terminal.
    // `COLONNADE_NO_INOTIFY=1` builds it as where inotify is missing (CI checks that it compiles).
    .target(
      name: "ColonnadeBrowserPOSIX",
      dependencies: ["ColonnadeBrowser", "ColonnadeLock", "ColonnadePOSIX", "ColonnadeTerminal", "CFileSystemCalls"],
      swiftSettings: sectioned
        + (environment["COLONNADE_NO_INOTIFY"] == "1" ? [.define("COLONNADE_NO_INOTIFY")] : [])),
    // The option tables `colonnade`, `colonnade-bench` and `colonnade-soak` read their command
    // lines with: `--help` and the parser from one declaration (rule X5).
    .target(
      name: "ColonnadeOptions", dependencies: ["ColonnadeJSON", "ColonnadeTerminal"], swiftSettings: sectioned
    ),
    // The simulate script runner (X6), shared by the command line and the web page: it compiles
    // in Embedded Swift, so it uses no Foundation, no existentials and no I/O of its own.
    .target(
      name: "ColonnadeScript", dependencies: ["Colonnade", "ColonnadeJSON", "ColonnadeCoding"],
      swiftSettings: sectioned + [.strictMemorySafety()]),
    // The command line's commands, as a library so tests can run them.
    .target(
      name: "ColonnadeCLI",
      dependencies: [
        "Colonnade", "ColonnadeJSON", "ColonnadeCoding", "ColonnadeScript", "ColonnadeTerminal",
        "ColonnadePOSIX", "ColonnadeLab", "ColonnadeBrowser", "ColonnadeBrowserPOSIX", "ColonnadeOptions",
        "ColonnadeLock",
      ],
      swiftSettings: sectioned),
    // One static executable (Linux): no shared library is loaded or relocated, and only the
    // pages of libc and libstdc++ it runs are mapped (peak memory 11 → 8 MiB on a small
    // folder; the shared Swift libraries, then Foundation, had cost 2.5 and 10 MiB more).
    // Owner and group names still come through glibc's NSS modules, loaded at run time, which
    // must be the glibc version linked in: run the binary where it was built (as `swift run` does).
    // Laid out (`scripts/release`), linked by lld in the order above.
    .executableTarget(
      name: "colonnade", dependencies: ["ColonnadeCLI"], swiftSettings: sectioned, linkerSettings: [ordered]),
    // The web page's side of the script runner. `scripts/web` compiles it with the core and
    // ColonnadeScript into a wasm module (Embedded Swift, with Exports.swift and Runtime.c); built
    // here so tests compare it with the CLI.
    .target(
      name: "ColonnadeWasm",
      dependencies: ["Colonnade", "ColonnadeJSON", "ColonnadeCoding", "ColonnadeScript"],
      exclude: ["Exports.swift", "Runtime.c"], swiftSettings: strict),
    .target(
      name: "ColonnadeTestSupport", dependencies: ["Colonnade", "ColonnadeLock"], swiftSettings: strict),
    .testTarget(
      name: "ColonnadeTests", dependencies: ["Colonnade", "ColonnadeTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "ColonnadeRuntimeTests", dependencies: ["ColonnadeRuntime", "ColonnadeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeSceneTests", dependencies: ["ColonnadeScene", "ColonnadeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeJSONTests", dependencies: ["ColonnadeJSON", "ColonnadeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeCodingTests",
      dependencies: ["ColonnadeCoding", "ColonnadeTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "ColonnadeLabTests", dependencies: ["ColonnadeLab", "ColonnadeJSON", "ColonnadeTestSupport"],
      exclude: ["Golden"], swiftSettings: strict),
    .testTarget(
      name: "ColonnadeBrowserTests", dependencies: ["ColonnadeBrowser", "ColonnadeTestSupport"],
      exclude: ["Snapshots"], swiftSettings: strict),
    .testTarget(
      name: "ColonnadeTerminalTests", dependencies: ["ColonnadeTerminal", "ColonnadeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeWasmTests",
      dependencies: ["ColonnadeWasm", "ColonnadeScript", "ColonnadeCLI", "ColonnadeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeBrowserPOSIXTests",
      dependencies: [
        "ColonnadeBrowserPOSIX", "ColonnadeBrowser", "ColonnadeLock", "ColonnadeTerminal",
        "ColonnadeTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeCLITests",
      dependencies: [
        "ColonnadeCLI", "ColonnadeBrowserPOSIX", "ColonnadeOptions", "ColonnadeTools", "ColonnadeTestSupport",
      ],
      swiftSettings: strict),
    // Performance and reliability: see BENCHMARKS.md.
    // A counting malloc; link it into benchmark and allocation-test executables only.
    .target(name: "CAllocationCounter"),
    // Benchmark workloads: resolver sweeps, resize storms, long histories, the browser's screen.
    .target(
      name: "ColonnadeBenchmarks", dependencies: ["Colonnade", "ColonnadeBrowser", "ColonnadeTerminal"],
      swiftSettings: strict),
    // What colonnade-bench and colonnade-soak share: their option tables and their one `main`.
    .target(
      name: "ColonnadeTools", dependencies: ["ColonnadeJSON", "ColonnadeOptions", "ColonnadePOSIX"],
      swiftSettings: strict),
    .executableTarget(
      name: "colonnade-bench",
      dependencies: [
        "Colonnade", "ColonnadeBenchmarks", "ColonnadeBrowser", "ColonnadeBrowserPOSIX", "ColonnadeCLI",
        "ColonnadeJSON", "ColonnadeLab", "ColonnadeScene", "ColonnadeTerminal", "ColonnadeTools", "CAllocationCounter",
      ],
      swiftSettings: strict),
    // Fuzz and soak: inputs decoded from bytes, every invariant checked after every action.
    .target(
      name: "ColonnadeReliability",
      dependencies: [
        "Colonnade", "ColonnadeCoding", "ColonnadeJSON", "ColonnadeTerminal", "ColonnadeTestSupport",
      ],
      swiftSettings: strict),
    // libFuzzer targets: `scripts/fuzz` builds them with -sanitize=fuzzer -DFUZZING; a normal
    // build replays files. lld, because the default gold linker crashes on fuzzer builds.
    .executableTarget(
      name: "colonnade-fuzz",
      dependencies: ["ColonnadeReliability", "ColonnadeCLI", "ColonnadeScript", "Colonnade"],
      swiftSettings: strict, linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),
    .executableTarget(
      name: "colonnade-soak",
      dependencies: [
        "ColonnadeJSON", "ColonnadePOSIX", "ColonnadeReliability", "ColonnadeTestSupport", "ColonnadeTools",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeAllocationTests",
      dependencies: [
        "Colonnade", "CAllocationCounter", "ColonnadeBenchmarks", "ColonnadeScene", "ColonnadeTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ColonnadeReliabilityTests",
      dependencies: [
        "Colonnade", "ColonnadeBenchmarks", "ColonnadeCoding", "ColonnadeReliability", "ColonnadeTestSupport",
      ],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)

/// `COLONNADE_TEST_TARGETS=A,B` keeps only those test targets, so CI builds the allocation tests
/// optimized without compiling every other test target optimized too.
if let kept = Context.environment["COLONNADE_TEST_TARGETS"] {
  let names = Set(kept.split(separator: ",").map(String.init))
  package.targets.removeAll { $0.type == .test && !names.contains($0.name) }
}
