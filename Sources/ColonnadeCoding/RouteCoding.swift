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

extension RouteCoding where Route: LosslessStringConvertible {
  /// Routes written as their `description` and read back with `init?(_:)`, such as an enum's
  /// `"animal/Cat"`; a string that makes no route is an error naming its path.
  public static var descriptions: RouteCoding {
    RouteCoding(
      encode: { .string($0.description) },
      decode: { (value: JSONValue, path: String) throws(CodingError) in
        guard let string = value.stringValue else {
          throw .wrongType(path: path, expected: "a route string", found: value.kindName)
        }
        guard let route = Route(string) else {
          throw .invalidValue(path: path, value: string, expected: "a route this app knows")
        }
        return route
      })
  }
}
