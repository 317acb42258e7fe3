import ColonnadeTestSupport

/// The bytes a fuzzer or a soak run decodes into inputs: a fuzzer's buffer (zeros once it runs
/// out), or an endless seeded random stream.
///
/// ```swift
/// var bytes = ByteStream(seed: 42)
/// let action = bytes.action()   // any coordinator action, extreme values included
/// ```
///
/// The same decoder serves both, so every input a soak run makes, a fuzzer can make too.
public struct ByteStream: Sendable {
  private var buffer: [UInt8]
  private var index = 0
  private var random: SplitMix64?
  private var word: UInt64 = 0
  private var wordBytes = 0

  /// A stream over a fuzzer's input.
  public init(_ bytes: [UInt8]) {
    buffer = bytes
  }

  /// An endless stream of seeded random bytes.
  public init(seed: UInt64) {
    buffer = []
    random = SplitMix64(seed: seed)
  }

  /// Whether a fuzzer's input is used up; a random stream never is.
  public var isExhausted: Bool { random == nil && index >= buffer.count }

  /// The next byte; 0 once a fuzzer's input is used up.
  public mutating func byte() -> UInt8 {
    if var generator = random {
      if wordBytes == 0 {
        word = generator.next()
        wordBytes = 8
        random = generator
      }
      let value = UInt8(truncatingIfNeeded: word)
      word >>= 8
      wordBytes -= 1
      return value
    }
    guard index < buffer.count else { return 0 }
    defer { index += 1 }
    return buffer[index]
  }

  /// A number in `0..<count` (`count` ≥ 1) from one byte, or two when `count` exceeds 256.
  public mutating func index(below count: Int) -> Int {
    guard count > 1 else { return 0 }
    if count <= 256 { return Int(byte()) % count }
    return (Int(byte()) << 8 | Int(byte())) % count
  }

  /// One of `choices` (not empty).
  public mutating func pick<C: RandomAccessCollection>(_ choices: C) -> C.Element {
    choices[choices.index(choices.startIndex, offsetBy: index(below: choices.count))]
  }

  /// True about `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool {
    Int(byte()) * 100 < percent * 256
  }

  /// Eight bytes as a `UInt64`.
  public mutating func word64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  /// Up to `limit` raw bytes, the count first.
  public mutating func bytes(upTo limit: Int) -> [UInt8] {
    (0..<index(below: limit + 1)).map { _ in byte() }
  }
}
