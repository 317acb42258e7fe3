import ColonnadeJSON

/// Reads one JSON object field by field, naming the path of anything wrong, and rejects keys
/// the format does not define.
struct ObjectReader {
  let object: JSONObject
  let path: String

  /// Wraps `value`, which must be an object.
  init(_ value: JSONValue, path: String, allowed: [String]) throws(CodingError) {
    guard let object = value.objectValue else {
      throw .wrongType(path: path.isEmpty ? "(document)" : path, expected: "an object", found: value.kindName)
    }
    for key in object.keys where !allowed.contains(key) {
      throw .unknownKey(path: Self.join(path, key), allowed: allowed)
    }
    self.object = object
    self.path = path
  }

  /// The path of `key` inside this object.
  func path(_ key: String) -> String { Self.join(path, key) }

  static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  /// The number at `key`, if present: finite, and within `range` when given.
  func number(_ key: String, in range: ClosedRange<Double>? = nil) throws(CodingError) -> Double? {
    guard let value = object[key] else { return nil }
    guard let number = value.doubleValue else {
      throw .wrongType(path: path(key), expected: "a number", found: value.kindName)
    }
    if let range, !range.contains(number) {
      let (lowest, highest) = (JSONValue.number(range.lowerBound), JSONValue.number(range.upperBound))
      throw .outOfRange(path: path(key), value: number, expected: "a number from \(lowest) to \(highest)")
    }
    return number
  }

  /// The whole number at `key`, if present.
  func integer(_ key: String) throws(CodingError) -> Int? {
    guard let value = object[key] else { return nil }
    guard let integer = value.intValue else {
      if let number = value.doubleValue {
        let found =
          "\(JSONValue.number(number))" + (number.magnitude >= 0x1p53 ? ", too large to be exact" : "")
        throw .wrongType(path: path(key), expected: "a whole number below 2^53", found: found)
      }
      throw .wrongType(path: path(key), expected: "a whole number", found: value.kindName)
    }
    return integer
  }

  /// The boolean at `key`, if present.
  func bool(_ key: String) throws(CodingError) -> Bool? {
    guard let value = object[key] else { return nil }
    guard let bool = value.boolValue else {
      throw .wrongType(path: path(key), expected: "true or false", found: value.kindName)
    }
    return bool
  }

  /// The string at `key`, if present.
  func string(_ key: String) throws(CodingError) -> String? {
    guard let value = object[key] else { return nil }
    guard let string = value.stringValue else {
      throw .wrongType(path: path(key), expected: "a string", found: value.kindName)
    }
    return string
  }

  /// The named case at `key`, if present.
  func name<Name: RawRepresentable & CaseIterable>(
    _ key: String, as type: Name.Type
  ) throws(CodingError) -> Name? where Name.RawValue == String {
    guard let string = try string(key) else { return nil }
    guard let name = Name(rawValue: string) else {
      throw .unknownName(path: path(key), name: string, allowed: Name.allCases.map { $0.rawValue })
    }
    return name
  }
}

extension ObjectReader {
  /// The value at `key`, which must be present.
  func required(_ key: String) throws(CodingError) -> JSONValue {
    guard let value = object[key] else {
      throw .wrongType(path: path(key), expected: "a value", found: "nothing")
    }
    return value
  }

  /// The named case at `key`, which must be present.
  func requiredName<Name: RawRepresentable & CaseIterable>(
    _ key: String, as type: Name.Type
  ) throws(CodingError) -> Name where Name.RawValue == String {
    guard let name = try name(key, as: type) else {
      throw .wrongType(path: path(key), expected: "a string", found: "nothing")
    }
    return name
  }

  /// The array at `key`; absent is empty.
  func array(_ key: String) throws(CodingError) -> [JSONValue] {
    guard let value = object[key] else { return [] }
    guard let elements = value.arrayValue else {
      throw .wrongType(path: path(key), expected: "an array", found: value.kindName)
    }
    return elements
  }
}
