import ColonnadeJSON
import Testing

/// The examples in the doc comments, so they stay true.
@Test func documentationExamplesHold() throws {
  let value: JSONValue = ["name": "inbox", "widths": [320, 480.5], "pinned": true, "badge": nil]
  #expect(value.serialized() == #"{"name":"inbox","widths":[320,480.5],"pinned":true,"badge":null}"#)
  #expect(try JSONValue(parsing: value.serialized()) == value)

  var object: JSONObject = ["width": 320, "title": "Inbox"]
  object.append("visible", true)
  #expect(object["width"] == .number(320))
  #expect(object.keys == ["width", "title", "visible"])
  #expect(JSONValue.object(object).serialized() == #"{"width":320,"title":"Inbox","visible":true}"#)

  let parsed = try JSONValue(parsing: #"{"columns": [320, 480], "title": "Inbox"}"#)
  #expect(parsed.objectValue?["title"] == .string("Inbox"))

  let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: "{\"a\": 1 \"b\": 2}") }
  #expect(
    error?.description == #"line 1, column 9: expected ',' or '}' after an object member, found '"b"'"#)

  let small: JSONValue = ["a": 1, "b": [true, nil], "c": [:]]
  #expect(small.serialized() == #"{"a":1,"b":[true,null],"c":{}}"#)
  #expect(
    small.serialized(pretty: true) == """
      {
        "a": 1,
        "b": [
          true,
          null
        ],
        "c": {}
      }
      """)
}
