import ColonnadeJSON
import ColonnadeTestSupport
import Testing

/// Bytes that JSON documents are made of, so random input gets past the first token.
private let alphabet =
  Array(#"{}[],:"\ /*0123456789-+.eEtrufalsn'"#.utf8) + [0x0A, 0x09, 0xC3, 0xA9, 0xF0, 0x9F]

/// Parses `bytes` both ways and checks that the parser only returns or throws, that
/// errors point inside the input, and that whatever it accepts it also writes back.
private func checkParser(_ bytes: [UInt8], _ context: @autoclosure () -> String) throws {
  let fromBytes: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in
    try JSONValue(parsing: bytes)
  }
  switch fromBytes {
  case .success(let value):
    try #require(try JSONValue(parsing: value.serialized()) == value, "\(context())")
    try #require(try JSONValue(parsing: value.serialized(pretty: true)) == value, "\(context())")
  case .failure(let error):
    let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    try #require(error.line >= 1 && error.line <= lines && error.column >= 1, "\(context()): \(error)")
  }
  // Valid UTF-8 reads the same as a String as it does as bytes.
  if let text = String(validating: bytes, as: UTF8.self) {
    let fromText: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in
      try JSONValue(parsing: text)
    }
    try #require(fromText == fromBytes, "\(context())")
  } else {
    _ = try? JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
  }
}

@Test(arguments: [11 as UInt64, 12])
func survivesRandomBytes(seed: UInt64) throws {
  var random = SplitMix64(seed: seed)
  for iteration in 0..<4000 {
    let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
      random.chance(0.8) ? random.pick(alphabet) : UInt8.random(in: 0...255, using: &random)
    }
    try checkParser(bytes, "seed \(seed), iteration \(iteration): \(bytes)")
  }
}

@Test(arguments: [21 as UInt64, 22])
func survivesMutatedDocuments(seed: UInt64) throws {
  var random = SplitMix64(seed: seed)
  for iteration in 0..<2000 {
    var bytes = Array(random.jsonValue(depth: 3).serialized(pretty: random.chance(0.5)).utf8)
    for _ in 0...Int.random(in: 0...3, using: &random) {
      mutate(&bytes, using: &random)
    }
    try checkParser(bytes, "seed \(seed), iteration \(iteration): \(String(decoding: bytes, as: UTF8.self))")
  }
}

/// Deletes, inserts, replaces, duplicates or truncates bytes at a random place.
private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
  let index = Int.random(in: 0...bytes.count, using: &random)
  let byte = random.chance(0.8) ? random.pick(alphabet) : UInt8.random(in: 0...255, using: &random)
  switch Int.random(in: 0..<5, using: &random) {
  case 0 where index < bytes.count:
    bytes.remove(at: index)
  case 1:
    bytes.insert(byte, at: index)
  case 2 where index < bytes.count:
    bytes[index] = byte
  case 3:
    let end = min(bytes.count, index + Int.random(in: 1...8, using: &random))
    bytes.insert(contentsOf: bytes[index..<end], at: index)
  default:
    bytes.removeSubrange(index...)
  }
}

@Test func survivesVeryDeepAndLongInput() {
  for text in [
    String(repeating: "[", count: 200_000), String(repeating: #"{"a":"#, count: 100_000),
    String(repeating: "[1,", count: 100_000), "\"" + String(repeating: "\\u", count: 50_000),
    String(repeating: "9", count: 100_000), "[" + String(repeating: "\"a\",", count: 100_000),
  ] {
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
  }
}
