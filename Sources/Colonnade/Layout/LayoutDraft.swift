/// A column placed by the resolver, in pixels, measured from the leading edge.
struct PlacedColumn {
  /// Its rectangle in whole pixels (``ColumnLayout/frame`` is the same in points).
  var pixelRect: Rect
  var presentation: Presentation
  var showsBackButton = false
}

/// A layout under construction, in pixels, measured from the leading edge.
struct LayoutDraft {
  var isCollapsed = false
  var arrangement = Arrangement.sideBySide
  var placed = ColumnMap<PlacedColumn?>(repeating: nil)
  /// The dividers' rectangles in whole pixels.
  var pixelDividers = BoundedList<Rect>()
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
  /// Why a configured rail does not show, or `nil` when it shows or none is configured (rule L13).
  var railRefusal: RailRefusal?
}
