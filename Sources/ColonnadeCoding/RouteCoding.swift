import ColonnadeJSON

/// How an app's routes are written to and read from JSON (rule N9).
///
/// Decoding may reject a route it does not know; the error names its path.
public struct RouteCoding<Route: Hashable & Sendable>: Sendable {
  /// Writes a route.
  public var encode: @Sendable (Route) -> JSONValue
  /// Reads a route found at `path`.
  public var decode: @Sendable (JSONValue, _ path: String) throws(CodingError) -> Route

  /// Creates a route coding.
  public init(
    encode: @escaping @Sendable (Route) -> JSONValue,
    decode: @escaping @Sendable (JSONValue, String) throws(CodingError) -> Route
  ) {
    self.encode = encode
    self.decode = decode
  }
}

extension RouteCoding where Route == String {
  /// Routes that are plain strings.
  public static let strings = RouteCoding(
    encode: { .string($0) },
    decode: { (value: JSONValue, path: String) throws(CodingError) in
      guard let string = value.stringValue else {
        throw .wrongType(path: path, expected: "a route string", found: value.kindName)
      }
      return string
    })
}
