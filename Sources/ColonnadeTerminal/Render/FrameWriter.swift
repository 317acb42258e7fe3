/// Accumulates one frame's output while tracking the terminal's cursor and style.
///
/// Cells are compared by *appearance*: colors are dropped when color is off,
/// and a space that is neither reversed nor underlined looks the same in any
/// foreground, bold or dim, so only its background counts. Such blanks are
/// written in whatever compatible style is current, and runs of them are
/// erased with EL (to the end of the row) or ECH when that is shorter, in any background
/// (terminals erase in the current background colour, "bce": xterm, tmux, VTE, kitty).
/// The style is carried from one frame to the next; ``finish()`` returns to the plain style.
struct FrameWriter {
  let width: Int
  let colorEnabled: Bool
  /// Whether a line feed moves straight down (output processing off).
  var lineFeedKeepsColumn = false
  /// Whether the terminal repeats the preceding character (REP), so a run of blanks followed by
  /// a changed cell is one space and REP rather than ECH and a move over the run.
  var repeatsCharacters = false
  var cursor: CellPoint?
  var style = Style.plain
  /// The frame's bytes so far (UTF-8): appending bytes is far cheaper than appending strings.
  var output: [UInt8] = []
  /// Per row, the columns that may differ (from the next grid's damage), or `nil`: all of them.
  var spans: [Range<Int>]?

  /// The shortest run of blanks worth erasing with ECH (which costs a CUF afterwards) rather than writing.
  static let minimumEraseRun = 12

  init(width: Int, colorEnabled: Bool, cursor: CellPoint?, style: Style = .plain) {
    self.width = width
    self.colorEnabled = colorEnabled
    self.cursor = cursor
    self.style = style
    output.reserveCapacity(512)
  }

  /// The frame as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Appends `text`'s bytes.
  mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  /// Writes everything that differs between `previous` and `next`, leaving the style set; rows
  /// that moved together are scrolled with a scroll region when that writes fewer bytes. Only rows in
  /// `candidates` (all when `nil`) are compared, and of those only `next`'s damaged columns
  /// (``CellGrid/damagedColumns(inRow:)``): the other cells must be equal in both grids.
  mutating func frame(from previous: CellGrid?, to next: CellGrid, candidates: [Int]? = nil) {
    guard let previous, previous.size == next.size else {
      append(ControlSequence.resetStyle + ControlSequence.home + ControlSequence.clearScreen)
      cursor = CellPoint(x: 0, y: 0)
      style = .plain
      let blank = CellGrid(size: next.size)
      changes(in: (0..<next.height).filter { blank.row($0) != next.row($0) }, from: blank, to: next)
      return
    }
    var changed: [Int]
    if let candidates {
      // In order and once each, so the output is the one a full comparison gives.
      var marked = [Bool](repeating: false, count: next.height)
      for y in candidates where y >= 0 && y < next.height { marked[y] = true }
      let rowSpans = (0..<next.height).map { marked[$0] ? next.damagedColumns(inRow: $0) : 0..<0 }
      spans = rowSpans
      changed = (0..<next.height).filter {
        let span = rowSpans[$0]
        return next.firstDifference(
          inRow: $0, from: span.lowerBound, comparedWith: $0, of: previous, upTo: span.upperBound)
          < span.upperBound
      }
    } else {
      changed = (0..<next.height).filter { !next.row($0, equals: $0, of: previous) }
    }
    if let shift = ScrollShift.find(from: previous, to: next, changed: changed) {
      var scrolled = self
      // Rows scroll in blank in the current background (and, in some terminals, attributes):
      // plain, as `sourceRow(of:)` assumes.
      if style != .plain { scrolled.setStyle(.plain) }
      scrolled.append(shift.sequence)
      scrolled.cursor = CellPoint(x: 0, y: 0)
      scrolled.spans = nil
      // Each row is compared with the row the scroll brings to it, read from `previous` (or a
      // blank row), without building the scrolled grid.
      let blank = CellGrid(width: next.width, height: 1)
      for y in 0..<next.height where !shift.matched.contains(y) {
        let source = shift.sourceRow(of: y)
        let base = source == nil ? blank : previous
        let baseRow = source ?? 0
        if !next.row(y, equals: baseRow, of: base) {
          scrolled.writeChanges(in: y, from: base, row: baseRow, to: next)
        }
      }
      // The rows rewritten in place, unless that already writes more than the scroll does.
      if !changes(in: changed, from: previous, to: next, stoppingAfter: scrolled.output.count) {
        self = scrolled
      }
      return
    }
    changes(in: changed, from: previous, to: next)
  }

