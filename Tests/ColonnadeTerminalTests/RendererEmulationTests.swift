import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Feeds the renderer's output through a virtual terminal and checks the screen matches the grid
/// (rule T4: only changed cells are written, and what is written must still draw the grid).
@Suite("Renderer output replayed on a virtual terminal")
struct RendererEmulationTests {
  static let alphabet: [Character] = ["a", "b", "Z", " ", " ", " ", "漢", "字", "│", "é", "🙂", "…"]
  static let styles: [Style] = [
    .plain, Style(bold: true), Style(foreground: .red), Style(reverse: true),
    Style(foreground: .cyan, bold: true, reverse: true), Style(background: .blue),
    Style(dim: true, underline: true), Style(foreground: .brightBlack, dim: true),
    Theme.standard.focusedSelection, Theme.standard.selection,
  ]

  /// Applies a few random edits: characters, filled rectangles, text runs.
  static func edit(_ grid: inout CellGrid, using random: inout SplitMix64) {
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      let x = Int.random(in: 0..<grid.width, using: &random)
      let y = Int.random(in: 0..<grid.height, using: &random)
      let style = styles[Int.random(in: 0..<styles.count, using: &random)]
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        grid.put(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], x: x, y: y, style: style)
      case 1:
        let rect = CellRect(
          x: x, y: y, width: Int.random(in: 1...grid.width, using: &random),
          height: Int.random(in: 1...3, using: &random))
        grid.fill(rect, style: style)
      default:
        let text = String(
          (0..<Int.random(in: 1...20, using: &random)).map { _ in
            alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
          })
        grid.drawText(text, at: CellPoint(x: x, y: y), style: style)
      }
    }
  }

  /// Rule T4. With `lineFeedKeepsColumn` (raw mode) moves down may be bare line feeds; the virtual terminal
  /// moves down on LF without returning, as a terminal with output processing off does.
  /// With `repeatsCharacters` blanks may be a space and REP, which only then the virtual terminal accepts.
  @Test(arguments: [
    (1, true, false, false), (2, true, true, false), (3, false, false, false), (4, true, false, false),
    (5, false, true, false), (11, true, false, true), (12, true, true, true), (13, false, false, true),
  ])
  func randomFramesReplayExactly(seed: UInt64, colorEnabled: Bool, lineFeedKeepsColumn: Bool, repeats: Bool) {
    var random = SplitMix64(seed: seed)
    let width = Int.random(in: 1...30, using: &random)
    let height = Int.random(in: 1...8, using: &random)
    var terminal = VirtualTerminal(width: width, height: height, repeatsCharacters: repeats)
    var renderer = Renderer(colorEnabled: colorEnabled)
    renderer.lineFeedKeepsColumn = lineFeedKeepsColumn
    renderer.repeatsCharacters = repeats
    var grid = CellGrid(width: width, height: height)
    for frame in 0..<150 {
      Self.edit(&grid, using: &random)
      if frame % 40 == 39 { renderer.invalidate() }
      terminal.apply(renderer.render(grid))
      let differences = appearanceDifferences(terminal.screen, grid, colorEnabled: colorEnabled)
      #expect(differences.isEmpty, "seed \(seed), frame \(frame), \(width)×\(height): \(differences)")
      #expect(terminal.violations.isEmpty, "seed \(seed), frame \(frame): \(terminal.violations)")
      if !differences.isEmpty || !terminal.violations.isEmpty { return }
    }
    // The frames did use REP where the terminal has it.
    #expect(repeats == (terminal.repeatCount > 0), "seed \(seed): \(terminal.repeatCount) REPs")
  }

  /// A retained screen names the rows it redrew: given them (in any order, repeated, with extra
  /// rows), the renderer writes exactly what comparing every row writes, as text or as bytes, and
  /// the screen replays (with REP too, where the terminal has it).
  @Test(arguments: [(6, false), (7, false), (8, false), (9, true), (10, true)])
  func changedRowsReplayExactly(seed: UInt64, repeats: Bool) {
    var random = SplitMix64(seed: seed)
    let width = Int.random(in: 1...30, using: &random)
    let height = Int.random(in: 1...8, using: &random)
    var terminal = VirtualTerminal(width: width, height: height, repeatsCharacters: repeats)
    var hinted = Renderer()
    var full = Renderer()
    var bytes = Renderer()
    hinted.repeatsCharacters = repeats
    full.repeatsCharacters = repeats
    bytes.repeatsCharacters = repeats
    var grid = CellGrid(width: width, height: height)
    for frame in 0..<150 {
      let previous = grid
      // Mostly, only what this frame writes is damaged: the renderer compares only those columns.
      if !random.chance(0.1) { grid.clearDamage() }
      Self.edit(&grid, using: &random)
      var rows = (0..<height).filter {
        grid.row($0) != previous.row($0) || Int.random(in: 0..<5, using: &random) == 0
      }
      rows += rows.filter { _ in Bool.random(using: &random) }
      rows.shuffle(using: &random)
      if frame % 50 == 49 { hinted.invalidate() }
      if frame % 50 == 49 { full.invalidate() }
      if frame % 50 == 49 { bytes.invalidate() }
      let output = hinted.render(grid, changedRows: rows)
      #expect(output == full.render(grid), "seed \(seed), frame \(frame)")
      // The bytes the terminal is sent are the text's.
      #expect(bytes.renderUTF8(grid, changedRows: rows) == Array(output.utf8), "seed \(seed), frame \(frame)")
      terminal.apply(output)
      let differences = appearanceDifferences(terminal.screen, grid, colorEnabled: true)
      #expect(differences.isEmpty, "seed \(seed), frame \(frame), \(width)×\(height): \(differences)")
      #expect(terminal.violations.isEmpty, "seed \(seed), frame \(frame): \(terminal.violations)")
      if !differences.isEmpty || !terminal.violations.isEmpty { return }
    }
  }

  @Test func statelessDiffReplaysFromAnyCursorPosition() {
    var random = SplitMix64(seed: 42)
    var grid = CellGrid(width: 20, height: 5)
    var terminal = VirtualTerminal(width: 20, height: 5)
    terminal.apply(Renderer.diff(from: nil, to: grid))
    for frame in 0..<100 {
      let previous = grid
      Self.edit(&grid, using: &random)
      terminal.apply(Renderer.diff(from: previous, to: grid))
      let differences = appearanceDifferences(terminal.screen, grid)
      #expect(differences.isEmpty && terminal.violations.isEmpty, "seed 42, frame \(frame)")
      if !differences.isEmpty { return }
    }
  }

  @Test func browserScreenReplays() {
    var terminal = VirtualTerminal(width: 200, height: 60)
    var renderer = Renderer()
    for selected in [10, 11, 12, 30, 79, 0] {
      let grid = RendererByteCountTests.browserScreen(selected: selected)
      terminal.apply(renderer.render(grid))
      #expect(appearanceDifferences(terminal.screen, grid).isEmpty, "selection \(selected)")
    }
    #expect(terminal.violations.isEmpty)
  }

  /// A grid showing `lines`, one per row from the top, in `style`.
  static func grid(_ lines: [String], width: Int, style: Style = .plain) -> CellGrid {
    var grid = CellGrid(width: width, height: lines.count)
    for (row, line) in lines.enumerated() { grid.drawText(line, at: CellPoint(x: 0, y: row), style: style) }
    return grid
  }

  /// Rule T4: bands of rows that move together are scrolled with a scroll region when
  /// that is shorter; the screen must still match every frame exactly.
  @Test(arguments: [(7, false, false), (8, true, false), (9, false, true), (10, true, true)])
  func scrolledFramesReplayExactly(seed: UInt64, lineFeedKeepsColumn: Bool, repeats: Bool) {
    var random = SplitMix64(seed: seed)
    let width = Int.random(in: 4...30, using: &random)
    let height = Int.random(in: 3...12, using: &random)
    var lines = (0..<height).map { "line \($0) " + String(repeating: "x", count: $0 % 7) }
    var terminal = VirtualTerminal(width: width, height: height, repeatsCharacters: repeats)
    var renderer = Renderer()
    renderer.lineFeedKeepsColumn = lineFeedKeepsColumn
    renderer.repeatsCharacters = repeats
    var counter = height
    for frame in 0..<120 {
      let first = Int.random(in: 0..<height, using: &random)
      let last = Int.random(in: first..<height, using: &random)
      let distance = Int.random(in: 1...max(1, last - first), using: &random)
      for _ in 0..<distance {
        counter += 1
        if Bool.random(using: &random) {
          lines.remove(at: first)
          lines.insert("new \(counter) 漢字", at: last)
        } else {
          lines.remove(at: last)
          lines.insert("new \(counter) é", at: first)
        }
      }
      var grid = Self.grid(lines, width: width)
      if Int.random(in: 0..<4, using: &random) == 0 { Self.edit(&grid, using: &random) }
      terminal.apply(renderer.render(grid))
      let differences = appearanceDifferences(terminal.screen, grid)
      #expect(differences.isEmpty, "seed \(seed), frame \(frame), \(width)×\(height): \(differences)")
      #expect(terminal.violations.isEmpty, "seed \(seed), frame \(frame): \(terminal.violations)")
      if !differences.isEmpty || !terminal.violations.isEmpty { return }
    }
  }

  /// Rule T4: a scroll region is used only when it writes fewer bytes than rewriting the rows in
  /// place (the renderer stops weighing the in-place frame once it must be longer: a row whose first
  /// changed cell looks different costs two bytes at least). At most a style reset apart.
  @Test(arguments: [11, 12, 13] as [UInt64])
  func aScrollIsChosenOnlyWhenShorter(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var scrolled = 0
    for round in 0..<300 {
      let width = Int.random(in: 4...40, using: &random)
      let height = Int.random(in: 3...16, using: &random)
      let lines = (0..<(height + 8)).map { "row \($0) " + String(repeating: "ab", count: $0 % 5) }
      let first = Int.random(in: 0...4, using: &random)
      let before = Self.grid(Array(lines[first..<(first + height)]), width: width)
      let moved = max(0, first + Int.random(in: -3...3, using: &random))
      var after = Self.grid(Array(lines[moved..<(moved + height)]), width: width)
      if random.chance(0.5) { Self.edit(&after, using: &random) }
      let chosen = Renderer.diff(from: before, to: after)
      let inPlace = Renderer.diffInPlace(from: before, to: after)
      if chosen.contains("r\u{1B}[") { scrolled += 1 }
      #expect(chosen.utf8.count <= inPlace.utf8.count + 4, "seed \(seed), round \(round)")
    }
    #expect(scrolled > 30)
  }

  @Test func oneColumnListScrollsWithARegion() {
    let names = (0..<40).map { " file\(100_000 + $0)" }
    let before = Self.grid(Array(names[0..<20]) + ["status"], width: 40)
    let after = Self.grid(Array(names[1..<21]) + ["status"], width: 40)
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 40, height: 21)
    terminal.apply(renderer.render(before))
    let output = renderer.render(after)
    terminal.apply(output)
    #expect(output.hasPrefix("\u{1B}[1;20r\u{1B}[S\u{1B}[r"))
    #expect(output.utf8.count < 40, "\(output.utf8.count) bytes: \(output.debugDescription)")
    #expect(appearanceDifferences(terminal.screen, after).isEmpty && terminal.violations.isEmpty)
  }

  /// Rule T4: a list scrolled beside a pane with text in its top rows (the browser's inspector)
  /// moves the band of rows below that text with a scroll region, and writes the rows above it.
  @Test func listBesideAPaneScrollsTheBandBelowItsText() {
    let names = (0..<40).map { " file\(100_000 + $0)" }
    let details = ["Name", "Size", "Modified", "Mode"]
    func screen(from first: Int) -> CellGrid {
      var grid = CellGrid(width: 40, height: 21)
      for row in 0..<20 {
        grid.drawText(names[first + row], at: CellPoint(x: 0, y: row))
        grid.drawText("│", at: CellPoint(x: 20, y: row))
        if row < details.count { grid.drawText(details[row], at: CellPoint(x: 22, y: row)) }
      }
      grid.drawText("status", at: CellPoint(x: 0, y: 20))
      return grid
    }
    let before = screen(from: 0)
    let after = screen(from: 1)
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 40, height: 21)
    terminal.apply(renderer.render(before))
    let output = renderer.render(after)
    terminal.apply(output)
    // Rows 5...20 (1-based) move up together; rows 1...4 keep their details and are rewritten.
    #expect(output.contains("\u{1B}[5;20r\u{1B}[S\u{1B}[r"), "\(output.debugDescription)")
    // Rewriting each row's changed digits instead took 88 bytes.
    #expect(output.utf8.count <= 55, "\(output.utf8.count) bytes")
    #expect(appearanceDifferences(terminal.screen, after).isEmpty && terminal.violations.isEmpty)
  }
}
