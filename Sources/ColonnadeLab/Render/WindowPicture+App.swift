import Colonnade

extension WindowPicture {
  /// App type sizes and colours, in points: larger than UIKit's so a picture shown at half a
  /// pixel per point stays readable.
  enum AppMetrics {
    static let navigationBar = 52.0
    static let title = 24.0
    static let row = 56.0
    static let rowText = 21.0
    static let inset = 18.0
    static let accent = "#007aff"
    static let label = "#111827"
    static let secondaryLabel = "#6b7280"
    static let separator = "#d1d5db"
  }

  /// Where a column's navigation bar starts: below the status bar when the column reaches the
  /// window's top, below the grabber on a sheet.
  func navigationBarTop(_ column: ColumnLayout, visible: Rect) -> Double {
    if column.presentation == .sheet { return visible.y + 20 }
    return visible.y + (visible.y < 0.5 ? chrome.top : 0)
  }

  /// The content's leading edge: past the side safe area when the column touches that edge.
  func contentLeading(_ visible: Rect) -> Double {
    visible.x + (visible.x < 0.5 ? chrome.left : 0) + AppMetrics.inset
  }

  /// The column's app: a navigation bar with the sidebar button, a back button naming where
  /// it goes (“‹ Animals”) and the title, then its rows or its detail, above the engine's tag.
  func appContent(_ column: ColumnLayout, visible: Rect, bottom: Double, _ xml: inout XMLWriter) {
    let top = navigationBarTop(column, visible: visible)
    if column.presentation == .rail { return rail(column, visible: visible, top: top, bottom: bottom, &xml) }
    guard visible.width >= 60, bottom - top >= AppMetrics.navigationBar + 20 else { return }
    let bar = Rect(x: visible.x, y: top, width: visible.width, height: AppMetrics.navigationBar)
    navigationBar(column, bar: bar, &xml)
    let body = Rect(
      x: visible.x, y: bar.maxY, width: visible.width, height: max(0, bottom - bar.maxY))
    if column.column == .secondary {
      detail(column, in: body, &xml)
    } else {
      list(column, in: body, &xml)
    }
  }

  /// The navigation bar strip: the sidebar button, the back button, and the title centred in
  /// what is left.
  private func navigationBar(_ column: ColumnLayout, bar: Rect, _ xml: inout XMLWriter) {
    xml.leaf(
      "rect",
      [
        ("class", "header"), ("x", bar.x.labText), ("y", bar.y.labText), ("width", bar.width.labText),
        ("height", bar.height.labText), ("fill", "#f9fafb"), ("fill-opacity", "0.94"),
      ])
    xml.leaf(
      "line",
      [
        ("x1", bar.x.labText), ("y1", bar.maxY.labText), ("x2", bar.maxX.labText), ("y2", bar.maxY.labText),
        ("stroke", AppMetrics.separator), ("stroke-width", "1.5"),
      ])
    var x = contentLeading(bar) - 6
    let middle = bar.y + bar.height / 2
    if sidebarButtonHost == column.column {
      sidebarButton(x: x, middle: middle, &xml)
      x += 46
    }
    var leadingEnd = x
    if column.showsBackButton {
      let destination = app.backTitle(of: column.column)
      let room = min(bar.maxX - x - 40, bar.width * 0.45)
      let fit = TextFit(destination, preferred: AppMetrics.rowText, minimum: 12, width: max(0, room - 20))
      xml.start("g", [("class", "back-button"), ("data-destination", destination)])
      xml.leaf(
        "path",
        [
          (
            "d",
            "M \((x + 10).labText) \((middle - 11).labText) L \(x.labText) \(middle.labText) "
              + "L \((x + 10).labText) \((middle + 11).labText)"
          ),
          ("fill", "none"), ("stroke", AppMetrics.accent), ("stroke-width", "3.5"),
          ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
        ])
      if !fit.text.isEmpty {
        xml.element(
          "text",
          [
            ("class", "back-title"), ("x", (x + 18).labText), ("y", (middle + 7).labText),
            ("font-size", fit.size.labText), ("fill", AppMetrics.accent),
          ], text: fit.text)
      }
      xml.end()
      leadingEnd = x + 22 + Double(fit.text.count) * fit.size * TextFit.advance(bold: false)
    }
    // The title is centred in the bar unless the leading buttons reach the middle.
    let title = app.title(of: column.column)
    let half = min(bar.x + bar.width / 2 - leadingEnd, bar.maxX - bar.x - bar.width / 2) - 8
    guard half > 20 else { return }
    let fit = TextFit(title, preferred: AppMetrics.title, minimum: 12, width: 2 * half, bold: true)
    xml.element(
      "text",
      [
        ("class", "nav-title"), ("x", (bar.x + bar.width / 2).labText), ("y", (middle + 8).labText),
        ("text-anchor", "middle"), ("font-size", fit.size.labText), ("font-weight", "700"),
        ("fill", AppMetrics.label),
      ], text: fit.text)
  }

