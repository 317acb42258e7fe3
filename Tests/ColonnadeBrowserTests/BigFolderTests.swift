import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules T4, T6: a folder of 20,000 entries lists every one in bounded memory, and loads run off
/// the key path, a stale result dropped.
@Suite struct BigFolderTests {
  /// Rule T6: every entry of a big folder is listed, sorted, in bounded memory per entry; only the
  /// visible rows are made into text.
  @Test func bigFolderListsEveryEntry() throws {
    var tree = MemoryFileTree()
    for index in stride(from: 19_999, through: 0, by: -1) {
      tree.addFile(FilePath("/big").appending("file" + format5(index)), bytes: [])
    }
    var browser = try Browser(
      start: FilePath("/big"), home: nil, tree: tree, size: CellSize(width: 120, height: 40))
    guard case .listing(let listing)? = browser.contents[try #require(browser.top(.supplementary)).id] else {
      Issue.record("no listing")
      return
    }
    #expect(listing.count == 20_000)
    #expect(
      (0..<8).map { String(decoding: listing.name(at: $0), as: UTF8.self) }
        == (0..<8).map { "file\(format5($0))" })
    #expect(MemoryLayout<DirectoryListing.Entry>.stride <= 32)
    Fixtures.press("G", on: &browser)
    #expect(browser.render().plainText.contains("file19999"))
    #expect(browser.render().plainText.contains("20000/20000"))
  }

  /// Rules R5, T4: with loads in the background, keys are handled while a folder is read, and the
  /// listing arrives later; a stale result is dropped.
  @Test func loadsRunOffTheKeyPath() throws {
    var browser = try Browser(
      start: Fixtures.project, home: Fixtures.home, tree: Fixtures.tree,
      size: CellSize(width: 120, height: 40),
      loadsInBackground: true)
    #expect(browser.render().plainText.contains("Loading…"))
    Fixtures.press("j j", on: &browser)
    let requests = browser.takeLoadRequests()
    #expect(requests.contains { $0.route == .place(browser.places[0]) })
    #expect(browser.takeLoadRequests().isEmpty, "each request is handed out once")
    for request in requests {
      browser.handle(.loaded(LoadResult.run(request, tree: Fixtures.tree, limits: .standard)), at: 1)
    }
    #expect(browser.render().plainText.contains("README.md"))
    let stale = LoadResult(token: LoadToken(999), route: .about, content: .about, succeeded: true)
    browser.handle(.loaded(stale), at: 2)
    #expect(browser.render().plainText.contains("README.md"))
  }
}

/// `value` with leading zeros to five digits.
private func format5(_ value: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
}
