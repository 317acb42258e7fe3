/// The user's own choices that change the layout: the sidebar shown or hidden, widths set by
/// dragging dividers, the inspector shown or hidden, and whether they navigated the collapsed stack. They are input to the resolver, like the environment.
public struct UserOverrides: Hashable, Sendable {
  /// The display mode the user chose with the sidebar button (rule D2), if any.
  public var displayMode: DisplayModeOverride?
  /// Widths set by dragging dividers, replacing the ideal widths (rule L4); the secondary's is unused.
  public var columnWidths: ColumnMap<Double?>
  /// The user's inspector choice (rule L11): shown or hidden; `nil` while the user has made none and
  /// the app's ``SplitConfiguration/showsInspector`` decides. Unlike the sidebar choice it holds in
  /// every width class, until the user or the app changes it, as SwiftUI's
  /// `inspector(isPresented:)` binding does.
  public var inspector: Bool?
  /// Whether the user navigated the collapsed stack since the layout collapsed (rule N7): its top
  /// then follows their navigation — the deepest non-empty column — not the app's
  /// ``SplitConfiguration/preferredCompactColumn``. The coordinator sets it on such a selection,
  /// push or back and clears it whenever the layout expands; a saved session keeps it, so a
  /// restored session shows the same column (rule N9).
  public var collapsedStackNavigated: Bool

  /// Creates overrides.
  public init(
    displayMode: DisplayModeOverride? = nil, columnWidths: ColumnMap<Double?> = .init(repeating: nil),
    inspector: Bool? = nil, collapsedStackNavigated: Bool = false
  ) {
    self.displayMode = displayMode
    self.columnWidths = columnWidths
    self.inspector = inspector
    self.collapsedStackNavigated = collapsedStackNavigated
  }

  /// No user choices.
  public static let none = UserOverrides()

  /// The user's display mode if it was chosen in `widthClass`; a choice made in another class has
  /// lapsed (rule D2).
  func displayMode(in widthClass: WidthClass) -> DisplayMode? {
    guard let choice = displayMode, choice.widthClassName == widthClass.name else { return nil }
    return choice.mode
  }
}

/// A display mode the user chose, the width class it was chosen in, and what a second press of the
/// sidebar button returns to.
public struct DisplayModeOverride: Hashable, Sendable {
  /// The chosen mode.
  public var mode: DisplayMode
  /// The width class it applies in (rule D2: a new class drops the choice).
  public var widthClassName: String
  /// The mode in effect before the choice; pressing the button again restores it (rule D3).
  public var previousMode: DisplayMode

  /// Creates an override.
  public init(mode: DisplayMode, widthClassName: String, previousMode: DisplayMode) {
    self.mode = mode
    self.widthClassName = widthClassName
    self.previousMode = previousMode
  }
}