  /// The sidebar button: a rounded panel, filled on its leading third when it hides the sidebar.
  private func sidebarButton(x: Double, middle: Double, _ xml: inout XMLWriter) {
    let top = middle - 12
    xml.start("g", [("class", "sidebar-button"), ("data-state", layout.sidebarButton.rawValue)])
    xml.leaf(
      "rect",
      [
        ("x", x.labText), ("y", top.labText), ("width", "32"), ("height", "24"), ("rx", "5"),
        ("fill", "none"),
        ("stroke", AppMetrics.accent), ("stroke-width", "2.5"),
      ])
    if layout.sidebarButton == .hideSidebar {
      xml.leaf(
        "rect",
        [
          ("x", x.labText), ("y", top.labText), ("width", "12"), ("height", "24"),
          ("fill", AppMetrics.accent),
        ])
    } else {
      xml.leaf(
        "line",
        [
          ("x1", (x + 12).labText), ("y1", top.labText), ("x2", (x + 12).labText), ("y2", (top + 24).labText),
          ("stroke", AppMetrics.accent), ("stroke-width", "2.5"),
        ])
    }
    xml.end()
  }

  /// The sidebar's destinations, the list of animals or the inspector's fields, one per row,
  /// the selected one highlighted, as many as fit.
  private func list(_ column: ColumnLayout, in body: Rect, _ xml: inout XMLWriter) {
    let content = app.rows(of: column.column)
    let leading = contentLeading(body)
    let width = body.maxX - leading - AppMetrics.inset
    guard width > 30 else { return }
    let sidebar = column.column == .primary
    xml.start("g", [("class", "rows")])
    var y = body.y + 8
    for row in content.rows where y + AppMetrics.row <= body.maxY {
      let selected = row == content.selected
      if selected {
        xml.leaf(
          "rect",
          [
            ("class", "selected-row"), ("x", (leading - 8).labText), ("y", (y + 3).labText),
            ("width", (width + 16).labText), ("height", (AppMetrics.row - 6).labText), ("rx", "10"),
            ("fill", sidebar ? AppMetrics.accent : "#e5e7eb"),
          ])
      }
      let text = column.column == .inspector ? "\(row): …" : row
      let fit = TextFit(text, preferred: AppMetrics.rowText, minimum: 11, width: width - 24)
      xml.element(
        "text",
        [
          ("class", "row"), ("x", leading.labText), ("y", (y + AppMetrics.row / 2 + 7).labText),
          ("font-size", fit.size.labText),
          ("fill", selected && sidebar ? "#ffffff" : AppMetrics.label),
        ], text: fit.text)
      if !sidebar, column.column != .inspector {
        xml.element(
          "text",
          [
            ("x", (leading + width).labText), ("y", (y + AppMetrics.row / 2 + 8).labText),
            ("text-anchor", "end"), ("font-size", "24"), ("fill", "#9ca3af"),
          ], text: "›")
      }
      if !selected, !sidebar {
        xml.leaf(
          "line",
          [
            ("x1", leading.labText), ("y1", (y + AppMetrics.row).labText), ("x2", (leading + width).labText),
            ("y2", (y + AppMetrics.row).labText), ("stroke", AppMetrics.separator), ("stroke-width", "1"),
          ])
      }
      y += AppMetrics.row
    }
    xml.end()
  }

  /// The detail: the route's large title, a photo placeholder with its initial, and lines of text.
  private func detail(_ column: ColumnLayout, in body: Rect, _ xml: inout XMLWriter) {
    let leading = contentLeading(body)
    let width = body.maxX - leading - AppMetrics.inset
    guard width > 40, body.height > 80 else { return }
    let title = app.title(of: .secondary)
    xml.start("g", [("class", "detail-view")])
    let heading = TextFit(title, preferred: 40, minimum: 12, width: width, bold: true)
    xml.element(
      "text",
      [
        ("class", "detail-title"), ("x", leading.labText), ("y", (body.y + 50).labText),
        ("font-size", heading.size.labText), ("font-weight", "700"), ("fill", AppMetrics.label),
      ], text: heading.text)
    let photo = min(width * 0.62, body.height * 0.34)
    let photoTop = body.y + 72
    if photo > 40, photoTop + photo <= body.maxY {
      xml.leaf(
        "rect",
        [
          ("class", "photo"), ("x", leading.labText), ("y", photoTop.labText), ("width", width.labText),
          ("height", photo.labText), ("rx", "16"), ("fill", "#dbeafe"),
        ])
      xml.element(
        "text",
        [
          ("x", (leading + width / 2).labText), ("y", (photoTop + photo / 2 + photo * 0.14).labText),
          ("text-anchor", "middle"), ("font-size", (photo * 0.4).labText), ("font-weight", "700"),
          ("fill", "#93c5fd"),
        ], text: String(title.prefix(1)))
    }
    var y = photoTop + photo + 28
    for fraction in [0.92, 0.84, 0.88, 0.6] where y + 14 <= body.maxY {
      xml.leaf(
        "rect",
        [
          ("x", leading.labText), ("y", y.labText), ("width", (width * fraction).labText), ("height", "12"),
          ("rx", "6"), ("fill", "#e5e7eb"),
        ])
      y += 26
    }
    xml.end()
  }
}
