extension SplitLayout {
  /// Tiled and displaced columns, dividers and an occluding hinge's gap cover the window's width
  /// (or height, stacked) exactly and never overlap (rules L5, L6).
  func coverViolations(window: Rect, hinge: Hinge?, pixel: Double, tolerance: Double) -> [String] {
    let vertical = arrangement == .stacked
    let extent = vertical ? window.height : window.width
    var spans: [(name: String, start: Double, end: Double)] = []
    for layout in columns where !layout.floats {
      let f = layout.frame
      let start = max(0, vertical ? f.y : f.x)
      let end = min(extent, vertical ? f.maxY : f.maxX)
      if end > start { spans.append(("\(layout.column)", start, end)) }
    }
    for divider in dividers {
      spans.append(("divider", vertical ? divider.y : divider.x, vertical ? divider.maxY : divider.maxX))
    }
    spans.sort { ($0.start, $0.end) < ($1.start, $1.end) }

    // Only an occluding hinge, widened to whole pixels, may stay uncovered.
    var gapAllowed = (start: 0.0, end: 0.0)
    let hingeRuns = hinge.map { $0.orientation == (vertical ? .horizontal : .vertical) } ?? false
    if let hinge, hinge.isOccluding, hingeRuns {
      let start = vertical ? hinge.rect.y : hinge.rect.x
      let length = vertical ? hinge.rect.height : hinge.rect.width
      gapAllowed = (start - pixel, start + length + pixel)
    }
    let nonOverlays = columns.count { !$0.floats }
    if hingeRuns, hinge?.isOccluding == true, nonOverlays == 1 {
      // A single column beside an occluding hinge may span one region, leaving the other empty.
      gapAllowed = (-tolerance, extent + tolerance)
    }
    var found: [String] = []
    var reach = 0.0
    for span in spans + [("window end", extent, extent)] {
      if span.start < reach - tolerance { found.append("\(span.name) overlaps what comes before it") }
      if span.start > reach + tolerance,
        !(reach >= gapAllowed.start - tolerance && span.start <= gapAllowed.end + tolerance)
      {
        found.append("nothing covers \(reach) to \(span.start) before \(span.name)")
      }
      reach = max(reach, span.end)
    }
    return found
  }

  /// Tiled side-by-side columns and floating ones stay within their widths' limits (L4, L8).
  func widthViolations(
    environment: WindowEnvironment, configuration: SplitConfiguration, tolerance: Double
  ) -> [String] {
    guard !isCollapsed, arrangement == .sideBySide else { return [] }
    let pixel = 1 / environment.displayScale
    let hinged = environment.layoutHinge(policy: configuration.hingePolicy)?.orientation == .vertical
    var found: [String] = []
    var floatingExtent = 0.0
    // The column that takes the rest: the secondary, or where a history navigator hid it, the
    // trailing tiled pane (rule N13).
    var filler = Column.secondary
    if self[.secondary] == nil {
      for layout in columns where layout.presentation == .tiled { filler = layout.column }
    }
    for layout in columns {
      let spec = configuration.columns[layout.column]
      let width = layout.frame.width
      if layout.presentation == .overlay { floatingExtent += width }
      // A rail has its own width (rule L13), checked by railViolations; a levitated pane keeps to
      // the window (L15).
      guard layout.presentation != .rail, layout.presentation != .levitated else { continue }
      if width < spec.minWidth - tolerance, !(hinged && layout.column == .secondary && columns.count == 1) {
        found.append("\(layout.column) is \(width) wide, below its minimum \(spec.minWidth)")
      }
      let maximum = max(spec.maxWidth, spec.minWidth + pixel)
      if layout.column != filler, width > maximum + tolerance, !(hinged && layout.presentation == .tiled) {
        found.append("\(layout.column) is \(width) wide, above its maximum \(spec.maxWidth)")
      }
    }
    if floatingExtent > 0, floatingExtent > environment.size.width - Resolution.tappableMargin + tolerance {
      found.append("overlays are \(floatingExtent) wide, more than the window less 44 points")
    }
    return found
  }
}

extension SplitLayout {
  /// A rail is the primary only, configured, side by side (collapsed, beside one pane and not in
  /// the narrowest width class), at the leading edge across the whole height, `railWidth` wide to
  /// the pixel, and never beside a shown sidebar (L13).
  func railViolations(
    environment: WindowEnvironment, configuration: SplitConfiguration, tolerance: Double
  ) -> [String] {
    var found: [String] = []
    for layout in columns where layout.presentation == .rail {
      let f = layout.frame
      guard layout.column == .primary else {
        found.append("\(layout.column) is a rail: only the primary is (rule L13)")
        continue
      }
      guard let railWidth = configuration.railWidth else {
        found.append("the primary is a rail with no railWidth configured (rule L13)")
        continue
      }
      if arrangement != .sideBySide { found.append("a rail in a \(arrangement) layout (rule L13)") }
      if isCollapsed,
        columns.count(where: { $0.presentation != .sheet && $0.presentation != .levitated }) != 2
      {
        found.append("a collapsed rail beside \(columns.count - 1) columns, not one pane (rule L13)")
      }
      if isCollapsed, widthClass == configuration.widthClasses.first {
        found.append("a collapsed rail in the narrowest width class, \(widthClass.name) (rule L13)")
      }
      let pixel = 1 / environment.displayScale
      // Snapped to whole pixels, and at least one.
      if abs(f.width - max(railWidth, pixel)) > pixel / 2 + tolerance {
        found.append("the rail is \(f.width) wide, not its railWidth \(railWidth) (rule L13)")
      }
      let leading = environment.layoutDirection == .rightToLeft ? f.maxX - environment.size.width : f.x
      if abs(leading) > tolerance || abs(f.y) > tolerance
        || abs(f.height - environment.size.height) > tolerance
      {
        found.append("the rail \(f) is not the window's leading edge, top to bottom (rule L13)")
      }
      if accessibilityOrder.first != .primary, !columns.contains(where: { $0.floats }) {
        found.append("the rail is not first in reading order (rule L13)")
      }
    }
    return found
  }
}
