import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

@Suite("TextView")
struct TextViewTests {
  @Test func lineNumbersAreRightAlignedInAGutter() {
    var grid = CellGrid(width: 20, height: 3)
    TextView(text: "let x = 1\nprint(x)\n", showsLineNumbers: true).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["1 let x = 1", "2 print(x)", ""])
  }

  @Test func gutterGrowsWithTheLineCount() {
    var grid = CellGrid(width: 8, height: 2)
    let text = (1...12).map { "line \($0)" }.joined(separator: "\n")
    TextView(text: text, scrollOffset: 10, wraps: false, showsLineNumbers: true).draw(
      into: &grid, in: grid.bounds)
    expectScreen(grid, ["11 line…", "12 line…"])
  }

  @Test func longLinesWrapAtTheColumn() {
    var grid = CellGrid(width: 6, height: 4)
    TextView(text: "abcdefghij\nxy").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["abcdef", "ghij", "xy", ""])
  }

  @Test func wrappedContinuationRowsLeaveTheGutterBlank() {
    var grid = CellGrid(width: 6, height: 3)
    TextView(text: "abcdefgh\nz", showsLineNumbers: true).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["1 abcd", "  efgh", "2 z"])
  }

  @Test func wrappingNeverSplitsAWideCharacter() {
    var grid = CellGrid(width: 5, height: 2)
    TextView(text: "漢字漢字").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["漢字", "漢字"])
  }

  @Test func withoutWrappingLongLinesEndInAnEllipsis() {
    var grid = CellGrid(width: 6, height: 2)
    TextView(text: "abcdefghij\nok", wraps: false).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["abcde…", "ok"])
  }

  @Test func scrollOffsetCountsDisplayRowsAndIsClamped() {
    var grid = CellGrid(width: 4, height: 2)
    let view = TextView(text: "abcdefgh\nij", scrollOffset: 1)
    view.draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["efgh", "ij"])
    #expect(view.maximumScrollOffset(width: 4, height: 2) == 1)
    var far = CellGrid(width: 4, height: 2)
    TextView(text: "abcdefgh\nij", scrollOffset: 50).draw(into: &far, in: far.bounds)
    #expect(far == grid)
  }

  @Test func tabsExpandAndControlsAreEscaped() {
    var grid = CellGrid(width: 20, height: 3)
    TextView(text: "\tindented\r\nbell\u{7} \u{1B}[31mred\nlone\rcr").draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["    indented", "bell^G ^[[31mred", "lone^Mcr"])
  }

  @Test func emptyTextShowsOneEmptyLineNumber() {
    var grid = CellGrid(width: 6, height: 2)
    TextView(text: "", showsLineNumbers: true).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["1", ""])
  }

  @Test func binaryLookingContentStaysOnItsRows() {
    var grid = CellGrid(width: 12, height: 2)
    let text = SafeText.decoding([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF])
    TextView(text: text).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, ["^?ELF^B^A^@\\", "xFF"])
  }

  /// Rule T5: rows are read straight from the text's bytes; they are, row for
  /// row, its ``TextView/lines`` made safe (controls, escapes and a lone CR escaped, wide
  /// characters kept whole), then wrapped or truncated to the width.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func rowsAreTheLinesMadeSafeAndFitted(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = [
      "a", "word ", "漢字", "\t", "\r\n", "\n", "\r", "\u{1B}[31m", "é", "🙂", "path/to/", "\n\n", " ",
    ]
    for step in 0..<300 {
      let text = (0..<Int.random(in: 0...16, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      .joined()
      let view = TextView(text: text, wraps: random.chance(0.5), showsLineNumbers: random.chance(0.5))
      let width = Int.random(in: 1...14, using: &random)
      let textWidth = width - view.gutterWidth(lineCount: view.lineCount)
      // Each row as "line number (0 for a continuation): text".
      var expected: [String] = []
      if textWidth > 0 {
        for (index, line) in view.lines.enumerated() {
          let safe = SafeText.escaped(line, tabWidth: view.tabWidth)
          let fitted =
            view.wraps
            ? TextView.wrap(safe, width: textWidth) : [CellGrid.truncated(safe, toWidth: textWidth)]
          for (part, row) in fitted.enumerated() {
            expected.append("\(part == 0 ? index + 1 : 0): \(row)")
          }
        }
      }
      func shown(_ rows: [TextView.Row]) -> [String] { rows.map { "\($0.lineNumber ?? 0): \($0.text)" } }
      #expect(
        shown(view.rows(width: width)) == expected, "seed \(seed), step \(step): \(text.debugDescription)")
      // A limit stops before the next line once that many rows are there: a wrapped line ends.
      let limit = Int.random(in: 1...6, using: &random)
      let limited = shown(view.rows(width: width, limit: limit))
      #expect(limited.count >= min(limit, expected.count) && expected.starts(with: limited))
      #expect(limited.dropFirst(limit).allSatisfy { $0.hasPrefix("0: ") })
    }
  }

  /// Rule T5: a wrapped row never runs past the width (a wide character after a break that left
  /// too little room moves to a row of its own), and the rows put together are the line. Lines of
  /// printable ASCII, wrapped from their bytes, break where ``TextView/wrap(_:width:)`` does.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func wrappedRowsFitTheWidthAndKeepEveryCharacter(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = ["a", "bc", " ", "/", "漢", "é", "🙂", "path/to/", "word "]
    for step in 0..<500 {
      let ascii = random.chance(0.5)
      let line = (0..<Int.random(in: 1...30, using: &random)).map { _ in
        let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
        return ascii && !piece.allSatisfy(\.isASCII) ? "x" : piece
      }
      .joined()
      let width = Int.random(in: 1...12, using: &random)
      let rows = TextView.wrap(line, width: width)
      #expect(rows.joined() == line, "seed \(seed), step \(step)")
      #expect(
        rows.allSatisfy { DisplayWidth.of($0) <= max(width, 2) } && rows.allSatisfy { !$0.isEmpty },
        "seed \(seed), step \(step): \(line.debugDescription) at \(width) is \(rows)")
      if ascii {
        let view = TextView(text: line)
        #expect(view.rows(width: width).map(\.text) == rows, "seed \(seed), step \(step)")
      }
    }
  }

  /// The line count (for the gutter and the scroll limit, rules T4 and T5) is what splitting the
  /// text gives, for feeds anywhere in a word of eight bytes and bytes that only look like LF.
  @Test func lineCountIsTheNumberOfLines() {
    var random = SplitMix64(seed: 5)
    let pieces = ["\n", "\r\n", "\r", "a", "\u{0B}", "\u{8A}", "\u{10A}", "\u{A0A}", "漢", "\u{1B}", "\n\n"]
    for step in 0..<2_000 {
      let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      .joined()
      let view = TextView(text: text)
      #expect(view.lineCount == view.lines.count, "step \(step): \(text.debugDescription)")
    }
  }

  @Test func aWideCharacterAfterABreakStillFits() {
    #expect(TextView.wrap(" 123456789漢", width: 10) == [" ", "123456789", "漢"])
  }

  /// Rule T4: drawn over the view drawn last, a view redraws only the rows that show
  /// something else, and the grid ends as a full draw leaves it. Half the views are a folder's
  /// names (short printable ASCII, unscrolled, no line numbers, CR LF at times): the case drawn
  /// from bytes, which must give what the general path gives.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func drawingOverThePreviousViewEqualsAFullDraw(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let words = ["a", "word", "漢字", "tab\there", "long-long-long-word", "🙂", ""]
    let names = ["a", "src/", "x-y.txt", "Sources/", "", "a b"]
    func view() -> TextView {
      let plain = random.chance(0.5)
      let pool = plain ? names : words
      let lines = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        (0..<Int.random(in: 0...(plain ? 3 : 6), using: &random)).map { _ in
          pool[Int.random(in: 0..<pool.count, using: &random)]
        }
        .joined(separator: " ")
      }
      let separator = plain && random.chance(0.2) ? "\r\n" : "\n"
      return TextView(
        text: lines.joined(separator: separator) + (random.chance(0.3) ? separator : ""),
        scrollOffset: plain && random.chance(0.8) ? 0 : Int.random(in: 0...4, using: &random),
        wraps: random.chance(0.7), showsLineNumbers: !plain && random.chance(0.5))
    }
    var previous = view()
    let rect = CellRect(x: 2, y: 1, width: Int.random(in: 1...24, using: &random), height: 8)
    var grid = CellGrid(width: 30, height: 10)
    previous.draw(into: &grid, in: rect)
    for step in 0..<200 {
      var next = random.chance(0.3) ? view() : previous
      if random.chance(0.5) { next.text = next.text.replacingOneLine(using: &random) }
      let before = grid
      let drawn = next.draw(into: &grid, in: rect, over: previous)
      var expected = before
      next.draw(into: &expected, in: rect)
      #expect(grid == expected, "seed \(seed), step \(step)")
      let untouched = (0..<grid.height).filter { !drawn.contains($0) }
      #expect(untouched.allSatisfy { grid.row($0) == before.row($0) }, "seed \(seed), step \(step)")
      if grid != expected { return }
      previous = next
    }
  }
}

extension String {
  /// This text with one random line replaced, for a small change.
  fileprivate func replacingOneLine(using random: inout SplitMix64) -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !lines.isEmpty else { return "new" }
    lines[Int.random(in: 0..<lines.count, using: &random)] =
      "changed \(Int.random(in: 0...9, using: &random))"
    return lines.joined(separator: "\n")
  }
}
