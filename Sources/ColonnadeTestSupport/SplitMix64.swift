/// A small, fast, seeded random number generator for reproducible property tests.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let width = Double.random(in: 0...3000, using: &rng)
/// ```
///
/// The same seed always yields the same sequence, on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  public private(set) var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits. O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Returns `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < p
  }

  /// Returns a random element of a non-empty collection.
  public mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element {
    let offset = Int.random(in: 0..<elements.count, using: &self)
    return elements[elements.index(elements.startIndex, offsetBy: offset)]
  }
}
