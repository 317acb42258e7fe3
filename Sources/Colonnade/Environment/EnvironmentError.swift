/// Why a window environment was rejected (rule E3); each case names the field at fault.
public enum EnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A window dimension is NaN, infinite, negative or beyond ``WindowEnvironment/maximumDimension``.
  case invalidDimension(field: String, value: Double)
  /// The display scale is NaN, infinite, or outside ``WindowEnvironment/minimumScale`` to
  /// ``WindowEnvironment/maximumScale``.
  case invalidScale(Double)
  /// A hinge's rectangle has a NaN, infinite or negative field.
  case invalidHinge(index: Int, field: String, value: Double)
  /// A hinge reaches outside the window.
  case hingeOutsideWindow(index: Int, hinge: Rect, window: Size)

  public var description: String {
    switch self {
    case .invalidDimension(let field, let value):
      return "window \(field) \(value.shortDescription) is not a size: "
        + "use a finite number of points from 0 to \(WindowEnvironment.maximumDimension.shortDescription)"
    case .invalidScale(let value):
      return "display scale \(value.shortDescription) is not usable: use pixels per point from "
        + "\(WindowEnvironment.minimumScale.shortDescription) to \(WindowEnvironment.maximumScale.shortDescription)"
    case .invalidHinge(let index, let field, let value):
      return "hinge \(index + 1) has \(field) \(value.shortDescription): "
        + "use finite numbers of points, sizes of 0 or more"
    case .hingeOutsideWindow(let index, let hinge, let window):
      return "hinge \(index + 1) at x \(hinge.x.shortDescription), y \(hinge.y.shortDescription), "
        + "width \(hinge.width.shortDescription), height \(hinge.height.shortDescription) "
        + "reaches outside the \(window.width.shortDescription) × \(window.height.shortDescription) "
        + "window: a hinge must lie inside the window"
    }
  }
}
