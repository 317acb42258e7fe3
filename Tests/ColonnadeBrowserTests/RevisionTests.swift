import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rule T4 (only what changed is written): the browser's revision says when the
/// screen may have changed, so the loop draws nothing for a wake that changed nothing.
@Suite struct RevisionTests {
  /// While the revision stays, the screen is the same, whatever the keys, ticks and resizes.
  /// Optimized (CI), 400 steps a seed; unoptimized, 25 (``PropertyRuns``: the 2,400 took 17 s of
  /// CPU, two full renders each).
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func sameRevisionDrawsTheSameScreen(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let tree = RetainedScreenTests.tree(using: &random)
    let sizes = [
      CellSize(width: 200, height: 60), CellSize(width: 80, height: 24), CellSize(width: 50, height: 12),
    ]
    var browser = try Browser(
      start: FilePath("/home/ada"), home: FilePath("/home/ada"), tree: tree, size: sizes[0])
    let keys =
      RetainedScreenTests.keys + [.end, .end, .home, .home, .character("z"), .character("h"), .escape]
    var now = 0.0
    var unchanged = 0
    let steps = PropertyRuns.count(optimized: 400, unoptimized: 25)
    for step in 0..<steps {
      let revision = browser.revision
      let screen = browser.render()
      now += Double(Int.random(in: 0...40, using: &random))
      switch Int.random(in: 0..<20, using: &random) {
      case 0: browser.handle(.resized(sizes[Int.random(in: 0..<sizes.count, using: &random)]), at: now)
      case 1, 2: browser.handle(.tick, at: now)
      default: browser.handle(.key(keys[Int.random(in: 0..<keys.count, using: &random)]), at: now)
      }
      guard browser.revision == revision else { continue }
      unchanged += 1
      #expect(browser.render() == screen, "seed \(seed), step \(step)")
    }
    // Not vacuous: many events change nothing (moves past an end, ticks, a resize to the same size).
    #expect(unchanged * 10 > steps, "seed \(seed): \(unchanged) of \(steps) unchanged")
  }

  /// A move past the last entry and a tick with nothing to release leave the revision; a move
  /// changes it.
  @Test func noChangeKeepsTheRevision() throws {
    var tree = MemoryFileTree()
    tree.addFile("/data/a.txt", "a\n")
    tree.addFile("/data/b.txt", "b\n")
    var browser = try Browser(
      start: FilePath("/data"), home: nil, tree: tree, size: CellSize(width: 120, height: 30))
    browser.handle(.key(.down), at: 1)
    let last = browser.revision
    browser.handle(.key(.down), at: 2)
    #expect(browser.revision == last, "a move past the end")
    browser.handle(.tick, at: 3)
    #expect(browser.revision == last, "a tick")
    browser.handle(.key(.up), at: 5)
    #expect(browser.revision != last)
  }

  /// Every stored property is either the drawn state, whose every change is counted (`shown`, a
  /// `Revised<DrawnState>`), or not drawn. A new one fails here until it is put in `DrawnState`
  /// (drawn) or listed below (not drawn).
  @Test func everyStoredPropertyIsDrawnStateOrNotDrawn() throws {
    let browser = try Browser(
      start: .root, home: nil, tree: MemoryFileTree(), size: CellSize(width: 40, height: 10))
    // Constants, caches, and what only leads to a counted change.
    let notDrawn: Set = [
      "places", "home", "limits", "tree", "loadsInBackground", "loadRequests", "wantedHighlights",
      "ownerNames", "visits", "bookmarks", "bookmarkEdits", "highlightsLeft", "rememberedRevision", "picker",
      "lastUndo",
    ]
    let names = Set(Mirror(reflecting: browser).children.compactMap(\.label))
    let expected = notDrawn.union(["shown"])
    #expect(names == expected, "sort these: \(names.symmetricDifference(expected))")
  }

  /// `Revised` counts a write of a field that compares cheaply only when the value differs, any
  /// other write always, and nothing changed through `changeUncounted`.
  @Test func revisedCountsEveryChange() {
    struct Drawn {
      var message: String?
      var cursors: [Int: Int] = [:]
      var helpScroll = 0
    }
    var shown = Revised(Drawn())
    shown.message = "hello"
    shown.message = "hello"
    #expect(shown.revision == 1, "an equal message is not a change")
    shown.cursors[1] = 3
    shown.cursors[1] = 3
    #expect(shown.revision == 3, "every write of a collection counts")
    shown.changeUncounted { $0.helpScroll = 7 }
    #expect(shown.revision == 3 && shown.helpScroll == 7)
    shown.countChange()
    #expect(shown.revision == 4)
  }

}
