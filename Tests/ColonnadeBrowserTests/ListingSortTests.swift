import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Issue 13 (speed): sorting by name compares 16-byte keys first; the order must be exactly the
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
}
