import ColonnadeJSON
import Testing

/// Valid documents and the values they read as.
private let validDocuments: [(String, JSONValue)] = [
  ("null", nil),
  ("true", true),
  ("false", false),
  ("0", 0),
  ("1366", 1366),
  ("-3", -3),
  ("0.5", 0.5),
  ("-1.25e-2", -0.0125),
  ("1e3", 1000),
  ("1E+3", 1000),
  ("2e-0", 2),
  ("1e-400", 0),
  ("123456789012345", 123_456_789_012_345),
  ("-123456789012345", -123_456_789_012_345),
  ("1234567890123456789", 1_234_567_890_123_456_789),
  ("0.1", 0.1),
  ("1.7976931348623157e308", .number(.greatestFiniteMagnitude)),
  ("\"\"", ""),
  ("\"inbox\"", "inbox"),
  ("\"日本語 🎉\"", "日本語 🎉"),
  (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
  (#""\u00e9\u00C9\u0000\u001F""#, "éÉ\u{0}\u{1F}"),
  (#""\ud83d\ude00 \uD834\uDD1E""#, "😀 𝄞"),
  (#""a\u2028b""#, "a\u{2028}b"),
  ("[]", []),
  ("{}", [:]),
  (" \t\r\n[1, \"a\", null, true] \n", [1, "a", nil, true]),
  ("[[[]], {}]", [[[]], [:]]),
  (#"{"b": 1, "a": [true, {"c": null}]}"#, ["b": 1, "a": [true, ["c": nil]]]),
  (#"{"": 0, "A": 1, "a": 2}"#, ["": 0, "A": 1, "a": 2]),
]

@Test(arguments: validDocuments)
func parsesValidDocument(text: String, expected: JSONValue) throws {
  #expect(try JSONValue(parsing: text) == expected)
  #expect(try JSONValue(parsing: Array(text.utf8)) == expected)
}

@Test func keepsMembersInDocumentOrder() throws {
  let value = try JSONValue(parsing: #"{"zeta": 1, "alpha": 2, "mid": 3}"#)
  #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
}

@Test func readsNegativeZeroWithItsSign() throws {
  let number = try #require(try JSONValue(parsing: "-0").doubleValue)
  #expect(number == 0 && number.sign == .minus)
  let fraction = try #require(try JSONValue(parsing: "-0.0").doubleValue)
  #expect(fraction.sign == .minus)
}

@Test func roundsNumbersCorrectly() throws {
  // Halfway between two doubles, and a long mantissa: the standard library rounds these.
  #expect(try JSONValue(parsing: "9007199254740993") == .number(9_007_199_254_740_992))
  #expect(
    try JSONValue(parsing: "2.2250738585072011e-308") == .number(Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)))
  #expect(try JSONValue(parsing: "4.9e-324") == .number(.leastNonzeroMagnitude))
}

@Test func acceptsNestingOfExactlyTheMaximumDepth() throws {
  let depth = JSONValue.maximumDepth
  let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  var value = try JSONValue(parsing: arrays)
  for _ in 1..<depth {
    value = try #require(value.arrayValue?.first)
  }
  #expect(value == [])

  let objects =
    String(repeating: #"{"k":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
  #expect(throws: Never.self) { try JSONValue(parsing: objects) }
}

@Test func readsLargeArraysAndObjects() throws {
  let count = 20_000
  let array = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
  #expect(try JSONValue(parsing: array).arrayValue?.count == count)
  let object = "{" + (0..<count).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
  let parsed = try #require(try JSONValue(parsing: object).objectValue)
  #expect(parsed.count == count)
  #expect(parsed["k12345"] == 12345)
}
