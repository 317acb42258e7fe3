import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

@Suite("CellGrid")
struct CellGridTests {
  @Test func newGridIsBlank() {
    let grid = CellGrid(width: 3, height: 2)
    #expect(grid.cells.count == 6)
    #expect(grid.cells.allSatisfy { $0 == .blank })
    #expect(grid.plainText == "\n")
  }

  @Test func negativeSizesClampToEmpty() {
    let grid = CellGrid(width: -4, height: 3)
    #expect(grid.width == 0)
    #expect(grid.cells.isEmpty)
  }

  @Test func wideCharacterTakesTwoCells() {
    var grid = CellGrid(width: 4, height: 1)
    #expect(grid.put("漢", x: 1, y: 0) == 2)
    #expect(grid[1, 0].width == 2)
    #expect(grid[2, 0].isContinuation)
    #expect(grid.lines == [" 漢"])
  }

  @Test func wideCharacterThatDoesNotFitIsNotWritten() {
    var grid = CellGrid(width: 3, height: 1)
    #expect(grid.put("漢", x: 2, y: 0) == 0)
    #expect(grid.row(0).allSatisfy { $0 == .blank })
  }

  @Test(arguments: [(-1, 0), (0, -1), (5, 0), (0, 2), (100, 100)])
  func writesOutsideTheGridAreIgnored(x: Int, y: Int) {
    var grid = CellGrid(width: 5, height: 2)
    #expect(grid.put("x", x: x, y: y) == 0)
    #expect(grid == CellGrid(width: 5, height: 2))
  }

  @Test func clipRectangleLimitsWrites() {
    var grid = CellGrid(width: 6, height: 1)
    let clip = CellRect(x: 0, y: 0, width: 3, height: 1)
    #expect(grid.put("a", x: 2, y: 0, clip: clip) == 1)
    #expect(grid.put("b", x: 3, y: 0, clip: clip) == 0)
    #expect(grid.put("漢", x: 2, y: 0, clip: clip) == 0)
  }

  @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("漢", x: 0, y: 0)
    grid.put("a", x: 0, y: 0)
    #expect(grid.lines == ["a"])
    #expect(grid[1, 0] == .blank)
  }

  @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("漢", x: 0, y: 0)
    grid.put("b", x: 1, y: 0)
    #expect(grid.lines == [" b"])
    #expect(grid[0, 0] == .blank)
  }

  @Test func wideOverStaggeredWideBreaksBothNeighbours() {
    var grid = CellGrid(width: 6, height: 1)
    grid.put("漢", x: 0, y: 0)
    grid.put("字", x: 2, y: 0)
    grid.put("日", x: 1, y: 0)
    #expect(grid.lines == [" 日"])
    #expect(grid[3, 0] == .blank)
    #expect(invariantsHold(grid))
  }

  @Test func fillBreaksWideCharactersAtItsEdges() {
    var grid = CellGrid(width: 6, height: 1)
    grid.drawText("漢字日", at: CellPoint(x: 0, y: 0))
    grid.fill(CellRect(x: 1, y: 0, width: 2, height: 1))
    #expect(grid.lines == ["    日"])
    #expect(invariantsHold(grid))
  }

  @Test func restyleCoversBothHalvesOfAWideCharacter() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("漢", x: 0, y: 0)
    let bold = Style(bold: true)
    grid.restyle(CellRect(x: 1, y: 0, width: 1, height: 1), style: bold)
    #expect(grid[0, 0].style == bold)
    #expect(grid[1, 0].style == bold)
    #expect(grid[2, 0].style == .plain)
  }

  @Test func controlAndZeroWidthCharactersAreNeverStored() {
    var grid = CellGrid(width: 4, height: 1)
    #expect(grid.put("\u{1B}", x: 0, y: 0) == 0)
    #expect(grid.put("\u{9B}", x: 0, y: 0) == 0)
    #expect(grid.put("\u{301}", x: 0, y: 0) == 0)
    #expect(Cell("\u{7}") == .blank)
  }

  @Test func plainTextTrimsTrailingSpacesAndKeepsEveryRow() {
    let grid = gridWithLines(width: 6, height: 3, ["ab  ", "", " c"])
    #expect(grid.plainText == "ab\n\n c")
  }

  @Test func randomWritesKeepTheInvariants() {
    var random = SplitMix64(seed: 7)
    let alphabet: [Character] = ["a", "漢", "字", "🙂", " ", "é", "│"]
    for round in 0..<200 {
      var grid = CellGrid(width: 7, height: 2)
      for _ in 0..<30 {
        let character = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        grid.put(
          character, x: Int.random(in: -1...7, using: &random), y: Int.random(in: 0...1, using: &random))
      }
      #expect(invariantsHold(grid), "seed 7, round \(round): \(grid.lines)")
    }
  }
}

