/// A JSON value: null, a boolean, a number, a string, an array or an object.
///
/// Read a document with ``init(parsing:)-(String)``, write one with
/// ``serialized(pretty:)``, and build values with literals:
///
/// ```swift
/// let value: JSONValue = ["name": "inbox", "widths": [320, 480.5], "pinned": true, "badge": nil]
/// value.serialized()
/// // {"name":"inbox","widths":[320,480.5],"pinned":true,"badge":null}
/// let back = try JSONValue(parsing: value.serialized())
/// // back == value
/// ```
///
/// Numbers are stored as `Double`, so integers are exact up to 2^53 in magnitude.
/// Objects keep their members in insertion order (see ``JSONObject``); two values are
/// equal when they have the same kind and equal contents, with object members compared
/// in order. As for `Double`, `.number(.nan)` is not equal to itself.
public enum JSONValue: Equatable, Sendable {
  /// The JSON literal `null`.
  case null
  /// The JSON literal `true` or `false`.
  case bool(Bool)
  /// A JSON number, stored as a `Double`.
  case number(Double)
  /// A JSON string.
  case string(String)
  /// A JSON array, in order.
  case array([JSONValue])
  /// A JSON object, with its members in insertion order.
  case object(JSONObject)
}

extension JSONValue: CustomStringConvertible {
  /// The value as compact JSON, the same text as `serialized()`.
  public var description: String {
    serialized()
  }
}
