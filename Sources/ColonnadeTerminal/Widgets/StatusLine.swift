/// A one-row status line: leading text on the left, trailing text on the right.
///
/// ```swift
/// StatusLine(leading: "~/Documents", trailing: "3 items  ? help")
///   .draw(into: &grid, in: CellRect(x: 0, y: 23, width: 80, height: 1))
/// ```
///
/// The whole row is filled in ``Theme/statusLine`` (reverse video). When
/// both texts do not fit, the trailing text keeps up to half the row and
/// the leading text is truncated with `…`.
public struct StatusLine: Hashable, Sendable {
  /// Text drawn from the left edge, after one column of padding.
  public var leading: String
  /// Text drawn against the right edge, before one column of padding.
  public var trailing: String
  /// The styles to draw with.
  public var theme: Theme

  /// Creates a status line.
  public init(leading: String, trailing: String = "", theme: Theme = .standard) {
    self.leading = leading
    self.trailing = trailing
    self.theme = theme
  }

  /// Draws the status line into the first row of `rect`. O(width).
  public func draw(into grid: inout CellGrid, in rect: CellRect) {
    let area = grid.bounds.intersection(CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    guard !area.isEmpty else { return }
    let style = theme.statusLine
    grid.fill(area, style: style)
    let inner = area.width - 2
    guard inner > 0 else { return }
    let trailingWidth = DisplayWidth.of(SafeText.escaped(trailing))
    let leadingWidth = DisplayWidth.of(SafeText.escaped(leading))
    var trailingBudget = min(trailingWidth, inner)
    if leadingWidth + 1 + trailingWidth > inner, trailingWidth > 0 {
      trailingBudget = min(trailingWidth, max(inner / 2, inner - leadingWidth - 1))
    }
    if trailingBudget > 0 {
      grid.drawTextRightAligned(
        trailing, endingAt: area.maxX - 1, y: area.y, maxWidth: trailingBudget, style: style)
    }
    let leadingBudget = trailingBudget > 0 ? inner - trailingBudget - 1 : inner
    grid.drawText(leading, at: CellPoint(x: area.x + 1, y: area.y), maxWidth: leadingBudget, style: style)
  }
}
