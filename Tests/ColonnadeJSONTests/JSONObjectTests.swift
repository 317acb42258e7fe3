import ColonnadeJSON
import Testing

@Test func keepsInsertionOrder() {
  var object: JSONObject = ["width": 320, "title": "Inbox"]
  object.append("visible", true)
  #expect(object.keys == ["width", "title", "visible"])
  #expect(object["width"] == 320)
  #expect(object["missing"] == nil)
  #expect(object.map { $0.value } == [320, "Inbox", true])
  #expect(object[2].key == "visible")
}

@Test func replacesRepeatedKeysInPlace() {
  var object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
  #expect(object.keys == ["a", "b"])
  #expect(object["a"] == 3)
  object.append("b", "two")
  #expect(object == ["a": 3, "b": "two"])
  #expect(JSONValue.object(object).serialized() == #"{"a":3,"b":"two"}"#)
}

@Test func comparesMembersInOrder() {
  let forward: JSONObject = ["a": 1, "b": 2]
  #expect(forward == ["a": 1, "b": 2])
  #expect(forward != ["b": 2, "a": 1])
  #expect(forward != ["a": 1])
  #expect(forward != ["a": 1, "b": 3])
  #expect(JSONObject() == [:])
}

@Test(arguments: [1, 8, 9, 100])
func findsEveryKey(count: Int) {
  var object = JSONObject()
  for index in 0..<count {
    object.append("key\(index)", .number(Double(index)))
  }
  object.append("key0", "replaced")
  #expect(object.count == count)
  #expect(object.keys == (0..<count).map { "key\($0)" })
  #expect(object["key0"] == "replaced")
  for index in 1..<count {
    #expect(object["key\(index)"] == .number(Double(index)))
  }
  #expect(object["key\(count)"] == nil)
}

@Test func buildsValuesFromLiterals() {
  let value: JSONValue = ["a": 1, "b": [true, nil], "c": 2.5, "d": "x"]
  let expected = JSONValue.object(
    JSONObject([
      ("a", .number(1)), ("b", .array([.bool(true), .null])), ("c", .number(2.5)), ("d", .string("x")),
    ]))
  #expect(value == expected)
}

/// Each kind of value with its accessors' expected results.
private let kinds: [(JSONValue, String)] = [
  (nil, "null"),
  (false, "a boolean"),
  (1.5, "a number"),
  ("s", "a string"),
  ([1], "an array"),
  (["k": 1], "an object"),
]

@Test(arguments: kinds)
func namesKindAndExposesOnlyItsOwnAccessor(value: JSONValue, kindName: String) {
  #expect(value.kindName == kindName)
  #expect(value.isNull == (kindName == "null"))
  #expect((value.boolValue != nil) == (kindName == "a boolean"))
  #expect((value.doubleValue != nil) == (kindName == "a number"))
  #expect((value.stringValue != nil) == (kindName == "a string"))
  #expect((value.arrayValue != nil) == (kindName == "an array"))
  #expect((value.objectValue != nil) == (kindName == "an object"))
}

@Test func readsAccessorValues() {
  #expect(JSONValue.bool(false).boolValue == false)
  #expect(JSONValue.number(1.5).doubleValue == 1.5)
  #expect(JSONValue.string("s").stringValue == "s")
  #expect(JSONValue.array([1]).arrayValue == [1])
  #expect(JSONValue.object(["k": 1]).objectValue == ["k": 1])
}

@Test(arguments: [
  (JSONValue.number(1366), 1366 as Int?), (-3, -3), (-0.0, 0), (1.5, nil),
  (9_007_199_254_740_991, 9_007_199_254_740_991),
  (9_007_199_254_740_992, nil), (.number(.nan), nil), (.number(.infinity), nil), ("3", nil),
])
func readsIntegers(value: JSONValue, expected: Int?) {
  #expect(value.intValue == expected)
}
