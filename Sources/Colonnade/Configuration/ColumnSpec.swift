/// A column's preferred width: a fixed number of points or a fraction of the window's width.
public enum ColumnWidth: Hashable, Sendable {
  /// A width in points.
  case points(Double)
  /// A fraction of the window's width, in (0, 1].
  case fraction(Double)

  /// The width in points for a window `windowWidth` points wide.
  func points(inWindowOfWidth windowWidth: Double) -> Double {
    switch self {
    case .points(let value): value
    case .fraction(let value): value * windowWidth
    }
  }
}

/// The width limits of one column (rule C1).
///
/// ```swift
/// let sidebar = ColumnSpec(minWidth: 240, idealWidth: .fraction(0.3), maxWidth: 360)
/// ```
///
/// The secondary takes whatever width is left, so only its `minWidth` matters.
public struct ColumnSpec: Hashable, Sendable {
  /// The narrowest the column may be, in points.
  public var minWidth: Double
  /// The width the column gets when there is room.
  public var idealWidth: ColumnWidth
  /// The widest the column may be, in points; may be infinite.
  public var maxWidth: Double

  /// Creates a column specification.
  public init(minWidth: Double, idealWidth: ColumnWidth, maxWidth: Double) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
  }

  /// The compact column's: it spans the window when it shows, so its limits are never read
  /// (rule L14).
  public static let spansWindow = ColumnSpec(minWidth: 0, idealWidth: .fraction(1), maxWidth: .infinity)
}