/// Rules T4, T5 (wide characters keep the grid aligned): a scrolled list moves its
/// rows in the grid instead of drawing them again.
/// A copy keeps the invariants, brings the source's cells (a wide character cut by an edge of
/// the copy loses its other half) and changes nothing else but halves it cut in the row written.
@Test func copiedCellsKeepTheInvariants() {
  var random = SplitMix64(seed: 23)
  let alphabet: [Character] = ["a", "漢", "字", "🙂", " ", "│"]
  for round in 0..<300 {
    var grid = CellGrid(width: 9, height: 2)
    for _ in 0..<14 {
      let character = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      grid.put(character, x: Int.random(in: 0..<9, using: &random), y: Int.random(in: 0...1, using: &random))
    }
    let low = Int.random(in: 0..<9, using: &random)
    let high = Int.random(in: (low + 1)...9, using: &random)
    let before = grid
    grid.clearDamage()
    grid.copyCells(inRow: 0, toRow: 1, columns: low..<high)
    let failure = "round \(round): \(before.lines) \(low)..<\(high)"
    #expect(invariantsHold(grid), "\(failure)")
    #expect(grid.row(0) == before.row(0), "\(failure)")
    #expect(grid.damagedColumns(inRow: 1).contains(low) && grid.damagedColumns(inRow: 1).upperBound >= high)
    for x in 0..<9 {
      let cut =
        x == low && before[x, 0].isContinuation || x == high - 1 && before[x, 0].width == 2
        || x == low - 1 && before[low, 1].isContinuation || x == high && before[high - 1, 1].width == 2
      let expected = (low..<high).contains(x) ? before[x, 0] : before[x, 1]
      #expect(grid[x, 1] == (cut ? .blank(expected.style) : expected), "\(failure), column \(x)")
    }
  }
}

/// Whether every wide cell is followed by its continuation and no continuation stands alone.
func invariantsHold(_ grid: CellGrid) -> Bool {
  for y in 0..<grid.height {
    for x in 0..<grid.width {
      let cell = grid[x, y]
      if cell.width == 2, x + 1 >= grid.width || !grid[x + 1, y].isContinuation { return false }
      if cell.isContinuation, x == 0 || grid[x - 1, y].width != 2 { return false }
    }
  }
  return true
}

