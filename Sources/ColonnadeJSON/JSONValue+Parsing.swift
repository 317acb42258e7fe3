extension JSONValue {
  /// The deepest nesting of arrays and objects that parsing accepts.
  public static let maximumDepth = 512

  /// Reads one JSON value from `text`, strictly following RFC 8259.
  ///
  /// ```swift
  /// let value = try JSONValue(parsing: #"{"columns": [320, 480], "title": "Inbox"}"#)
  /// value.objectValue?["title"]  // .string("Inbox")
  /// ```
  ///
  /// The document is one value with optional whitespace around it. Comments, trailing
  /// commas, single quotes, `NaN`, `Infinity`, leading zeros and `+` signs are
  /// rejected, as are raw control characters in strings, lone surrogates in `\u`
  /// escapes, duplicate keys in one object, nesting deeper than ``maximumDepth`` and
  /// numbers too large for a `Double`. The parser never crashes and uses no recursion,
  /// whatever the input. O(n) in the length of the text.
  public init(parsing text: String) throws(JSONParseError) {
    var parser = JSONParser(bytes: Array(text.utf8))
    self = try parser.parseDocument()
  }

  /// Reads one JSON value from UTF-8 bytes, strictly following RFC 8259.
  ///
  /// The bytes are checked to be valid UTF-8 first (overlong forms, surrogates and
  /// scalars above U+10FFFF are invalid), so an invalid byte is reported even when
  /// a syntax error comes before it. A byte order mark is rejected. Otherwise the
  /// same as ``init(parsing:)-(String)``. O(n) in the number of bytes.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
    var parser = JSONParser(bytes: Array(bytes))
    try parser.validateUTF8()
    self = try parser.parseDocument()
  }
}
