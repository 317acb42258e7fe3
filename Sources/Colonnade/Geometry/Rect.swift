/// A width and a height in points.
public struct Size: Hashable, Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle in window coordinates (origin top-left), in points.
///
/// ```swift
/// let hinge = Rect(x: 540, y: 0, width: 34, height: 720)
/// hinge.maxX  // 574
/// ```
public struct Rect: Hashable, Sendable {
  /// The leftmost x.
  public var x: Double
  /// The topmost y.
  public var y: Double
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rightmost x.
  public var maxX: Double { x + width }
  /// The bottommost y.
  public var maxY: Double { y + height }

  /// Whether the two rectangles share an area larger than `tolerance` in both directions.
  public func overlaps(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
    let overlapX = min(maxX, other.maxX) - max(x, other.x)
    let overlapY = min(maxY, other.maxY) - max(y, other.y)
    return overlapX > tolerance && overlapY > tolerance
  }

  /// The same rectangle reflected across the vertical axis of a window `width` points wide.
  public func mirrored(inWidth width: Double) -> Rect {
    Rect(x: width - x - self.width, y: y, width: self.width, height: height)
  }
}
