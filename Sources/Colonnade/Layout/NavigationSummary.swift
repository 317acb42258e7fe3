/// The few facts about navigation that a layout depends on: the style in effect, how deep each
/// column's stack is, and whether the primary is a sidebar of destinations or the app's own list.
///
/// ```swift
/// // A phone showing a list with nothing selected yet.
/// let start = NavigationSummary.initial(style: .tripleColumn)
/// ```
public struct NavigationSummary: Hashable, Sendable {
  /// The style of the selected sidebar destination.
  public var style: SplitStyle
  /// How many entries each column's stack holds; the inspector's is unused, and the compact
  /// column shows when collapsed once it holds one (rule L14).
  public var depths: ColumnMap<Int>
  /// Whether the primary is a navigation column — the sidebar of declared destinations — rather
  /// than the app's own list: only a navigation column may show as a rail (rule L13), for a rail
  /// lists destinations, and an app's list drawn as one would be lost.
  public var primaryIsSidebar: Bool
  /// Kept by a history navigator (rule N13): the columns its history names, latest destination
  /// first (only the current one when not history-aware); `nil` with column stacks.
  public var panePriority: BoundedList<Column>?
  /// How many destinations the history holds; 0 with column stacks.
  public var historyCount: Int

  /// Creates a summary; `primaryIsSidebar` false for a list-detail app without destinations,
  /// `panePriority` for a history navigator's (rule N13).
  public init(
    style: SplitStyle, depths: ColumnMap<Int>, primaryIsSidebar: Bool = true,
    panePriority: BoundedList<Column>? = nil, historyCount: Int = 0
  ) {
    self.style = style
    self.depths = depths
    self.primaryIsSidebar = primaryIsSidebar
    self.panePriority = panePriority
    self.historyCount = historyCount
  }

  /// Whether a history navigator decides the panes (rule N13): its history names one, and the app
  /// shows a list or a detail — with sidebar destinations, once one is selected; before, the
  /// sidebar shows as with column stacks. O(1).
  @inlinable var historyDecides: Bool {
    guard let priority = panePriority, !priority.isEmpty else { return false }
    return !primaryIsSidebar || depths.supplementary > 0 || depths.secondary > 0
  }

  /// The panes in the order they take partitions (rule N13), as Compose's
  /// `calculateThreePaneScaffoldValue` ranks them: the history's (`recency`), then the detail,
  /// the lists and the extra pane; only the panes this app has — the list in triple style, the
  /// primary when it is the app's list — and the extra pane where it is `inspectorAllowed` (the
  /// user did not hide it) and named by the history or `inspectorPresented`. O(1).
  public static func paneOrder(
    recency: BoundedList<Column>, style: SplitStyle, primaryIsSidebar: Bool, inspectorAllowed: Bool,
    inspectorPresented: Bool
  ) -> BoundedList<Column> {
    var order = BoundedList<Column>()
    func has(_ column: Column) -> Bool {
      switch column {
      case .primary: !primaryIsSidebar
      case .supplementary: style == .tripleColumn
      case .secondary: true
      case .inspector: inspectorAllowed && (inspectorPresented || recency.contains(.inspector))
      case .compact: false
      }
    }
    for column in recency where has(column) && !order.contains(where: { $0 == column }) {
      order.append(column)
    }
    for column in Column.defaultPaneOrder where has(column) && !order.contains(where: { $0 == column }) {
      order.append(column)
    }
    return order
  }

  /// A freshly launched app: each list has its root, the detail is empty.
  public static func initial(style: SplitStyle) -> NavigationSummary {
    NavigationSummary(
      style: style,
      depths: ColumnMap(
        primary: 1, supplementary: style == .tripleColumn ? 1 : 0, secondary: 0, inspector: 0, compact: 0))
  }

  /// The column on top of the collapsed stack (rule N7): the app's preferred compact column when
  /// it holds an entry — also when a detail is selected, as SwiftUI's `preferredCompactColumn` and
  /// UIKit's `topColumnForCollapsingToProposedTopColumn` decide; pass `nil` once the user navigated
  /// the collapsed stack (``UserOverrides/collapsedStackNavigated``) — otherwise the secondary when
  /// it holds an entry, otherwise the deepest non-empty list.
  public func compactColumn(preferred: Column?) -> Column {
    if let preferred, preferred != .inspector, preferred != .compact, depths[preferred] > 0,
      preferred != .supplementary || style == .tripleColumn
    {
      return preferred
    }
    if depths.secondary > 0 { return .secondary }
    if style == .tripleColumn, depths.supplementary > 0 { return .supplementary }
    if depths.primary > 0 { return .primary }
    return .secondary
  }

  /// Whether a collapsed layout shows the compact column instead of the single stack: the app
  /// put an entry in it (rule L14).
  public var showsCompactColumn: Bool { depths.compact > 0 }

  /// How many entries the collapsed stack holds up to and including `column` (rule N2); beside a
  /// rail, without the primary's, which the rail shows (rule L13).
  func projectedDepth(through column: Column, besideRail: Bool = false) -> Int {
    var total = 0
    for stackColumn in Column.stackColumns {
      if stackColumn == .supplementary, style == .doubleColumn { continue }
      if stackColumn == .primary, besideRail { continue }
      total += max(0, depths[stackColumn])
      if stackColumn == column { break }
    }
    return total
  }
}
