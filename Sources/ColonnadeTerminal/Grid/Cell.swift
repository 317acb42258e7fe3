/// One terminal cell: a grapheme cluster, its display width and its style.
///
/// ```swift
/// let a = Cell("a")                      // width 1
/// let han = Cell("漢", style: .init(bold: true))  // width 2, followed by a continuation cell
/// ```
///
/// A wide character (width 2) occupies its own cell and the cell to its
/// right, which holds a *continuation* cell (width 0, no text of its own).
/// Zero-width characters (lone combining marks, joiners) never occupy a cell.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown in the cell; a space for blank and continuation cells.
  public var character: Character
  /// The number of columns the character covers: 1 or 2, or 0 for a continuation cell.
  public var width: Int
  /// The cell's colors and attributes.
  public var style: Style

  /// Creates a cell for `character`, measuring its display width.
  ///
  /// A character of display width 0 or one that is not safe to send to a
  /// terminal (a control character) becomes a blank of width 1, so a cell
  /// built this way can always be drawn.
  public init(_ character: Character, style: Style = .plain) {
    let width = DisplayWidth.of(character)
    if width == 0 || !SafeText.isSafe(character) {
      self.init(unchecked: " ", width: 1, style: style)
    } else {
      self.init(unchecked: character, width: width, style: style)
    }
  }

  init(unchecked character: Character, width: Int, style: Style) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// A blank cell: a space in the plain style.
  public static let blank = Cell(unchecked: " ", width: 1, style: .plain)

  /// A blank cell in the given style, used to clear or fill a region.
  public static func blank(_ style: Style) -> Cell {
    Cell(unchecked: " ", width: 1, style: style)
  }

  /// The cell that follows a wide character, carrying the wide character's style.
  public static func continuation(_ style: Style) -> Cell {
    Cell(unchecked: " ", width: 0, style: style)
  }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}

/// A position in a cell grid: column `x`, row `y`, both counted from 0 at the top left.
///
/// ```swift
/// let origin = CellPoint(x: 0, y: 0)
/// ```
public struct CellPoint: Hashable, Sendable {
  /// The column, from 0 at the left.
  public var x: Int
  /// The row, from 0 at the top.
  public var y: Int

  /// Creates a point at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A size in cells: `width` columns by `height` rows.
///
/// ```swift
/// let terminal = CellSize(width: 80, height: 24)
/// ```
public struct CellSize: Hashable, Sendable {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// A rectangle of cells: the region a widget may draw into.
///
/// ```swift
/// let pane = CellRect(x: 0, y: 0, width: 30, height: 24)
/// let body = pane.inset(top: 1)   // everything below the header row
/// ```
public struct CellRect: Hashable, Sendable {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns; never negative.
  public var width: Int
  /// The number of rows; never negative.
  public var height: Int

  /// Creates a rectangle; negative sizes are clamped to 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The column just past the right edge.
  public var maxX: Int { x + width }
  /// The row just past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `point` lies inside the rectangle.
  public func contains(_ point: CellPoint) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The cells both rectangles cover; empty (at this origin) when they do not meet.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return CellRect(x: x, y: y, width: 0, height: 0) }
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by the given number of cells on each side.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> CellRect {
    CellRect(
      x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }
}
