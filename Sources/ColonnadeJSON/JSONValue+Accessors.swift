extension JSONValue {
  /// The string, if this value is a string.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The number, if this value is a number.
  public var doubleValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The number as an `Int`, if this value is a number with no fraction and a
  /// magnitude below 2^53 (the range in which a `Double` holds every integer exactly) that
  /// `Int` holds (below 2^31 on wasm32).
  public var intValue: Int? {
    guard case .number(let number) = self, number.magnitude < 0x1p53 else { return nil }
    return Int(exactly: number)
  }

  /// The boolean, if this value is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }

  /// The elements, if this value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The object, if this value is an object.
  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// Whether this value is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The kind of this value with its article, for messages such as
  /// "expected a number, found a string": "null", "a boolean", "a number",
  /// "a string", "an array" or "an object".
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
