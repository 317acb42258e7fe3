extension SplitLayout {
  /// Tiled and displaced columns, dividers and an occluding hinge's gap cover the window's width
  /// (or height, stacked) exactly and never overlap (rules L5, L6).
  func coverViolations(window: Rect, hinge: Hinge?, pixel: Double, tolerance: Double) -> [String] {
    let vertical = arrangement == .stacked
    let extent = vertical ? window.height : window.width
    var spans: [(name: String, start: Double, end: Double)] = []
    for layout in columns where layout.presentation != .overlay && layout.presentation != .sheet {
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
    let nonOverlays = columns.count { $0.presentation != .overlay && $0.presentation != .sheet }
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
    let hinged = environment.separatingHinge?.orientation == .vertical
    var found: [String] = []
    var floatingExtent = 0.0
    for layout in columns {
      let spec = configuration.columns[layout.column]
      let width = layout.frame.width
      if layout.presentation == .overlay { floatingExtent += width }
      if width < spec.minWidth - tolerance, !(hinged && layout.column == .secondary && columns.count == 1) {
        found.append("\(layout.column) is \(width) wide, below its minimum \(spec.minWidth)")
      }
      let maximum = max(spec.maxWidth, spec.minWidth + pixel)
      if layout.column != .secondary, width > maximum + tolerance, !(hinged && layout.presentation == .tiled)
      {
        found.append("\(layout.column) is \(width) wide, above its maximum \(spec.maxWidth)")
      }
    }
    if floatingExtent > 0, floatingExtent > environment.size.width - Resolution.tappableMargin + tolerance {
      found.append("overlays are \(floatingExtent) wide, more than the window less 44 points")
    }
    return found
  }
}
