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
/// region; rows that do not fit are dropped and long actions end in `…`.
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

  /// Creates a help overlay.
  public init(title: String, bindings: [Binding], footer: String? = nil, theme: Theme = .standard) {
    self.title = title
    self.bindings = bindings
    self.footer = footer
    self.theme = theme
  }

  /// The box's rectangle when centered in `region`, or `nil` when the region is under 4 × 3 cells. O(n).
  public func frame(in region: CellRect) -> CellRect? {
    guard region.width >= 4, region.height >= 3 else { return nil }
    let keyWidth = bindings.map { DisplayWidth.of(SafeText.escaped($0.keys)) }.max() ?? 0
    let actionWidth = bindings.map { DisplayWidth.of(SafeText.escaped($0.action)) }.max() ?? 0
    let footerWidth = footer.map { DisplayWidth.of(SafeText.escaped($0)) } ?? 0
    let titleWidth = DisplayWidth.of(SafeText.escaped(title)) + 6
    let contentWidth = max(keyWidth + 2 + actionWidth, footerWidth, titleWidth - 4)
    let contentHeight = bindings.count + (footer == nil ? 0 : 2)
    let width = min(region.width, contentWidth + 4)
    let height = min(region.height, contentHeight + 2)
    return CellRect(
      x: region.x + (region.width - width) / 2, y: region.y + (region.height - height) / 2,
      width: width, height: height)
  }

  /// Draws the box centered in `region` (clipped to the grid). O(area of the box).
  public func draw(into grid: inout CellGrid, in region: CellRect) {
    guard let box = frame(in: grid.bounds.intersection(region)) else { return }
    grid.fill(box, style: theme.overlay)
    grid.drawBox(box, style: theme.overlayBorder)
    grid.drawText(
      " " + title + " ", at: CellPoint(x: box.x + 2, y: box.y), maxWidth: box.width - 4,
      style: theme.overlayBorder)
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard !inner.isEmpty else { return }
    let widestKeys = bindings.map { DisplayWidth.of(SafeText.escaped($0.keys)) }.max() ?? 0
    let widestAction = bindings.map { DisplayWidth.of(SafeText.escaped($0.action)) }.max() ?? 0
    let keyWidth = min(widestKeys, max(inner.width / 2, inner.width - 2 - widestAction))
    for (row, binding) in bindings.prefix(inner.height).enumerated() {
      let y = inner.y + row
      grid.drawText(binding.keys, at: CellPoint(x: inner.x, y: y), maxWidth: keyWidth, style: theme.overlay)
      let actionX = inner.x + keyWidth + 2
      grid.drawText(
        binding.action, at: CellPoint(x: actionX, y: y), maxWidth: inner.maxX - actionX,
        style: theme.overlay)
    }
    if let footer, bindings.count + 2 <= inner.height {
      grid.drawText(
        footer, at: CellPoint(x: inner.x, y: inner.y + bindings.count + 1), maxWidth: inner.width,
        style: theme.secondaryText)
    }
  }
}
