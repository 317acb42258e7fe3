import ColonnadeCLI
import ColonnadeJSON
import Testing

/// Rule N9: sessions keep their ids exactly, and `lab --script` restores like `simulate`. (That
/// large sessions and argument lists cost linear time is counted in `LinearWorkTests` and timed
/// by `colonnade-bench --only scaling`.)
@Suite struct SessionRestoreTests {
  /// A saved session with `destinations` destinations and the id counter at `nextID`.
  static func session(destinations: Int = 1, nextID: String = "2") -> String {
    let list = (1...destinations).map { #"{"route":"d\#($0)","style":"doubleColumn"}"# }.joined(
      separator: ",")
    return #"""
      {"format":"colonnade-session","version":1,"navigation":{"destinations":[\#(list)],"selection":"d1",
      "stacks":{"primary":[{"id":1,"route":"sidebar"}],"supplementary":[],"secondary":[]},"saved":[],
      "nextID":\#(nextID),"defaultStyle":"doubleColumn"}}
      """#
  }

  /// A counter past 2^52 is refused when read; below it, ids survive save and restore.
  @Test func idsStayExact() {
    let files = MemoryFileSystem([
      "big.json": Self.session(nextID: "9007199254740991"),
      "near.json": Self.session(nextID: "4503599627370490"),
    ])
    let (refused, refusedLines) = SimulateCommandTests.run("restore big.json", files: files)
    #expect(refused.status == 1)
    #expect(
      refusedLines.first?["error"]?.stringValue?.contains("use a whole number up to 4503599627370496")
        == true,
      "\(refusedLines)")
    let (outcome, lines) = SimulateCommandTests.run(
      "restore near.json\npush secondary a\npush secondary b\nsave again.json\nrestore again.json",
      files: files)
    #expect(outcome.status == 0, "\(lines.last ?? [:])")
    #expect(files.files["again.json"]?.contains("\"nextID\": 4503599627370492") == true)
    #expect(files.files["again.json"]?.contains("\"id\": 4503599627370491") == true)
  }

  /// Rule N9: what `save` writes, `restore` reads. A session whose counter passed 2^52 is refused
  /// at `save`, naming the field; the file is left as it was and the session goes on.
  @Test func saveRefusesWhatRestoreWould() {
    let files = MemoryFileSystem([
      "near.json": Self.session(nextID: "4503599627370495"), "far.json": "kept\n",
    ])
    let (outcome, lines) = SimulateCommandTests.run(
      "restore near.json\npush secondary a\npush secondary b\nsave far.json\nback\nrestore near.json",
      files: files)
    #expect(outcome.status == 1)
    let error = lines[3]["error"]?.stringValue ?? ""
    #expect(error.hasPrefix("cannot save 'far.json': 'navigation.nextID' is 4503599627370497"), "\(error)")
    #expect(error.contains("2^52") && error.hasSuffix("nothing was written"), "\(error)")
    #expect(files.files["far.json"] == "kept\n")
    #expect(lines.map { $0["ok"] == .bool(true) } == [true, true, true, false, true, true])
  }

  /// `lab --script` restores a real session, names the lines that failed and exits 1.
  @Test func labScriptRestoresAndReportsFailures() {
    let files = MemoryFileSystem()
    _ = SimulateCommandTests.run("push secondary kept\nsave s.json", files: files)
    let ok = ColonnadeCommand.run(
      Invocation(
        arguments: ["lab", "--devices", "iphone-16", "--script", "ok.txt"],
        files: MemoryFileSystem(["s.json": files.files["s.json"] ?? "", "ok.txt": "restore s.json\n"])))
    #expect(ok.status == 0, "\(ok.errors)")
    #expect(ok.output.hasPrefix("script ok.txt: 1 actions, 0 failed"))
    let lab = MemoryFileSystem([
      "s.json": files.files["s.json"] ?? "", "bad.txt": "restore s.json\n\nselect nowhere\n",
    ])
    let outcome = ColonnadeCommand.run(
      Invocation(arguments: ["lab", "--devices", "iphone-16", "--script", "bad.txt"], files: lab))
    #expect(outcome.status == 1)
    #expect(
      outcome.errors
        == "colonnade lab: bad.txt: line 3 failed: run 'colonnade simulate' on the script to see why\n")
    #expect(lab.files.contains { $0.key.hasSuffix(".svg") && $0.value.contains("kept") })
  }
}
