import Colonnade
import ColonnadeCLI
import ColonnadeJSON
import ColonnadeTestSupport
import ColonnadeTools
import Testing

/// Rule L9: one way to write a number, shared by the JSON writer, the command
/// line's text and the lab; the engine's own copy agrees with it.
@Suite struct NumberTextTests {
  /// Numbers that sit on the edges: signed zeros, the 2^53 bound, the scale grid, the extremes.
  static let edges: [Double] = [
    0, -0.0, 1, -1, 1366, 334.4, 334.40000000000003, 0.1 + 0.2, 1e-5, 1e15, 1e16, 0x1p53, -0x1p53,
    0x1p53 - 1, 0x1p53 + 2, 1e21, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .nan, .infinity, -.infinity,
  ]

  /// Random numbers of every shape: raw bit patterns (any exponent), whole numbers, points on a
  /// pixel grid.
  static func randomNumbers(seed: UInt64, count: Int) -> [Double] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { index in
      switch index % 3 {
      case 0: Double(bitPattern: random.next())
      case 1: Double(Int64(bitPattern: random.next()) >> Int64(random.next() % 64))
      default: Double(random.next() % 4_000_000) / Double(1 + random.next() % 4)
      }
    }
  }

  /// The engine's `shortDescription` and `NumberText.shortest` write every number the same way.
  @Test func engineAndFrontEndsAgree() {
    for value in Self.edges + Self.randomNumbers(seed: 9, count: 5_000) {
      #expect(value.shortDescription == NumberText.shortest(value), "\(value.bitPattern) (seed 9)")
    }
  }

  /// JSON writes each finite number as `shortest` does, and what it writes reads back exactly;
  /// NaN and the infinities are `null`.
  @Test func jsonWritesTheShortestText() throws {
    for value in Self.edges + Self.randomNumbers(seed: 10, count: 5_000) {
      let written = JSONValue.number(value).serialized()
      guard value.isFinite else {
        #expect(written == "null")
        continue
      }
      #expect(written == NumberText.shortest(value), "\(value.bitPattern) (seed 10)")
      #expect(try JSONValue(parsing: written) == .number(value), "\(written) reads back")
    }
  }

  /// The fixed-precision form measurements use.
  @Test(arguments: [
    (1.25, 1, "1.3"), (0.04, 1, "0.0"), (-0.06, 1, "-0.1"), (112.7349, 1, "112.7"), (3, 2, "3.00"),
    (18.456, 2, "18.46"), (7.6, 0, "8"), (-12.05, 1, "-12.1"),
  ])
  func fixed(value: Double, places: Int, text: String) {
    #expect(NumberText.fixed(value, places: places) == text)
  }
}
