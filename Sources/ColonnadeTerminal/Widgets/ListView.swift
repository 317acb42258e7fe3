/// A scrolling list with a highlighted selection, one item per row.
///
/// ```swift
/// var list = ListView(items: ["Desktop", "Documents", "Downloads"], selectedIndex: 2)
/// list.scrollOffset = ListView.scrollOffset(
///   keeping: 2, visibleRows: 2, count: 3, current: list.scrollOffset)  // 1
/// list.draw(into: &grid, in: CellRect(x: 0, y: 1, width: 20, height: 2))
/// ```
///
/// Each row shows one column of padding, the item's title (made safe and
/// truncated with `…`) and, right-aligned, its accessory (such as `›` for a
/// folder). The selected row is filled edge to edge in the selection style.
public struct ListView: Hashable, Sendable {
  /// One row of a list: a title and an optional right-aligned accessory.
  public struct Item: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The row's text; untrusted text is fine, it is escaped when drawn.
    public var title: String
    /// Short text drawn at the right edge, such as `›` or a size.
    public var accessory: String?
    /// The title's style when the row is not selected (a file-type colour); the theme's text style if `nil`.
    public var style: Style?
    /// Whether the row is marked (chosen for a command): a `+` in its left margin, its title bold.
    public var marked: Bool

    /// Creates an item.
    public init(_ title: String, accessory: String? = nil, style: Style? = nil, marked: Bool = false) {
      self.title = title
      self.accessory = accessory
      self.style = style
      self.marked = marked
    }

    /// Creates an item from a string literal.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }

  /// The rows, top to bottom.
  public var items: [Item]
  /// The selected row, if any.
  public var selectedIndex: Int?
  /// The index of the first visible row.
  public var scrollOffset: Int
  /// Whether the list has keyboard focus (changes the selection's look).
  public var focused: Bool
  /// Text shown (in the secondary style) when there are no items.
  public var emptyMessage: String?
  /// Text whose first occurrence in each title (ignoring case) is underlined: a filter's matches.
  public var highlight: String?
  /// The styles to draw with.
  public var theme: Theme
  /// When set, accessories may take all of a row but this many cells (at least a third of it,
  /// as always) rather than a third: a details view's permissions, size and time.
  public var titleRoom: Int?

  /// Creates a list; the scroll offset starts at the top.
  public init(
    items: [Item], selectedIndex: Int? = nil, scrollOffset: Int = 0, focused: Bool = true,
    emptyMessage: String? = nil, highlight: String? = nil, theme: Theme = .standard
  ) {
    self.highlight = highlight
    self.items = items
    self.selectedIndex = selectedIndex
    self.scrollOffset = scrollOffset
    self.focused = focused
    self.emptyMessage = emptyMessage
    self.theme = theme
  }

  /// The scroll offset closest to `current` that shows row `selected` and leaves no empty rows below the list.
  ///
  /// The offset only moves when the selection would leave the visible rows,
  /// so scrolling feels stable. O(1).
  public static func scrollOffset(keeping selected: Int?, visibleRows: Int, count: Int, current: Int)
    -> Int
  {
    guard visibleRows > 0, count > 0 else { return 0 }
    var offset = min(max(0, current), max(0, count - visibleRows))
    if let selected, selected >= 0, selected < count {
      if selected < offset { offset = selected }
      if selected >= offset + visibleRows { offset = selected - visibleRows + 1 }
    }
    return offset
  }

  /// Draws the visible rows into `rect`, scrolling first so the selection is visible.
  ///
  /// O(visible rows × row width).
  public func draw(into grid: inout CellGrid, in rect: CellRect) {
    let area = grid.bounds.intersection(rect)
    guard !area.isEmpty else { return }
    grid.fill(area, style: theme.text)
    if items.isEmpty {
      if let emptyMessage {
        let point = CellPoint(x: area.x + 1, y: area.y)
        grid.drawText(emptyMessage, at: point, maxWidth: area.width - 2, style: theme.secondaryText)
      }
      return
    }
    let offset = Self.scrollOffset(
      keeping: selectedIndex, visibleRows: area.height, count: items.count, current: scrollOffset)
    for row in 0..<min(area.height, items.count - offset) {
      drawRow(offset + row, into: &grid, y: area.y + row, area: area)
    }
  }

  /// Draws into `rect`, where `previous` was drawn last, only the rows that differ from it (their
  /// item, or whether they are selected) when nothing else changed, else everything; returns the
  /// grid rows drawn. The grid ends as ``draw(into:in:)`` leaves it. O(rows drawn × row width).
  public func draw(into grid: inout CellGrid, in rect: CellRect, over previous: ListView) -> [Int] {
    let area = grid.bounds.intersection(rect)
    let offset = Self.scrollOffset(
      keeping: selectedIndex, visibleRows: area.height, count: items.count, current: scrollOffset)
    var same = self
    same.items = previous.items
    same.selectedIndex = previous.selectedIndex
    guard !area.isEmpty, !items.isEmpty, same == previous, items.count == previous.items.count,
      offset
        == Self.scrollOffset(
          keeping: previous.selectedIndex, visibleRows: area.height, count: items.count, current: scrollOffset
        )
    else {
      draw(into: &grid, in: rect)
      return Array(area.y..<area.maxY)
    }
    let shift = Self.shift(from: previous.items, to: items)
    if shift != 0 {
      // Scrolled: rows showing what another row showed are moved in the grid, not drawn again.
      return draw(into: &grid, in: area, over: previous, shiftedBy: shift, offset: offset)
    }
    // Usually the same storage (a moved highlight), compared in O(1): then only the selection moved.
    let sameItems = items == previous.items
    var drawn: [Int] = []
    for row in 0..<min(area.height, items.count - offset) {
      let index = offset + row
      guard
        (index == selectedIndex) != (index == previous.selectedIndex)
          || (!sameItems && items[index] != previous.items[index])
      else { continue }
      let y = area.y + row
      grid.fill(CellRect(x: area.x, y: y, width: area.width, height: 1), style: theme.text)
      drawRow(index, into: &grid, y: y, area: area)
      drawn.append(y)
    }
    return drawn
  }

