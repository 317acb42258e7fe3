/// The horizontal size class a platform reports (UIKit's names).
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
  /// A narrow window: always a single column (rule L2).
  case compact
  /// A wide window: the width classes decide.
  case regular
}

/// Everything the resolver needs to know about the window (rule E1).
///
/// ```swift
/// let iPad = WindowEnvironment(size: Size(width: 1366, height: 1024), displayScale: 2)
/// let duo = WindowEnvironment(
///   size: Size(width: 1114, height: 720), displayScale: 2.5,
///   hinges: [Hinge(rect: Rect(x: 540, y: 0, width: 34, height: 720), orientation: .vertical,
///                  state: .flat, isOccluding: true)])
/// ```
public struct WindowEnvironment: Hashable, Sendable {
  /// The window's size in points.
  public var size: Size
  /// The size class the platform reports, if it reports one; `compact` forces one column.
  public var horizontalSizeClass: SizeClass?
  /// The folds and hinges crossing the window, in window coordinates.
  public var hinges: [Hinge]
  /// Device pixels per point, the grid every edge is snapped to (a terminal passes cells per point).
  public var displayScale: Double
  /// The reading direction.
  public var layoutDirection: LayoutDirection

  /// Creates an environment; call ``validate()`` before resolving input from outside.
  public init(
    size: Size, horizontalSizeClass: SizeClass? = nil, displayScale: Double = 1,
    hinges: [Hinge] = [], layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.size = size
    self.horizontalSizeClass = horizontalSizeClass
    self.hinges = hinges
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
  }

  /// The first hinge that separates the window (rule E2); only it changes the layout.
  public var separatingHinge: Hinge? {
    hinges.first { $0.isSeparating }
  }

  /// The hinge the layout splits at under `policy` (rules L6, L7): a horizontal one where it
  /// separates, a vertical one as Compose's `HingePolicy` says — separating (the default),
  /// occluding, any, or none. O(hinges).
  public func layoutHinge(policy: HingePolicy) -> Hinge? {
    for hinge in hinges {
      guard hinge.orientation == .vertical else {
        if hinge.isSeparating { return hinge }
        continue
      }
      switch policy {
      case .avoidSeparating: if hinge.isSeparating { return hinge }
      case .avoidOccluding: if hinge.isOccluding { return hinge }
      case .alwaysAvoid: return hinge
      case .neverAvoid: continue
      }
    }
    return nil
  }
}

extension WindowEnvironment {
  /// The reading direction of the window. Nested, so that an app that imports SwiftUI, whose
  /// `LayoutDirection` has the same cases, names either without qualifying it.
  public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right; every x is mirrored (rule L5).
    case rightToLeft
  }
}
