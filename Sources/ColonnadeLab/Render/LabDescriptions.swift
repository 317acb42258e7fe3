import Colonnade
import ColonnadeJSON

extension LabWindow {
  /// `411 × 1006 dp`: the size as a person reads it, in whole units.
  public var sizeText: String {
    "\(environment.size.width.readableText) × \(environment.size.height.readableText) \(unit)"
  }

  /// `@3x`, `@2.4375x`: exact, since densities such as 390 dpi / 160 need four decimals.
  public var scaleText: String { "@\(JSONValue.number(environment.displayScale))x" }

  /// `compact`, `regular`, or `-` for platforms without size classes.
  public var sizeClassText: String { environment.horizontalSizeClass?.rawValue ?? "-" }

  /// The hinge as people say it, or `nil` without one: `hinge at x 540, 34 dp gap, flat`,
  /// `fold at y 345, half-opened`, `fold at x 345, flat (not separating)` (rule E2).
  public var hingeText: String? {
    guard let hinge else { return nil }
    let vertical = hinge.orientation == .vertical
    let position = vertical ? hinge.rect.x : hinge.rect.y
    let gap = vertical ? hinge.rect.width : hinge.rect.height
    var text = "\(hinge.isOccluding ? "hinge" : "fold") at \(vertical ? "x" : "y") \(position.labText)"
    if gap > 0 { text += ", \(gap.labText) \(unit) gap" }
    text += hinge.state == .halfOpened ? ", half-opened" : ", flat"
    if !hinge.isSeparating { text += " (not separating)" }
    return text
  }
}

extension SplitLayout {
  /// `collapsed`, `side by side` or `stacked`.
  public var arrangementText: String {
    switch arrangement {
    case .single: "collapsed"
    case .sideBySide: "side by side"
    case .stacked: "stacked"
    }
  }

  /// Each shown column with its width, marking those not tiled and those with a back button:
  /// `primary 246 overlay · supplementary 246 · secondary 573`, widths in whole points.
  public var columnsText: String {
    columns.map { column in
      var text = "\(column.column.rawValue) \(column.frame.width.readableText)"
      if column.presentation != .tiled { text += " \(column.presentation.rawValue)" }
      if arrangement == .stacked { text += column.frame.y == 0 ? " (top)" : " (bottom)" }
      return text
    }.joined(separator: " · ")
  }

  /// The decisions in one line: `compact · collapsed · secondaryOnly`.
  public var decisionText: String {
    "\(widthClass.name) · \(arrangementText) · \(displayMode.rawValue)"
  }
}
