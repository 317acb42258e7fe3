import Colonnade

extension LabGallery {
  /// The summary table: one row per window and configuration, with the device, window, size,
  /// width class, whether it collapsed, the display mode and each column's width, coloured by
  /// how it is shown (rule L9).
  func table(_ xml: inout XMLWriter) {
    xml.start("section", [("id", "decisions")])
    xml.element("h2", text: "Decisions")
    xml.start("table")
    xml.start("thead")
    var headings = ["device", "window", "size", "size class"]
    if comparing { headings.append("configuration") }
    headings += ["width class", "collapsed", "display mode", "columns and widths"]
    xml.element("tr", markup: headings.map { "<th>\($0)</th>" }.joined())
    xml.end()
    xml.start("tbody")
    for (index, window) in run.windows.enumerated() {
      for variantIndex in run.variants.indices {
        row(window, index: index, variant: variantIndex, &xml)
      }
    }
    xml.end()
    xml.end()
    xml.end()
  }

  private func row(_ window: LabWindow, index: Int, variant: Int, _ xml: inout XMLWriter) {
    let layout = run.layouts[index][variant]
    var classes: [String] = []
    if variant == 0 { classes.append("first") }
    if comparing, differs(index) { classes.append("differs") }
    var cells: [String] = []
    if variant == 0 {
      let span = comparing ? " rowspan=\"\(run.variants.count)\"" : ""
      let name = XMLWriter.escape(window.deviceName)
      var title = XMLWriter.escape(window.title)
      if window.isEstimated { title += " †" }
      if comparing, differs(index) { title += " <span class=\"ne\">≠</span>" }
      cells += [
        "<td\(span)>\(name)</td>",
        "<td\(span)><a href=\"#\(Self.anchor(window))\">\(title)</a></td>",
        "<td\(span) class=\"number\">\(XMLWriter.escape(window.sizeText))</td>",
        "<td\(span)>\(window.sizeClassText)</td>",
      ]
    }
    if comparing { cells.append("<td>\(XMLWriter.escape(run.variants[variant].name))</td>") }
    let collapsed = layout.isCollapsed
    cells += [
      "<td>\(XMLWriter.escape(layout.widthClass.name))</td>",
      collapsed ? "<td class=\"collapsed\">yes</td>" : "<td>no</td>",
      "<td>\(layout.displayMode.rawValue)</td>",
      "<td>\(chips(layout))</td>",
    ]
    let attributes = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
    xml.raw("<tr\(attributes)>" + cells.joined() + "</tr>")
  }

  /// Each shown column as a chip coloured by its presentation: `primary 360`, with `‹` for a
  /// back button and ↑ ↓ for the panes of a stacked layout.
  func chips(_ layout: SplitLayout) -> String {
    layout.columns.map { column in
      var text = "\(column.column.rawValue) \(column.frame.width.readableText)"
      if layout.arrangement == .stacked { text += column.frame.y == 0 ? " ↑" : " ↓" }
      if column.showsBackButton { text = "‹ " + text }
      let presentation = column.presentation.rawValue
      return "<span class=\"chip \(presentation)\" title=\"\(presentation)\">\(XMLWriter.escape(text))</span>"
    }.joined(separator: " ")
  }
}
