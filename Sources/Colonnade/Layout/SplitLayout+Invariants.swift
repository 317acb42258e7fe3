extension SplitLayout {
  /// Every broken layout invariant, one readable line each; empty when the layout is sound.
  ///
  /// Checked by the property tests after every resolution, and by the coordinator in debug builds:
  /// frames finite and inside the window, tiled columns and dividers covering it exactly without
  /// overlap (rule L5), widths within their limits (L4, L8), nothing across an occluding hinge (L6),
  /// edges on the pixel grid (L5), a collapsed layout showing one column (and perhaps the inspector
  /// as a sheet, L10), the compact column only collapsed and alone (L14), overlays side by side over the content, which is dimmed (L8), and the sidebar
  /// button and reading order agreeing with the columns (D3, L9).
  package func invariantViolations(
    environment: WindowEnvironment, configuration: SplitConfiguration
  ) -> [String] {
    var found: [String] = []
    let window = Rect(x: 0, y: 0, width: environment.size.width, height: environment.size.height)
    let tolerance = 1e-6 * max(1, window.width, window.height)
    let hinge = environment.layoutHinge(policy: configuration.hingePolicy)

    for layout in columns {
      let f = layout.frame
      if !(f.x.isFinite && f.y.isFinite && f.width >= 0 && f.height >= 0 && f.maxX.isFinite) {
        found.append("\(layout.column) frame \(f) is not a finite rectangle")
      }
      if layout.presentation != .displaced, !contains(window, f, tolerance) {
        found.append("\(layout.column) frame \(f) leaves the window")
      }
      if let hinge, hinge.isOccluding, f.overlaps(hinge.rect, tolerance: tolerance) {
        found.append("\(layout.column) frame \(f) crosses the occluding hinge \(hinge.rect)")
      }
      if layout.presentation != .displaced {
        found += snappingViolations(f, name: "\(layout.column)", environment: environment)
      }
    }
    for divider in dividers {
      if !contains(window, divider, tolerance) { found.append("divider \(divider) leaves the window") }
      if let hinge, hinge.isOccluding, divider.overlaps(hinge.rect, tolerance: tolerance) {
        found.append("divider \(divider) crosses the occluding hinge")
      }
    }
    found += coverViolations(
      window: window, hinge: hinge, pixel: 1 / environment.displayScale, tolerance: tolerance)
    found += widthViolations(environment: environment, configuration: configuration, tolerance: tolerance)

    let panes = columns.count { $0.presentation != .sheet && $0.presentation != .levitated }
    // Collapsed: one pane, or one beside a rail (rule L13).
    let besideRail = showsRail ? 1 : 0
    if isCollapsed, !(panes == 1 + besideRail && (arrangement == .single) == (besideRail == 0)) {
      found.append("collapsed with \(panes) panes, arrangement \(arrangement)")
    }
    if (arrangement == .single) != (panes == 1) {
      found.append("arrangement \(arrangement) with \(panes) panes")
    }
    for layout in columns where layout.presentation == .levitated {
      // Rule L15: only the extra pane levitates, centred in the window.
      let f = layout.frame
      let pixel = 1 / environment.displayScale
      if layout.column != .inspector {
        found.append("\(layout.column) levitates: only the extra pane does (L15)")
      }
      // Beside an occluding hinge it centres in the larger region, checked by the hinge's rule.
      let occluded = hinge?.isOccluding == true
      if !occluded,
        abs((f.x + f.maxX) - window.width) > 2 * pixel + tolerance
          || abs((f.y + f.maxY) - window.height) > 2 * pixel + tolerance
      {
        found.append("the levitated pane \(f) is not centred in the window (rule L15)")
      }
    }
    for layout in columns where layout.presentation == .sheet {
      guard !(isCollapsed && layout.column == .inspector) else { continue }
      found.append("\(layout.column) is a sheet while collapsed is \(isCollapsed) (rule L10)")
    }
    if self[.compact] != nil, !(isCollapsed && columns.count == 1) {
      found.append("compact column shown with \(columns.count) columns, collapsed \(isCollapsed) (rule L14)")
    }
    switch sidebarButton {
    case .hidden: break
    case .showSidebar, .hideSidebar:
      if isCollapsed { found.append("sidebar button \(sidebarButton) while collapsed") }
      let primary = showsSidebar ? "shown" : "hidden"
      if (sidebarButton == .hideSidebar) != (primary == "shown") {
        found.append("sidebar button \(sidebarButton) while the primary is \(primary)")
      }
    }
    found += overlayViolations(tolerance: tolerance)
    found += railViolations(environment: environment, configuration: configuration, tolerance: tolerance)
    var ordered = 0
    for column in accessibilityOrder where self[column] != nil { ordered += 1 }
    if ordered != columns.count || accessibilityOrder.count != columns.count {
      found.append("reading order \(Array(accessibilityOrder)) does not list each shown column once")
    }
    return found
  }

  private func contains(_ window: Rect, _ rect: Rect, _ tolerance: Double) -> Bool {
    rect.x >= -tolerance && rect.y >= -tolerance && rect.maxX <= window.maxX + tolerance
      && rect.maxY <= window.maxY + tolerance
  }

  /// Each edge lies on the pixel grid counted from one of the window's edges (rule L5); when the
  /// window itself is a whole number of pixels that is the grid itself.
  private func snappingViolations(
    _ frame: Rect, name: String, environment: WindowEnvironment
  ) -> [String] {
    let scale = environment.displayScale
    func onGrid(_ value: Double) -> Bool {
      let pixels = value * scale
      return abs(pixels - pixels.rounded()) <= 1e-6 * max(1, abs(pixels))
    }
    func snapped(_ edge: Double, _ extent: Double) -> Bool { onGrid(edge) || onGrid(extent - edge) }
    let w = environment.size.width
    let h = environment.size.height
    guard snapped(frame.x, w), snapped(frame.maxX, w), snapped(frame.y, h), snapped(frame.maxY, h)
    else { return ["\(name) frame \(frame) is off the pixel grid at scale \(scale)"] }
    return []
  }
}

extension SplitLayout {
  /// Overlays never overlap each other, a tiled leading column or the rail; the content under floating or
  /// displacing leading columns is dimmed, as is everything under a sheet, and nothing else is
  /// (rules L8, L10, D4).
  func overlayViolations(tolerance: Double) -> [String] {
    var found: [String] = []
    var leadingFloats = false
    for layout in columns where layout.presentation == .overlay {
      if layout.column.isLeading { leadingFloats = true }
      for other in columns where other.column != layout.column {
        let tiledLeading =
          (other.presentation == .tiled || other.presentation == .rail) && other.column.isLeading
        let covers = layout.frame.overlaps(other.frame, tolerance: tolerance)
        if covers, other.presentation == .overlay || tiledLeading {
          found.append("overlay \(layout.column) covers \(other.presentation) \(other.column)")
        }
      }
    }
    let dims = leadingFloats || self[.secondary]?.presentation == .displaced
    for layout in columns {
      let content =
        (layout.column == .secondary || layout.column == .inspector)
        && (layout.presentation == .tiled || layout.presentation == .displaced)
      let underSheet = presentsModal && layout.presentation != .sheet && layout.presentation != .levitated
      if layout.isDimmed != ((dims && content) || underSheet) {
        found.append("\(layout.column) is \(layout.isDimmed ? "" : "not ")dimmed (rules L8, L10)")
      }
    }
    return found
  }
}
