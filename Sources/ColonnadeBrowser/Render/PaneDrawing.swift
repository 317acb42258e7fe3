import Colonnade
import ColonnadeTerminal

/// Everything one pane's cells depend on: its rectangle, header, body and tint. Drawing it is a
/// pure function of this value, so a retained screen redraws a pane only when it changed.
struct PaneDrawing: Equatable {
  /// What the body shows.
  enum Body: Equatable {
    /// No room below the header.
    case none
    /// The inspector's rows, laid out for the body one column in from each side.
    case inspector([String])
    /// A list or text.
    case content(PaneBody)
    /// The sidebar as a navigation rail (rule L13).
    case rail(RailStrip)
  }

  /// The cells the pane covers, header included.
  var rect: CellRect
  var frame: PaneFrame
  var body: Body
  /// The lifecycle view's tint of the body, if shown.
  var tint: TerminalColor?

  /// Draws every cell of `rect`. O(area + shown text).
  func draw(into grid: inout CellGrid) {
    guard !rect.isEmpty else { return }
    defer {
      // Rule T3: `d` tints each pane's body, not only its header.
      if let tint { grid.setForeground(rect.inset(top: 1), tint) }
    }
    let body = frame.draw(into: &grid, in: rect)
    guard !body.isEmpty else { return }
    switch self.body {
    case .none:
      return
    case .inspector(let rows):
      let area = body.inset(left: 1, right: 1)
      grid.fill(area, style: frame.theme.text)
      for (index, row) in rows.prefix(area.height).enumerated() {
        Self.draw(row, into: &grid, y: area.y + index, in: area, frame.theme)
      }
    case .content(.list(let list, let footer)):
      if let footer, body.height >= 2 {
        grid.drawText(
          footer, at: CellPoint(x: body.x + 1, y: body.maxY - 1), maxWidth: body.width - 2,
          style: frame.theme.secondaryText)
      }
      list.draw(into: &grid, in: Self.listArea(of: body, footer: footer))
    case .rail(let strip):
      strip.draw(into: &grid, in: body, theme: frame.theme)
    case .content(.text(let notice, let view)):
      for (row, line) in notice.prefix(body.height).enumerated() {
        Self.drawNotice(line, into: &grid, y: body.y + row, in: body, frame.theme)
      }
      view.draw(into: &grid, in: Browser.textArea(of: body, notice: notice.count))
    }
  }

  /// Draws the pane where `previous` was drawn last, leaving the grid as ``draw(into:)`` would, and
  /// returns the rows drawn: none when nothing changed, the changed rows when only a list's rows
  /// (items or highlight) changed, else all of them.
  func draw(into grid: inout CellGrid, over previous: PaneDrawing) -> [Int] {
    if self == previous { return [] }
    let area = grid.bounds.intersection(rect)
    guard rect == previous.rect, frame.theme == previous.frame.theme, tint == nil, previous.tint == nil,
      !area.isEmpty
    else {
      draw(into: &grid)
      return Array(area.y..<area.maxY)
    }
    var rows: [Int] = []
    if frame != previous.frame {
      frame.drawHeader(into: &grid, in: area)
      rows.append(area.y)
    }
    let body = area.inset(top: 1)
    guard !body.isEmpty else { return rows }
    switch (self.body, previous.body) {
    case (.content(.list(let list, let footer)), .content(.list(let old, let oldFooter)))
    where footer == oldFooter:
      return rows + list.draw(into: &grid, in: Self.listArea(of: body, footer: footer), over: old)
    case (.inspector(let lines), .inspector(let old)):
      let area = grid.bounds.intersection(body.inset(left: 1, right: 1))
      guard !area.isEmpty else { return rows }
      for index in 0..<min(area.height, max(lines.count, old.count)) {
        let line = index < lines.count ? lines[index] : nil
        let oldLine = index < old.count ? old[index] : nil
        guard line != oldLine else { continue }
        // Past both lines the row is blank in both: clear only the wider of the two.
        let extent = max(CellGrid.extent(of: line), CellGrid.extent(of: oldLine))
        grid.fill(
          CellRect(x: area.x, y: area.y + index, width: min(area.width, extent), height: 1),
          style: frame.theme.text)
        if let line { Self.draw(line, into: &grid, y: area.y + index, in: area, frame.theme) }
        rows.append(area.y + index)
      }
      return rows
    case (.content(.text(let notice, let view)), .content(.text(let oldNotice, let old)))
    where notice.count == oldNotice.count:
      // A folder's preview says how many items it holds: only that row changes above the names.
      for (row, line) in notice.prefix(body.height).enumerated() where line != oldNotice[row] {
        let y = body.y + row
        grid.fill(CellRect(x: body.x, y: y, width: body.width, height: 1), style: frame.theme.text)
        Self.drawNotice(line, into: &grid, y: y, in: body, frame.theme)
        rows.append(y)
      }
      return rows + view.draw(into: &grid, in: Browser.textArea(of: body, notice: notice.count), over: old)
    default:
      draw(into: &grid)
      return Array(area.y..<area.maxY)
    }
  }

  /// Draws a notice above a text body, one column in from each side of `body`.
  private static func drawNotice(
    _ line: PaneBody.Notice, into grid: inout CellGrid, y: Int, in body: CellRect, _ theme: Theme
  ) {
    grid.drawText(
      line.text, at: CellPoint(x: body.x + 1, y: y), maxWidth: body.width - 2,
      style: line.emphasized ? Style(bold: true) : theme.secondaryText)
  }

  /// Draws one laid-out text row at the left of `area`, as a text view draws its rows.
  private static func draw(
    _ row: String, into grid: inout CellGrid, y: Int, in area: CellRect, _ theme: Theme
  ) {
    grid.drawText(row, at: CellPoint(x: area.x, y: y), maxWidth: area.width, style: theme.text)
  }

  /// Where a list goes in `body`: all of it, or all but the last row when a footer fits there.
  static func listArea(of body: CellRect, footer: String?) -> CellRect {
    footer != nil && body.height >= 2 ? body.inset(bottom: 1) : body
  }
}

/// A divider as drawn: a line, or the fold drawn as a hatched band where a hinge lies.
enum DividerDrawing: Equatable {
  case vertical(CellRect)
  case horizontal(CellRect)
  case hinge(CellRect)

  /// The cells it covers.
  var rect: CellRect {
    switch self {
    case .vertical(let rect), .horizontal(let rect), .hinge(let rect): rect
    }
  }

  /// Draws it with the standard theme. O(its cells).
  func draw(into grid: inout CellGrid) {
    draw(into: &grid, within: rect)
  }

  /// Draws only its cells on the rows marked in `rows` (the rows panes redrew), as
  /// ``draw(into:)`` leaves them. O(its cells on those rows).
  func draw(into grid: inout CellGrid, rows: [Bool]) {
    for y in max(0, rect.y)..<min(rect.maxY, rows.count) where rows[y] {
      draw(into: &grid, within: CellRect(x: rect.x, y: y, width: rect.width, height: 1))
    }
  }

  /// Draws the part of it inside `area`, a part of ``rect``, with the standard theme.
  private func draw(into grid: inout CellGrid, within area: CellRect) {
    let theme = Theme.standard
    switch self {
    case .hinge: grid.drawHatch(area, style: theme.hinge)
    case .vertical: grid.drawVerticalDivider(x: area.x, y: area.y, height: area.height, style: theme.divider)
    case .horizontal:
      grid.drawHorizontalDivider(x: area.x, y: area.y, width: area.width, style: theme.divider)
    }
  }
}
