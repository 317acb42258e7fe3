import ColonnadeTerminal

/// The browser's screen kept between frames: an update redraws only the panes whose drawing
/// changed (a moved highlight redraws two list rows) and the status line if it changed, and
/// lists the rows it drew, so the renderer compares only those.
///
/// ```swift
/// var screen = RetainedScreen()
/// screen.update(from: browser)
/// terminal.write(renderer.render(screen.grid, changedRows: screen.redrawnRows))
/// ```
///
/// After every update `grid` equals `browser.render()`. Anything global — another size or
/// geometry, dividers, a floating, dimmed or overlapping pane, an overlay (help, lifecycle, a menu) — redraws
/// everything. O(rows redrawn × width) plus building each pane's drawing (its visible rows only).
public struct RetainedScreen: Sendable {
  /// The screen as last drawn.
  public private(set) var grid = CellGrid(width: 0, height: 0)
  /// The rows the last update drew, top to bottom; rows not listed are as before it, and so are
  /// the cells of listed rows outside `grid`'s damaged columns.
  public private(set) var redrawnRows: [Int] = []
  /// What the whole screen's geometry was, or `nil` when the next update must draw everything.
  private var geometry: Geometry?
  private var panes: [PaneDrawing] = []
  private var status: StatusLine?
  /// The list rows last built, reused while their listing is unchanged.
  private var listingRows: ListingRows? = ListingRows()

  /// The parts of a frame that, when changed, change everything.
  private struct Geometry: Equatable {
    var size: CellSize
    var statusRow: CellRect?
    var rects: [CellRect]
    var dividers: [DividerDrawing]
  }

  /// Creates a screen whose first update draws everything.
  public init() {}

  /// Brings `grid` up to date with `browser`, drawing only what changed.
  public mutating func update(from browser: Browser) {
    // What this update draws is what the renderer compares (``CellGrid/damagedColumns(inRow:)``).
    grid.clearDamage()
    let screen = browser.screen()
    let global =
      browser.showsHelp || browser.showsLifecycle || browser.shownMenu != nil
      || screen.panes.contains { $0.floats || $0.layout.isDimmed }
      || Self.overlap(screen.panes.map(\.rect))
    guard !global else {
      grid = browser.render()
      redrawnRows = Array(0..<grid.height)
      geometry = nil
      return
    }
    let next = Geometry(
      size: browser.size, statusRow: screen.statusLine, rects: screen.panes.map(\.rect),
      dividers: browser.dividerDrawings(screen))
    let drawings = screen.panes.map { browser.drawing(of: $0, screen: screen, rows: &listingRows) }
    let status = screen.statusLine.map { _ in browser.statusLine }
    if next != geometry {
      grid = CellGrid(size: browser.size)
      for drawing in drawings { drawing.draw(into: &grid) }
      for divider in next.dividers { divider.draw(into: &grid) }
      if let row = next.statusRow, let status { status.draw(into: &grid, in: row) }
      redrawnRows = Array(0..<grid.height)
    } else {
      var rows = [Bool](repeating: false, count: grid.height)
      for (drawing, old) in zip(drawings, panes) {
        for y in drawing.draw(into: &grid, over: old) { rows[y] = true }
      }
      // A divider a pane overlaps (cells rounded from points) may have been drawn over: it is
      // drawn again on the redrawn rows, which changes nothing else.
      for divider in next.dividers
      where next.rects.contains(where: { !$0.intersection(divider.rect).isEmpty }) {
        divider.draw(into: &grid, rows: rows)
      }
      if let row = next.statusRow, let status, status != self.status {
        status.draw(into: &grid, in: row)
        rows[row.y] = true
      }
      redrawnRows = rows.indices.filter { rows[$0] }
    }
    geometry = next
    panes = drawings
    self.status = status
  }

  /// Whether any two of `rects` share a cell (then drawing order matters). O(n²), n ≤ 4.
  static func overlap(_ rects: [CellRect]) -> Bool {
    for (index, rect) in rects.enumerated() {
      for other in rects[(index + 1)...] where !rect.intersection(other).isEmpty { return true }
    }
    return false
  }
}
