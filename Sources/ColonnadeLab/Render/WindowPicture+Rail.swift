import Colonnade

extension WindowPicture {
  /// The primary as a navigation rail (rule L13): one round icon per destination — its initial in
  /// a circle, the selected one filled — centred in the strip, as many as fit, as Material 3's
  /// navigation rail draws them. The sidebar button is on the next column's bar.
  func rail(_ column: ColumnLayout, visible: Rect, top: Double, bottom: Double, _ xml: inout XMLWriter) {
    let content = app.rows(of: .primary)
    let center = visible.x + visible.width / 2
    let radius = min(22, max(4, visible.width / 2 - 8))
    xml.start("g", [("class", "rail")])
    var y = top + 8
    let step = 2 * radius + 24
    for row in content.rows where y + step <= bottom {
      let selected = row == content.selected
      let middle = y + step / 2
      xml.start("g", [("class", selected ? "rail-item selected" : "rail-item"), ("data-destination", row)])
      xml.leaf(
        "circle",
        [
          ("cx", center.labText), ("cy", middle.labText), ("r", radius.labText),
          ("fill", selected ? AppMetrics.accent : "#ffffff"), ("stroke", AppMetrics.accent),
          ("stroke-width", "2"),
        ])
      xml.element(
        "text",
        [
          ("x", center.labText), ("y", (middle + radius * 0.35).labText), ("text-anchor", "middle"),
          ("font-size", radius.labText), ("font-weight", "700"),
          ("fill", selected ? "#ffffff" : AppMetrics.accent),
        ], text: String(row.prefix(1)))
      xml.end()
      y += step
    }
    xml.end()
  }
}