  /// Writes the changes in rows `changed` (those where `base` and `next` differ).
  mutating func changes(in changed: [Int], from base: CellGrid, to next: CellGrid) {
    for y in changed { writeChanges(in: y, from: base, to: next) }
  }

  /// ``changes(in:from:to:)``, given up (returning `false`) once the output is longer than
  /// `limit` bytes, or once it must become so: a row whose first differing cell looks different
  /// writes two bytes at least (a move onto its row, then the cell), one for the first row (the
  /// cursor may be on it already). `true` when every row was written within the limit.
  mutating func changes(
    in changed: [Int], from base: CellGrid, to next: CellGrid, stoppingAfter limit: Int
  ) -> Bool {
    let owed = changed.indices.map { index in
      firstCellLooksChanged(in: changed[index], from: base, to: next) ? (index == 0 ? 1 : 2) : 0
    }
    // What the rows not yet written write at least.
    var owing = owed.reduce(0, +)
    for (index, y) in changed.enumerated() {
      if output.count + owing > limit { return false }
      owing -= owed[index]
      writeChanges(in: y, from: base, to: next)
    }
    return output.count <= limit
  }

  /// Whether the first cell of row `y` (within its span) stored differently in `next` than in
  /// `base` also looks different, so writing the row writes it. O(columns compared).
  func firstCellLooksChanged(in y: Int, from base: CellGrid, to next: CellGrid) -> Bool {
    let span = spans?[y] ?? 0..<next.width
    let x = next.firstDifference(
      inRow: y, from: span.lowerBound, comparedWith: y, of: base, upTo: span.upperBound)
    guard x < span.upperBound else { return false }
    let cell = next[x, y]
    return !cell.isContinuation && cell.width == 1 && base[x, y].width == 1
      && appearance(cell) != appearance(base[x, y])
  }

  /// Returns to the plain style, for output that must stand alone.
  mutating func finish() {
    if style != .plain {
      append(ControlSequence.resetStyle)
      style = .plain
    }
  }

  /// The cell as it looks on the terminal: colors dropped when color is off, blanks reduced to their background.
  func appearance(_ cell: Cell) -> Cell {
    var copy = cell
    copy.style = colorEnabled ? cell.style.withColors : cell.style.withoutColors
    if copy.isSpace, !copy.style.reverse, !copy.style.underline {
      copy.style = Style(background: copy.style.background)
    }
    return copy
  }

  /// Whether a blank in `blankStyle` (an appearance) looks right when written in the current style.
  func currentStyleDraws(blank blankStyle: Style) -> Bool {
    !style.reverse && !style.underline && style.background == blankStyle.background
  }

  /// Writes the changed cells of row `y`, left to right, where the terminal shows row `baseRow`
  /// (`y` unless scrolled) of `base`.
  mutating func writeChanges(in y: Int, from base: CellGrid, row baseRow: Int? = nil, to next: CellGrid) {
    let baseY = baseRow ?? y
    let row = next.row(y)
    // Cells outside the span are equal; a column before it lets a wide cell whose continuation
    // starts the span be found as a full comparison finds it.
    let span = spans?[y] ?? 0..<next.width
    var x = max(0, span.lowerBound - 1)
    while x < span.upperBound {
      // Cells stored alike look alike: skip them before working out appearances (a wide cell
      // stored alike is not skipped when its continuation differs).
      let from = x
      x = next.firstDifference(inRow: y, from: x, comparedWith: baseY, of: base, upTo: span.upperBound)
      guard x < span.upperBound else { break }
      if x > from, row[row.startIndex + x - 1].width == 2 { x -= 1 }
      let stored = row[row.startIndex + x]
      if stored.isContinuation {
        x += 1
        continue
      }
      let cell = appearance(stored)
      var changed = appearance(base[x, baseY]) != cell
      if !changed, cell.width == 2 { changed = appearance(base[x + 1, baseY]) != appearance(next[x + 1, y]) }
      guard changed else {
        x += 1
        continue
      }
      // A blank is drawn in its cell's own style when that draws it, so the text after it
      // (padding before a name) needs no second SGR.
      let own = colorEnabled ? stored.style.withColors : stored.style.withoutColors
      let blankStyle = !own.reverse && !own.underline ? own : cell.style
      let run = eraseRun(of: cell, at: x, row: row)
      if run > 0 {
        let end = x + run
        if repeatsCharacters, end < span.upperBound,
          next.firstDifference(inRow: y, from: end, comparedWith: baseY, of: base, upTo: end + 1) == end
        {
          repeatBlank(run, of: cell, at: CellPoint(x: x, y: y), in: blankStyle)
        } else {
          erase(run, of: cell, at: CellPoint(x: x, y: y), in: blankStyle)
        }
        x = end
      } else {
        write(cell, at: CellPoint(x: x, y: y), row: row, blankStyle: blankStyle)
        x += cell.width
        let repeated =
          repeatsCharacters
          ? repeatRun(
            of: stored, from: x, in: y, row: row, of: next, base: base, baseRow: baseY, end: span.upperBound)
          : x
        if repeated > x {
          x = repeated
        } else if cell.isASCII, !cell.isSpace {
          // `stored` was just written in the current style: cells stored like it draw as it does.
          x = writeRun(
            from: x, in: y, row: row, base: base, baseRow: baseY, end: span.upperBound,
            drawnLike: stored)
        }
      }
    }
  }

