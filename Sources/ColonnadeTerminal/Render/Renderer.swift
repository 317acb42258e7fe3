/// Turns successive grids into the fewest bytes that bring a terminal from one to the next.
///
/// ```swift
/// var renderer = Renderer(colorEnabled: environmentAllowsColor)
/// terminal.write(renderer.render(firstGrid))   // clear screen, then everything
/// terminal.write(renderer.render(nextGrid))    // only the cells that changed
/// ```
///
/// Rule T4. Only changed cells are written; the cursor moves only when the
/// next changed cell is not where the cursor already is, by the shortest of
/// CUP, relative moves, CR/LF or rewriting a short gap; runs of blanks are
/// erased with EL or ECH when that is shorter (or, where the terminal repeats characters, written
/// as one space and REP when a changed cell follows them; runs of a like ASCII cell are repeated too);
/// SGR is emitted only when the style changes, by the shorter of a delta or a
/// reset, and the style is carried from one frame to the next (a full redraw starts with a
/// reset; whoever writes to the terminal between frames must ``invalidate()`` it or leave the
/// style alone). Selection bars drawn with a background colour have their blanks erased (ECH)
/// rather than written, which relies on the terminal erasing in the current background ("bce":
/// xterm, tmux, VTE, kitty, the Linux console). Whole rows that moved together (a list
/// scrolled where one column spans the width) are moved with a scroll region (DECSTBM, SU or
/// SD) when that writes fewer bytes. A frame is a full redraw
/// (reset, home, clear, then every non-blank cell) when there is no previous
/// grid or the size changed. With `colorEnabled` false, colors are dropped
/// and the other attributes (reverse, bold) kept.
///
/// The output works whether autowrap is on or off (it never prints past the
/// last column) and whether or not the terminal maps LF to CR LF (OPOST).
///
/// Complexity: O(width × height) per frame to compare, plus O(changed cells) output.
public struct Renderer: Sendable {
  /// Whether colors are sent; attributes are sent either way.
  public var colorEnabled: Bool
  /// Whether a line feed moves the cursor straight down, keeping its column: true when the
  /// terminal's output processing is off (``TerminalBackend/lineFeedKeepsColumn``); a one-row move
  /// down is then one byte. Off by default, so the output also works where LF becomes CR LF.
  public var lineFeedKeepsColumn = false
  /// Whether the terminal repeats the preceding character with REP (`ESC [ n b`, ECMA-48), as
  /// xterm, tmux, kitty, foot and alacritty do (``TerminalBackend/repeatsCharacters``): a run of
  /// blanks mid-row is then a space and REP, where ECH would also need a move over the run. Off by
  /// default: a terminal without REP (the Linux console, GNU screen) would leave the run unerased.
  public var repeatsCharacters = false
  /// The grid the terminal is known to show, or `nil` after ``invalidate()``.
  public private(set) var previous: CellGrid?
  /// Where the terminal's cursor is after the last frame, if known.
  var cursor: CellPoint?
  /// The style the terminal is in after the last frame.
  var style = Style.plain

  /// Creates a renderer that will fully redraw its first frame.
  public init(colorEnabled: Bool = true) {
    self.colorEnabled = colorEnabled
  }

  /// Returns the output that turns the last rendered grid into `grid`, and remembers `grid`.
  public mutating func render(_ grid: CellGrid) -> String {
    String(decoding: renderUTF8(grid), as: UTF8.self)
  }

  /// ``render(_:)`` as the bytes to send (``TerminalBackend/write(utf8:)``).
  public mutating func renderUTF8(_ grid: CellGrid) -> [UInt8] {
    var writer = FrameWriter(width: grid.width, colorEnabled: colorEnabled, cursor: cursor, style: style)
    writer.lineFeedKeepsColumn = lineFeedKeepsColumn
    writer.repeatsCharacters = repeatsCharacters
    writer.frame(from: previous, to: grid)
    previous = grid
    cursor = writer.cursor
    style = writer.style
    return writer.output
  }

  /// ``render(_:)`` for a grid whose rows outside `changedRows`, and whose cells outside its
  /// damaged columns (``CellGrid/damagedColumns(inRow:)``: everything unless the caller cleared
  /// them), are known to equal the last rendered grid's (a retained screen redrew only those), so
  /// only they are compared. With no previous grid, or another size, this is a full redraw like
  /// ``render(_:)``.
  ///
  /// O(damaged columns of the changed rows) to compare, plus the output.
  public mutating func render(_ grid: CellGrid, changedRows: [Int]) -> String {
    String(decoding: renderUTF8(grid, changedRows: changedRows), as: UTF8.self)
  }

  /// ``render(_:changedRows:)`` as the bytes to send, for a terminal that takes bytes
  /// (``TerminalBackend/write(utf8:)``): no string is made and read back.
  public mutating func renderUTF8(_ grid: CellGrid, changedRows: [Int]) -> [UInt8] {
    guard var kept = previous, kept.size == grid.size else { return renderUTF8(grid) }
    var writer = FrameWriter(width: grid.width, colorEnabled: colorEnabled, cursor: cursor, style: style)
    writer.lineFeedKeepsColumn = lineFeedKeepsColumn
    writer.repeatsCharacters = repeatsCharacters
    writer.frame(from: kept, to: grid, candidates: changedRows)
    // The kept grid takes the changed rows' damaged columns in place, so neither it nor the
    // caller's grid (which the caller goes on changing) is copied whole.
    previous = nil
    kept.copyDamagedColumns(inRows: changedRows, from: grid)
    assert(kept == grid, "rows outside changedRows differ from the last frame")
    previous = kept
    cursor = writer.cursor
    style = writer.style
    return writer.output
  }

  /// Forgets what the terminal shows, so the next frame is a full redraw, starting with a style
  /// reset (after a resize, a resume or another program).
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    style = .plain
  }

  /// ``diff(from:to:colorEnabled:)`` with every changed row rewritten in place, never scrolled:
  /// what the renderer weighs a scroll region against (for tests). Grids of one size.
  package static func diffInPlace(from previous: CellGrid, to next: CellGrid, colorEnabled: Bool = true)
    -> String
  {
    var writer = FrameWriter(width: next.width, colorEnabled: colorEnabled, cursor: nil)
    writer.changes(
      in: (0..<next.height).filter { !next.row($0, equals: $0, of: previous) }, from: previous, to: next)
    writer.finish()
    return writer.text
  }

  /// The output that turns `previous` (`nil`: unknown screen) into `next`, with the cursor position
  /// unknown, starting and ending in the plain style.
  ///
  /// Equal grids give an empty string.
  public static func diff(from previous: CellGrid?, to next: CellGrid, colorEnabled: Bool = true)
    -> String
  {
    var writer = FrameWriter(width: next.width, colorEnabled: colorEnabled, cursor: nil)
    writer.frame(from: previous, to: next)
    writer.finish()
    return writer.text
  }
}