/// Rule T4: rows are compared as bytes, for speed; that must agree with comparing cells.
@Suite("CellGrid byte comparison")
struct CellGridCompareTests {
  /// After `clearDamage()`, every cell that any drawing changes lies in its row's damaged columns.
  @Test(arguments: [4, 5, 6] as [UInt64])
  func damageCoversEveryChangedCell(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let styles: [Style] = [.plain, Style(bold: true), Theme.standard.focusedSelection]
    let texts = ["a", "漢字", "🙂x", "long text here", "é", " "]
    var grid = CellGrid(width: 24, height: 4)
    for step in 0..<300 {
      let before = grid
      grid.clearDamage()
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let x = Int.random(in: -2..<26, using: &random)
        let y = Int.random(in: 0..<4, using: &random)
        let style = styles[Int.random(in: 0..<styles.count, using: &random)]
        let rect = CellRect(x: x, y: y, width: Int.random(in: 0...8, using: &random), height: 2)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          grid.drawText(
            texts[Int.random(in: 0..<texts.count, using: &random)], at: CellPoint(x: x, y: y), style: style)
        case 1: grid.fill(rect, style: style)
        case 2: grid.restyle(rect, style: style)
        case 3: grid.dim(rect)
        default: grid.put("漢", x: x, y: y, style: style)
        }
      }
      for y in 0..<grid.height {
        let span = grid.damagedColumns(inRow: y)
        let outside = (0..<grid.width).filter { !span.contains($0) && grid[$0, y] != before[$0, y] }
        #expect(outside.isEmpty, "seed \(seed), step \(step), row \(y): \(outside) outside \(span)")
      }
    }
  }

  @Test func aNewGridIsDamagedEverywhereAndEqualityIgnoresDamage() {
    var grid = CellGrid(width: 5, height: 2)
    #expect(grid.damagedColumns(inRow: 1) == 0..<5)
    let copy = grid
    grid.clearDamage()
    #expect(grid.damagedColumns(inRow: 1).isEmpty)
    #expect(grid == copy && grid.hashValue == copy.hashValue)
    grid.put("x", x: 2, y: 1)
    #expect(grid.damagedColumns(inRow: 1) == 1..<4)
  }

  @Test func cellsCompareAsBytes() {
    #expect(Cell.comparesAsBytes)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func firstDifferenceAgreesWithCellEquality(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let styles: [Style] = [.plain, Style(bold: true), Theme.standard.focusedSelection, Style(reverse: true)]
    let characters: [Character] = ["a", "b", " ", "漢", "🙂"]
    for _ in 0..<200 {
      // Past eight cells too: equal cells are compared eight at a time, then one by one.
      let width = Int.random(in: 1...40, using: &random)
      var a = CellGrid(width: width, height: 2)
      var b = a
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let character = characters[Int.random(in: 0..<characters.count, using: &random)]
        let style = styles[Int.random(in: 0..<styles.count, using: &random)]
        let x = Int.random(in: 0..<width, using: &random)
        if Bool.random(using: &random) { a.put(character, x: x, y: 1, style: style) }
        if Bool.random(using: &random) { b.put(character, x: x, y: 1, style: style) }
      }
      let start = Int.random(in: 0..<width, using: &random)
      let end = Int.random(in: start...width, using: &random)
      let expected = (start..<width).first { a[$0, 1] != b[$0, 1] } ?? width
      #expect(a.firstDifference(inRow: 1, from: start, comparedWith: 1, of: b) == expected)
      #expect(
        a.firstDifference(inRow: 1, from: start, comparedWith: 1, of: b, upTo: end) == min(expected, end))
      #expect(a.row(1, equals: 1, of: b) == (a.row(1) == b.row(1)))
      #expect(a.row(0, equals: 1, of: b) == (a.row(0) == b.row(1)))
    }
  }

  /// The renderer's blank runs (rule T4): a run of repeats read two words a cell ends where cell
  /// equality says it does, in a row slice that starts anywhere in the grid.
  @Test(arguments: [4, 5] as [UInt64])
  func endOfRepeatsAgreesWithCellEquality(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let styles: [Style] = [.plain, Style(background: .blue), Style(foreground: .red), Style(reverse: true)]
    let characters: [Character] = [" ", " ", " ", "a", "漢"]
    for _ in 0..<300 {
      let width = Int.random(in: 1...40, using: &random)
      var grid = CellGrid(width: width, height: 3)
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        let character = characters[Int.random(in: 0..<characters.count, using: &random)]
        let style = styles[Int.random(in: 0..<styles.count, using: &random)]
        grid.put(character, x: Int.random(in: 0..<width, using: &random), y: 1, style: style)
      }
      let row = grid.row(1)
      let start = Int.random(in: 0...width, using: &random)
      let end = Int.random(in: 0...width + 2, using: &random)
      let cell = row[row.startIndex + Int.random(in: 0..<width, using: &random)]
      let stop = min(end, width)
      let expected =
        start >= stop ? max(start, stop) : (start..<stop).first { row[row.startIndex + $0] != cell } ?? stop
      #expect(Cell.endOfRepeats(of: cell, in: row, from: start, upTo: end) == expected)
    }
  }
}
