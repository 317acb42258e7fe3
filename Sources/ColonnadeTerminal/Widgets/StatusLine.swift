/// A one-row status line: leading text on the left, trailing text on the right.
///
/// ```swift
/// StatusLine(leading: "~/Documents", trailing: "3 items  ? help")
///   .draw(into: &grid, in: CellRect(x: 0, y: 23, width: 80, height: 1))
/// ```
///
/// The whole row is filled in ``Theme/statusLine`` (reverse video). When
/// both texts do not fit, the trailing text keeps up to half the row (or, given
/// `keeping`, shrinks to that suffix first), and the leading text is shortened
/// in the middle with `…`, so a path keeps its start and its file name.
public struct StatusLine: Hashable, Sendable {
  /// Text drawn from the left edge, after one column of padding.
  public var leading: String
  /// Text drawn against the right edge, before one column of padding.
  public var trailing: String
  /// The end of `trailing` to keep when the rest must go, such as "? help".
  public var keeping: String?
  /// The styles to draw with.
  public var theme: Theme

  /// Creates a status line.
  public init(leading: String, trailing: String = "", keeping: String? = nil, theme: Theme = .standard) {
    self.leading = leading
    self.trailing = trailing
    self.keeping = keeping
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
    var trailing = self.trailing
    // Each text is made safe and measured once.
    let safeLeading = SafeText.escaped(leading)
    let leadingWidth = DisplayWidth.of(safeLeading)
    var trailingWidth = DisplayWidth.of(SafeText.escaped(trailing))
    if let keeping, leadingWidth + 1 + trailingWidth > inner, trailing.hasSuffix(keeping) {
      trailing = keeping
      trailingWidth = DisplayWidth.of(SafeText.escaped(trailing))
    }
    var trailingBudget = min(trailingWidth, inner)
    if leadingWidth + 1 + trailingWidth > inner, trailingWidth > 0 {
      trailingBudget = min(trailingWidth, max(inner / 2, inner - leadingWidth - 1))
    }
    if trailingBudget > 0 {
      grid.drawTextRightAligned(
        trailing, endingAt: area.maxX - 1, y: area.y, maxWidth: trailingBudget, style: style)
    }
    let leadingBudget = trailingBudget > 0 ? inner - trailingBudget - 1 : inner
    grid.drawText(
      Self.middleTruncated(safeLeading, toWidth: leadingBudget),
      at: CellPoint(x: area.x + 1, y: area.y), maxWidth: leadingBudget, style: style)
  }

  /// `text` (safe) cut to `width` columns by dropping its middle for `…`: the start and the end
  /// (a path's file name) stay. O(n).
  public static func middleTruncated(_ text: String, toWidth width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > 1 else { return CellGrid.truncated(text, toWidth: width) }
    let characters = Array(text)
    let tailBudget = (width - 1) * 2 / 3
    var tail: [Character] = []
    var used = 0
    for character in characters.reversed() {
      let columns = DisplayWidth.of(character)
      if used + columns > tailBudget { break }
      tail.insert(character, at: 0)
      used += columns
    }
    var head = ""
    var headUsed = 0
    for character in characters {
      let columns = DisplayWidth.of(character)
      if headUsed + columns > width - 1 - used { break }
      head.append(character)
      headUsed += columns
    }
    return head + "…" + String(tail)
  }
}
