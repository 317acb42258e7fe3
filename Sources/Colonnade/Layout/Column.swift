/// One of the split view's columns, named as in UIKit.
public enum Column: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The sidebar.
  case primary
  /// The list between the sidebar and the detail (triple-column style only).
  case supplementary
  /// The detail; always present.
  case secondary
  /// The optional trailing pane.
  case inspector
  /// UIKit's compact column: a stack of its own that a collapsed layout shows instead of the
  /// single stack, once the app has put an entry in it (rule L14). Never shown expanded.
  case compact

  public var description: String { rawValue }

  /// Whether the column comes before the secondary: the sidebar or the list.
  var isLeading: Bool { self == .primary || self == .supplementary }

  /// The columns the collapsed stack projects, in projection order (rule N2).
  public static let stackColumns: BoundedList<Column> = [.primary, .supplementary, .secondary]

  /// Every column that holds a navigation stack: the projected ones, then the compact column (N1).
  public static let entryColumns: BoundedList<Column> = [.primary, .supplementary, .secondary, .compact]

  /// Every column, leading to trailing; the compact column last, as it only ever shows alone
  /// (rule L14). A constant made once: unlike `allCases` (an array built on each call in
  /// unoptimized builds), iterating it on every frame never allocates.
  static let leadingToTrailing: [Column] = [.primary, .supplementary, .secondary, .inspector, .compact]
}

/// One value per column, stored inline.
///
/// ```swift
/// var depths = ColumnMap(repeating: 0)
/// depths[.secondary] = 2
/// ```
public struct ColumnMap<Value> {
  /// The primary column's value.
  public var primary: Value
  /// The supplementary column's value.
  public var supplementary: Value
  /// The secondary column's value.
  public var secondary: Value
  /// The inspector's value.
  public var inspector: Value
  /// The compact column's value (rule L14).
  public var compact: Value

  /// Creates a map with a value for each column.
  @inlinable
  public init(primary: Value, supplementary: Value, secondary: Value, inspector: Value, compact: Value) {
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    self.inspector = inspector
    self.compact = compact
  }

  /// Creates a map holding `value` for every column.
  @inlinable
  public init(repeating value: Value) {
    self.init(primary: value, supplementary: value, secondary: value, inspector: value, compact: value)
  }

  /// The value for `column`. O(1).
  @inlinable
  public subscript(column: Column) -> Value {
    get {
      switch column {
      case .primary: primary
      case .supplementary: supplementary
      case .secondary: secondary
      case .inspector: inspector
      case .compact: compact
      }
    }
    // Yields the stored value itself, so mutating through the subscript never copies it
    // (pushing onto a long stack stays O(1)).
    _modify {
      switch column {
      case .primary: yield &primary
      case .supplementary: yield &supplementary
      case .secondary: yield &secondary
      case .inspector: yield &inspector
      case .compact: yield &compact
      }
    }
  }
}

extension ColumnMap: Equatable where Value: Equatable {}
extension ColumnMap: Hashable where Value: Hashable {}
extension ColumnMap: Sendable where Value: Sendable {}
