/// A strict XML well-formedness checker that also builds a small element tree, so tests can
/// both reject malformed SVG and HTML and read numbers back out of it.
///
/// It accepts what the lab writes and what XML 1.0 requires of it: an optional declaration and
/// doctype, comments, one root element, properly nested and closed tags, unique attributes in
/// quotes, and only the five named entities or numeric references. No DTDs, no CDATA.
struct XMLElement: Equatable {
  var name: String
  var attributes: [String: String]
  var children: [XMLElement]
  /// The element's own text, its children's excluded, with references decoded.
  var text: String

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// Every element below this one, depth first, in document order.
  var descendants: [XMLElement] {
    children.flatMap { [$0] + $0.descendants }
  }

  /// The descendants whose `class` attribute holds the word `className`.
  func elements(withClass className: String) -> [XMLElement] {
    descendants.filter { ($0["class"] ?? "").split(separator: " ").contains(Substring(className)) }
  }
}

/// Why a document is not well-formed, with the byte offset.
struct XMLError: Error, CustomStringConvertible {
  var offset: Int
  var reason: String
  var description: String { "not well-formed at byte \(offset): \(reason)" }
}

/// Parses `text`, throwing at the first violation.
func parseXML(_ text: String) throws(XMLError) -> XMLElement {
  var parser = XMLParser(bytes: Array(text.utf8))
  return try parser.document()
}

private struct XMLParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func fail(_ reason: String) -> XMLError { XMLError(offset: index, reason: reason) }

  var atEnd: Bool { index >= bytes.count }

  func peek(_ literal: String) -> Bool {
    let literal = Array(literal.utf8)
    return index + literal.count <= bytes.count && Array(bytes[index..<index + literal.count]) == literal
  }

  mutating func expect(_ literal: String) throws(XMLError) {
    guard peek(literal) else { throw fail("expected '\(literal)'") }
    index += literal.utf8.count
  }

  mutating func skipSpace() {
    while !atEnd, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Skips past `terminator`, which must occur.
  mutating func skip(past terminator: String) throws(XMLError) {
    while !atEnd, !peek(terminator) { index += 1 }
    try expect(terminator)
  }

  /// Comments and whitespace between markup.
  mutating func misc() throws(XMLError) {
    while true {
      skipSpace()
      if peek("<!--") {
        index += 4
        while !atEnd, !peek("--") { index += 1 }
        try expect("-->")
      } else {
        return
      }
    }
  }

  mutating func document() throws(XMLError) -> XMLElement {
    if peek("<?xml") { try skip(past: "?>") }
    try misc()
    if peek("<!DOCTYPE") {
      index += 9
      while !atEnd, bytes[index] != UInt8(ascii: ">") {
        guard bytes[index] != UInt8(ascii: "[") else { throw fail("internal DTD subsets are not supported") }
        index += 1
      }
      try expect(">")
    }
    try misc()
    guard peek("<") else { throw fail("expected the root element") }
    let root = try element()
    try misc()
    guard atEnd else { throw fail("content after the root element") }
    return root
  }

  static func isNameStart(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x3A
      || byte >= 0x80
  }

  static func isName(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E
  }

  mutating func name() throws(XMLError) -> String {
    guard !atEnd, Self.isNameStart(bytes[index]) else { throw fail("expected a name") }
    let start = index
    while !atEnd, Self.isName(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func element() throws(XMLError) -> XMLElement {
    try expect("<")
    var element = XMLElement(name: try name(), attributes: [:], children: [], text: "")
    while true {
      let hadSpace = !atEnd && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
      skipSpace()
      if peek("/>") {
        index += 2
        return element
      }
      if peek(">") {
        index += 1
        break
      }
      guard hadSpace else { throw fail("attributes must be separated by white space") }
      let attribute = try name()
      guard element.attributes[attribute] == nil else { throw fail("attribute '\(attribute)' repeated") }
      skipSpace()
      try expect("=")
      skipSpace()
      guard !atEnd, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
        throw fail("attribute values must be quoted")
      }
      let quote = bytes[index]
      index += 1
      element.attributes[attribute] = try characters(until: quote, inAttribute: true)
      index += 1
    }
    while true {
      element.text += try characters(until: UInt8(ascii: "<"), inAttribute: false)
      if peek("</") {
        index += 2
        let closing = try name()
        guard closing == element.name else { throw fail("'</\(closing)>' closes '<\(element.name)>'") }
        skipSpace()
        try expect(">")
        return element
      }
      if peek("<!--") {
        try skip(past: "-->")
        continue
      }
      guard !atEnd else { throw fail("'<\(element.name)>' is never closed") }
      element.children.append(try self.element())
    }
  }

  /// Character data up to `terminator` (not consumed), references decoded.
  mutating func characters(until terminator: UInt8, inAttribute: Bool) throws(XMLError) -> String {
    var text: [UInt8] = []
    while !atEnd, bytes[index] != terminator {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { throw fail("'<' inside an attribute value") }
      if byte < 0x20, ![0x09, 0x0A, 0x0D].contains(byte) { throw fail("control character \(byte)") }
      // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters.
      if byte == 0xEF, peek("\u{FFFE}") || peek("\u{FFFF}") { throw fail("noncharacter U+FFFE or U+FFFF") }
      if byte == UInt8(ascii: "&") {
        text += Array(try reference().utf8)
        continue
      }
      if !inAttribute, peek("]]>") { throw fail("']]>' in text") }
      text.append(byte)
      index += 1
    }
    if atEnd, inAttribute { throw fail("unterminated attribute value") }
    return String(decoding: text, as: UTF8.self)
  }

  mutating func reference() throws(XMLError) -> String {
    let start = index
    while !atEnd, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
    guard !atEnd, bytes[index] == UInt8(ascii: ";") else {
      index = start
      throw fail("'&' that starts no reference")
    }
    let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    index += 1
    switch body {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      var digits = Substring(body)
      guard digits.hasPrefix("#") else { throw fail("unknown entity '&\(body);'") }
      digits.removeFirst()
      let hex = digits.hasPrefix("x")
      if hex { digits.removeFirst() }
      guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
        value >= 0x20 || [0x09, 0x0A, 0x0D].contains(value)
      else { throw fail("bad character reference '&\(body);'") }
      return String(Character(scalar))
    }
  }
}
