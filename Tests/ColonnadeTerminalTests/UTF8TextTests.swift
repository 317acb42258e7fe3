import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Scripts and files are read as UTF-8 or refused (X6): `UTF8Text.validated` accepts exactly what
/// `String(validating:as:)` accepts, which it stands in for below macOS 15 / iOS 18.
@Suite struct UTF8TextTests {
  /// Random byte strings, most of them UTF-8 with a byte changed, cut or added: the same answer.
  @Test func validatedAgreesWithTheStandardLibrary() {
    guard #available(macOS 15, iOS 18, *) else { return }
    for seed in 0..<UInt64(PropertyRuns.count(optimized: 20_000, unoptimized: 2_000)) {
      var random = SplitMix64(seed: seed)
      let bytes = Self.bytes(&random)
      #expect(
        UTF8Text.validated(bytes[...]) == String(validating: bytes, as: UTF8.self),
        "seed \(seed): \(bytes.map { String($0, radix: 16) })")
    }
  }

  /// What a reader needs to see: the edges of UTF-8.
  @Test(
    arguments: [
      ([0x41, 0xC3, 0xA9], "Aé"), ([0xF0, 0x9F, 0x90, 0x88], "🐈"), ([], ""),
      ([0xC3], nil), ([0xC0, 0x80], nil), ([0xED, 0xA0, 0x80], nil), ([0xF4, 0x90, 0x80, 0x80], nil),
      ([0xFF], nil),
    ] as [([UInt8], String?)])
  func edges(bytes: [UInt8], text: String?) {
    #expect(UTF8Text.validated(bytes[...]) == text)
  }

  static func bytes(_ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int(random.next() % 6) {
      let scalars: [UInt32] = [
        0x41, 0xE9, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x1_0000, 0x1F408, 0x10_FFFF,
      ]
      let scalar = random.chance(0.5) ? random.pick(scalars) : UInt32(random.next() % 0x11_0000)
      if let valid = Unicode.Scalar(scalar) { bytes += Array(String(valid).utf8) }
    }
    if random.chance(0.7), !bytes.isEmpty {
      let index = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 3 {
      case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
      case 1: bytes.removeSubrange(index...)
      default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
      }
    }
    return bytes
  }
}
