import Colonnade

extension WindowPicture {
  /// One shown column: a box carrying its frame exactly, a header with the sidebar and back
  /// buttons, and its name, width and presentation (rules L9, D3). Overlays float semi-opaque
  /// with a shadow; a displaced column's part past the window edge is clipped by the screen.
  func columnBox(_ column: ColumnLayout, _ xml: inout XMLWriter) {
    let frame = column.frame
    let swatch = Palette.swatch(column.presentation, column.column)
    let overlay = column.floats
    xml.start(
      "g",
      [
        ("class", "column \(column.presentation.rawValue)"), ("data-column", column.column.rawValue),
        ("data-presentation", column.presentation.rawValue),
        ("data-dimmed", column.isDimmed ? "true" : "false"),
        ("data-back-button", column.showsBackButton ? "true" : "false"),
      ])
    if overlay {
      let trailing = frame.x + frame.width / 2 > size.width / 2
      xml.leaf(
        "rect",
        [
          ("class", "shadow"), ("x", (frame.x + (trailing ? -10 : 10)).labText), ("y", frame.y.labText),
          ("width", frame.width.labText), ("height", frame.height.labText), ("fill", "#0f172a"),
          ("fill-opacity", "0.22"),
        ])
    }
    xml.leaf(
      "rect",
      [
        ("class", "box"), ("x", frame.x.labText), ("y", frame.y.labText), ("width", frame.width.labText),
        ("height", frame.height.labText), ("fill", swatch.fill),
        ("fill-opacity", overlay ? Palette.overlayOpacity.labText : "1"), ("stroke", swatch.stroke),
        ("stroke-width", "2.5"),
      ])
    let visible = visiblePart(of: frame)
    if Self.hasHeader(visible) { header(column, visible: visible, swatch: swatch, &xml) }
    let placement = labelPlacement(column)
    if !placement.covered { labels(column, in: placement.area, swatch: swatch, tag: false, &xml) }
    xml.end()
  }

  /// The shade over a column dimmed under floating or displacing leading columns (rules L8, D4).
  func dimming(_ column: ColumnLayout, _ xml: inout XMLWriter) {
    let visible = visiblePart(of: column.frame)
    xml.leaf(
      "rect",
      [
        ("class", "dim"), ("data-column", column.column.rawValue), ("x", visible.x.labText),
        ("y", visible.y.labText), ("width", visible.width.labText), ("height", visible.height.labText),
        ("fill", Palette.dim), ("fill-opacity", Palette.dimOpacity.labText),
      ])
  }

  /// The labels of columns that overlays cover, drawn over the overlays on a light tag so they
  /// neither vanish nor collide with the overlay's own labels.
  func coveredLabels(_ xml: inout XMLWriter) {
    for column in layout.columns where !column.floats {
      let placement = labelPlacement(column)
      guard placement.covered else { continue }
      xml.start("g", [("class", "covered-label"), ("data-column", column.column.rawValue)])
      labels(
        column, in: placement.area, swatch: Palette.swatch(column.presentation, column.column), tag: true,
        &xml)
      xml.end()
    }
  }

  /// Whether a column's visible part is big enough for a header strip.
  static func hasHeader(_ visible: Rect) -> Bool { visible.height >= 150 && visible.width >= 90 }

  /// Where a column's labels go: its body below the header; for a column partly under overlays,
  /// the widest uncovered stretch; when overlays cover nearly all of it, the lower part of its
  /// body, marked `covered` so the labels are drawn over the overlay.
  func labelPlacement(_ column: ColumnLayout) -> (area: Rect, covered: Bool) {
    var body = visiblePart(of: column.frame)
    if Self.hasHeader(body) {
      body.y += Metrics.headerHeight
      body.height -= Metrics.headerHeight
    }
    guard !column.floats else { return (body, false) }
    var open = [(start: body.x, end: body.maxX)]
    for overlay in layout.columns where overlay.floats {
      let cover = visiblePart(of: overlay.frame)
      guard cover.y < body.maxY, cover.maxY > body.y else { continue }
      open = open.flatMap { span in
        [(span.start, min(span.end, cover.x)), (max(span.start, cover.maxX), span.end)]
          .filter { $0.1 - $0.0 > 0 }.map { (start: $0.0, end: $0.1) }
      }
    }
    let widest = open.max { $0.end - $0.start < $1.end - $1.start }
    if let widest, widest.end - widest.start >= min(body.width, 140) {
      return (Rect(x: widest.start, y: body.y, width: widest.end - widest.start, height: body.height), false)
    }
    let band = Rect(x: body.x, y: body.y + body.height * 0.62, width: body.width, height: body.height * 0.38)
    return (band, true)
  }

  /// The part of `frame` inside the window.
  func visiblePart(of frame: Rect) -> Rect {
    let x = max(0, frame.x)
    let y = max(0, frame.y)
    return Rect(
      x: x, y: y, width: max(0, min(size.width, frame.maxX) - x),
      height: max(0, min(size.height, frame.maxY) - y))
  }

  /// The column whose header shows the sidebar button (rule D3): the primary when it is shown,
  /// else the leading, topmost column that does not float; none when collapsed.
  var sidebarButtonHost: Column? {
    switch layout.sidebarButton {
    case .hidden: return nil
    case .hideSidebar: return .primary
    case .showSidebar:
      let rightToLeft = window.environment.layoutDirection == .rightToLeft
      let candidates = layout.columns.filter { $0.presentation != .overlay }
      return candidates.min { a, b in
        if a.frame.y != b.frame.y { return a.frame.y < b.frame.y }
        return rightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.x < b.frame.x
      }?.column
    }
  }

