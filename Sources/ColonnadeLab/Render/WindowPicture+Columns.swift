import Colonnade

extension WindowPicture {
  /// One shown column: a box carrying its frame exactly, outlined in its presentation's
  /// colour, holding the sample app's screen (navigation bar, rows or detail) and the engine's
  /// tag (name, width, presentation) at its foot (rules L9, D3). Overlays float with a shadow;
  /// a sheet has rounded top corners and a grabber; a levitated pane every corner, over a scrim
  /// across the whole window (L15); a displaced column's part past the window edge is clipped by
  /// the screen.
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
    let sheet = column.presentation == .sheet
    // A levitated pane is a dialog: every corner rounded (rule L15).
    let corner = sheet ? "22" : column.presentation == .levitated ? "28" : "0"
    xml.leaf(
      "rect",
      [
        ("class", "box"), ("x", frame.x.labText), ("y", frame.y.labText), ("width", frame.width.labText),
        ("height", frame.height.labText), ("rx", corner), ("fill", swatch.fill),
        ("fill-opacity", overlay ? Palette.overlayOpacity.labText : "1"),
        ("stroke", swatch.stroke), ("stroke-width", overlay || sheet ? "2.5" : "1.5"),
      ])
    let visible = visiblePart(of: frame)
    if sheet {
      xml.leaf(
        "rect",
        [
          ("class", "grabber"), ("x", (visible.x + visible.width / 2 - 24).labText),
          ("y", (visible.y + 8).labText), ("width", "48"), ("height", "6"), ("rx", "3"), ("fill", "#9ca3af"),
        ])
    }
    let placement = labelPlacement(column)
    appContent(
      column, visible: visible, bottom: placement.covered ? visible.maxY : tagTop(placement.area), &xml)
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

  /// The scrim under a levitated pane: the whole window, dividers and gaps too (rule L15).
  func scrim(_ xml: inout XMLWriter) {
    xml.leaf(
      "rect",
      [
        ("class", "scrim"), ("x", "0"), ("y", "0"), ("width", size.width.labText),
        ("height", size.height.labText), ("fill", Palette.dim), ("fill-opacity", Palette.dimOpacity.labText),
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
    let top = navigationBarTop(column, visible: body) + AppMetrics.navigationBar - body.y
    if Self.hasHeader(body) {
      body.y += top
      body.height = max(0, body.height - top)
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
    let band = Rect(x: body.x, y: body.y + body.height * 0.4, width: body.width, height: body.height * 0.3)
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
      // Not on a rail: the first other column's bar carries it, as ColonnadeScene says (L13).
      let candidates = layout.columns.filter { $0.presentation != .overlay && $0.presentation != .rail }
      return candidates.min { a, b in
        if a.frame.y != b.frame.y { return a.frame.y < b.frame.y }
        return rightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.x < b.frame.x
      }?.column
    }
  }

  /// The height of the engine's tag at a column's foot: two lines, or one when `area` is low.
  static func tagHeight(_ area: Rect) -> Double { area.height >= 150 ? 62 : 36 }

  /// Where the engine's tag starts in `area`: above the home indicator when it reaches the
  /// window's bottom. The app's rows stop above it.
  func tagTop(_ area: Rect) -> Double {
    let clearance = area.maxY > size.height - 0.5 ? chrome.bottom : 0
    return area.maxY - clearance - Self.tagHeight(area) - 8
  }

  /// The engine's tag: the column's name and width (as a person reads it, `246 pt`) and how it
  /// is presented, on a pill at the foot of `area`; dashed and marked when `tag` (a column under
  /// an overlay, drawn over the overlay).
  private func labels(
    _ column: ColumnLayout, in area: Rect, swatch: Palette.Swatch, tag: Bool, _ xml: inout XMLWriter
  ) {
    let width = area.width - 24
    guard area.height >= 40, width >= 24 else { return }
    var presentation = column.presentation.rawValue
    let hidden = column.frame.width - visiblePart(of: column.frame).width
    if column.presentation == .displaced, hidden > 0.5 {
      presentation += ", \(hidden.readableText) \(window.unit) off screen"
    }
    if tag {
      let sheet = layout.columns.contains { $0.presentation == .sheet }
      presentation += sheet ? ", under the sheet" : ", under an overlay"
    }
    let name = column.column.rawValue
    let widthText = "\(column.frame.width.readableText) \(window.unit)"
    let two = Self.tagHeight(area) > 40
    // The name and width share the first line when it fits; else the width leads the second.
    let combined = name + " · " + widthText
    let together = TextFit(
      combined, preferred: 21, minimum: Metrics.minimumFont, width: width - 16, bold: true)
    let shared = together.text == combined && together.size >= 15
    let first =
      shared
      ? together : TextFit(name, preferred: 21, minimum: Metrics.minimumFont, width: width - 16, bold: true)
    let detail = shared ? presentation : widthText + " · " + presentation
    let second = TextFit(detail, preferred: 18, minimum: Metrics.minimumFont, width: width - 16)
    let textWidth = max(
      Double(first.text.count) * first.size * TextFit.advance(bold: true),
      two ? Double(second.text.count) * second.size * TextFit.advance(bold: false) : 0)
    let pill = (width: min(area.width - 8, textWidth + 28), height: Self.tagHeight(area))
    // A covered column's tag sits mid-column, clear of the overlay's own tag at the foot.
    let top = tag ? area.y + (area.height - pill.height) / 2 : tagTop(area)
    let center = area.x + area.width / 2
    xml.leaf(
      "rect",
      [
        ("class", "column-tag"), ("x", (center - pill.width / 2).labText), ("y", top.labText),
        ("width", pill.width.labText), ("height", pill.height.labText), ("rx", "12"), ("fill", swatch.header),
        ("stroke", swatch.stroke), ("stroke-width", "1.5"),
      ] + (tag ? [("stroke-dasharray", "6 4")] : []))
    let nameText = shared ? name : first.text
    var markup = "<tspan class=\"column-name\" font-weight=\"700\">\(XMLWriter.escape(nameText))</tspan>"
    if shared { markup += "<tspan class=\"column-width\" dx=\"6\">· \(XMLWriter.escape(widthText))</tspan>" }
    xml.element(
      "text",
      [
        ("class", "column-label"), ("x", center.labText), ("y", (top + 26).labText),
        ("text-anchor", "middle"),
        ("font-size", first.size.labText), ("fill", swatch.ink),
      ], markup: markup)
    guard two else { return }
    // The second line is cut as a whole; its parts are marked only when it is whole.
    var detailMarkup = XMLWriter.escape(second.text)
    if second.text == detail {
      let presentationMarkup =
        "<tspan class=\"column-presentation\">\(XMLWriter.escape(presentation))</tspan>"
      detailMarkup =
        shared
        ? presentationMarkup
        : "<tspan class=\"column-width\">\(XMLWriter.escape(widthText))</tspan>\u{00A0}·\u{00A0}"
          + presentationMarkup
    }
    xml.element(
      "text",
      [
        ("class", "column-detail"), ("x", center.labText), ("y", (top + 50).labText),
        ("text-anchor", "middle"), ("font-size", second.size.labText), ("fill", swatch.ink),
      ], markup: detailMarkup)
  }
}
