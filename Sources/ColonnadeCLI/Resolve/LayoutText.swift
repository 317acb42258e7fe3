import Colonnade
import ColonnadeJSON

/// A layout as a readable table and a sketch one line per row of panes (rule X2).
struct LayoutText {
  let layout: SplitLayout
  let environment: WindowEnvironment

  /// How many characters wide the sketch is.
  static let sketchWidth = 72

  var text: String {
    let size = environment.size
    let direction = environment.layoutDirection == .leftToRight ? "left to right" : "right to left"
    var lines = [
      "window \(NumberText.shortest(size.width)) × \(NumberText.shortest(size.height)) points, "
        + "scale \(NumberText.shortest(environment.displayScale)), \(direction)",
      "width class \(layout.widthClass.name), collapsed \(layout.isCollapsed ? "yes" : "no"), "
        + "arrangement \(layout.arrangement.rawValue), display mode \(layout.displayMode.rawValue), "
        + "sidebar button \(layout.sidebarButton.rawValue)",
      "",
      table(),
      "",
      "reading order: " + layout.accessibilityOrder.map(\.rawValue).joined(separator: ", "),
      "",
    ]
    lines += sketch()
    return lines.joined(separator: "\n") + "\n"
  }

  private func table() -> String {
    var rows = [["column", "x", "y", "width", "height", "presentation", "dimmed", "back"]]
    for column in layout.columns {
      let f = column.frame
      rows.append(
        [column.column.rawValue] + [f.x, f.y, f.width, f.height].map(NumberText.shortest)
          + [
            column.presentation.rawValue, column.isDimmed ? "yes" : "no",
            column.showsBackButton ? "yes" : "no",
          ])
    }
    for divider in layout.dividers {
      rows.append(
        ["divider"] + [divider.x, divider.y, divider.width, divider.height].map(NumberText.shortest))
    }
    let widths = (0..<8).map { index in rows.map { index < $0.count ? $0[index].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { index, cell in
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        return (1...4).contains(index) ? pad + cell : cell + pad
      }.joined(separator: "  ").trimmingSuffix()
    }.joined(separator: "\n")
  }

  /// One line per row of panes: `|name  |name    |`, an occluding hinge as `#`, floating
  /// columns as `{name}` drawn over the rest.
  private func sketch() -> [String] {
    let width = environment.size.width
    guard width > 0 else { return ["||"] }
    var rows: [Double] = []
    for column in layout.columns where !rows.contains(column.frame.y) { rows.append(column.frame.y) }
    return rows.sorted().map { y in
      var cells = Array(repeating: Character(" "), count: Self.sketchWidth)
      func span(_ x: Double, _ maxX: Double) -> Range<Int> {
        let start = Int((max(0, x) / width * Double(Self.sketchWidth)).rounded())
        let end = Int((min(width, maxX) / width * Double(Self.sketchWidth)).rounded())
        return min(start, Self.sketchWidth)..<min(max(start, end), Self.sketchWidth)
      }
      func draw(_ name: String, _ range: Range<Int>, open: Character, close: Character?) {
        guard !range.isEmpty else { return }
        for index in range { cells[index] = " " }
        cells[range.lowerBound] = open
        let room = range.count - 1 - (close == nil ? 0 : 1)
        for (offset, letter) in name.prefix(max(0, room)).enumerated() {
          cells[range.lowerBound + 1 + offset] = letter
        }
        if let close, range.count > 1 { cells[range.upperBound - 1] = close }
      }
      for column in layout.columns where column.frame.y == y && !column.floats {
        draw(column.column.rawValue, span(column.frame.x, column.frame.maxX), open: "|", close: nil)
      }
      if let hinge = environment.separatingHinge, hinge.isOccluding, hinge.orientation == .vertical {
        for index in span(hinge.rect.x, hinge.rect.maxX) { cells[index] = "#" }
      }
      for column in layout.columns where column.frame.y == y && column.floats {
        draw(column.column.rawValue, span(column.frame.x, column.frame.maxX), open: "{", close: "}")
      }
      let label = layout.arrangement == .stacked ? "  (y \(NumberText.shortest(y)))" : ""
      return String(cells) + "|" + label
    }
  }
}

extension String {
  /// The string without trailing spaces.
  func trimmingSuffix() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
