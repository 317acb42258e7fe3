/// Which way a hinge runs.
public enum HingeOrientation: String, CaseIterable, Hashable, Sendable {
  /// Top to bottom: a book fold or the gap between two screens side by side.
  case vertical
  /// Left to right: a tabletop fold.
  case horizontal
}

/// Whether a fold is bent.
public enum FoldState: String, CaseIterable, Hashable, Sendable {
  /// Open flat.
  case flat
  /// Bent part way, like a book or a laptop.
  case halfOpened
}

/// A fold or the physical gap between two screens (rule E1).
public struct Hinge: Hashable, Sendable {
  /// Where the hinge lies, in window coordinates.
  public var rect: Rect
  /// Which way it runs.
  public var orientation: HingeOrientation
  /// Whether it is bent.
  public var state: FoldState
  /// Whether it hides content (a physical gap, as on Surface Duo).
  public var isOccluding: Bool

  /// Creates a hinge.
  public init(rect: Rect, orientation: HingeOrientation, state: FoldState, isOccluding: Bool) {
    self.rect = rect
    self.orientation = orientation
    self.state = state
    self.isOccluding = isOccluding
  }

  /// Whether the hinge splits the layout: occluding or half-opened (rule E2), as
  /// Jetpack WindowManager's `isSeparating`.
  public var isSeparating: Bool {
    isOccluding || state == .halfOpened
  }
}

extension Hinge {
  /// A half-opened fold running top to bottom at `x` (book posture), `width` wide, down a window
  /// `windowHeight` tall; by default it hides content when it has a width.
  public static func book(x: Double, width: Double, windowHeight: Double, isOccluding: Bool? = nil) -> Hinge {
    Hinge(
      rect: Rect(x: x, y: 0, width: width, height: windowHeight), orientation: .vertical, state: .halfOpened,
      isOccluding: isOccluding ?? (width > 0))
  }

  /// A half-opened fold running left to right at `y` (tabletop posture), `height` high, across a
  /// window `windowWidth` wide; by default it hides content when it has a height.
  public static func tabletop(y: Double, height: Double, windowWidth: Double, isOccluding: Bool? = nil)
    -> Hinge
  {
    Hinge(
      rect: Rect(x: 0, y: y, width: windowWidth, height: height), orientation: .horizontal,
      state: .halfOpened,
      isOccluding: isOccluding ?? (height > 0))
  }

  /// The gap between two flat screens side by side at `x`, `width` wide (a spanned dual-screen
  /// device, such as Surface Duo in double portrait): it always hides content.
  public static func dualScreenGap(x: Double, width: Double, windowHeight: Double) -> Hinge {
    Hinge(
      rect: Rect(x: x, y: 0, width: width, height: windowHeight), orientation: .vertical, state: .flat,
      isOccluding: true)
  }
}
