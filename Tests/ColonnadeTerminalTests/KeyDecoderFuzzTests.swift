import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

@Suite("KeyDecoder under random input")
struct KeyDecoderFuzzTests {
  /// Byte pieces that make garbage look like real input: starts of sequences, UTF-8 leads, controls.
  static let pieces: [[UInt8]] = [
    [0x1B], [0x1B, 0x5B], [0x1B, 0x4F], [0x3B], [0x31], [0x7E], [0x41], [0xC3], [0xE6, 0xBC],
    [0xF0, 0x9F, 0x99], [0x80], [0xFF], [0x00], [0x0D], [0x7F], [0x9B], [0x5B, 0x3F],
  ]

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomGarbageNeverCrashesOrGrowsThePendingBuffer(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var decoder = KeyDecoder()
    var keyCount = 0
    for round in 0..<2_000 {
      var chunk: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        if Bool.random(using: &random) {
          chunk.append(UInt8.random(in: 0...255, using: &random))
        } else {
          chunk += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
        }
      }
      let keys = decoder.feed(chunk)
      keyCount += keys.count
      for case .character(let character) in keys {
        #expect(SafeText.isSafe(character), "seed \(seed), round \(round)")
      }
      #expect(decoder.pending.count <= KeyDecoder.maximumSequenceLength, "seed \(seed), round \(round)")
      if Int.random(in: 0..<10, using: &random) == 0 { keyCount += decoder.flush().count }
    }
    _ = decoder.flush()
    #expect(!decoder.hasPendingInput)
    #expect(keyCount > 0)
  }

  @Test func garbageFollowedByAKeyAndAFlushAlwaysRecovers() {
    var random = SplitMix64(seed: 77)
    for round in 0..<500 {
      var decoder = KeyDecoder()
      let garbage = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      _ = decoder.feed(garbage)
      _ = decoder.flush()
      #expect(decoder.feed(Array("\u{1B}[Bq".utf8)) == [.down, .character("q")], "seed 77, round \(round)")
    }
  }
}
