/// How a shown column sits in the window (rule L9).
public enum Presentation: String, CaseIterable, Hashable, Sendable {
  /// Side by side with others, sharing the width.
  case tiled
  /// Floating above the secondary.
  case overlay
  /// Pushed toward the trailing edge, keeping its width, partly off screen.
  case displaced
  /// A sheet over the collapsed column: the inspector when collapsed (rule L10).
  case sheet
  /// The primary as a navigation rail: a narrow strip of its destinations' icons, tiled at the
  /// leading edge where the sidebar is not shown (rule L13). Not resizable; the sidebar counts as
  /// hidden (rules D1, D3).
  case rail
  /// Compose's `PaneAdaptedValue.Levitated`: a pane floating centred over the others as a dialog,
  /// over a scrim that dims them and dismisses it when tapped (rule L15). Modal: focus is on it,
  /// first in reading order, and the panes under it do not navigate.
  case levitated
}

/// How the shown panes are arranged (rule L9).
public enum Arrangement: String, CaseIterable, Hashable, Sendable {
  /// Columns next to each other.
  case sideBySide
  /// Two panes one above the other (tabletop fold or tall mode, rule L7).
  case stacked
  /// Collapsed: one column shows the single navigation stack (rule L3).
  case single
}

/// What the sidebar button offers (rule D3).
public enum SidebarButtonState: String, CaseIterable, Hashable, Sendable {
  /// No button: the layout is collapsed, or a press would change nothing shown.
  case hidden
  /// The primary is not shown; pressing shows it.
  case showSidebar
  /// The primary is shown; pressing hides it.
  case hideSidebar
}

/// What the secondary's secondary-only button offers (rule D5), as UIKit's
/// `showsSecondaryOnlyButton` draws it in triple style.
public enum SecondaryOnlyButtonState: String, CaseIterable, Hashable, Sendable {
  /// No button: not configured, not triple style, collapsed, or a press would change nothing.
  case hidden
  /// Leading columns show; pressing hides them all (secondaryOnly).
  case toSecondaryOnly
  /// Only the secondary shows; pressing brings back the columns it hid.
  case fromSecondaryOnly
}

/// One shown column: where it is and how it is presented.
public struct ColumnLayout: Hashable, Sendable {
  /// Which column.
  public var column: Column
  /// Its frame in window coordinates, in points.
  public var frame: Rect
  /// Tiled, floating, displaced, a sheet or a rail.
  public var presentation: Presentation
  /// Whether the column's header shows a back button.
  public var showsBackButton: Bool
  /// Whether the column is dimmed under floating or displacing leading columns; a tap on it
  /// dismisses them (rules L8, D4).
  public var isDimmed: Bool

  /// Creates a column layout.
  public init(
    column: Column, frame: Rect, presentation: Presentation, showsBackButton: Bool, isDimmed: Bool = false
  ) {
    self.column = column
    self.frame = frame
    self.presentation = presentation
    self.showsBackButton = showsBackButton
    self.isDimmed = isDimmed
  }

  /// Whether the column is drawn above the others: an overlay or a sheet.
  public var floats: Bool { presentation == .overlay || presentation == .sheet || presentation == .levitated }
}

/// What the resolver decided for one window (rule L9).
///
/// ```swift
/// let layout = LayoutResolver.resolve(environment: iPad, configuration: .standard)
/// layout.displayMode        // .oneBesideSecondary
/// layout[.primary]?.frame   // Rect(x: 0, y: 0, width: 360, height: 1024)
/// ```
///
/// The display mode and the sidebar button are computed from the columns, never stored,
/// so they can never disagree with what is shown (rules D1, D3).
public struct SplitLayout: Hashable, Sendable {
  /// Whether only one column fits and the stacks show as one (rule L3).
  public var isCollapsed: Bool
  /// Side by side, stacked or single.
  public var arrangement: Arrangement
  /// The width class of the window.
  public var widthClass: WidthClass
  /// The shown columns in column order: primary, supplementary, secondary, inspector.
  public var columns: BoundedList<ColumnLayout>
  /// The dividers between side-by-side or stacked panes.
  public var dividers: BoundedList<Rect>
  /// The order a screen reader visits the columns: sheets and overlays first, then leading to
  /// trailing, top to bottom.
  public var accessibilityOrder: BoundedList<Column>
  /// What the sidebar button offers: `hidden` when collapsed or when a press would change nothing
  /// shown (rule D3: the button never lies), or when the app hides it (rule D6).
  public var sidebarButton: SidebarButtonState
  /// Whether a swipe from the leading edge shows or hides the leading columns: the app's
  /// `presentsWithGesture`, where a press of the sidebar button would change what is shown (D6).
  public var presentsWithGesture: Bool
  /// What the secondary-only button offers (rule D5).
  public var secondaryOnlyButton: SecondaryOnlyButtonState

