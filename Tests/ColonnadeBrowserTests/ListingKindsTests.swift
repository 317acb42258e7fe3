import ColonnadeBrowser
import ColonnadeTestSupport
import Synchronization
import Testing

/// Rule T1 (a preview as the detail): a listing read from names and recorded
/// kinds (`d_type`) stats only links and entries of unknown kind, and shows what a full read shows
/// in name and extension order.
@Suite struct ListingKindsTests {
  /// A tree whose directory reads record each entry's kind, as `d_type` does, and which counts
  /// the `lstat`s asked of it.
  final class RecordingKinds: ForwardingTree {
    let base: MemoryFileTree
    let statted = Mutex(0)
    init(_ base: MemoryFileTree) { self.base = base }
    func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
      statted.withLock { $0 += 1 }
      return try base.linkStatus(of: path)
    }
    func visitNames(
      inDirectory path: FilePath, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ kind: FileKind?) -> Void
    ) throws(FileTreeError) {
      for name in try base.names(inDirectory: path) {
        name.withUnsafeBufferPointer { visit($0, try? base.linkStatus(of: path.appending(name)).kind) }
      }
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func kindsOnlyListsAsAFullRead(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var tree = MemoryFileTree()
    tree.addDirectory("/d")
    var links = 0
    let stems = ["a", "B", ".h", "z", "Ab", "é"]
    let extensions = ["", ".txt", ".TXT", ".tar.gz", ".swift"]
    for index in 0..<(5 + Int(random.next() % 40)) {
      let name = "/d/\(random.pick(stems))\(index)\(random.pick(extensions))"
      switch random.next() % 4 {
      case 0: tree.addDirectory(name)
      case 1:
        tree.addLink(name, to: random.chance(0.5) ? "/d" : "/missing")
        links += 1
      default: tree.addFile(name, "x")
      }
    }
    let recording = RecordingKinds(tree)
    for key in [ListingOrder.Key.name, .extension] {
      for reversed in [false, true] {
        for hidden in [false, true] {
          let order = ListingOrder(key: key, reversed: reversed, showsHidden: hidden)
          let full = try DirectoryListing.read(FilePath("/d"), from: tree, order: order)
          recording.statted.withLock { $0 = 0 }
          let kinds = try DirectoryListing.read(
            FilePath("/d"), from: recording, order: order, kindsOnly: true)
          #expect(recording.statted.withLock { $0 } == links, "only links are stat'ed")
          let rows = { (listing: DirectoryListing) in
            (0..<listing.count).map { (listing.name(at: $0), listing.opensAsDirectory(at: $0)) }
          }
          #expect(rows(kinds).elementsEqual(rows(full)) { $0 == $1 }, "seed \(seed), \(order)")
        }
      }
    }
  }
}
