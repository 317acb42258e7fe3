extension JSONValue {
  /// The value as JSON text, compact by default or indented with `pretty`.
  ///
  /// ```swift
  /// let value: JSONValue = ["a": 1, "b": [true, nil], "c": [:]]
  /// value.serialized()
  /// // {"a":1,"b":[true,null],"c":{}}
  /// value.serialized(pretty: true)
  /// // {
  /// //   "a": 1,
  /// //   "b": [
  /// //     true,
  /// //     null
  /// //   ],
  /// //   "c": {}
  /// // }
  /// ```
  ///
  /// The output is deterministic. The compact form has no whitespace and no line
  /// breaks, so it suits JSON Lines. The pretty form indents by two spaces, writes
  /// `"key": value`, writes empty arrays and objects as `[]` and `{}`, and has no
  /// final line break. Object members keep their insertion order.
  ///
  /// An integral number below 2^53 in magnitude is written without a fraction
  /// (`1366`, `-3`; negative zero as `0`); any other finite number is written as
  /// the shortest text that reads back to the same `Double` (`0.5`, `1e-05`,
  /// `1.2345678901234567e+20`). NaN and the infinities have no JSON form and are
  /// written as `null`. Strings escape `"`, `\`, the control characters below
  /// U+0020 and U+007F (as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX` in lowercase hex), and
  /// the C1 controls (NEL among them), U+2028, U+2029 and the bidi controls as `\uXXXX`, so a
  /// JSON Lines record is one line to any line-based tool; everything else is written as raw UTF-8.
  ///
  /// O(n) in the size of the output: one pass to estimate the size, one to write
  /// into a single reserved buffer, one to make the string. Recursion is as deep as
  /// the value's nesting.
  public func serialized(pretty: Bool = false) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.output.reserveCapacity(estimatedLength(depth: 0, pretty: pretty))
    writer.write(self, depth: 0)
    return String(decoding: writer.output, as: UTF8.self)
  }

  /// A cheap estimate of the length of the serialized value, in UTF-8 bytes.
  private func estimatedLength(depth: Int, pretty: Bool) -> Int {
    let lineBreak = pretty ? 2 * depth + 3 : 0
    switch self {
    case .null, .bool: return 5
    case .number: return 8
    case .string(let string): return string.utf8.count + 2
    case .array(let elements):
      var length = 2 + lineBreak
      for element in elements {
        length += element.estimatedLength(depth: depth + 1, pretty: pretty) + 1 + lineBreak
      }
      return length
    case .object(let object):
      var length = 2 + lineBreak
      for (key, value) in object {
        length += key.utf8.count + 4 + value.estimatedLength(depth: depth + 1, pretty: pretty) + lineBreak
      }
      return length
    }
  }
}
