import Colonnade

/// A divider between two panes, and the column a drag on it resizes.
///
/// ```swift
/// if let divider = scene.dividers.first, let column = divider.resizes,
///   let width = divider.width(draggedTo: touch.x) {
///   try coordinator.send(.dividerDragged(column, width: width))
/// }
/// ```
public struct SceneDivider: Hashable, Sendable {
  /// Its frame in window coordinates, in points.
  public var frame: Rect
  /// The column a drag resizes: the leading neighbour, or the inspector beside the secondary
  /// (whose width is what the others leave, rule L4); `nil` for a divider between stacked panes
  /// or beside a navigation rail (rule L13).
  public var resizes: Column?
  /// The resized column's edge away from the divider, in window x.
  public var anchor: Double

  /// Creates a divider.
  public init(frame: Rect, resizes: Column?, anchor: Double) {
    self.frame = frame
    self.resizes = resizes
    self.anchor = anchor
  }

  /// The width the resized column takes when the divider's left edge is dragged to window x `x`,
  /// in points: from its far edge to the divider; `nil` when the divider resizes no column.
  public func width(draggedTo x: Double) -> Double? {
    guard resizes != nil, x.isFinite else { return nil }
    return Swift.max(0, x < anchor ? anchor - x - frame.width : x - anchor)
  }

  /// The dividers of `layout`, each with the tiled column beside it that a drag resizes. O(1).
  public static func dividers(of layout: SplitLayout) -> BoundedList<SceneDivider> {
    var dividers = BoundedList<SceneDivider>()
    for frame in layout.dividers {
      let vertical = frame.height > frame.width
      var resized: ColumnLayout?
      if vertical {
        // A loop, not `filter`: a frame's plan allocates nothing.
        var leading: ColumnLayout?
        var inspector: ColumnLayout?
        for column in layout.columns
        where column.presentation == .tiled && column.frame.y < frame.maxY && frame.y < column.frame.maxY
          && (abs(column.frame.maxX - frame.x) < 0.5 || abs(column.frame.x - frame.maxX) < 0.5)
        {
          if column.column == .inspector {
            inspector = inspector ?? column
          } else if column.column != .secondary {
            leading = leading ?? column
          }
        }
        resized = leading ?? inspector
        // The rail keeps its width: the divider beside it resizes nothing (rule L13).
        if let rail = layout[.primary], rail.presentation == .rail,
          abs(rail.frame.maxX - frame.x) < 0.5 || abs(rail.frame.x - frame.maxX) < 0.5
        {
          resized = nil
        }
      }
      guard let resized else {
        dividers.append(SceneDivider(frame: frame, resizes: nil, anchor: 0))
        continue
      }
      let onLeft = resized.frame.maxX <= frame.x + 0.5
      dividers.append(
        SceneDivider(
          frame: frame, resizes: resized.column, anchor: onLeft ? resized.frame.x : resized.frame.maxX))
    }
    return dividers
  }
}
