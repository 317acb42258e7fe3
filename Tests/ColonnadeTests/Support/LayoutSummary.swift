import Colonnade

extension SplitLayout {
  /// The whole layout as short lines, so an example test states every field it expects.
  var summary: [String] {
    var lines = [
      "\(isCollapsed ? "collapsed" : "expanded") \(arrangement) \(displayMode) \(widthClass.name) "
        + "button:\(sidebarButton)"
    ]
    for layout in columns {
      let f = layout.frame
      lines.append(
        "\(layout.column) \(f.x.text),\(f.y.text) \(f.width.text)×\(f.height.text) \(layout.presentation)"
          + (layout.showsBackButton ? " back" : "") + (layout.isDimmed ? " dimmed" : ""))
    }
    for divider in dividers {
      lines.append("divider \(divider.x.text),\(divider.y.text) \(divider.width.text)×\(divider.height.text)")
    }
    lines.append("order " + accessibilityOrder.map(\.rawValue).joined(separator: " "))
    return lines
  }
}

extension Double {
  /// Whole numbers without a fraction, others to three decimals.
  var text: String {
    if self == rounded() { return String(Int(self)) }
    let thousandths = (self * 1000).rounded() / 1000
    return "\(thousandths)"
  }
}

/// Standard-preset helpers for examples.
func environment(
  _ width: Double, _ height: Double, scale: Double = 2, sizeClass: SizeClass? = nil,
  hinge: Hinge? = nil, direction: WindowEnvironment.LayoutDirection = .leftToRight
) -> WindowEnvironment {
  WindowEnvironment(
    size: Size(width: width, height: height), horizontalSizeClass: sizeClass, displayScale: scale,
    hinges: hinge.map { [$0] } ?? [], layoutDirection: direction)
}

func configuration(
  _ base: SplitConfiguration = .standard, style: SplitStyle = .tripleColumn, inspector: Bool = false,
  mode: DisplayMode = .automatic, behavior: SplitBehavior = .automatic
) -> SplitConfiguration {
  var configuration = base
  configuration.style = style
  configuration.showsInspector = inspector
  configuration.preferredDisplayMode = mode
  configuration.preferredSplitBehavior = behavior
  return configuration
}

/// The Surface Duo's 34-point occluding hinge, spanned in dual portrait.
let duoHinge = Hinge(
  rect: Rect(x: 540, y: 0, width: 34, height: 720), orientation: .vertical, state: .flat, isOccluding: true)
