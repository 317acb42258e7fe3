/// The numbers options take, read strictly: what `--help` promises and nothing else, so `0x10`,
/// `+5`, ` 5`, `5abc` and the empty string are refused rather than read as something unexpected.
package enum NumberSyntax {
  /// The kinds of number an option takes.
  package enum Kind: Sendable, Hashable {
    /// A decimal such as `1366`, `-2.5` or `1e3`; `nan` and `inf` pass through so the value's own
    /// check can say what range it needs.
    case decimal
    /// Decimal digits only, such as `42`: what `1e3` or `1_000` is not.
    case whole
    /// A count: digits, optionally grouped with single underscores and scaled by a power of ten,
    /// such as `100000`, `10_000_000` or `1e7`.
    case count

    /// How a message names the kind: "a number", "a whole number".
    package var name: String {
      switch self {
      case .decimal: "a number"
      case .whole, .count: "a whole number"
      }
    }
  }

  /// `text` as a decimal number, or `nil` when it is not written as one.
  package static func decimal(_ text: String) -> Double? {
    if ["nan", "inf", "-inf", "infinity", "-infinity"].contains(text) { return Double(text) }
    var bytes = text.utf8[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    guard digits(&bytes) else { return nil }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits(&bytes) else { return nil }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
      guard digits(&bytes) else { return nil }
    }
    return bytes.isEmpty ? Double(text) : nil
  }

  /// `text` as decimal digits only, or `nil` when it is anything else or above `UInt64.max`.
  package static func whole(_ text: String) -> UInt64? {
    var bytes = text.utf8[...]
    guard digits(&bytes), bytes.isEmpty else { return nil }
    return UInt64(text)
  }

  /// `text` as a count (`10_000_000`, `1e7`), or `nil` when it is not one or is above `Int.max`.
  package static func count(_ text: String) -> Int? {
    let parts = text.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    let groups = parts[0].split(separator: "_", omittingEmptySubsequences: false)
    guard let mantissa = whole(groups.joined()), groups.allSatisfy({ whole(String($0)) != nil }) else {
      return nil
    }
    var value = Int(exactly: mantissa)
    if parts.count == 2 {
      guard let exponent = whole(String(parts[1])), exponent <= 18 else { return nil }
      for _ in 0..<exponent {
        let (product, overflow) = (value ?? 0).multipliedReportingOverflow(by: 10)
        value = overflow ? nil : product
      }
    }
    return value
  }

  /// Consumes one or more ASCII digits; whether there was at least one.
  private static func digits(_ bytes: inout Substring.UTF8View) -> Bool {
    let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
    bytes = bytes.dropFirst(count)
    return count > 0
  }
}