  /// Creates a layout; the resolver is the usual source.
  public init(
    isCollapsed: Bool, arrangement: Arrangement, widthClass: WidthClass,
    columns: BoundedList<ColumnLayout>, dividers: BoundedList<Rect>,
    accessibilityOrder: BoundedList<Column>, sidebarButton: SidebarButtonState,
    presentsWithGesture: Bool = false, secondaryOnlyButton: SecondaryOnlyButtonState = .hidden
  ) {
    self.isCollapsed = isCollapsed
    self.arrangement = arrangement
    self.widthClass = widthClass
    self.columns = columns
    self.dividers = dividers
    self.accessibilityOrder = accessibilityOrder
    self.sidebarButton = sidebarButton
    self.presentsWithGesture = presentsWithGesture
    self.secondaryOnlyButton = secondaryOnlyButton
  }

  /// The layout of `column`, or `nil` when it is not shown. O(1).
  public subscript(column: Column) -> ColumnLayout? {
    columns.first { $0.column == column }
  }

  /// The actual display mode, derived from the leading columns shown (rule D1).
  public var displayMode: DisplayMode {
    if isCollapsed { return .secondaryOnly }
    var shown = 0
    var floats = false
    for layout in columns where layout.column.isLeading && layout.presentation != .rail {
      shown += 1
      floats = floats || layout.presentation == .overlay
    }
    if shown == 0 { return .secondaryOnly }
    if floats { return shown == 1 ? .oneOverSecondary : .twoOverSecondary }
    if self[.secondary]?.presentation == .displaced, shown == 2 { return .twoDisplaceSecondary }
    return shown == 1 ? .oneBesideSecondary : .twoBesideSecondary
  }

  /// Whether the sidebar is shown in full: the primary is shown and is not a rail (rules D1, D3).
  public var showsSidebar: Bool {
    guard let primary = self[.primary] else { return false }
    return primary.presentation != .rail
  }

  /// Whether the primary is shown as a navigation rail (rule L13).
  public var showsRail: Bool { self[.primary]?.presentation == .rail }

  /// Whether anything is dimmed: floating leading columns or a displaced secondary wait for a tap
  /// on the dimmed area (rule D4), or the stack waits under the inspector's sheet (rule L10).
  public var hasDimmedArea: Bool {
    columns.contains { $0.isDimmed }
  }

  /// Where focus is before the user moves it, or when the column they focused is not shown: the
  /// list column when shown side by side, else the first column shown (rule N11). O(1).
  @inlinable func defaultFocus(listColumn: Column) -> Column {
    if let list = self[listColumn], list.presentation != .rail, !isCollapsed { return listColumn }
    // A rail is focused only when the user moves focus there (rule L13).
    return columns.first { $0.presentation != .rail }?.column ?? .secondary
  }

  /// Whether the inspector is up as a modal sheet over the collapsed stack (rule L10): the stack
  /// under it is dimmed and does not navigate, focus is on the sheet, and back dismisses it.
  public var presentsSheet: Bool {
    self[.inspector]?.presentation == .sheet
  }

  /// Whether a pane levitates over a scrim (rule L15): the others are dimmed and do not navigate,
  /// focus is on it, and back or a tap on the scrim dismisses it.
  public var presentsLevitated: Bool {
    columns.contains { $0.presentation == .levitated }
  }

  /// Whether a modal pane is up: the inspector's sheet (L10) or a levitated pane (L15).
  public var presentsModal: Bool { presentsSheet || presentsLevitated }
}
