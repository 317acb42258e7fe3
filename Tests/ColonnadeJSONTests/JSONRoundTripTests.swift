import ColonnadeJSON
import ColonnadeTestSupport
import Testing

@Test(arguments: [1 as UInt64, 2, 3, 4])
func parsingTheWrittenTextGivesBackTheValue(seed: UInt64) throws {
  var random = SplitMix64(seed: seed)
  for iteration in 0..<1000 {
    let value = random.jsonValue(depth: 4)
    for pretty in [false, true] {
      let text = value.serialized(pretty: pretty)
      let back = try JSONValue(parsing: text)
      try #require(back == value, "seed \(seed), iteration \(iteration), pretty \(pretty): \(text)")
      #expect(back.serialized(pretty: pretty) == text)
    }
  }
}

@Test(arguments: [5 as UInt64, 6])
func roundTripsEveryKindOfNumberAndString(seed: UInt64) throws {
  var random = SplitMix64(seed: seed)
  for _ in 0..<5000 {
    let number = random.jsonNumber()
    let numberText = JSONValue.number(number).serialized()
    try #require(try JSONValue(parsing: numberText) == .number(number), "seed \(seed): \(number)")
    let string = random.jsonString()
    let stringText = JSONValue.string(string).serialized()
    let back = try #require(try JSONValue(parsing: stringText).stringValue)
    try #require(Array(back.unicodeScalars) == Array(string.unicodeScalars), "seed \(seed): \(stringText)")
  }
}

@Test func writesOneLineInCompactForm() {
  var random = SplitMix64(seed: 7)
  for _ in 0..<1000 {
    let text = random.jsonValue(depth: 3).serialized()
    #expect(!text.utf8.contains(UInt8(ascii: "\n")))
    #expect(!text.utf8.contains(UInt8(ascii: "\r")))
  }
}
