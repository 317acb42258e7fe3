/// A pane's frame: a one-row header (sidebar button, back button, title) above a cleared body.
///
/// ```swift
/// var grid = CellGrid(width: 24, height: 5)
/// let frame = PaneFrame(title: "Documents", backButton: "Back", sidebarButton: "☰", focused: true)
/// let body = frame.draw(into: &grid, in: grid.bounds)
/// grid.lines[0]  // " ☰ ‹ Back  Documents"  (reverse video, bold)
/// ```
///
/// The focused pane's header is drawn in ``Theme/focusedHeader`` (reverse
/// video, bold), others in ``Theme/header`` (bold, underlined), so focus stays
/// visible without color. When the pane is too narrow for the whole back
/// button it shrinks to `‹`; the title is truncated with `…` last.
public struct PaneFrame: Hashable, Sendable {
  /// The pane's title, drawn after the buttons.
  public var title: String
  /// The back button's label, drawn as `‹ label`; `nil` hides the button.
  public var backButton: String?
  /// The sidebar button's glyph (such as `☰`), drawn first; `nil` hides the button.
  public var sidebarButton: String?
  /// Whether the pane has keyboard focus.
  public var focused: Bool
  /// The styles to draw with.
  public var theme: Theme

  /// The glyph that starts a back button.
  public static let backChevron = "‹"

  /// Creates a frame; only the title is required.
  public init(
    title: String, backButton: String? = nil, sidebarButton: String? = nil,
    focused: Bool = false, theme: Theme = .standard
  ) {
    self.title = title
    self.backButton = backButton
    self.sidebarButton = sidebarButton
    self.focused = focused
    self.theme = theme
  }

  /// Draws the header into the first row of `rect`, clears the rest, and returns the body rectangle.
  ///
  /// O(area of `rect`).
  @discardableResult
  public func draw(into grid: inout CellGrid, in rect: CellRect) -> CellRect {
    let area = grid.bounds.intersection(rect)
    guard !area.isEmpty else { return area }
    let body = area.inset(top: 1)
    grid.fill(body, style: theme.text)
    drawHeader(into: &grid, in: area)
    return body
  }

  /// Draws only the header row of `rect` (clipped to the grid), as ``draw(into:in:)`` does.
  /// O(width of `rect`).
  public func drawHeader(into grid: inout CellGrid, in rect: CellRect) {
    let area = grid.bounds.intersection(rect)
    guard !area.isEmpty else { return }
    let style = focused ? theme.focusedHeader : theme.header
    grid.fill(CellRect(x: area.x, y: area.y, width: area.width, height: 1), style: style)

    let right = area.maxX - 1  // Keep one column of padding on the right.
    var x = area.x + 1
    for (label, gap) in buttonLabels(width: area.width) where x < right {
      let drawn = grid.drawText(label, at: CellPoint(x: x, y: area.y), maxWidth: right - x, style: style)
      x += drawn + gap
    }
    if x < right {
      grid.drawText(title, at: CellPoint(x: x, y: area.y), maxWidth: right - x, style: style)
    }
  }

  /// A button in the header.
  public enum Button: Hashable, Sendable {
    /// The sidebar button.
    case sidebar
    /// The back button.
    case back
  }

  /// The button drawn at column `x` of a header drawn in `rect`, if any: where a click lands. O(1).
  public func button(at x: Int, in rect: CellRect) -> Button? {
    let right = rect.maxX - 1
    var start = rect.x + 1
    var kinds: [Button] = []
    if sidebarButton != nil { kinds.append(.sidebar) }
    if backButton != nil { kinds.append(.back) }
    for (kind, (label, gap)) in zip(kinds, buttonLabels(width: rect.width)) where start < right {
      let end = min(right, start + DisplayWidth.of(label))
      if x >= start, x < end { return kind }
      start = end + gap
    }
    return nil
  }

  /// The buttons to draw with the gap after each, shortening the back button when the pane is narrow.
  func buttonLabels(width: Int) -> [(label: String, gap: Int)] {
    var labels: [(label: String, gap: Int)] = []
    if let sidebarButton { labels.append((sidebarButton, 1)) }
    if let backButton {
      let full = Self.backChevron + " " + backButton
      let used = labels.reduce(0) { $0 + DisplayWidth.of($1.label) + $1.gap }
      let minimumTitle = min(DisplayWidth.of(title), 8)
      let fits = 1 + used + DisplayWidth.of(full) + 2 + minimumTitle + 1 <= width
      labels.append(fits ? (full, 2) : (Self.backChevron, 1))
    }
    return labels
  }
}
