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
    draw(text, at: point, maxWidth: maxWidth, style: style, tabWidth: tabWidth)
  }

  /// ``drawText(_:at:maxWidth:style:tabWidth:)`` for a `String`, the common case, compiled for it
  /// here: a generic call from another module would run unspecialized, a protocol call a character.
  @discardableResult
  public mutating func drawText(
    _ text: String, at point: CellPoint, maxWidth: Int? = nil, style: Style = .plain, tabWidth: Int = 4
  ) -> Int {
    draw(text, at: point, maxWidth: maxWidth, style: style, tabWidth: tabWidth)
  }

  /// The body of both `drawText(_:at:maxWidth:style:tabWidth:)`s.
  private mutating func draw(
    _ text: some StringProtocol, at point: CellPoint, maxWidth: Int?, style: Style, tabWidth: Int
  ) -> Int {
    let limit = min(maxWidth ?? (width - point.x), width - point.x)
    guard limit > 0, point.y >= 0, point.y < height else { return 0 }
    if point.x >= 0, let drawn = drawPlainText(text, at: point, limit: limit, style: style) { return drawn }
    let safe = SafeText.escaped(text, tabWidth: tabWidth)
    let fitted = CellGrid.truncated(safe, toWidth: limit)
    let escapes = Self.escapeMask(fitted)
    var escapeStyle = style
    escapeStyle.reverse.toggle()
    var x = point.x
    for (index, character) in fitted.enumerated() {
      let columns = DisplayWidth.of(character)
      guard columns > 0 else { continue }
      put(character, x: x, y: point.y, style: escapes.map { $0[index] } == true ? escapeStyle : style)
      x += columns
    }
    return x - point.x
  }

  /// Which characters of safe text belong to an escape ``SafeText`` wrote (`^[`, `<9B>`,
  /// `<U+202E>`, `\xFF`), so they are drawn in reverse video and cannot pass for the text itself
  /// (rule T5); `nil` when there is none. The same text typed literally is marked too. O(n).
  static func escapeMask(_ text: String) -> [Bool]? {
    guard text.utf8.contains(where: { $0 == 0x5E || $0 == 0x3C || $0 == 0x5C }) else { return nil }
    let characters = Array(text)
    var mask = [Bool](repeating: false, count: characters.count)
    var found = false
    func isHex(_ index: Int) -> Bool {
      index < characters.count
        && (characters[index].isNumber && characters[index].isASCII
          || ("A"..."F").contains(characters[index]))
    }
    var index = 0
    while index < characters.count {
      var length = 0
      switch characters[index] {
      case "^":
        if index + 1 < characters.count, let ascii = characters[index + 1].asciiValue,
          (0x40...0x5F).contains(ascii) || ascii == 0x3F
        {
          length = 2
        }
      case "<":
        if isHex(index + 1), isHex(index + 2), index + 3 < characters.count, characters[index + 3] == ">" {
          length = 4
        } else if index + 7 < characters.count, characters[index + 1] == "U", characters[index + 2] == "+",
          (3...6).allSatisfy(isHex), characters[index + 7] == ">"
        {
          length = 8
        }
      case "\\":
        if index + 3 < characters.count, characters[index + 1] == "x", isHex(index + 2), isHex(index + 3) {
          length = 4
        }
      default: break
      }
      if length > 0 {
        for offset in 0..<length { mask[index + offset] = true }
        found = true
        index += length
      } else {
        index += 1
      }
    }
    return found ? mask : nil
  }

  /// Draws text so that it ends at column `maxX - 1`, truncating from the right with `…` if needed.
  @discardableResult
  public mutating func drawTextRightAligned(
    _ text: some StringProtocol, endingAt maxX: Int, y: Int, maxWidth: Int, style: Style = .plain
  ) -> Int {
    // Printable ASCII that fits (a size, `›` aside) is its own safe, fitted form.
    if DisplayWidth.isPrintableASCII(text), text.utf8.count <= maxWidth {
      let columns = text.utf8.count
      return drawText(text, at: CellPoint(x: maxX - columns, y: y), maxWidth: columns, style: style)
    }
    let safe = SafeText.escaped(text, tabWidth: 4)
    let fitted = CellGrid.truncated(safe, toWidth: maxWidth)
    let columns = DisplayWidth.of(fitted)
    return drawText(fitted, at: CellPoint(x: maxX - columns, y: y), maxWidth: columns, style: style)
  }

  /// The columns ``drawText(_:at:maxWidth:style:tabWidth:)`` may cover drawing `text` (already
  /// safe), with one spare for a wide character measured narrow; 0 for no text. O(n).
  package static func extent(of text: String?) -> Int {
    text.map { DisplayWidth.of($0) + 1 } ?? 0
  }

  /// `text` (already safe) cut to at most `width` columns, ending in `…` when cut. O(n).
  public static func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.isPrintableASCII(text) {
      guard text.utf8.count > width else { return text }
      return String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + String(ellipsis)
    }
    // Plain narrow text ("200×60 · ? help"): a column per scalar, no character built.
    if let count = DisplayWidth.plainNarrowCount(text) {
      guard count > width else { return text }
      return String(text.unicodeScalars.prefix(width - 1)) + String(ellipsis)
    }
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
