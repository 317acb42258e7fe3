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
