import Colonnade
import ColonnadeTerminal

/// Where each shown column, divider and the status line fall on the terminal, in cells (rule T2).
///
/// Frames come from the engine in points and are divided by the cell size and rounded. The
/// window is the whole terminal; the status line takes the last row, as a status bar overlays
/// a phone's window, so panes end one row above it.
package struct ScreenLayout {
  /// One shown column.
  package struct Pane {
    /// The engine's layout of the column.
    var layout: ColumnLayout
    /// The cells the pane draws in, header included (a floating pane's border excluded).
    package var rect: CellRect
    /// The border column of a floating pane, if any.
    package var border: CellRect?
    /// Whether the pane floats above the others.
    var floats: Bool
    /// The box a levitated pane is drawn in, around `rect` (rule L15).
    package var box: CellRect? = nil

    /// The cells below the header.
    var body: CellRect { rect.inset(top: 1) }
  }

  /// The area above the status line.
  var content: CellRect
  /// The status line's row, if the terminal has room for one.
  var statusLine: CellRect?
  /// The shown columns: tiled and displaced ones first, floating ones last (drawn on top).
  var panes: [Pane]
  /// The dividers, in cells.
  package var dividers: [CellRect]

  init(layout: SplitLayout, size: CellSize) {
    let reserve = size.height >= 2 ? 1 : 0
    content = CellRect(x: 0, y: 0, width: size.width, height: size.height - reserve)
    statusLine = reserve == 1 ? CellRect(x: 0, y: size.height - 1, width: size.width, height: 1) : nil
    let area = content
    dividers = layout.dividers.map { TerminalWindow.cells($0).intersection(area) }
    // A few at most: searched in place (a Set would be built, and its metadata looked up, per call).
    let dividers = self.dividers
    func isDividerColumn(_ x: Int) -> Bool {
      dividers.contains { $0.width == 1 && $0.height > 1 && $0.x == x }
    }
    var below: [Pane] = []
    below.reserveCapacity(layout.columns.count)
    var above: [Pane] = []
    for column in layout.columns {
      let cells = TerminalWindow.cells(column.frame).intersection(content)
      if column.presentation == .levitated {
        // A dialog in a box over the scrim, where the box leaves room inside it (rule L15).
        let boxed = cells.width >= 4 && cells.height >= 3
        above.append(
          Pane(
            layout: column, rect: boxed ? cells.inset(top: 1, left: 1, bottom: 1, right: 1) : cells,
            border: nil,
            floats: true, box: boxed ? cells : nil))
        continue
      }
      guard column.presentation == .overlay, cells.width >= 2 else {
        below.append(Pane(layout: column, rect: cells, border: nil, floats: false))
        continue
      }
      // A floating pane keeps a border column on its open side, unless a divider already lies
      // there: leading columns float from the leading edge, the inspector from the trailing one.
      let fromLeading = column.column != .inspector
      let outside = fromLeading ? cells.maxX : cells.x - 1
      if isDividerColumn(outside) {
        above.append(Pane(layout: column, rect: cells, border: nil, floats: true))
        continue
      }
      let border = CellRect(
        x: fromLeading ? cells.maxX - 1 : cells.x, y: cells.y, width: 1, height: cells.height)
      let rect = fromLeading ? cells.inset(right: 1) : cells.inset(left: 1)
      above.append(Pane(layout: column, rect: rect, border: border, floats: true))
    }
    panes = below + above
  }

  /// The pane of `column`, if shown.
  package func pane(_ column: Column) -> Pane? { panes.first { $0.layout.column == column } }

  /// The body of `column`'s pane, if shown.
  func body(of column: Column) -> CellRect? { pane(column)?.body }
}

extension Browser {
  /// The screen's geometry now.
  package func screen() -> ScreenLayout { ScreenLayout(layout: state.layout, size: size) }
}
