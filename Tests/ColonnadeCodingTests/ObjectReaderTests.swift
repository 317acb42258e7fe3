import ColonnadeCoding
import ColonnadeJSON
import Testing

/// The one field reader (configurations, saved sessions, the device catalog): strict objects
/// refuse unknown keys and `null`; lenient ones ignore unknown keys and read `null` as absent.
@Suite struct ObjectReaderTests {
  private func value(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

  @Test func strictRefusesUnknownKeysAndNull() throws {
    #expect(throws: CodingError.unknownKey(path: "a.b", allowed: ["x"])) {
      try ObjectReader(try value(#"{"b": 1}"#), path: "a", allowed: ["x"])
    }
    let reader = try ObjectReader(try value(#"{"x": null}"#), path: "", allowed: ["x"])
    #expect(throws: CodingError.wrongType(path: "x", expected: "a number", found: "null")) {
      try reader.number("x")
    }
  }

  @Test func lenientIgnoresUnknownKeysAndReadsNullAsAbsent() throws {
    let reader = try ObjectReader(lenient: try value(#"{"note": "n", "x": null, "s": {"w": 2}}"#), path: "d")
    #expect(try reader.number("x") == nil)
    #expect(throws: CodingError.missingField(path: "d.x")) { try reader.requiredNumber("x") }
    #expect(try reader.requiredObject("s").requiredNumber("w", strictly: true) == 2)
    #expect(throws: CodingError.outOfRange(path: "d.s.w", value: 2, expected: "a number above 2")) {
      try reader.requiredObject("s").number("w", minimum: 2, strictly: true)
    }
  }

  @Test(arguments: [
    (CodingError.missingField(path: "portrait.width"), "'portrait.width' is missing"),
    (
      .invalidValue(path: "id", value: "empty", expected: "a non-empty string"),
      "'id' is empty: use a non-empty string"
    ),
    (
      .undefinedReference(path: "sourceIds", name: "x", definedIn: "the catalog's 'sources'"),
      "'sourceIds' cites 'x', which the catalog's 'sources' does not list"
    ),
  ])
  func messages(error: CodingError, message: String) {
    #expect(error.description == message)
  }
}
