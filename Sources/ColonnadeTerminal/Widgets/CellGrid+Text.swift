extension CellGrid {
  /// The truncation mark drawn where text was cut.
  public static let ellipsis: Character = "…"

  /// Draws one line of text at `point`, truncated by display width with `…`; returns the columns drawn.
  ///
  /// The text is first made safe (``SafeText/escaped(_:tabWidth:)``: control
  /// characters shown escaped, tabs expanded to `tabWidth`, or shown as `^I`
  /// when `tabWidth` is 0), so untrusted text can be passed as it is. Text wider than `maxWidth` (default: up to
  /// the right edge of the grid) keeps as many whole characters as fit in
  /// `maxWidth - 1` columns followed by `…`; a wide character that would be
  /// split is dropped whole, so the result may be one column narrower.
  /// Nothing is drawn outside the grid.
  ///
  /// ```swift
  /// grid.drawText("漢字テキスト", at: CellPoint(x: 0, y: 0), maxWidth: 6)  // "漢字…"
  /// ```
  ///
  /// O(n) in the length of the text.
  @discardableResult
  public mutating func drawText(
    _ text: some StringProtocol, at point: CellPoint, maxWidth: Int? = nil,
    style: Style = .plain, tabWidth: Int = 4
  ) -> Int {
    let limit = min(maxWidth ?? (width - point.x), width - point.x)
    guard limit > 0, point.y >= 0, point.y < height else { return 0 }
    let safe = SafeText.escaped(text, tabWidth: tabWidth)
    let fitted = CellGrid.truncated(safe, toWidth: limit)
    var x = point.x
    for character in fitted {
      let columns = DisplayWidth.of(character)
      guard columns > 0 else { continue }
      put(character, x: x, y: point.y, style: style)
      x += columns
    }
    return x - point.x
  }

  /// Draws text so that it ends at column `maxX - 1`, truncating from the right with `…` if needed.
  @discardableResult
  public mutating func drawTextRightAligned(
    _ text: some StringProtocol, endingAt maxX: Int, y: Int, maxWidth: Int, style: Style = .plain
  ) -> Int {
    let safe = SafeText.escaped(text, tabWidth: 4)
    let fitted = CellGrid.truncated(safe, toWidth: maxWidth)
    let columns = DisplayWidth.of(fitted)
    return drawText(fitted, at: CellPoint(x: maxX - columns, y: y), maxWidth: columns, style: style)
  }

  /// `text` (already safe) cut to at most `width` columns, ending in `…` when cut. O(n).
  public static func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    var total = 0
    var fitsWhole = true
    for character in text {
      total += DisplayWidth.of(character)
      if total > width {
        fitsWhole = false
        break
      }
    }
    if fitsWhole { return text }
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    result.append(ellipsis)
    return result
  }
}
