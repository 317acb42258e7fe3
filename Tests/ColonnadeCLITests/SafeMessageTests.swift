import ColonnadeCLI
import ColonnadeJSON
import ColonnadeOptions
import Testing

/// Rules X5, X6: what a person reads is escaped, short and says what happened.
@Suite struct SafeMessageTests {
  static func run(_ arguments: [String], files: [String: String] = [:]) -> Outcome {
    ColonnadeCommand.run(Invocation(arguments: arguments, files: MemoryFileSystem(files)))
  }

  /// No C0, DEL, C1 or bidi control in `text` but line breaks.
  static func isClean(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        || [0x200E, 0x200F, 0x061C].contains(value)
    }
  }

  /// Configuration keys, values and width-class names, and arguments, are escaped in
  /// errors and in `resolve`'s table.
  @Test func outsideTextIsEscaped() {
    let evil = #"\u001b]0;pwned\u0007\u009b2J\u202e\u200f"#
    let key = Self.run(
      ["resolve", "--width", "800", "--height", "600", "--config", "c.json"],
      files: ["c.json": #"{"\#(evil)": 1}"#])
    #expect(key.status == 2)
    #expect(key.errors.contains("unknown key '^[]0;pwned^G<9B>2J<U+202E><U+200F>'"), "\(key.errors)")
    let value = Self.run(
      ["resolve", "--width", "800", "--height", "600", "--config", "c.json"],
      files: ["c.json": #"{"style": "\#(evil)"}"#])
    #expect(value.status == 2 && Self.isClean(value.errors) && value.errors.contains("pwned"))
    let table = Self.run(
      ["resolve", "--width", "800", "--height", "600", "--config", "c.json"],
      files: [
        "c.json": #"{"widthClasses": [{"name": "\#(evil)", "minimumWidth": 0, "maximumTiledColumns": 2}]}"#
      ])
    #expect(table.status == 0 && Self.isClean(table.output) && table.output.contains("pwned"), "\(table)")
    let argument = Self.run(["resolve", "--width", "\u{1B}]0;pwned\u{7}", "--height", "600"])
    #expect(argument.errors.contains("--width '^[]0;pwned^G' is not a number"))
    let unknown = Self.run(["resolve", "--\u{1B}[2J"])
    #expect(Self.isClean(unknown.errors))
  }

  /// A huge bad value is echoed as a short prefix with its size.
  @Test func hugeValuesAreCut() {
    let huge = String(repeating: "x", count: 100_000)
    let outcome = Self.run(["resolve", "--width", "800", "--height", "600", "--preset", huge])
    #expect(outcome.status == 2)
    #expect(outcome.errors.utf8.count < 300)
    #expect(outcome.errors.contains(String(repeating: "x", count: 60) + "… (100000 bytes)"))
    let key = Self.run(
      ["resolve", "--width", "800", "--height", "600", "--config", "c.json"],
      files: ["c.json": "{\"\(huge)\": 1}"])
    #expect(key.errors.utf8.count < 800, "\(key.errors.prefix(800))")
  }

  /// A repeated option says so.
  @Test(arguments: [
    ["resolve", "--width", "1", "--width", "2", "--height", "3"],
    ["resolve", "--width=1", "--height", "3", "--width=2"],
    ["resolve", "--rtl", "--width", "1", "--height", "3", "--rtl"],
  ])
  func repeatedOptionIsGivenTwice(arguments: [String]) {
    let outcome = Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("is given twice: give it once"), "\(outcome.errors)")
  }

  /// A whole number too large for an exact id says so.
  @Test func numberTooLargeSaysSo() {
    let session = #"""
      {"format":"colonnade-session","version":1,"navigation":{"destinations":[],"selection":null,
      "stacks":{"primary":[{"id":1,"route":"root"}]},"saved":[],"nextID":1e300}}
      """#
    let (outcome, lines) = SimulateCommandTests.run(
      "restore s.json", files: MemoryFileSystem(["s.json": session]))
    #expect(outcome.status == 1)
    #expect(
      lines.first?["error"]?.stringValue?.contains(
        "must be a whole number below 2^53, found 1e+300, too large to be exact") == true, "\(lines)")
  }

  /// Quoted routes keep their spaces; an action that changes nothing says so; peek-back
  /// is a preview; tick cannot go backwards.
  @Test func simulateOutputSaysWhatHappened() {
    let (_, lines) = SimulateCommandTests.run(
      """
      push secondary "New York"
      select-nothing
      sidebar
      sidebar
      inspector off
      peek-back
      tick -1
      """)
    #expect(lines[0]["columns"]?.objectValue?["secondary"] == ["New York"])
    #expect(lines[4]["note"] == "nothing changed")
    #expect(lines[0]["note"] == nil)
    #expect(lines[5]["preview"] != nil && lines[5]["events"] == nil)
    #expect(lines[6]["ok"] == false)
    #expect(SimulateCommandTests.run("show secondary \"open").1.first?["ok"] == false)
  }

  /// The wrapper over the browser's SafeText keeps line breaks, escapes what SafeText
  /// escapes and the bidi marks it leaves, and is idempotent.
  @Test func terminalTextEscapesLikeTheBrowser() {
    let text = "a\u{1B}[2J\tb\u{9B}\u{202E}\u{200E}\u{61C}\nnext"
    let safe = TerminalText.safe(text)
    #expect(safe == "a^[[2J^Ib<9B><U+202E><U+200E><U+061C>\nnext")
    #expect(TerminalText.safe(safe) == safe)
    #expect(TerminalText.quoted("short\u{7}") == "short^G")
    #expect(
      TerminalText.quoted(String(repeating: "é", count: 61)) == String(repeating: "é", count: 60)
        + "… (122 bytes)")
  }
}