  /// The distance `k` (0 for none) such that `items[i] == old[i + k]` wherever both exist, for lists
  /// of one length whose first items differ: a list scrolled by `k` rows (up when positive). O(n)
  /// per distance whose first item matches, usually one.
  package static func shift(from old: [Item], to items: [Item]) -> Int {
    let count = items.count
    guard count == old.count, count > 1, items[0] != old[0] else { return 0 }
    func matches(_ distance: Int) -> Bool {
      let rows = max(0, -distance)..<min(count, count - distance)
      return rows.allSatisfy { items[$0] == old[$0 + distance] }
    }
    for distance in 1..<count {
      if items[0] == old[distance], matches(distance) { return distance }
      if old[0] == items[distance], matches(-distance) { return -distance }
    }
    return 0
  }

  /// ``draw(into:in:over:)`` for `items` that are `previous`'s moved by `shift` rows (`offset`,
  /// the first row shown, is the same for both): each row showing what another row showed, selected
  /// or not as it was, is copied from that row; the rest are drawn. Returns the area's rows.
  private func draw(
    into grid: inout CellGrid, in area: CellRect, over previous: ListView, shiftedBy shift: Int, offset: Int
  ) -> [Int] {
    let rows = min(area.height, items.count - offset)
    let columns = area.x..<area.maxX
    // Copied in the order that reads each source row before it is overwritten.
    let order = shift > 0 ? stride(from: 0, to: rows, by: 1) : stride(from: rows - 1, to: -1, by: -1)
    var fresh: [Int] = []
    for row in order {
      let index = offset + row
      let source = row + shift
      guard source >= 0, source < rows,
        (index == selectedIndex) == (index + shift == previous.selectedIndex)
      else {
        fresh.append(row)
        continue
      }
      grid.copyCells(inRow: area.y + source, toRow: area.y + row, columns: columns)
    }
    for row in fresh {
      let y = area.y + row
      grid.fill(CellRect(x: area.x, y: y, width: area.width, height: 1), style: theme.text)
      drawRow(offset + row, into: &grid, y: y, area: area)
    }
    return Array(area.y..<(area.y + rows))
  }

  /// Draws item `index` on row `y` of `area`, which is filled in the text style.
  private func drawRow(_ index: Int, into grid: inout CellGrid, y: Int, area: CellRect) {
    let selected = index == selectedIndex
    let style = selected ? (focused ? theme.focusedSelection : theme.selection) : theme.text
    if selected { grid.fill(CellRect(x: area.x, y: y, width: area.width, height: 1), style: style) }
    drawRow(items[index], into: &grid, x: area.x, y: y, width: area.width, style: style)
  }

  /// Draws one item: padding, title, accessory.
  private func drawRow(
    _ item: Item, into grid: inout CellGrid, x: Int, y: Int, width: Int, style: Style
  ) {
    var titleWidth = width - 2
    if let accessory = item.accessory, width >= 6 {
      let shown =
        DisplayWidth.isPrintableASCII(accessory)
        ? accessory.utf8.count : DisplayWidth.of(SafeText.escaped(accessory))
      let accessoryWidth = min(shown, max(width / 3, titleRoom.map { width - $0 } ?? 0))
      grid.drawTextRightAligned(
        accessory, endingAt: x + width - 1, y: y, maxWidth: accessoryWidth,
        style: style == theme.text ? theme.secondaryText : style)
      titleWidth -= accessoryWidth + 1
    }
    var titleStyle = style == theme.text ? item.style ?? style : style
    if item.marked {
      titleStyle.bold = true
      var markStyle = style == theme.text ? Style(foreground: .yellow) : style
      markStyle.bold = true
      grid.drawText("+", at: CellPoint(x: x, y: y), maxWidth: 1, style: markStyle)
    }
    let drawn = grid.drawText(
      item.title, at: CellPoint(x: x + 1, y: y), maxWidth: titleWidth, style: titleStyle, tabWidth: 0)
    if let highlight, !highlight.isEmpty, let match = Self.match(highlight, in: item.title) {
      var marked = titleStyle
      marked.underline = true
      marked.bold = true
      let start = min(match.lowerBound, drawn)
      grid.restyle(
        CellRect(x: x + 1 + start, y: y, width: min(match.upperBound, drawn) - start, height: 1),
        style: marked)
    }
  }

  /// The columns of the first case-insensitive occurrence of `needle` in `title`, if any. O(n × m).
  static func match(_ needle: String, in title: String) -> Range<Int>? {
    let characters = Array(SafeText.escaped(title, tabWidth: 0))
    let lowered = characters.map { String($0).lowercased() }
    let wanted = Array(needle).map { String($0).lowercased() }
    guard !wanted.isEmpty, wanted.count <= lowered.count else { return nil }
    for start in 0...(lowered.count - wanted.count)
    where Array(lowered[start..<(start + wanted.count)]) == wanted {
      let before = DisplayWidth.of(String(characters[..<start]))
      return before..<(before + DisplayWidth.of(String(characters[start..<(start + wanted.count)])))
    }
    return nil
  }
}
