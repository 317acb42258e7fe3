import Colonnade
import ColonnadeCLI
import ColonnadeJSON
import Testing

/// Issue 11 items 3, 9, 10: sessions keep their ids exactly, `lab --script` restores like
/// `simulate`, and large sessions and argument lists cost linear time.
@Suite struct StateKeptTests {
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

  /// Item 9: a counter past 2^52 is refused when read; below it, ids survive save and restore.
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

  /// Item 10: `lab --script` restores a real session, names the lines that failed and exits 1.
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

  /// The shortest of three runs of `body`, in seconds.
  static func seconds(_ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
      let elapsed = ContinuousClock().measure(body)
      best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return best
  }

  /// Item 3: restoring 10× the destinations, or reading 10× the `--hinge` flags, takes about 10×
  /// as long, not 100× (a ratio inside one run, not a time limit).
  @Test func largeInputsCostLinearTime() {
    func restore(_ count: Int) -> () -> Void {
      let files = MemoryFileSystem(["s.json": Self.session(destinations: count)])
      return { #expect(SimulateCommandTests.run("restore s.json", files: files).0.status == 0) }
    }
    let small = Self.seconds(restore(1_000))
    let large = Self.seconds(restore(10_000))
    #expect(large / small < 40, "restore: 1 000 destinations \(small) s, 10 000 \(large) s")

    func hinges(_ count: Int) -> () -> Void {
      let arguments =
        ["resolve", "--width", "1114", "--height", "720"]
        + Array(repeating: ["--hinge", "540,0,34,720"], count: count).flatMap { $0 }
      return {
        #expect(ColonnadeCommand.run(Invocation(arguments: arguments, files: MemoryFileSystem())).status == 0)
      }
    }
    let few = Self.seconds(hinges(400))
    let many = Self.seconds(hinges(4_000))
    #expect(many / few < 40, "--hinge: 400 flags \(few) s, 4 000 \(many) s")

    func declare(_ count: Int) -> () -> Void {
      {
        var navigation = NavigationState<String>(root: "root")
        for index in 0..<count {
          _ = try? navigation.declare(SidebarDestination("d\(index)", style: .tripleColumn))
        }
        #expect(navigation.destinations.count == count)
      }
    }
    let some = Self.seconds(declare(2_000))
    let lots = Self.seconds(declare(20_000))
    #expect(lots / some < 40, "declare: 2 000 destinations \(some) s, 20 000 \(lots) s")
  }
}