  /// Writes the changed one-column ASCII characters from `start` that look as the current style
  /// draws them (lone spaces among them, but not runs of blanks, which may be erased), one byte
  /// each, and returns the column after them: what the loop above writes for each, without its
  /// cursor and style work. The cursor must be at `start`, just after `written`, a cell of one
  /// column of ASCII written in the current style. Cheap tests first: a stored style seen to draw
  /// as the current style (first `written`'s) is not worked out again, and an old cell with
  /// another character looks different whatever its style.
  mutating func writeRun(
    from start: Int, in y: Int, row: ArraySlice<Cell>, base: CellGrid, baseRow: Int, end: Int,
    drawnLike written: Cell
  ) -> Int {
    guard cursor == CellPoint(x: start, y: y), start < end else { return start }
    // The old row read in place (a blank where `base` has none), not cell by cell through the grid.
    let oldRow = base.row(baseRow)
    var x = start
    // The last stored style seen to draw as the current one.
    var drawsAsCurrent = written.style
    // The cells stored in that style that plainly changed are found two words a cell.
    let wordsAreFields = Cell.wordsAreFields
    var columnsAndStyle: UInt64? = wordsAreFields ? written.columnsAndStyle : nil
    while x < end {
      if let columnsAndStyle {
        x = Self.plainChangedRun(in: row, over: oldRow, from: x, upTo: end, columnsAndStyle: columnsAndStyle)
        guard x < end else { break }
      }
      let stored = row[row.startIndex + x]
      guard stored.isASCII, stored.width == 1 else { break }
      let old = x < oldRow.count ? oldRow[oldRow.startIndex + x] : .blank
      let unchanged: Bool
      if stored.isSpace {
        // A lone space between words, when the current style draws it as the loop above would
        // (no SGR); a run of blanks is left to that loop, which may erase or repeat it.
        guard x + 1 < end, !row[row.startIndex + x + 1].isSpace else { break }
        let cell = appearance(stored)
        guard drawsAsItLooks(cell) else { break }
        unchanged = appearance(old) == cell
      } else {
        if stored.style != drawsAsCurrent {
          guard appearance(stored).style == style else { break }
          drawsAsCurrent = stored.style
          if wordsAreFields { columnsAndStyle = stored.columnsAndStyle }
        }
        // Another character looks changed whatever its style, and the same character stored in
        // the same style looks the same; only the same character in another style is worked out.
        if old.first != stored.first || old.second != stored.second || old.columns != stored.columns {
          unchanged = false
        } else if old.style == stored.style {
          unchanged = true
        } else {
          var cell = stored
          cell.style = style
          unchanged = appearance(old) == cell
        }
      }
      if unchanged {
        guard let resume = rewrittenGap(from: x, row: row, base: base, baseRow: baseRow, end: end) else {
          break
        }
        x = resume
      } else {
        x += 1
      }
    }
    appendASCII(of: row, columns: start..<x)
    cursor = CellPoint(x: x, y: y)
    return x
  }

