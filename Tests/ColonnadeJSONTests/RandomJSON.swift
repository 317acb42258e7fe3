import ColonnadeJSON
import ColonnadeTestSupport

/// Random JSON values for property tests: nested containers, strings with control
/// characters, quotes and astral scalars, and numbers from tiny to huge.
extension SplitMix64 {
  /// A random value with containers nested at most `depth` levels.
  mutating func jsonValue(depth: Int) -> JSONValue {
    switch Int.random(in: 0..<(depth > 0 ? 8 : 4), using: &self) {
    case 0: .null
    case 1: .bool(chance(0.5))
    case 2: .number(jsonNumber())
    case 3: .string(jsonString())
    case 4, 5:
      .array((0..<Int.random(in: 0...5, using: &self)).map { _ in jsonValue(depth: depth - 1) })
    default:
      .object(
        JSONObject(
          (0..<Int.random(in: 0...5, using: &self)).map { _ in (jsonString(), jsonValue(depth: depth - 1)) })
      )
    }
  }

  /// A random finite number: small or large integers, fractions, subnormals, huge
  /// magnitudes, arbitrary bit patterns and edge cases.
  mutating func jsonNumber() -> Double {
    let sign: Double = chance(0.5) ? -1 : 1
    switch Int.random(in: 0..<7, using: &self) {
    case 0:
      return Double(Int.random(in: -1000...1000, using: &self))
    case 1:
      return Double(Int64.random(in: -(1 << 54)...(1 << 54), using: &self))
    case 2:
      return sign * Double(bitPattern: UInt64.random(in: 1..<0x0010_0000_0000_0000, using: &self))
    case 3:
      return sign * Double.random(in: 1e300...Double.greatestFiniteMagnitude, using: &self)
    case 4:
      return Double.random(in: -1e6...1e6, using: &self)
    case 5:
      return pick([
        0, -0.0, 0.1, 0.5, 1e-5, 1e21, 9_007_199_254_740_992, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude,
      ])
    default:
      while true {
        let number = Double(bitPattern: next())
        if number.isFinite { return number }
      }
    }
  }

  /// A random string of up to 11 scalars from every range that matters to JSON.
  mutating func jsonString() -> String {
    var string = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...11, using: &self) {
      let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x7F, 0x22...0x22, 0x5C...0x5C, 0x2F...0x2F,
        0x80...0xFF, 0x100...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x10_FFFF,
      ]
      let value = UInt32.random(in: pick(ranges), using: &self)
      if let scalar = Unicode.Scalar(value) {
        string.append(scalar)
      }
    }
    return String(string)
  }
}
