import ColonnadeBrowser
import ColonnadeTerminal
import Synchronization
import Testing

/// Rule T1: the inspector shows the highlighted entry's metadata: local times, the owner and
/// group (read by the listing, fresh when the folder changes), and what a link leads to.
@Suite struct InspectorTests {
  /// Rule T1: the inspector's times are local, as `ls -l` shows them.
  @Test func datesAreLocal() throws {
    #expect(FileFacts.date(1_700_000_000) == "2023-11-14 22:13 UTC")
    #expect(
      FileFacts.date(1_700_000_000, zone: LocalTimeZone(offset: 3600, abbreviation: "CET"))
        == "2023-11-14 23:13 CET")
    var browser = try Fixtures.browser(220, 60)
    browser.timeZone = { _ in LocalTimeZone(offset: -5 * 3600, abbreviation: "EST") }
    #expect(browser.render().plainText.contains("2023-11-14 17:13 EST"))
  }

  /// Rule T1: the inspector names the owner and group, and the size of what a link leads to.
  @Test func inspectorShowsOwnerAndLinkTarget() throws {
    var tree = MemoryFileTree()
    tree.addFile("/i/data.txt", String(repeating: "x", count: 2048))
    tree.addLink("/i/link", to: "data.txt")
    let browser = try Browser(
      start: FilePath("/i"), home: nil, tree: tree, size: CellSize(width: 220, height: 30),
      highlight: Array("link".utf8))
    let fields = Dictionary(
      browser.inspectorFields.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(fields["Owner"] == "0, group 0")
    #expect(fields["Links to"] == "data.txt, a file of 2.0 KiB")
  }

  /// Rule T1 (the inspector shows the entry's metadata): the inspector's owner is the one the listing's `lstat` read for each entry (the folder's watch
  /// keeps it fresh), without another `lstat` on each move; a link is still looked at, for its
  /// target.
  @Test func inspectorOwnersComeFromTheListing() throws {
    var base = MemoryFileTree()
    for name in ["a.txt", "bb.txt", "ccc.txt", "dddd", "eeeee.md"] { base.addFile("/o/\(name)", "x") }
    base.addDirectory("/o/sub")
    base.addLink("/o/link", to: "a.txt")
    // The same moves with the inspector hidden: the difference is what the inspector reads.
    let tree = OwnedTree(base: base)
    let hidden = OwnedTree(base: base)
    var browser = try Browser(
      start: FilePath("/o"), home: nil, tree: tree, size: CellSize(width: 220, height: 30))
    var without = try Browser(
      start: FilePath("/o"), home: nil, tree: hidden, size: CellSize(width: 220, height: 30))
    Fixtures.press("zi", on: &without)
    #expect(without.state.layout[.inspector] == nil)
    let before = tree.linkStatusCalls.withLock { $0 }
    let beforeHidden = hidden.linkStatusCalls.withLock { $0 }
    var owners: [String: String] = [:]
    for _ in 0..<8 {
      let fields = Dictionary(
        browser.inspectorFields.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
      owners[try #require(browser.highlightedItem).displayName] = fields["Owner"]
      Fixtures.press("j", on: &browser)
      Fixtures.press("j", on: &without)
    }
    #expect(owners["a.txt"] == "ada, group 1105")
    #expect(owners["bb.txt"] == "6, group staff")
    #expect(owners["eeeee.md"] == "8, group 1108")
    #expect(owners["sub"] == "3, group 1103")
    #expect(owners["link"] == "4, group 1104")
    // The link's own `lstat`; nothing for the others.
    let read = tree.linkStatusCalls.withLock { $0 } - before
    #expect(read - (hidden.linkStatusCalls.withLock { $0 } - beforeHidden) == 1)
  }

  /// Rules T1, T6: a new owner (a `chown`, which the folder's watch reports) shows in the
  /// inspector of the entry highlighted when the folder is read again, without a move.
  @Test func anOwnerChangedOnDiskShowsWithoutAMove() throws {
    var base = MemoryFileTree()
    base.addFile("/o/a.txt", "x")
    let tree = OwnedTree(base: base)
    var browser = try Browser(
      start: FilePath("/o"), home: nil, tree: tree, size: CellSize(width: 220, height: 30))
    func owner() -> String? {
      browser.inspectorFields.first { $0.label == "Owner" }?.value
    }
    #expect(owner() == "ada, group 1105")
    tree.chowned.withLock { $0 = 7 }
    browser.handle(.changed(FilePath("/o")), at: 1)
    #expect(owner() == "7, group 1107")
  }
}

/// A tree whose entries are owned by the length of their name (user, unless `chowned` gives
/// another) and 1100 plus it (group), with user 5 named "ada" and group 1106 "staff"; counts `lstat`s.
final class OwnedTree: ForwardingTree {
  let base: MemoryFileTree
  let linkStatusCalls = Mutex(0)
  let chowned = Mutex<UInt32?>(nil)
  init(base: MemoryFileTree) { self.base = base }

  func linkStatus(of path: FilePath) throws(FileTreeError) -> FileStatus {
    linkStatusCalls.withLock { $0 += 1 }
    var status = try base.linkStatus(of: path)
    status.user = chowned.withLock { $0 } ?? UInt32(path.lastComponent.count)
    status.group = 1100 + status.user
    return status
  }

  func ownerNames(user: UInt32, group: UInt32) -> (user: String?, group: String?) {
    (user == 5 ? "ada" : nil, group == 1106 ? "staff" : nil)
  }
}
