import ColonnadeJSON
import Testing

/// Invalid documents and the exact error each one reports.
private let invalidDocuments: [(String, String)] = [
  // Empty and truncated input.
  ("", "line 1, column 1: expected a value, found end of input"),
  ("  \n ", "line 2, column 2: expected a value, found end of input"),
  ("[", "line 1, column 2: expected a value, found end of input"),
  ("[1, 2", "line 1, column 6: expected ',' or ']' after an array element, found end of input"),
  ("{", "line 1, column 2: expected a string key, found end of input"),
  (#"{"a""#, "line 1, column 5: expected ':' after an object key, found end of input"),
  (#"{"a":"#, "line 1, column 6: expected a value, found end of input"),
  (#"{"a": 1"#, "line 1, column 8: expected ',' or '}' after an object member, found end of input"),
  (#""abc"#, "line 1, column 1: unterminated string"),
  (#"["a\"#, "line 1, column 2: unterminated string"),
  (#""\u12"#, "line 1, column 1: unterminated string"),
  ("tru", "line 1, column 1: expected a value, found 'tru'"),
  // Trailing garbage.
  ("[1] x", "line 1, column 5: expected end of input after the value, found 'x'"),
  ("1 2", "line 1, column 3: expected end of input after the value, found '2'"),
  ("{} {}", "line 1, column 4: expected end of input after the value, found '{'"),
  ("[1]]", "line 1, column 4: expected end of input after the value, found ']'"),
  ("truex", "line 1, column 1: expected a value, found 'truex'"),
  // Separators.
  ("[1,]", "line 1, column 4: trailing comma before ']'"),
  (#"{"a": 1,}"#, "line 1, column 9: trailing comma before '}'"),
  ("[,1]", "line 1, column 2: expected a value, found ','"),
  ("{,}", "line 1, column 2: expected a string key, found ','"),
  ("[1, 2 3]", "line 1, column 7: expected ',' or ']' after an array element, found '3'"),
  ("[true false]", "line 1, column 7: expected ',' or ']' after an array element, found 'false'"),
  (#"{"a" 1}"#, "line 1, column 6: expected ':' after an object key, found '1'"),
  (#"{"a": 1 "b": 2}"#, #"line 1, column 9: expected ',' or '}' after an object member, found '"b"'"#),
  ("{\"x\": [1, 2,\n  3 x]}", "line 2, column 5: expected ',' or ']' after an array element, found 'x'"),
  ("{1: 2}", "line 1, column 2: expected a string key, found '1'"),
  // Numbers.
  ("01", "line 1, column 1: number '01' has a leading zero"),
  ("-01", "line 1, column 1: number '-01' has a leading zero"),
  ("[00]", "line 1, column 2: number '00' has a leading zero"),
  ("-", "line 1, column 1: invalid number '-'"),
  ("[-]", "line 1, column 2: invalid number '-'"),
  ("1.", "line 1, column 1: invalid number '1.'"),
  ("1.e5", "line 1, column 1: invalid number '1.e5'"),
  (".5", "line 1, column 1: expected a value, found '.5'"),
  ("1e", "line 1, column 1: invalid number '1e'"),
  ("1e+", "line 1, column 1: invalid number '1e+'"),
  ("+1", "line 1, column 1: expected a value, found '+1'"),
  ("0x10", "line 1, column 1: invalid number '0x10'"),
  ("1.5.3", "line 1, column 1: invalid number '1.5.3'"),
  ("NaN", "line 1, column 1: expected a value, found 'NaN'"),
  ("[Infinity]", "line 1, column 2: expected a value, found 'Infinity'"),
  ("-Infinity", "line 1, column 1: invalid number '-Infinity'"),
  ("1e400", "line 1, column 1: number '1e400' is out of range"),
  ("[-1e400]", "line 1, column 2: number '-1e400' is out of range"),
  // Strings.
  (#""\uD800""#, #"line 1, column 2: lone surrogate '\uD800' in a string"#),
  (#""\uDC00""#, #"line 1, column 2: lone surrogate '\uDC00' in a string"#),
  (#""ab\uD800\u0041""#, #"line 1, column 4: lone surrogate '\uD800' in a string"#),
  (#""\ud800\ud800""#, #"line 1, column 2: lone surrogate '\ud800' in a string"#),
  (#""\uD800x""#, #"line 1, column 2: lone surrogate '\uD800' in a string"#),
  (#""\x""#, #"line 1, column 2: invalid escape '\x' in a string"#),
  (#""\'""#, #"line 1, column 2: invalid escape "\'" in a string"#),
  (#""\u12G4""#, #"line 1, column 2: invalid escape '\u12G4' in a string"#),
  (#""\u12""#, #"line 1, column 2: invalid escape '\u12' in a string"#),
  ("\"a\u{1}b\"", "line 1, column 3: unescaped control character U+0001 in a string"),
  ("\"é\tb\"", "line 1, column 3: unescaped control character U+0009 in a string"),
  ("\"line\nbreak\"", "line 1, column 6: unescaped control character U+000A in a string"),
  ("'a'", #"line 1, column 1: expected a value, found "'a'""#),
  ("{'a': 1}", #"line 1, column 2: expected a string key, found "'a'""#),
  // Keys.
  (#"{"a": 1, "a": 2}"#, "line 1, column 10: duplicate key 'a' in an object"),
  ("[1,\n  {\"k\": \"é\", \"k\": 1}]", "line 2, column 14: duplicate key 'k' in an object"),
  // Comments.
  ("// note\n1", "line 1, column 1: comments are not allowed, found '//'"),
  ("[1 /* note */]", "line 1, column 4: comments are not allowed, found '/*'"),
  ("{\"a\": 1} // note", "line 1, column 10: comments are not allowed, found '//'"),
  // Other characters.
  ("\u{FEFF}1", #"line 1, column 1: expected a value, found '\u{FEFF}1'"#),
  ("[é]", "line 1, column 2: expected a value, found 'é'"),
  ("\u{7}", #"line 1, column 1: expected a value, found '\u{7}'"#),
]

@Test(arguments: invalidDocuments)
func rejectsInvalidDocument(text: String, message: String) {
  let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
  #expect(error?.description == message)
  let bytesError = #expect(throws: JSONParseError.self) { try JSONValue(parsing: Array(text.utf8)) }
  #expect(bytesError == error)
}

/// Byte strings that are not valid UTF-8, and the error each one reports.
private let invalidUTF8: [([UInt8], String)] = [
  ([0xFF], "line 1, column 1: invalid UTF-8 byte 0xFF"),
  ([0x22, 0xC3, 0x22], "line 1, column 2: invalid UTF-8 byte 0xC3"),
  ([0x22, 0xC0, 0xAF, 0x22], "line 1, column 2: invalid UTF-8 byte 0xC0"),
  ([0x22, 0xE0, 0x80, 0xAF, 0x22], "line 1, column 2: invalid UTF-8 byte 0xE0"),
  ([0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0xED"),
  ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0xF4"),
  ([0x22, 0xF0, 0x9F], "line 1, column 2: invalid UTF-8 byte 0xF0"),
  ([0x22, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0x80"),
  ([0x5B, 0x0A, 0x22, 0xC3, 0xA9, 0xFE, 0x22, 0x5D], "line 2, column 3: invalid UTF-8 byte 0xFE"),
]

@Test(arguments: invalidUTF8)
func rejectsInvalidUTF8(bytes: [UInt8], message: String) {
  let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: bytes) }
  #expect(error?.description == message)
}

@Test func reportsStructuredReasons() {
  let duplicate = #expect(throws: JSONParseError.self) { try JSONValue(parsing: #"{"id": 1, "id": 2}"#) }
  #expect(duplicate == JSONParseError(line: 1, column: 11, reason: .duplicateKey("id")))
  let end = #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[1,") }
  #expect(end?.reason == .expectedValue(found: nil))
  let number = #expect(throws: JSONParseError.self) { try JSONValue(parsing: "1e400") }
  #expect(number?.reason == .numberOutOfRange("1e400"))
}

@Test func rejectsNestingDeeperThanTheMaximum() {
  let depth = JSONValue.maximumDepth + 1
  let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: arrays) }
  #expect(error?.description == "line 1, column 513: nesting is deeper than 512 levels")

  let mixed = String(repeating: #"{"a":["#, count: 300)
  let mixedError = #expect(throws: JSONParseError.self) { try JSONValue(parsing: mixed) }
  #expect(mixedError?.reason == .tooDeep(limit: 512))

  let huge = String(repeating: "[", count: 1_000_000)
  #expect(throws: JSONParseError.self) { try JSONValue(parsing: huge) }
}

@Test func shortensLongTokensInMessages() {
  let word = String(repeating: "x", count: 100)
  let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: word) }
  let shown = String(repeating: "x", count: 40) + "..."
  #expect(error?.description == "line 1, column 1: expected a value, found '\(shown)'")
}
