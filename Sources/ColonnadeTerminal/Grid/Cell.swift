import ColonnadeLock

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
///
/// A cell is plain data (no reference counting), so grids are filled, copied and compared as
/// fast as memory allows: a cluster of one or two scalars is stored inline; a longer one (a ZWJ
/// emoji sequence) is stored once in ``ClusterTable`` and the cell keeps its number.
public struct Cell: Hashable, Sendable {
  /// The first scalar's value, or ``ClusterTable/flag`` plus the number of a longer cluster.
  var first: UInt32
  /// The second scalar's value, or 0.
  var second: UInt32
  /// ``width`` in one byte, so a cell takes 16 bytes and a 200 × 60 grid under 200 KiB.
  var columns: UInt8
  /// The number of columns the character covers: 1 or 2, or 0 for a continuation cell.
  public var width: Int {
    get { Int(columns) }
    set { columns = UInt8(clamping: newValue) }
  }
  /// The cell's colors and attributes.
  public var style: Style

  /// The grapheme cluster shown in the cell; a space for blank and continuation cells.
  public var character: Character {
    get {
      if first & ClusterTable.flag != 0 { return ClusterTable.cluster(first & ~ClusterTable.flag) }
      let scalar = Unicode.Scalar(first) ?? " "
      guard second != 0, let next = Unicode.Scalar(second) else { return Character(scalar) }
      var view = String.UnicodeScalarView()
      view.append(scalar)
      view.append(next)
      return Character(String(view))
    }
    set { (first, second) = Self.encode(newValue) }
  }

  /// The one scalar the cell shows, if its cluster is a single scalar. O(1).
  var singleScalar: Unicode.Scalar? {
    guard second == 0, first & ClusterTable.flag == 0 else { return nil }
    return Unicode.Scalar(first)
  }

  /// Whether the cell shows a space (blank and continuation cells do). O(1).
  public var isSpace: Bool { first == 0x20 && second == 0 }

  /// Whether the cell shows one ASCII character. O(1).
  var isASCII: Bool { first < 0x80 && second == 0 }

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
    (first, second) = Self.encode(character)
    columns = UInt8(clamping: width)
    self.style = style
  }

  /// The inline form of a cluster: its one or two scalars, or its number in the table.
  static func encode(_ character: Character) -> (UInt32, UInt32) {
    if let ascii = character.asciiValue { return (UInt32(ascii), 0) }
    var scalars = character.unicodeScalars.makeIterator()
    let first = scalars.next()?.value ?? 0x20
    guard let second = scalars.next()?.value else { return (first, 0) }
    if scalars.next() == nil { return (first, second) }
    return (ClusterTable.number(of: character) | ClusterTable.flag, 0)
  }

  /// The cell for a scalar that is one column wide and safe on its own (printable ASCII, plain
  /// narrow), without measuring it. O(1).
  static func plain(_ scalar: Unicode.Scalar, style: Style) -> Cell {
    Cell(first: scalar.value, second: 0, width: 1, style: style)
  }

  /// A blank cell: a space in the plain style.
  public static let blank = Cell(unchecked: " ", width: 1, style: .plain)

  /// A blank cell in the given style, used to clear or fill a region.
  public static func blank(_ style: Style) -> Cell {
    Cell(first: 0x20, second: 0, width: 1, style: style)
  }

  /// The cell that follows a wide character, carrying the wide character's style.
  public static func continuation(_ style: Style) -> Cell {
    Cell(first: 0x20, second: 0, width: 0, style: style)
  }

  private init(first: UInt32, second: UInt32, width: Int, style: Style) {
    self.first = first
    self.second = second
    columns = UInt8(clamping: width)
    self.style = style
  }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}

/// Grapheme clusters of three or more scalars, each stored once and known by its number, so cells
/// stay plain data. Process-wide; it only grows, by the distinct long clusters ever drawn (a few
/// dozen emoji sequences in practice, at most ``capacity``, then further ones draw as U+FFFD).
enum ClusterTable {
  /// The bit that marks a cell's `first` as a cluster number (scalars end at U+10FFFF).
  static let flag: UInt32 = 0x8000_0000
  /// The most clusters kept.
  static let capacity = 65_536

  struct Storage {
    var clusters: [Character] = []
    var numbers: [Character: UInt32] = [:]
  }

  private static let storage = Locked(Storage())

  /// The number of `cluster`, adding it when new.
  static func number(of cluster: Character) -> UInt32 {
    storage.withLock { table in
      if let number = table.numbers[cluster] { return number }
      guard table.clusters.count < capacity else { return number(ofReplacementIn: &table) }
      let number = UInt32(table.clusters.count)
      table.clusters.append(cluster)
      table.numbers[cluster] = number
      return number
    }
  }

  private static func number(ofReplacementIn table: inout Storage) -> UInt32 {
    if let number = table.numbers["\u{FFFD}"] { return number }
    let number = UInt32(table.clusters.count)
    table.clusters.append("\u{FFFD}")
    table.numbers["\u{FFFD}"] = number
    return number
  }

  /// The cluster numbered `number`.
  static func cluster(_ number: UInt32) -> Character {
    storage.withLock { table in Int(number) < table.clusters.count ? table.clusters[Int(number)] : "\u{FFFD}"
    }
  }
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
