import Colonnade
import ColonnadeTerminal

/// The sidebar drawn as a navigation rail (rule L13): one cell a place, its initial, in the
/// one-cell-wide strip the engine gives the primary where the sidebar is hidden. The place the
/// browser shows is marked, and the cursor shows where the focus is when the user moves it there.
struct RailStrip: Equatable {
  /// Each visible row's initial, made safe and one cell wide.
  var initials: [String]
  /// The visible row of the place shown, if visible.
  var selected: Int?
  /// The visible row of the cursor, while the rail has the focus.
  var cursor: Int?

  /// The initial of `name` as one safe cell: its first character, escaped (rule T5); `·` when
  /// that is not one cell wide (a control character's escape, a wide character, nothing).
  static func initial(of name: String) -> String {
    guard let first = name.first else { return "·" }
    let safe = SafeText.escaped(String(first))
    return DisplayWidth.of(safe) == 1 ? safe : "·"
  }

  /// Draws the strip down `body`'s first column, the rest of `body` cleared. O(body's height).
  func draw(into grid: inout CellGrid, in body: CellRect, theme: Theme) {
    grid.fill(body, style: theme.text)
    for (row, initial) in initials.prefix(body.height).enumerated() {
      let style =
        row == cursor ? theme.focusedSelection : (row == selected ? theme.selection : theme.text)
      grid.drawText(initial, at: CellPoint(x: body.x, y: body.y + row), maxWidth: body.width, style: style)
    }
  }
}

extension Browser {
  /// The rail of the sidebar `entry` in `height` rows: the sidebar list's entries (the places,
  /// then About) as initials, scrolled to keep the cursor in view (rule L13).
  func railStrip(of entry: Entry<BrowserRoute>, height: Int, focused: Bool) -> RailStrip {
    var names = places.map(\.name)
    names.append("About")
    let cursor = cursors[entry.id] ?? 0
    let first = ListView.scrollOffset(
      keeping: cursor, visibleRows: max(1, height), count: names.count, current: scrolls[entry.id] ?? 0)
    var selected: Int?
    if let selection = state.navigation.selection {
      selected = selection == .about ? places.count : places.firstIndex { .place($0) == selection }
    }
    let visible = first..<min(names.count, first + max(0, height))
    return RailStrip(
      initials: visible.map { RailStrip.initial(of: names[$0]) },
      selected: selected.flatMap { visible.contains($0) ? $0 - first : nil },
      cursor: focused && visible.contains(cursor) ? cursor - first : nil)
  }
}
