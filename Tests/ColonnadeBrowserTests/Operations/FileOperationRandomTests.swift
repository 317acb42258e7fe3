import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rules T10, T11, T13 over seeded runs of random keys (``PropertyRuns``: all of them optimized,
/// a slice unoptimized), the edge's part played by the test (each operation reported done at
/// once, or later): the browser asks for one operation at a time, and a plan replaces a file only
/// after the user answered `o` or `a` to a conflict since the keys that made it — nothing is ever
/// overwritten without the answer.
@Suite struct FileOperationRandomTests {
  static let keys: [Key] =
    ["y", "d", "p", "D", "u", "c", "w", "a", "A", "I", "r", "s", "o", "g", "j", "k", "h", "l", "v", " ", "n"]
    .map { .character($0) } + [.escape, .enter, .delete, .backspace, .insert, .function(7), .control("w")]

  /// `/w`, with folders holding some of the same names, so pastes meet taken names.
  static let tree: MemoryFileTree = {
    var tree = MemoryFileTree()
    for folder in ["/w", "/w/a", "/w/b", "/w/a/c"] {
      for name in ["x.txt", "y", "z.tar.gz"] where (folder.count + name.count) % 3 != 0 {
        tree.addFile(folder + "/" + name, folder + name + "\n")
      }
    }
    return tree
  }()

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func neverOverwritesUnasked(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var browser = try Browser(
      start: FilePath("/w"), home: nil, tree: Self.tree, size: CellSize(width: 140, height: 30))
    var running: OperationPlan?
    var overwriteAnswers = 0
    for step in 0..<PropertyRuns.count(optimized: 3_000, unoptimized: 400) {
      let failure = "seed \(seed), step \(step)"
      if let plan = running, random.chance(0.3) {
        let outcomes = plan.steps.map { OperationReport.Outcome.done($0, note: nil) }
        browser.handle(
          .operationFinished(OperationReport(operation: plan.operation, outcomes: outcomes)), at: 0)
        running = nil
        #expect(browser.operation == nil, "\(failure)")
        continue
      }
      let key = random.pick(Self.keys)
      let asking = browser.conflictMenu != nil
      if asking, key == .character("o") || key == .character("a") { overwriteAnswers += 1 }
      let command = browser.handle(.key(key), at: 0)
      switch command {
      case .operate(.run(let plan)):
        #expect(running == nil, "\(failure): a second operation while one runs")
        let replaced = plan.steps.count { $0.replaces }
        #expect(replaced == 0 || overwriteAnswers > 0, "\(failure): \(plan.steps) replaces unasked")
        running = plan
        overwriteAnswers = 0
      case .operate(.cancel):
        #expect(running != nil, "\(failure): a cancel with nothing running")
      case .operate(.undo):
        #expect(running == nil, "\(failure)")
        running = OperationPlan(operation: .trash([]), steps: [])
      case .continue, .redraw, .run, .copy:
        break
      default:
        Issue.record("\(failure): \(command)")
      }
      // An answer counts for the plan its prompt leads to, and for nothing after.
      if browser.conflictMenu == nil { overwriteAnswers = 0 }
      #expect(browser.render().cells.allSatisfy { SafeText.isSafe($0.character) }, "\(failure)")
    }
  }
}

/// The command line's editing (rule T3) over random bytes and keys: the cursor stays on a
/// character's first byte, typed text comes out as typed, and what is shown is safe (rule T5).
@Suite struct CommandLineEditTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func editingKeepsTheBytes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for run in 0..<PropertyRuns.count(optimized: 2_000, unoptimized: 300) {
      let pieces: [[UInt8]] = [
        [0xFF], [0xC3, 0xA9], [0xE2, 0x82], [0x0A], Array("ab".utf8), [0xF0, 0x9F, 0x91, 0x8D],
      ]
      var text: [UInt8] = []
      for _ in 0..<Int.random(in: 0...8, using: &random) { text += random.pick(pieces) }
      var line = CommandLineEdit(text, cursor: random.pick([.end, .afterCommand, .beforeExtension]))
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        let before = line
        switch Int.random(in: 0...6, using: &random) {
        case 0: line.moveLeft()
        case 1: line.moveRight()
        case 2: line.deleteBackward()
        case 3: line.deleteForward()
        case 4: line.deleteWordBackward()
        case 5:
          // Typed text then a Backspace for each of its scalars gives the line back.
          let typed = random.pick(["x", "é", "👍🏽", "漢字"])
          _ = line.insert(typed)
          for _ in typed.unicodeScalars { line.deleteBackward() }
          #expect(line == before, "seed \(seed), run \(run): typing then erasing \(typed)")
        default:
          if line.cursor < line.text.count {
            line.moveRight()
            line.moveLeft()
            #expect(line == before, "seed \(seed), run \(run): → then ← returns")
          }
        }
        #expect(line.cursor >= 0 && line.cursor <= line.text.count, "seed \(seed), run \(run)")
        #expect(
          line.cursor == 0 || line.cursor == line.text.count
            || CommandLineEditTests.startsCharacter(line.text, at: line.cursor),
          "seed \(seed), run \(run): cursor inside a character: \(line.text) at \(line.cursor)")
        #expect(line.shown(width: 40).allSatisfy { SafeText.isSafe($0) }, "seed \(seed), run \(run)")
      }
    }
  }

  /// Whether `index` is where a character starts, stepping from the line's start.
  static func startsCharacter(_ text: [UInt8], at index: Int) -> Bool {
    var line = CommandLineEdit(text)
    line.moveToStart()
    while line.cursor < index { line.moveRight() }
    return line.cursor == index
  }

  @Test func aLongLineKeepsTheCursorInView() {
    var line = CommandLineEdit("rename " + String(repeating: "long-name-", count: 20) + ".txt")
    #expect(line.shown(width: 40).hasPrefix("…") && line.shown(width: 40).hasSuffix("▏"))
    line.moveToStart()
    #expect(line.shown(width: 40).hasPrefix(":▏rename long-name-"))
  }
}
