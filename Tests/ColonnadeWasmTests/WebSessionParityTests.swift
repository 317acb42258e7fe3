import Colonnade
import ColonnadeCLI
import ColonnadeCoding
import ColonnadeJSON
import ColonnadeScript
import ColonnadeTestSupport
import ColonnadeWasm
import Testing

/// Rule X6: the web page's runner prints, line for line, what `colonnade simulate` prints.
@Suite struct WebSessionParityTests {
  /// `colonnade simulate` with `arguments`, its JSON lines.
  static func simulate(_ script: String, arguments: [String] = []) -> [String] {
    let outcome = ColonnadeCommand.run(
      Invocation(arguments: ["simulate"] + arguments, files: DiskLikeFiles(), readStandardInput: { script }))
    return outcome.output.split(separator: "\n").map(String.init)
  }

  /// The web runner's JSON lines for the same script.
  static func web(_ script: String, configuration: SplitConfiguration = .standard) throws -> [String] {
    var session = try WebSession(configuration: configuration)
    return script.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      session.run(line).map { JSONValue.object($0.output).serialized() }
    }
  }

  /// The browser tests' scripts (web/tests/scripts), read from the repository.
  static func scripts() throws -> [(name: String, text: String)] {
    let folder = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    return try ["animals", "photos", "duo", "every-action", "deep-links"].map { name in
      (
        name,
        try LocalFileSystem().readText(atPath: "/\(folder)/web/tests/scripts/\(name).txt", limit: 1 << 20)
      )
    }
  }

  @Test func theSeedScriptsPrintTheSameLines() throws {
    for (name, text) in try Self.scripts() {
      let expected = Self.simulate(text)
      #expect(!expected.isEmpty, "\(name)")
      #expect(try Self.web(text) == expected, "\(name)")
    }
  }

  @Test func theDuoPresetPrintsTheSameLines() throws {
    let text = try Self.scripts().first { $0.name == "duo" }?.text ?? ""
    #expect(try Self.web(text, configuration: .duo) == Self.simulate(text, arguments: ["--preset", "duo"]))
  }

  /// Seeded random scripts over every verb, with good and bad arguments (`begin` too: a restore
  /// inside a transition no longer leaves a pane without its entry). Optimized (CI), 100 seeds;
  /// unoptimized, 15 (``PropertyRuns``).
  @Test(arguments: 0..<UInt64(PropertyRuns.count(optimized: 100, unoptimized: 15)))
  func randomScriptsPrintTheSameLines(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let script = (0..<40).map { _ in Self.randomLine(&random) }.joined(separator: "\n")
    #expect(try Self.web(script) == Self.simulate(script), "seed \(seed):\n\(script)")
  }

  static func randomLine(_ random: inout SplitMix64) -> String {
    func pick(_ words: [String]) -> String { words[Int(random.next() % UInt64(words.count))] }
    func number(_ low: Int, _ high: Int) -> String {
      let whole = low + Int(random.next() % UInt64(high - low + 1))
      return pick(["\(whole)", "\(whole).5", "\(whole).25"])
    }
    let column = pick(["primary", "supplementary", "secondary", "inspector", "compact", "nowhere"])
    let route = pick(["Animals", "Profile", "Cat", "Kitten", "x"])
    return pick([
      "destination \(route) \(pick(["double", "triple", "quadruple"]))",
      "resize \(number(200, 2100)) \(number(300, 1400))",
      "size-class \(pick(["compact", "regular", "auto", "x"]))",
      "scale \(pick(["1", "2", "2.625", "0", "x"]))",
      pick([
        "fold flat", "fold book \(number(100, 700)) 0", "fold tabletop \(number(100, 600)) 20",
        "fold dual 500 34",
      ]),
      "rtl \(pick(["on", "off"]))", "inspector \(pick(["on", "off"]))",
      "select \(route)\(pick(["", " reset"]))",
      "\(pick(["show", "push"])) \(column) \(route)",
      pick(["back", "peek-back", "sidebar", "dismiss", "begin", "end", "ready"]),
      "display-mode \(pick(["automatic", "secondaryOnly", "twoOverSecondary", "twoDisplaceSecondary"]))",
      "split-behavior \(pick(["automatic", "tile", "overlay", "displace"]))",
      "width \(column) \(number(0, 900))",
      "focus \(column)", "link colonnade://\(route)/\(route)", "tick \(pick(["0", "30", "301", "-1"]))",
      "invalidate \(column)", pick(["save s.json", "restore s.json", "# a comment", "", "  back  "]),
    ])
  }

  /// Words of the script in error messages: both cut a long word to 60 characters and its
  /// size; only the terminal edge (simulate) escapes control characters, the page leaves that to
  /// the JSON writer. The one way the page's bytes differ from simulate's, and only in the
  /// `error` of such a line.
  @Test func outsideWordsAreEscapedOnlyAtTheTerminalEdge() throws {
    let long = String(repeating: "x", count: 100) + "\u{1B}"
    let script = "frob\u{1B}[2J\nresize x\u{7} 3\n\(long)\nsidebar"
    let page = try Self.webObjects(script)
    let cli = Self.simulate(script).map { try? JSONValue(parsing: $0).objectValue }
    #expect(page.count == 4 && cli.count == 4)
    let verbs = ScriptParser.verbs.joined(separator: ", ")
    #expect(page[0]["error"] == .string("unknown action 'frob\u{1B}[2J': use one of \(verbs)"))
    #expect(cli[0]?["error"] == .string("unknown action 'frob^[[2J': use one of \(verbs)"))
    #expect(page[1]["error"] == "'x\u{7}' is not a number")
    #expect(cli[1]?["error"] == "'x^G' is not a number")
    let cut = String(repeating: "x", count: 60) + "… (101 bytes)"
    #expect(page[2]["error"] == .string("unknown action '\(cut)': use one of \(verbs)"))
    #expect(cli[2]?["error"] == .string("unknown action '\(cut)': use one of \(verbs)"))
    #expect(.object(page[3]) == cli[3].map(JSONValue.object))
    #expect(!JSONValue.object(page[0]).serialized().unicodeScalars.contains { $0.value < 0x20 })
  }

  /// The web runner's output objects for a script.
  static func webObjects(_ script: String) throws -> [JSONObject] {
    var session = try WebSession(configuration: .standard)
    return script.split(separator: "\n").compactMap { session.run($0)?.output }
  }

  /// Hinges the page sets are what the next line compares with to say "nothing changed", and
  /// `save` / `restore` keep files in the page's memory.
  @Test func hingesAndFilesInThePage() throws {
    var session = try WebSession(configuration: .standard)
    _ = session.run("resize 690 829")
    let json =
      #"[{"x":345,"y":0,"width":34,"height":829,"orientation":"vertical","state":"flat","occluding":true}]"#
    #expect(session.setHinges(try WebHinges.parse(json).get()).ok)
    #expect(session.run("inspector off")?.output["note"] == "nothing changed")
    #expect(session.run("save s.json")?.ok == true)
    #expect(session.host.files["s.json"]?.hasPrefix("{") == true)
    #expect(session.run("restore s.json")?.ok == true)
    #expect(
      session.run("restore t.json")?.output["error"] == "cannot read 't.json': no such file or folder")
    #expect(session.step == 5)
  }

  /// The page-only hinges: a posture `fold` cannot say goes in exactly; a bad one changes nothing.
  @Test func hingesFromTheCatalogGoInExactly() throws {
    var session = try WebSession(configuration: .standard)
    _ = session.run("resize 690 829")
    let json =
      #"[{"x":345,"y":0,"width":0,"height":829,"orientation":"vertical","state":"flat","occluding":false}]"#
    let hinges = try WebHinges.parse(json).get()
    #expect(session.setHinges(hinges).ok)
    #expect(session.coordinator.state.environment.hinges == hinges)
    let outside = try WebHinges.parse(
      #"[{"x":900,"y":0,"width":0,"height":829,"orientation":"vertical","state":"flat","occluding":false}]"#
    ).get()
    let refused = session.setHinges(outside)
    #expect(!refused.ok)
    #expect(session.coordinator.state.environment.hinges == hinges)
    #expect(throws: ScriptFailure.self) { try WebHinges.parse("[{\"x\":1}]").get() }
  }
}

/// Files in memory that report a missing file as the disk does (`LocalFileSystem`), as the
/// page's memory does: the browser tests compare the page with simulate on a real disk.
final class DiskLikeFiles: FileSystem {
  private let memory = MemoryFileSystem()

  func open(atPath path: String) throws(FileError) -> any ByteSource {
    do {
      return try memory.open(atPath: path)
    } catch {
      throw FileError(path: path, reason: "no such file or folder")
    }
  }

  func writeText(_ text: String, atPath path: String) throws(FileError) {
    try memory.writeText(text, atPath: path)
  }

  func createDirectory(atPath path: String) throws(FileError) {}

  func folderEntries(atPath path: String) throws(FileError) -> [String]? {
    try memory.folderEntries(atPath: path)
  }

  func writeText(_ text: String, atPath relative: String, inside folder: String) throws(FileError) {
    try memory.writeText(text, atPath: relative, inside: folder)
  }

  func check(_ relative: String, inside folder: String) throws(FileError) {}

  func removeFile(atPath relative: String, inside folder: String) throws(FileError) {
    try memory.removeFile(atPath: relative, inside: folder)
  }

  func removeFolderIfEmpty(atPath relative: String, inside folder: String) {}
}
