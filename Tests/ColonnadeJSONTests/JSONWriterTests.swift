import ColonnadeJSON
import Testing

/// Numbers and the exact text the writer gives them.
private let numbers: [(Double, String)] = [
  (0, "0"),
  (-0.0, "0"),
  (1366, "1366"),
  (-3, "-3"),
  (1e15, "1000000000000000"),
  (9_007_199_254_740_991, "9007199254740991"),
  (-9_007_199_254_740_991, "-9007199254740991"),
  (9_007_199_254_740_992, "9007199254740992.0"),
  (0.5, "0.5"),
  (-2.5, "-2.5"),
  (0.1, "0.1"),
  (1e-5, "1e-05"),
  (1.2345678901234567e20, "1.2345678901234567e+20"),
  (1e300, "1e+300"),
  (.leastNonzeroMagnitude, "5e-324"),
  (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
  (.nan, "null"),
  (.infinity, "null"),
  (-.infinity, "null"),
]

@Test(arguments: numbers)
func writesNumber(number: Double, text: String) throws {
  #expect(JSONValue.number(number).serialized() == text)
  if number.isFinite {
    #expect(try JSONValue(parsing: text) == .number(number))
  }
}

/// Strings and the exact JSON text the writer gives them.
private let strings: [(String, String)] = [
  ("", #""""#),
  ("inbox", #""inbox""#),
  ("say \"hi\"", #""say \"hi\"""#),
  (#"C:\path"#, #""C:\\path""#),
  ("a/b", #""a/b""#),
  ("tab\there\nnext\r", #""tab\there\nnext\r""#),
  ("\u{8}\u{C}", #""\b\f""#),
  ("\u{0}\u{1}\u{1F}\u{7F}", #""\u0000\u0001\u001f\u007f""#),
  ("\u{1B}[31m", #""\u001b[31m""#),
  ("café 日本 😀 𝄞", "\"café 日本 😀 𝄞\""),
  ("\u{2028}\u{80}", #""\u2028\u0080""#),
  ("e\u{301}", "\"e\u{301}\""),
]

@Test(arguments: strings)
func writesString(string: String, text: String) throws {
  let written = JSONValue.string(string).serialized()
  #expect(written == text)
  #expect(Array(written.unicodeScalars) == Array(text.unicodeScalars))
  #expect(try JSONValue(parsing: written) == .string(string))
}

/// Every escape the parser knows, with the text the writer gives back.
private let escapes: [(String, String)] = [
  (#""\"""#, #""\"""#),
  (#""\\""#, #""\\""#),
  (#""\/""#, #""/""#),
  (#""\b\f\n\r\t""#, #""\b\f\n\r\t""#),
  (#""\u0041\u00e9\u4e2d""#, "\"Aé中\""),
  (#""\u001F\u007F""#, #""\u001f\u007f""#),
  (#""\uD83D\uDE00""#, "\"😀\""),
]

@Test(arguments: escapes)
func roundTripsEscape(text: String, rewritten: String) throws {
  let value = try JSONValue(parsing: text)
  #expect(value.serialized() == rewritten)
  #expect(try JSONValue(parsing: rewritten) == value)
}

private let document: JSONValue = [
  "name": "mail",
  "columns": [
    ["id": "sidebar", "width": 320, "visible": true],
    ["id": "content", "width": 0.5, "tags": [], "extra": [:]],
  ],
  "focus": nil,
  "path": ["a\tb"],
]

@Test func writesCompactDocument() {
  #expect(
    document.serialized()
      == #"{"name":"mail","columns":[{"id":"sidebar","width":320,"visible":true},"#
      + #"{"id":"content","width":0.5,"tags":[],"extra":{}}],"focus":null,"path":["a\tb"]}"#)
}

@Test func writesPrettyDocument() {
  let expected = #"""
    {
      "name": "mail",
      "columns": [
        {
          "id": "sidebar",
          "width": 320,
          "visible": true
        },
        {
          "id": "content",
          "width": 0.5,
          "tags": [],
          "extra": {}
        }
      ],
      "focus": null,
      "path": [
        "a\tb"
      ]
    }
    """#
  #expect(document.serialized(pretty: true) == expected)
}

@Test func writesScalarsAndEmptyContainersAlike() {
  for value: JSONValue in [nil, true, false, 7, "x", [], [:]] {
    #expect(value.serialized(pretty: true) == value.serialized())
  }
  #expect(JSONValue.array([[], [:]]).serialized(pretty: true) == "[\n  [],\n  {}\n]")
}

@Test func describesValueAsCompactJSON() {
  let value: JSONValue = ["a": [1, "b"]]
  #expect(value.description == #"{"a":[1,"b"]}"#)
  #expect(String(describing: value) == value.serialized())
}

/// Rule X6: a JSON Lines record stays one line for line-based tools, and no control reaches a
/// terminal that shows it.
@Suite struct JSONLineBreakEscapeTests {
  @Test(arguments: [
    ("\u{85}", #""\u0085""#), ("\u{2028}", #""\u2028""#), ("\u{2029}", #""\u2029""#),
    ("\u{9B}", #""\u009b""#), ("\u{202E}", #""\u202e""#), ("\u{2066}", #""\u2066""#),
    ("\u{200F}", #""\u200f""#), ("\u{61C}", #""\u061c""#), ("a\u{2028}é…", #""a\u2028é…""#),
  ])
  func separatorsAndControlsAreEscaped(text: String, json: String) throws {
    #expect(JSONValue.string(text).serialized() == json)
    #expect(try JSONValue(parsing: json) == .string(text))
  }
}
