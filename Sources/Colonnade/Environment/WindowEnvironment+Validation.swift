extension WindowEnvironment {
  /// The largest window side accepted, in points: far beyond any screen, small enough that
  /// pixel arithmetic stays exact.
  public static let maximumDimension: Double = 1_000_000
  /// The smallest display scale accepted: one pixel per hundred points (a terminal has one cell
  /// per 8 points). Below it, whole pixels are too coarse to lay columns out.
  public static let minimumScale: Double = 0.01
  /// The largest display scale accepted.
  public static let maximumScale: Double = 1_000

  /// Checks every field (rule E3) and throws the first problem found.
  ///
  /// A rejected environment must never reach the resolver; callers keep their previous one.
  public func validate() throws(EnvironmentError) {
    try Self.check(size.width, field: "width")
    try Self.check(size.height, field: "height")
    guard displayScale.isFinite, displayScale >= Self.minimumScale, displayScale <= Self.maximumScale else {
      throw .invalidScale(displayScale)
    }
    for (index, hinge) in hinges.enumerated() {
      let r = hinge.rect
      for (field, value) in [("x", r.x), ("y", r.y), ("width", r.width), ("height", r.height)] {
        guard value.isFinite, value >= 0 else {
          throw .invalidHinge(index: index, field: field, value: value)
        }
      }
      guard r.maxX <= size.width, r.maxY <= size.height else {
        throw .hingeOutsideWindow(index: index, hinge: r, window: size)
      }
    }
  }

  private static func check(_ value: Double, field: String) throws(EnvironmentError) {
    guard value.isFinite, value >= 0, value <= maximumDimension else {
      throw .invalidDimension(field: field, value: value)
    }
  }
}
