import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rules T2–T6, P4: long seeded runs of random keys, resizes and clock ticks over the fixture
/// tree never trap, never report an engine error, and always draw a full, safe screen. (Debug
/// builds also check the coordinator's invariants after every action.) Optimized (CI), 400 steps a
/// seed; unoptimized, 100 (``PropertyRuns``).
@Suite struct RandomRunTests {
  static let keys: [Key] = [
    .up, .down, .left, .right, .enter, .escape, .backspace, .tab, .backTab, .pageUp, .pageDown, .home, .end,
    .character("j"), .character("k"), .character("h"), .character("l"), .character("z"), .character("s"),
    .character("F"), .character("t"), .character("i"), .character("R"), .character("?"), .character("g"),
    .character("G"), .character(" "), .character("v"), .character("u"), .character("O"), .character("M"),
    .character("p"), .character("m"), .character("'"), .character("5"), .control("d"), .control("u"),
  ]

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomRun(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var browser = try Fixtures.browser(120, 40, start: Fixtures.home)
    var now = 0.0
    for step in 0..<PropertyRuns.count(optimized: 400, unoptimized: 50) {
      now += Double(Int.random(in: 0...8, using: &random))
      if random.chance(0.1) {
        let size = CellSize(
          width: Int.random(in: 1...240, using: &random), height: Int.random(in: 1...70, using: &random))
        browser.handle(.resized(size), at: now)
      } else {
        let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
        // Keys may ask for a program (the pager, a typed command); every other key continues.
        let command = browser.handle(.key(key), at: now)
        if case .run = command { continue }
        #expect(command == .continue)
      }
      let grid = browser.render()
      let failure = "seed \(seed), step \(step)"
      #expect(grid.size == browser.size, "\(failure)")
      #expect(grid.cells.allSatisfy { SafeText.isSafe($0.character) }, "\(failure)")
      let message = browser.message ?? ""
      #expect(!message.contains("column '") && !message.contains("window"), "\(failure): \(message)")
    }
  }
}