  /// Where the run goes on after unchanged cells from `start`: the cell after them when at most
  /// three, each one column of ASCII drawn as the current style draws it, come before a cell of
  /// one column of ASCII, not a blank, that looks changed, before `end`; else `nil`. The loop
  /// above would move over them by writing them again (``canRewriteGap(to:row:)``: shorter than
  /// a cursor move), so the run writes them, with the same bytes and less work.
  func rewrittenGap(from start: Int, row: ArraySlice<Cell>, base: CellGrid, baseRow: Int, end: Int) -> Int? {
    var x = start
    while x < end, x - start < 4 {
      let stored = row[row.startIndex + x]
      let cell = appearance(stored)
      let old = base[x, baseRow]
      if appearance(old) != cell {
        guard x > start, stored.isASCII, stored.width == 1, !stored.isSpace, old.width == 1 else {
          return nil
        }
        return x
      }
      guard cell.width == 1, cell.isASCII, drawsAsItLooks(cell) else { return nil }
      x += 1
    }
    return nil
  }

  /// After `stored` (one column of ASCII) was just written, ending at `start`, repeats it with REP
  /// over the cells from `start` stored exactly as it is, up to the last of them that looks
  /// changed, when that is shorter than writing the changed ones (a byte each); returns the column
  /// after the repeats, or `start` when none were written. Only ASCII: tmux (3.3a, checked)
  /// repeats nothing after a character of more bytes, such as `─`.
  mutating func repeatRun(
    of stored: Cell, from start: Int, in y: Int, row: ArraySlice<Cell>, of next: CellGrid, base: CellGrid,
    baseRow: Int, end: Int
  ) -> Int {
    guard cursor == CellPoint(x: start, y: y), stored.isASCII, stored.width == 1, start < end else {
      return start
    }
    let stop = Cell.endOfRepeats(of: stored, in: row, from: start, upTo: end)
    // Fewer than five cells are cheaper written than repeated.
    guard stop - start > 4 else { return start }
    let look = appearance(stored)
    var changed = 0
    var last = start
    // Cells stored alike look alike: only the others are worked out.
    var column = next.firstDifference(inRow: y, from: start, comparedWith: baseRow, of: base, upTo: stop)
    while column < stop {
      if appearance(base[column, baseRow]) != look {
        changed += 1
        last = column + 1
      }
      column = next.firstDifference(inRow: y, from: column + 1, comparedWith: baseRow, of: base, upTo: stop)
    }
    let count = last - start
    guard count > 0, changed > (count == 1 ? 3 : 3 + CursorMotion.digits(count)) else { return start }
    CursorMotion.appendCSI(count, final: 0x62, to: &output)  // REP
    cursor = CellPoint(x: last, y: y)
    return last
  }

  /// How many blanks from `x` to erase at once (0: write the cell instead). `cell` is the
  /// appearance of the cell stored at `x`; cells stored alike look alike, so only others are worked out.
  func eraseRun(of cell: Cell, at x: Int, row: ArraySlice<Cell>) -> Int {
    guard cell.isSpace, cell.width == 1, cell.style == Style(background: cell.style.background) else {
      return 0
    }
    let stored = row[row.startIndex + x]
    var end = Cell.endOfRepeats(of: stored, in: row, from: x + 1, upTo: width)
    while end < width, appearance(row[row.startIndex + end]) == cell {
      end = Cell.endOfRepeats(of: stored, in: row, from: end + 1, upTo: width)
    }
    let run = end - x
    if end == width { return run > 3 ? run : 0 }  // EL costs 3 bytes.
    return run >= Self.minimumEraseRun ? run : 0
  }

  /// Erases `run` blanks (plain but for their background) from `point`: EL when they reach the end
  /// of the row, ECH otherwise.
  /// `blankStyle` is the style to set if the current one does not draw them (it must).
  mutating func erase(_ run: Int, of cell: Cell, at point: CellPoint, in blankStyle: Style) {
    moveToBlanks(of: cell, at: point, in: blankStyle)
    if point.x + run == width {
      output.append(contentsOf: [0x1B, 0x5B, 0x4B])  // EL
    } else {
      CursorMotion.appendCSI(run, final: 0x58, to: &output)  // ECH
    }
    cursor = point
  }

