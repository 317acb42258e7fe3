/// Why a window environment was rejected (rule E3); each kind names the field at fault.
///
/// A struct around its cases, so a new kind is not a breaking change: compare with `==`, or
/// switch on ``code`` with a `default`.
public struct EnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The cases, for this package's own exhaustive switches.
  @usableFromInline package enum Base: Equatable, Sendable {
    case invalidDimension(field: String, value: Double)
    case invalidScale(Double)
    case invalidHinge(index: Int, field: String, value: Double)
    case hingeOutsideWindow(index: Int, hinge: Rect, window: Size)
  }

  /// Which case this is.
  @usableFromInline package var base: Base

  @usableFromInline package init(_ base: Base) {
    self.base = base
  }

  /// A window dimension is NaN, infinite, negative or beyond ``WindowEnvironment/maximumDimension``.
  @inlinable public static func invalidDimension(field: String, value: Double) -> Self {
    Self(.invalidDimension(field: field, value: value))
  }
  /// The display scale is NaN, infinite, or outside ``WindowEnvironment/minimumScale`` to
  /// ``WindowEnvironment/maximumScale``.
  @inlinable public static func invalidScale(_ value: Double) -> Self { Self(.invalidScale(value)) }
  /// A hinge's rectangle has a NaN, infinite or negative field.
  @inlinable public static func invalidHinge(index: Int, field: String, value: Double) -> Self {
    Self(.invalidHinge(index: index, field: field, value: value))
  }
  /// A hinge reaches outside the window.
  @inlinable public static func hingeOutsideWindow(index: Int, hinge: Rect, window: Size) -> Self {
    Self(.hingeOutsideWindow(index: index, hinge: hinge, window: window))
  }

  /// The kind of error, without its details.
  public var code: ErrorCode {
    switch base {
    case .invalidDimension: .invalidDimension
    case .invalidScale: .invalidScale
    case .invalidHinge: .invalidHinge
    case .hingeOutsideWindow: .hingeOutsideWindow
    }
  }

  public var description: String {
    switch base {
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
