extension Double {
  /// The number as people write it: `1366` rather than `1366.0`, `nan` and `inf` as such.
  ///
  /// The engine's copy of `NumberText.shortest` (in `ColonnadeJSON`, which every front end
  /// uses): the engine depends on no other module, so it keeps its own; tests check that the two
  /// agree on every number.
  package var shortDescription: String {
    if isFinite, self == rounded(), abs(self) < 9_007_199_254_740_992 {
      return String(Int64(self))
    }
    return description
  }
}
