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

  public var description: String { rawValue }

  /// Whether the column comes before the secondary: the sidebar or the list.
  var isLeading: Bool { self == .primary || self == .supplementary }

  /// The columns a navigation stack lives in, in projection order (rule N2).
  public static let stackColumns: BoundedList<Column> = [.primary, .supplementary, .secondary]

  /// Every column, leading to trailing, stored inline: the resolver iterates it on every frame,
  /// and unlike `allCases` (an array built on each call in unoptimized builds) it never allocates.
  static let leadingToTrailing: BoundedList<Column> = [.primary, .supplementary, .secondary, .inspector]
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

  /// Creates a map with a value for each column.
  @inlinable
  public init(primary: Value, supplementary: Value, secondary: Value, inspector: Value) {
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    self.inspector = inspector
  }

  /// Creates a map holding `value` for every column.
  @inlinable
  public init(repeating value: Value) {
    self.init(primary: value, supplementary: value, secondary: value, inspector: value)
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
      }
    }
  }
}

extension ColumnMap: Equatable where Value: Equatable {}
extension ColumnMap: Hashable where Value: Hashable {}
extension ColumnMap: Sendable where Value: Sendable {}
