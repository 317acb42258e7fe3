import ColonnadeJSON

/// Reads one JSON object field by field, naming the path of anything wrong: the one field
/// reader of the package (configurations, saved sessions, the device catalog).
///
/// A format's object (``init(_:path:allowed:)``) rejects keys the format does not define; a
/// catalog entry (``init(lenient:path:)``) carries notes and figures no reader uses, so unknown
/// keys are ignored and `null` reads as absent.
package struct ObjectReader {
  package let object: JSONObject
  package let path: String
  /// Whether `null` reads as absent rather than as a value of the wrong type.
  package let nullIsAbsent: Bool

  /// Wraps `value`, which must be an object with no key outside `allowed`.
  package init(_ value: JSONValue, path: String, allowed: [String]) throws(CodingError) {
    self.object = try Self.object(value, path: path)
    for key in object.keys where !allowed.contains(key) {
      throw .unknownKey(path: Self.join(path, key), allowed: allowed)
    }
    self.path = path
    nullIsAbsent = false
  }

  /// Wraps `value`, which must be an object; unknown keys are ignored, `null` is absent.
  package init(lenient value: JSONValue, path: String) throws(CodingError) {
    self.object = try Self.object(value, path: path)
    self.path = path
    nullIsAbsent = true
  }

  private static func object(_ value: JSONValue, path: String) throws(CodingError) -> JSONObject {
    guard let object = value.objectValue else {
      throw .wrongType(path: path.isEmpty ? "(document)" : path, expected: "an object", found: value.kindName)
    }
    return object
  }

  /// The path of `key` inside this object.
  package func path(_ key: String) -> String { Self.join(path, key) }

  package static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  /// The value at `key`, if present (and, when lenient, not `null`).
  package func value(_ key: String) -> JSONValue? {
    guard let value = object[key], !(nullIsAbsent && value.isNull) else { return nil }
    return value
  }

  /// The error for a required `key` that is absent.
  package func missing(_ key: String) -> CodingError { .missingField(path: path(key)) }

  /// The number at `key`, if present: finite, and within `range` when given.
  package func number(_ key: String, in range: ClosedRange<Double>? = nil) throws(CodingError) -> Double? {
    guard let value = value(key) else { return nil }
    guard let number = value.doubleValue else {
      throw .wrongType(path: path(key), expected: "a number", found: value.kindName)
    }
    if let range, !range.contains(number) {
      let (lowest, highest) = (JSONValue.number(range.lowerBound), JSONValue.number(range.upperBound))
      throw .outOfRange(path: path(key), value: number, expected: "a number from \(lowest) to \(highest)")
    }
    return number
  }

  /// The number at `key`, if present: at least `minimum`, or above it when `strictly`.
  package func number(_ key: String, minimum: Double, strictly: Bool = false) throws(CodingError) -> Double? {
    guard let number = try number(key) else { return nil }
    guard strictly ? number > minimum : number >= minimum else {
      let bound = JSONValue.number(minimum)
      throw .outOfRange(
        path: path(key), value: number,
        expected: strictly ? "a number above \(bound)" : "a number of \(bound) or more")
    }
    return number
  }

  /// The whole number at `key`, if present, as `Int` or, given `type`, another integer type
  /// (entry ids are read as `Int64` on every platform, wasm32's 32-bit `Int` included).
  package func integer<Integer: FixedWidthInteger>(_ key: String, as type: Integer.Type = Int.self)
    throws(CodingError) -> Integer?
  {
    guard let value = value(key) else { return nil }
    guard let number = value.doubleValue, number.magnitude < 0x1p53, let integer = Integer(exactly: number)
    else {
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
  package func bool(_ key: String) throws(CodingError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard let bool = value.boolValue else {
      throw .wrongType(path: path(key), expected: "true or false", found: value.kindName)
    }
    return bool
  }

  /// The string at `key`, if present.
  package func string(_ key: String) throws(CodingError) -> String? {
    guard let value = value(key) else { return nil }
    guard let string = value.stringValue else {
      throw .wrongType(path: path(key), expected: "a string", found: value.kindName)
    }
    return string
  }

  /// The named case at `key`, if present.
  package func name<Name: RawRepresentable & CaseIterable>(
    _ key: String, as type: Name.Type
  ) throws(CodingError) -> Name? where Name.RawValue == String {
    guard let string = try string(key) else { return nil }
    guard let name = Name(rawValue: string) else {
      throw .unknownName(path: path(key), name: string, allowed: Name.allCases.map { $0.rawValue })
    }
    return name
  }

  /// The object at `key`, if present, read as this object is (strict objects allow `allowed`).
  package func object(_ key: String, allowed: [String] = []) throws(CodingError) -> ObjectReader? {
    guard let value = value(key) else { return nil }
    return nullIsAbsent
      ? try ObjectReader(lenient: value, path: path(key))
      : try ObjectReader(value, path: path(key), allowed: allowed)
  }
}

extension ObjectReader {
  /// The value at `key`, which must be present.
  package func required(_ key: String) throws(CodingError) -> JSONValue {
    guard let value = value(key) else { throw missing(key) }
    return value
  }

  /// The named case at `key`, which must be present.
  package func requiredName<Name: RawRepresentable & CaseIterable>(
    _ key: String, as type: Name.Type
  ) throws(CodingError) -> Name where Name.RawValue == String {
    guard let name = try name(key, as: type) else { throw missing(key) }
    return name
  }

  /// The non-empty string at `key`, which must be present.
  package func requiredString(_ key: String) throws(CodingError) -> String {
    guard let string = try string(key) else { throw missing(key) }
    guard !string.isEmpty else {
      throw .invalidValue(path: path(key), value: "empty", expected: "a non-empty string")
    }
    return string
  }

  /// The number at `key`, which must be present: at least `minimum`, or above it when `strictly`.
  package func requiredNumber(_ key: String, minimum: Double = 0, strictly: Bool = false) throws(CodingError)
    -> Double
  {
    guard let number = try number(key, minimum: minimum, strictly: strictly) else { throw missing(key) }
    return number
  }

  /// The object at `key`, which must be present.
  package func requiredObject(_ key: String, allowed: [String] = []) throws(CodingError) -> ObjectReader {
    guard let reader = try object(key, allowed: allowed) else { throw missing(key) }
    return reader
  }

  /// The array at `key`; absent is empty.
  package func array(_ key: String) throws(CodingError) -> [JSONValue] {
    guard let value = value(key) else { return [] }
    guard let elements = value.arrayValue else {
      throw .wrongType(path: path(key), expected: "an array", found: value.kindName)
    }
    return elements
  }

  /// The array of strings at `key`; absent is empty.
  package func strings(_ key: String) throws(CodingError) -> [String] {
    var strings: [String] = []
    for (index, element) in try array(key).enumerated() {
      guard let string = element.stringValue else {
        throw .wrongType(path: path(key) + "[\(index)]", expected: "a string", found: element.kindName)
      }
      strings.append(string)
    }
    return strings
  }
}
