import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rule T4: the retained screen redraws only what changed, yet after every key it equals a
/// full render, and the renderer, told only its redrawn rows, writes the bytes a full comparison
/// writes (which the terminal tests replay on a virtual terminal).
@Suite struct RetainedScreenTests {
  static let keys: [Key] = [
    .up, .down, .down, .down, .up, .character("j"), .character("j"), .character("k"), .left, .right,
    .enter, .escape, .backspace, .tab, .backTab, .pageUp, .pageDown, .home, .end, .character("h"),
    .character("l"), .character("z"), .character("s"), .character("F"), .character("t"), .character("i"),
    .character("."), .character("?"), .character("g"), .character("G"), .character("/"), .character("a"),
    .character(" "), .character("v"), .character("M"), .character("p"), .character("f"), .character("o"),
    .character("m"), .character("'"), .character("1"),
  ]

  /// A random tree under /home/ada: folders of files with short, long and wide names.
  static func tree(using random: inout SplitMix64) -> MemoryFileTree {
    var tree = MemoryFileTree()
    tree.addDirectory("/home/ada")
    let parts = ["a", "notes", "Über", "漢字", "report-2026-final-version", ".hidden", "x y"]
    for folder in 0..<Int.random(in: 1...4, using: &random) {
      let path = "/home/ada/dir\(folder)"
      tree.addDirectory(path)
      for file in 0..<Int.random(in: 0...80, using: &random) {
        let name = parts[Int.random(in: 0..<parts.count, using: &random)] + "\(file)"
        let lines = (0..<Int.random(in: 0...30, using: &random)).map {
          // Some lines wrap in the preview.
          $0 % 7 == 6 ? String(repeating: "long line \($0) of \(name) ", count: 9) : "line \($0) of \(name)"
        }
        tree.addFile(path + "/" + name, lines.joined(separator: "\n"))
      }
    }
    tree.addFile("/home/ada/readme.txt", "hello")
    return tree
  }

  /// Optimized (CI), 300 random keys and resizes a seed; unoptimized, 50 (``PropertyRuns``: the
  /// 1,500 took 15 s of CPU).
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func retainedFrameEqualsFullRender(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let tree = Self.tree(using: &random)
    func size() -> CellSize {
      CellSize(width: Int.random(in: 1...220, using: &random), height: Int.random(in: 1...64, using: &random))
    }
    var browser = try Browser(
      start: FilePath("/home/ada"), home: FilePath("/home/ada"), tree: tree, size: size())
    var screen = RetainedScreen()
    var hinted = Renderer()
    var full = Renderer()
    var now = 0.0
    var partial = 0
    let steps = PropertyRuns.count(optimized: 300, unoptimized: 50)
    for step in 0..<steps {
      now += Double(Int.random(in: 0...3, using: &random))
      if random.chance(0.05) {
        browser.handle(.resized(size()), at: now)
      } else {
        browser.handle(.key(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]), at: now)
      }
      let before = screen.grid
      screen.update(from: browser)
      let expected = browser.render()
      let failure = "seed \(seed), step \(step)"
      #expect(screen.grid == expected, "\(failure)")
      if before.size == expected.size {
        let untouched = (0..<expected.height).filter { !screen.redrawnRows.contains($0) }
        #expect(untouched.allSatisfy { before.row($0) == expected.row($0) }, "\(failure)")
      }
      if screen.redrawnRows.count < expected.height { partial += 1 }
      let output = hinted.render(screen.grid, changedRows: screen.redrawnRows)
      #expect(output == full.render(expected), "\(failure)")
      if screen.grid != expected { return }
    }
    // The retained path is what is tested: many updates redraw part of the screen (the rest are
    // resizes, overlays, floating panes).
    #expect(partial * 8 > steps, "seed \(seed): \(partial) partial updates in \(steps)")
  }

  /// The retained screen after one Down key in `tree`'s /home/ada at 200 × 60, checked against a
  /// full render.
  static func screenAfterOneMove(in tree: MemoryFileTree) throws -> RetainedScreen {
    var browser = try Browser(
      start: FilePath("/home/ada"), home: FilePath("/home/ada"), tree: tree,
      size: CellSize(width: 200, height: 60))
    var screen = RetainedScreen()
    screen.update(from: browser)
    browser.handle(.key(.down), at: 1)
    screen.update(from: browser)
    #expect(screen.grid == browser.render())
    return screen
  }

  /// Rule T4: moving between two empty files redraws the two list rows, the preview's
  /// and the info pane's rows that differ (headers, the name) and the status line — not the
  /// preview and info panes whole.
  @Test func movingBetweenEmptyFilesRedrawsOnlyTheRowsThatDiffer() throws {
    var tree = MemoryFileTree()
    tree.addDirectory("/home/ada")
    for index in 0..<100 { tree.addFile("/home/ada/file\(1000 + index)", "") }
    let screen = try Self.screenAfterOneMove(in: tree)
    #expect(screen.redrawnRows.count <= 6, "\(screen.redrawnRows)")
  }

  /// Rule T4 (only changed cells are written): moving between two folders whose
  /// previews share their first names redraws the count above the names and the names that
  /// differ, not the preview whole.
  @Test func movingBetweenFoldersRedrawsTheCountAndTheNamesThatDiffer() throws {
    var tree = MemoryFileTree()
    tree.addDirectory("/home/ada")
    for name in ["a", "b"] {
      tree.addDirectory("/home/ada/\(name)")
      for index in 0..<(name == "a" ? 40 : 41) { tree.addFile("/home/ada/\(name)/file\(1000 + index)", "") }
    }
    let screen = try Self.screenAfterOneMove(in: tree)
    #expect(screen.grid.plainText.contains("41 items"))
    #expect(screen.redrawnRows.count <= 8, "\(screen.redrawnRows)")
  }

  /// Moving the highlight one row redraws two list rows, not the whole list.
  @Test func movingTheHighlightRedrawsTwoListRows() {
    let items = (0..<30).map { ListView.Item("item \($0)") }
    let rect = CellRect(x: 0, y: 2, width: 30, height: 20)
    var grid = CellGrid(width: 30, height: 24)
    let first = ListView(items: items, selectedIndex: 3)
    first.draw(into: &grid, in: rect)
    var moved = first
    moved.selectedIndex = 4
    #expect(moved.draw(into: &grid, in: rect, over: first) == [5, 6])
    var expected = CellGrid(width: 30, height: 24)
    moved.draw(into: &expected, in: rect)
    #expect(grid == expected)
  }
}
