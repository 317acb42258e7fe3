import ColonnadeJSON

extension NumberText {
  /// `value` with exactly `places` decimals, rounded half away from zero: `fixed(1.25, places: 1)`
  /// is `"1.3"`, `fixed(-0.06, places: 1)` is `"-0.1"`.
  ///
  /// Deliberately not ``NumberText/shortest(_:)``: a measurement (the bench's and the soak's
  /// timings) is shown to the precision it has, not to every digit of a `Double`. Here rather
  /// than in `ColonnadeJSON` because rounding calls libm, which that module does not link.
  package static func fixed(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(abs(scaled) % Int(scale))
    guard places > 0 else { return "\(whole)" }
    return "\(scaled < 0 && whole == 0 ? "-" : "")\(whole)."
      + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
