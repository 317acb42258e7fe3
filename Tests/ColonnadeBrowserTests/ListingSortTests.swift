import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rule T3 (`On`, `Or`): sorting by name compares 16-byte keys first, for speed; the order must be
/// exactly the documented one — folders first, then names in natural order without ASCII case
/// (numbers by their value), then bytes, reversed on `Or`.
@Suite struct ListingSortTests {
  /// The order the listing documents, written plainly.
  static func precedes(_ a: (name: [UInt8], folder: Bool), _ b: (name: [UInt8], folder: Bool), reversed: Bool)
    -> Bool
  {
    if a.folder != b.folder { return a.folder }
    let (left, right) = reversed ? (b.name, a.name) : (a.name, b.name)
    let tokens = (Self.tokens(left), Self.tokens(right))
    if tokens.0 != tokens.1 {
      return tokens.0.lexicographicallyPrecedes(tokens.1) { $0.lexicographicallyPrecedes($1) }
    }
    return left.lexicographicallyPrecedes(right)
  }

  /// A name as natural order reads it: each byte folded to lower case, each run of digits one
  /// token worth its number (written plainly: a tag, its digits' count, its digits), placed where
  /// a digit sorts among bytes.
  static func tokens(_ name: [UInt8]) -> [[UInt8]] {
    var tokens: [[UInt8]] = []
    var index = 0
    while index < name.count {
      let byte = name[index]
      guard byte >= 0x30, byte <= 0x39 else {
        tokens.append([byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte])
        index += 1
        continue
      }
      var end = index
      while end < name.count, name[end] >= 0x30, name[end] <= 0x39 { end += 1 }
      let digits = name[index..<end].drop { $0 == 0x30 }
      tokens.append([0x30, UInt8(digits.count)] + digits)
      index = end
    }
    return tokens
  }

  /// `file2` before `file10`, numbers anywhere in the name, leading zeros and case ignored.
  @Test func naturalOrder() throws {
    let names = ["file10", "File2", "file1", "file2b", "x", "a100", "a20", "a020", "v1.10", "v1.9", "1", "-"]
    var tree = MemoryFileTree()
    for name in names { tree.addFile("/t/" + name, "") }
    let listing = try DirectoryListing.read(FilePath("/t"), from: tree)
    let shown = (0..<listing.count).map { String(decoding: listing.name(at: $0), as: UTF8.self) }
    #expect(
      shown == ["-", "1", "a020", "a20", "a100", "file1", "File2", "file2b", "file10", "v1.9", "v1.10", "x"])
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
        for _ in 0..<Int(random.next() % 6) {
          name += random.pick(
            ["0", "1", "9", "10", "007", "A", "b", "_", ".", "é", "/"].filter { $0 != "/" })
        }
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