  /// The navigation bar strip: the sidebar button, then the back button.
  private func header(_ column: ColumnLayout, visible: Rect, swatch: Palette.Swatch, _ xml: inout XMLWriter) {
    xml.leaf(
      "rect",
      [
        ("class", "header"), ("x", visible.x.labText), ("y", visible.y.labText),
        ("width", visible.width.labText), ("height", Metrics.headerHeight.labText), ("fill", swatch.header),
        ("fill-opacity", column.presentation == .overlay ? Palette.overlayOpacity.labText : "1"),
      ])
    var x = visible.x + 12
    let middle = visible.y + Metrics.headerHeight / 2
    if sidebarButtonHost == column.column {
      let top = middle - 11
      xml.start("g", [("class", "sidebar-button"), ("data-state", layout.sidebarButton.rawValue)])
      xml.leaf(
        "rect",
        [
          ("x", x.labText), ("y", top.labText), ("width", "30"), ("height", "22"), ("rx", "4"),
          ("fill", "none"),
          ("stroke", swatch.ink), ("stroke-width", "2.5"),
        ])
      if layout.sidebarButton == .hideSidebar {
        xml.leaf(
          "rect",
          [("x", x.labText), ("y", top.labText), ("width", "11"), ("height", "22"), ("fill", swatch.ink)])
      } else {
        xml.leaf(
          "line",
          [
            ("x1", (x + 11).labText), ("y1", top.labText), ("x2", (x + 11).labText),
            ("y2", (top + 22).labText),
            ("stroke", swatch.ink), ("stroke-width", "2.5"),
          ])
      }
      xml.end()
      x += 44
    }
    guard column.showsBackButton, x + 80 <= visible.maxX else { return }
    xml.start("g", [("class", "back-button")])
    xml.leaf(
      "path",
      [
        (
          "d",
          "M \((x + 10).labText) \((middle - 10).labText) L \(x.labText) \(middle.labText) "
            + "L \((x + 10).labText) \((middle + 10).labText)"
        ),
        ("fill", "none"), ("stroke", swatch.ink), ("stroke-width", "3.5"), ("stroke-linecap", "round"),
        ("stroke-linejoin", "round"),
      ])
    xml.element(
      "text",
      [("x", (x + 18).labText), ("y", (middle + 7).labText), ("font-size", "20"), ("fill", swatch.ink)],
      text: "Back")
    xml.end()
  }

  /// The column's name, its width and how it is presented, centred in `area`; on a light tag
  /// when `tag` (a column under an overlay).
  private func labels(
    _ column: ColumnLayout, in area: Rect, swatch: Palette.Swatch, tag: Bool, _ xml: inout XMLWriter
  ) {
    let height = area.height
    let width = area.width - (tag ? 36 : 20)
    guard height >= 24, width >= 24 else { return }
    var presentation = column.presentation.rawValue
    let hidden = column.frame.width - visiblePart(of: column.frame).width
    if column.presentation == .displaced, hidden > 0.5 {
      presentation += ", \(hidden.labText) \(window.unit) off screen"
    }
    if tag { presentation += ", under an overlay" }
    var lines: [(text: String, size: Double, bold: Bool)] = [
      (column.column.rawValue, 30, true), ("\(column.frame.width.labText) \(window.unit)", 26, false),
      (presentation, 21, false),
    ]
    if let route = routes[column.column] { lines.insert(("“\(route)”", 26, true), at: 1) }
    let classes =
      routes[column.column] == nil
      ? ["column-name", "column-width", "column-presentation"]
      : ["column-name", "column-route", "column-width", "column-presentation"]
    let shown =
      height >= 120 + 34 * Double(lines.count - 3) ? lines : Array(lines.prefix(height >= 64 ? 2 : 1))
    let scale = min(1, height / 120)
    let fits = shown.map { line in
      TextFit(
        line.text, preferred: line.size * max(0.6, scale), minimum: Metrics.minimumFont, width: width,
        bold: line.bold)
    }
    let center = (x: area.x + area.width / 2, y: area.y + height / 2)
    if tag {
      let widest = zip(shown, fits).map {
        Double($0.1.text.count) * $0.1.size * TextFit.advance(bold: $0.0.bold)
      }
      let tagWidth = min(area.width - 8, (widest.max() ?? 0) + 28)
      let tagHeight = Double(shown.count) * 34 * scale + 16
      xml.leaf(
        "rect",
        [
          ("x", (center.x - tagWidth / 2).labText), ("y", (center.y - tagHeight / 2).labText),
          ("width", tagWidth.labText), ("height", tagHeight.labText), ("rx", "10"), ("fill", "#ffffff"),
          ("fill-opacity", "0.85"), ("stroke", swatch.stroke), ("stroke-dasharray", "6 4"),
        ])
    }
    var y = center.y - Double(shown.count - 1) * 17 * scale
    for (index, fit) in fits.enumerated() {
      xml.element(
        "text",
        [
          ("class", classes[index]),
          ("x", center.x.labText), ("y", (y + fit.size * 0.35).labText), ("text-anchor", "middle"),
          ("font-size", fit.size.labText), ("font-weight", shown[index].bold ? "700" : "400"),
          ("fill", swatch.ink),
        ], text: fit.text)
      y += 34 * scale
    }
  }
}