  /// Writes `run` blanks from `point`, mid-row, as one space repeated with REP (`ESC [ n b`): the
  /// cursor ends after them, on the changed cell that follows, so no move over them is needed.
  /// `blankStyle` is the style to set if the current one does not draw them.
  mutating func repeatBlank(_ run: Int, of cell: Cell, at point: CellPoint, in blankStyle: Style) {
    moveToBlanks(of: cell, at: point, in: blankStyle)
    output.append(0x20)
    CursorMotion.appendCSI(run - 1, final: 0x62, to: &output)  // REP
    cursor = CellPoint(x: point.x + run, y: point.y)
  }

  /// Moves to `point`, where blanks like `cell` start, in a style that draws them (`blankStyle`
  /// unless the current one does).
  mutating func moveToBlanks(of cell: Cell, at point: CellPoint, in blankStyle: Style) {
    move(to: point, overwriting: nil)
    if !currentStyleDraws(blank: cell.style) { setStyle(blankStyle) }
  }

  /// Moves to `point` by the shortest route, sets the style if needed, and writes the cell (an
  /// appearance); a plain blank the current style does not draw is written in `blankStyle`.
  mutating func write(_ cell: Cell, at point: CellPoint, row: ArraySlice<Cell>, blankStyle: Style) {
    if cursor != point { move(to: point, overwriting: row) }
    if !cell.isSpace || cell.style.reverse || cell.style.underline {
      setStyle(cell.style)
    } else if !currentStyleDraws(blank: cell.style) {
      setStyle(blankStyle)
    }
    if cell.isASCII {
      output.append(UInt8(truncatingIfNeeded: cell.first))
      cursor = CellPoint(x: point.x + cell.width, y: point.y)
      return
    }
    if let scalar = cell.singleScalar {
      // One scalar (a divider, `›`, `…`): encoded as it is, without building a character.
      let safe = SafeText.escape(scalar) == nil
      output.append(contentsOf: (safe ? scalar : "?").utf8)
      cursor = DisplayWidth.isUncertain(scalar) ? nil : CellPoint(x: point.x + cell.width, y: point.y)
      return
    }
    // The grid never holds unsafe characters; this guards cells built by hand.
    let character = cell.character
    output.append(contentsOf: (SafeText.isSafe(character) ? character : "?").utf8)
    cursor = DisplayWidth.isUncertain(character) ? nil : CellPoint(x: point.x + cell.width, y: point.y)
  }

  /// Emits the SGR change to `target`, if any.
  mutating func setStyle(_ target: Style) {
    ControlSequence.appendChangeStyle(from: style, to: target, to: &output)
    style = target
  }

  /// Moves the cursor to `point` by the shortest route, which may rewrite the cells of `row`
  /// between (when they are few, ASCII and drawn in the current style).
  mutating func move(to point: CellPoint, overwriting row: ArraySlice<Cell>?) {
    var gap: Int?
    if let row, let cursor, canRewriteGap(to: point, row: row) { gap = point.x - cursor.x }
    let route = CursorMotion.route(
      from: cursor, to: point, width: width, overwriteLength: gap, lineFeedKeepsColumn: lineFeedKeepsColumn)
    guard route == .overwrite, let cursor, let row else {
      CursorMotion.append(
        route, from: cursor, to: point, lineFeedKeepsColumn: lineFeedKeepsColumn, to: &output)
      return
    }
    for x in cursor.x..<point.x { output.append(UInt8(truncatingIfNeeded: row[row.startIndex + x].first)) }
  }

  /// Whether the unchanged cells between the cursor and `point` on the same row can be rewritten
  /// to move over them: at most four, each one column of ASCII that looks right in the current style.
  func canRewriteGap(to point: CellPoint, row: ArraySlice<Cell>) -> Bool {
    guard let cursor, cursor.y == point.y, cursor.x < point.x, point.x - cursor.x <= 4 else {
      return false
    }
    for x in cursor.x..<point.x {
      let cell = appearance(row[row.startIndex + x])
      guard cell.width == 1, cell.isASCII, drawsAsItLooks(cell) else { return false }
    }
    return true
  }

  /// Whether writing `cell` (an appearance) in the current style shows it as it looks: a plain
  /// blank needs only the background, anything else the whole style.
  func drawsAsItLooks(_ cell: Cell) -> Bool {
    cell.isSpace && !cell.style.reverse && !cell.style.underline
      ? currentStyleDraws(blank: cell.style) : cell.style == style
  }
}
