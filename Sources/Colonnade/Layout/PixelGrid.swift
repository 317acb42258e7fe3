/// Converts points to whole device pixels (rule L5): the resolver works in pixels so that every
/// edge it computes lies on the grid, and converts back to points once, at the end.
struct PixelGrid {
  /// Device pixels per point.
  let scale: Double

  private static let tolerance = 1e-7

  /// The nearest whole pixel count.
  func round(_ points: Double) -> Double { (points * scale).rounded() }
  /// The smallest whole pixel count at or above `points` (a minimum is never undercut).
  func ceil(_ points: Double) -> Double { (points * scale - Self.tolerance).rounded(.up) }
  /// The largest whole pixel count at or below `points` (a maximum is never exceeded).
  func floor(_ points: Double) -> Double { (points * scale + Self.tolerance).rounded(.down) }
}

/// A column placed by the resolver, in pixels, measured from the leading edge.
struct PlacedColumn {
  var rect: Rect
  var presentation: Presentation
  var showsBackButton = false
}

/// A layout under construction, in pixels, measured from the leading edge.
struct LayoutDraft {
  var isCollapsed = false
  var arrangement = Arrangement.sideBySide
  var placed = ColumnMap<PlacedColumn?>(repeating: nil)
  var dividers = BoundedList<Rect>()
  var notes = DraftNotes()
}

/// Why the draft is what it is, kept for ``LayoutResolver/explain(environment:configuration:navigation:overrides:)``.
struct DraftNotes {
  /// How many candidates tile within the class's cap and the window (rule L2); 0 when not asked.
  var fitting = 0
  /// The leading columns wanted, most important first.
  var wanted = BoundedList<Column>()
  /// How the split behaviour showed them.
  var reading: LeadingReading?
  /// Whether an explicit request tiled past the class's cap (rule L8).
  var exceedsCap = false
}
