import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rule T3 (`S`, `R`): sorting by name compares 16-byte keys first, for speed; the order must be exactly the
/// documented one — folders first, then names without ASCII case, then bytes, reversed on `R`.
@Suite struct ListingSortTests {
  /// The order the listing documents, written plainly.
  static func precedes(_ a: (name: [UInt8], folder: Bool), _ b: (name: [UInt8], folder: Bool), reversed: Bool)
    -> Bool
  {
    if a.folder != b.folder { return a.folder }
    let (left, right) = reversed ? (b.name, a.name) : (a.name, b.name)
    func fold(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    let folded = (left.map(fold), right.map(fold))
    if folded.0 != folded.1 { return folded.0.lexicographicallyPrecedes(folded.1) }
    return left.lexicographicallyPrecedes(right)
  }

  @Test func byNameMatchesThePlainOrder() throws {
    var random = SplitMix64(seed: 13)
    let stems = [
      "file", "File", "FILE", "a", "readme-long-name-over-sixteen", "readme-long-name-over-Sixteen", "z",
    ]
    for round in 0..<6 {
      var tree = MemoryFileTree()
      tree.addDirectory("/t")
      var expected: [(name: [UInt8], folder: Bool)] = []
      var seen = Set<String>()
      for _ in 0..<120 {
        var name = random.pick(stems)
        for _ in 0..<Int(random.next() % 4) { name += random.pick(["0", "1", "A", "b", "_", ".", "é"]) }
        guard seen.insert(name).inserted else { continue }
        let folder = random.chance(0.2)
        if folder { tree.addDirectory("/t/" + name) } else { tree.addFile("/t/" + name, "") }
        expected.append((Array(name.utf8), folder))
      }
      let reversed = round % 2 == 1
      let listing = try DirectoryListing.read(
        FilePath("/t"), from: tree, order: ListingOrder(key: .name, reversed: reversed, showsHidden: true))
      let shown = (0..<listing.count).map { listing.name(at: $0) }
      let plain = expected.sorted { Self.precedes($0, $1, reversed: reversed) }.map(\.name)
      #expect(shown == plain, "round \(round)")
    }
  }

  /// The key of a name's first 16 bytes folds each byte as the plain order does: bytes on both
  /// sides of `A`, `Z`, `a`, `z`, and bytes with the top bit set (names that are not UTF-8 keep
  /// their bytes, rule T5), in names of 0 to 19 bytes.
  @Test func nameKeyFoldsEachByteAsThePlainOrder() {
    var random = SplitMix64(seed: 16)
    let bytes: [UInt8] = [
      0x01, 0x40, 0x41, 0x4D, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xC1, 0xDA, 0xE1, 0xFF,
    ]
    for _ in 0..<2_000 {
      let name = (0..<Int(random.next() % 20)).map { _ in random.pick(bytes) }
      var expected: (UInt64, UInt64) = (0, 0)
      for (index, byte) in name.prefix(16).enumerated() {
        let folded = UInt64(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        if index < 8 {
          expected.0 |= folded << (56 - 8 * UInt64(index))
        } else {
          expected.1 |= folded << (120 - 8 * UInt64(index))
        }
      }
      let key = name.withUnsafeBufferPointer { DirectoryListing.nameKey($0) }
      #expect(key.0 == expected.0 && key.1 == expected.1, "\(name)")
    }
  }
}
