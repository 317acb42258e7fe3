/// How every front end writes a `Double` for people and programs: the JSON writer, the command
/// line's tables and messages, the lab (rule L9: text and JSON print the same coordinates).
///
/// ```swift
/// NumberText.shortest(1366)                   // "1366"
/// NumberText.shortest(334.40000000000003)     // "334.40000000000003"
/// NumberText.shortest(0.00001)                // "1e-05"
/// ```
///
/// The engine's own messages use `Double.shortDescription` in `Colonnade`, which must depend on
/// nothing; tests check the two agree on every finite number. Measurements shown to a chosen
/// precision (the bench's and the soak's timings) use `NumberText.fixed` in `ColonnadeTools`.
package enum NumberText {
  /// An integral number below 2^53 in magnitude without a fraction (`1366`, `-3`; negative zero
  /// as `0`), any other number as the shortest text that reads back to the same `Double`
  /// (`0.5`, `1e-05`, `1.2345678901234567e+20`, `nan`, `inf`). O(1).
  package static func shortest(_ value: Double) -> String {
    // Converting to Int64 truncates without libm, which a standard-library-only module does
    // not link.
    if value.isFinite, value.magnitude < 0x1p53, Double(Int64(value)) == value {
      return String(Int64(value))
    }
    return value.description
  }
}
