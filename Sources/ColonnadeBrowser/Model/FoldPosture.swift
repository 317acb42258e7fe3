import Colonnade
import ColonnadeTerminal

/// The simulated posture of a foldable device, cycled with `f` (rule T3).
///
/// ```swift
/// FoldPosture.book.hinges(for: CellSize(width: 120, height: 40))
/// // one vertical, half-opened hinge one cell wide at column 60
/// ```
public enum FoldPosture: String, CaseIterable, Hashable, Sendable {
  /// No fold.
  case flat
  /// Half opened like a book: a vertical hinge down the middle.
  case book
  /// Half opened like a laptop on a table: a horizontal hinge across the middle.
  case tabletop

  /// The posture after this one: flat, book, tabletop, flat...
  public var next: FoldPosture {
    switch self {
    case .flat: .book
    case .book: .tabletop
    case .tabletop: .flat
    }
  }

  /// The hinges of this posture in a terminal window of `size` cells, in points (rule E1).
  ///
  /// The hinge is one cell wide (book) or one row high (tabletop), half opened and not occluding,
  /// so the engine makes it the divider between the two panes; too small a window has no hinge.
  public func hinges(for size: CellSize) -> [Hinge] {
    let window = TerminalWindow.points(size)
    switch self {
    case .flat:
      return []
    case .book:
      guard size.width >= 3 else { return [] }
      let x = Double(size.width / 2) * TerminalWindow.cellWidth
      return [.book(x: x, width: TerminalWindow.cellWidth, windowHeight: window.height, isOccluding: false)]
    case .tabletop:
      guard size.height >= 3 else { return [] }
      let y = Double(size.height / 2) * TerminalWindow.cellHeight
      return [
        .tabletop(y: y, height: TerminalWindow.cellHeight, windowWidth: window.width, isOccluding: false)
      ]
    }
  }
}

/// The terminal as the engine's window (rule T2): each cell is 8 points wide and 16 high, and
/// the pixel grid is the cell grid, so every edge the engine computes falls on a whole cell.
///
/// ```swift
/// TerminalWindow.points(CellSize(width: 120, height: 40))   // 960 × 640 points
/// TerminalWindow.cells(Rect(x: 288, y: 0, width: 8, height: 640))  // column 36, 1 wide, 40 high
/// ```
public enum TerminalWindow {
  /// Points per cell, across.
  public static let cellWidth = 8.0
  /// Points per cell, down.
  public static let cellHeight = 16.0
  /// Device pixels per point: one pixel per cell across (1/8), so frames snap to whole columns.
  /// Rows snap to half cells (the engine has one scale); the browser's hinges and dividers fall on
  /// whole rows.
  public static let displayScale = 1 / cellWidth

  /// The window size in points.
  public static func points(_ size: CellSize) -> Size {
    Size(width: Double(max(0, size.width)) * cellWidth, height: Double(max(0, size.height)) * cellHeight)
  }

  /// The engine's environment for a terminal of `size` cells in `fold`.
  public static func environment(_ size: CellSize, fold: FoldPosture) -> WindowEnvironment {
    WindowEnvironment(size: points(size), displayScale: displayScale, hinges: fold.hinges(for: size))
  }

  /// The cells a frame in points covers: each edge divided by the cell size and rounded. O(1).
  public static func cells(_ rect: Rect) -> CellRect {
    let left = Int((rect.x / cellWidth).rounded())
    let right = Int((rect.maxX / cellWidth).rounded())
    let top = Int((rect.y / cellHeight).rounded())
    let bottom = Int((rect.maxY / cellHeight).rounded())
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
