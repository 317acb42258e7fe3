import Colonnade
import ColonnadeJSON

extension SplitLayout {
  /// The layout as `colonnade resolve --format json` prints it (rule X2), fields in that order.
  public var json: JSONValue {
    [
      "collapsed": .bool(isCollapsed),
      "arrangement": .string(arrangement.rawValue),
      "displayMode": .string(displayMode.rawValue),
      "widthClass": .string(widthClass.name),
      "columns": .array(
        columns.map { layout in
          [
            "column": .string(layout.column.rawValue),
            "x": .number(layout.frame.x), "y": .number(layout.frame.y),
            "width": .number(layout.frame.width), "height": .number(layout.frame.height),
            "presentation": .string(layout.presentation.rawValue),
            "dimmed": .bool(layout.isDimmed),
            "backButton": .bool(layout.showsBackButton),
          ]
        }),
      "dividers": .array(dividers.map { $0.json }),
      "sidebarButton": .string(sidebarButton.rawValue),
      "presentsWithGesture": .bool(presentsWithGesture),
      "secondaryOnlyButton": .string(secondaryOnlyButton.rawValue),
      "accessibilityOrder": .array(accessibilityOrder.map { .string($0.rawValue) }),
    ]
  }
}

extension Rect {
  /// The rectangle as `{"x":…,"y":…,"width":…,"height":…}`.
  public var json: JSONValue {
    ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]
  }
}
