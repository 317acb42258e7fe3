/// Converts points to whole device pixels (rule L5): the resolver works in pixels so that every
/// edge it computes lies on the grid, and converts back to points once, at the end.
struct PixelGrid {
  /// Device pixels per point.
  let scale: Double

  /// How far from a whole pixel a product of points and scale may land and still count as on
  /// it: floating-point error, far below any real fraction of a pixel.
  static let tolerance = 1e-7

  /// The nearest whole pixel count.
  func round(_ points: Double) -> Double { (points * scale).rounded() }
  /// The smallest whole pixel count at or above `points` (a minimum is never undercut).
  func ceil(_ points: Double) -> Double { (points * scale - Self.tolerance).rounded(.up) }
  /// The largest whole pixel count at or below `points` (a maximum is never exceeded).
  func floor(_ points: Double) -> Double { (points * scale + Self.tolerance).rounded(.down) }
}
