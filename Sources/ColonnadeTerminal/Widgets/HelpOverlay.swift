/// A centered box listing key bindings, drawn over whatever is below it.
///
/// ```swift
/// let help = HelpOverlay(title: "Keys", bindings: [
///   .init(keys: "↑ ↓ j k", action: "Move"),
///   .init(keys: "q", action: "Quit"),
/// ])
/// help.draw(into: &grid, in: grid.bounds)
/// // ┌─ Keys ─────────┐
/// // │ ↑ ↓ j k  Move  │
/// // │ q        Quit  │
/// // └────────────────┘
/// ```
///
/// The box is as small as its contents allow and never larger than the
/// region; long actions end in `…`. When the bindings do not fit, the box shows a window of them
/// from ``scrollOffset`` and a last line saying which it shows.
public struct HelpOverlay: Hashable, Sendable {
  /// One line of the overlay: the keys and what they do.
  public struct Binding: Hashable, Sendable {
    /// The keys, as the user reads them: `"↑ ↓ j k"`.
    public var keys: String
    /// What the keys do: `"Move the selection"`.
    public var action: String

    /// Creates a binding line.
    public init(keys: String, action: String) {
      self.keys = keys
      self.action = action
    }
  }

  /// The title shown in the top border.
  public var title: String
  /// The lines, top to bottom.
  public var bindings: [Binding]
  /// A closing hint shown under the bindings, such as "Press any key to close".
  public var footer: String?
  /// The styles to draw with.
  public var theme: Theme
  /// The first binding shown when they do not all fit (clamped to the last window).
  public var scrollOffset = 0

  /// Creates a help overlay.
  public init(title: String, bindings: [Binding], footer: String? = nil, theme: Theme = .standard) {
    self.title = title
    self.bindings = bindings
    self.footer = footer
    self.theme = theme
  }

  /// How many bindings show at once in `region`. O(n).
  public func visibleLines(in region: CellRect) -> Int {
    arrangement(in: region).columns.map(\.count).reduce(0, +)
  }

  /// The largest useful ``scrollOffset`` in `region`: 0 when every binding shows. O(n).
  public func maximumScrollOffset(in region: CellRect) -> Int {
    let layout = arrangement(in: region)
    return layout.scrollNote == nil ? 0 : bindings.count - visibleLines(in: region)
  }

  /// How the bindings are laid out in a region: in one or two columns, with or without the footer,
  /// and which bindings show. The last binding (quitting) always shows: when rows run out, the
  /// ones before it are dropped from the end.
  struct Arrangement {
    var columns: [[Binding]]
    var showsFooter: Bool
    var keyWidth: Int
    var actionWidth: Int
    /// The line under a window of the bindings: which it shows, and how to scroll.
    var scrollNote: String? = nil
    var columnWidth: Int { keyWidth + 2 + actionWidth }
    var rows: Int { (columns.map(\.count).max() ?? 0) + (scrollNote == nil ? 0 : 1) }
  }

  func arrangement(in region: CellRect) -> Arrangement {
    let keyWidth = bindings.map { DisplayWidth.of(SafeText.escaped($0.keys)) }.max() ?? 0
    let actionWidth = bindings.map { DisplayWidth.of(SafeText.escaped($0.action)) }.max() ?? 0
    let rows = region.height - 2
    let single = keyWidth + 2 + actionWidth
    if bindings.count + (footer == nil ? 0 : 2) <= rows || bindings.count <= rows {
      return Arrangement(
        columns: [bindings], showsFooter: footer != nil && bindings.count + 2 <= rows, keyWidth: keyWidth,
        actionWidth: actionWidth)
    }
    let half = (bindings.count + 1) / 2
    if half <= rows, 2 * single + 3 + 4 <= region.width {
      return Arrangement(
        columns: [Array(bindings.prefix(half)), Array(bindings.dropFirst(half))],
        showsFooter: footer != nil && half + 2 <= rows, keyWidth: keyWidth, actionWidth: actionWidth)
    }
    guard rows >= 2 else {
      // One row: quitting.
      return Arrangement(
        columns: [Array(bindings.suffix(max(0, rows)))], showsFooter: false, keyWidth: keyWidth,
        actionWidth: actionWidth)
    }
    let shown = rows - 1
    let first = min(max(0, scrollOffset), bindings.count - shown)
    let note = "\(first + 1)–\(first + shown) of \(bindings.count) · ↓ ↑ scroll"
    return Arrangement(
      columns: [Array(bindings[first..<(first + shown)])], showsFooter: false, keyWidth: keyWidth,
      actionWidth: max(actionWidth, DisplayWidth.of(note) - keyWidth - 2), scrollNote: note)
  }

  /// The box's rectangle when centered in `region`, or `nil` when the region is under 4 × 3 cells. O(n).
  public func frame(in region: CellRect) -> CellRect? {
    guard region.width >= 4, region.height >= 3 else { return nil }
    let layout = arrangement(in: region)
    let footerWidth = footer.map { DisplayWidth.of(SafeText.escaped($0)) } ?? 0
    let titleWidth = DisplayWidth.of(SafeText.escaped(title)) + 6
    let columnsWidth = layout.columns.count * layout.columnWidth + (layout.columns.count - 1) * 3
    let contentWidth = max(columnsWidth, layout.showsFooter ? footerWidth : 0, titleWidth - 4)
    let contentHeight = layout.rows + (layout.showsFooter ? 2 : 0)
    let width = min(region.width, contentWidth + 4)
    let height = min(region.height, contentHeight + 2)
    return CellRect(
      x: region.x + (region.width - width) / 2, y: region.y + (region.height - height) / 2,
      width: width, height: height)
  }

  /// Draws the box centered in `region` (clipped to the grid). O(area of the box).
  public func draw(into grid: inout CellGrid, in region: CellRect) {
    let area = grid.bounds.intersection(region)
    guard let box = frame(in: area) else { return }
    let layout = arrangement(in: area)
    grid.fill(box, style: theme.overlay)
    grid.drawBox(box, style: theme.overlayBorder)
    grid.drawText(
      " " + title + " ", at: CellPoint(x: box.x + 2, y: box.y), maxWidth: box.width - 4,
      style: theme.overlayBorder)
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard !inner.isEmpty else { return }
    let perColumn = layout.columns.count == 1 ? inner.width : (inner.width - 3) / 2
    let keyWidth = min(layout.keyWidth, max(perColumn / 2, perColumn - 2 - layout.actionWidth))
    for (index, column) in layout.columns.enumerated() {
      let x = inner.x + index * (perColumn + 3)
      for (row, binding) in column.prefix(inner.height).enumerated() {
        let y = inner.y + row
        grid.drawText(binding.keys, at: CellPoint(x: x, y: y), maxWidth: keyWidth, style: theme.overlay)
        let actionX = x + keyWidth + 2
        grid.drawText(
          binding.action, at: CellPoint(x: actionX, y: y), maxWidth: x + perColumn - actionX,
          style: theme.overlay)
      }
    }
    if let note = layout.scrollNote, layout.rows <= inner.height {
      grid.drawText(
        note, at: CellPoint(x: inner.x, y: inner.y + layout.rows - 1), maxWidth: inner.width,
        style: theme.secondaryText)
    }
    if let footer, layout.showsFooter, layout.rows + 2 <= inner.height {
      grid.drawText(
        footer, at: CellPoint(x: inner.x, y: inner.y + layout.rows + 1), maxWidth: inner.width,
        style: theme.secondaryText)
    }
  }
}
