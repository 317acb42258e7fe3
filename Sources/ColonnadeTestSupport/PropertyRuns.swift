/// How many seeded runs a property test makes: every one in an optimized build, a slice in an
/// unoptimized one.
///
/// ```swift
/// for seed in 0..<PropertyRuns.count(optimized: 512, unoptimized: 32) { … }
/// ```
///
/// An unoptimized build (`swift test`) checks each action 50–100 times slower, and `send` checks
/// every invariant there too, so an ordinary run keeps to a slice that still reaches every
/// action kind. CI runs the same tests optimized (`.ci/run`, "property tests, optimized"), where
/// the full count costs seconds, and its soak and fuzz targets drive the coordinator through the
/// same properties (`CoordinatorChecker`) for far longer.
public enum PropertyRuns {
  /// Whether this build runs every input.
  public static var isOptimized: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  /// `optimized` in an optimized build, else `unoptimized`.
  public static func count(optimized: Int, unoptimized: Int) -> Int {
    isOptimized ? optimized : unoptimized
  }
}
