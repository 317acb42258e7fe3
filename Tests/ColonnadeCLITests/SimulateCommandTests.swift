import ColonnadeCLI
import ColonnadeJSON
import Testing

/// Rule X6: `colonnade simulate` replays scripts as JSON Lines.
@Suite struct SimulateCommandTests {
  static func run(_ script: String, arguments: [String] = [], files: MemoryFileSystem = MemoryFileSystem())
    -> (
      Outcome, [JSONObject]
    )
  {
    let outcome = ColonnadeCommand.run(
      Invocation(arguments: ["simulate"] + arguments, files: files, readStandardInput: { script }))
    let lines = outcome.output.split(separator: "\n").compactMap { line in
      (try? JSONValue(parsing: String(line)))?.objectValue
    }
    return (outcome, lines)
  }

  /// Every action kind of X6, each printing the fields X6 names.
  static let everyAction = """
    # Every action kind, in one script.
    destination Animals triple
    destination Profile double
    resize 393 852
    size-class compact
    size-class auto
    scale 3
    link colonnade://Animals/Cat/Kitten
    ready
    peek-back
    back
    select Profile
    select Animals
    push secondary Tiger
    show secondary Lion
    resize 1366 1024
    fold book 683 0
    fold dual 666 34
    fold tabletop 500 0
    fold flat
    rtl on
    rtl off
    inspector on
    sidebar
    sidebar
    display-mode twoBesideSecondary
    split-behavior tile
    width primary 300
    focus secondary
    begin
    resize 1200 1024
    end
    tick 30
    invalidate secondary
    save session.json
    back
    restore session.json
    inspector off
    """

  @Test func everyActionKindPrintsTheSpecifiedFields() throws {
    let files = MemoryFileSystem()
    let (outcome, lines) = Self.run(Self.everyAction, files: files)
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(lines.count == 37)
    let fields = [
      "step", "action", "ok", "layout", "columns", "stack", "canGoBack", "focus", "backTo", "events",
      "effects",
    ]
    for (index, line) in lines.enumerated() {
      let shape = index == 8 ? line["preview"]?.objectValue : line
      if index == 8 {
        // peek-back: a preview, with no events or effects.
        #expect(line.keys == ["step", "action", "ok", "preview", "note"])
        #expect(shape?.keys == ["layout", "columns", "stack", "canGoBack", "focus", "backTo"])
      } else {
        #expect(line.keys == fields || line.keys == fields + ["note"], "line \(index + 1): \(line.keys)")
      }
      #expect(line["step"] == .number(Double(index + 1)))
      #expect(line["ok"] == true)
      #expect(shape?["columns"]?.objectValue?.keys == ["primary", "supplementary", "secondary"])
    }
    #expect(files.files["session.json"] != nil)
    // The link, queued before `ready`, applies in order once ready.
    #expect(lines[7]["stack"] == ["sidebar", "Animals", "Cat", "Kitten"])
    // peek-back reports what back then does, without committing it.
    #expect(lines[8]["preview"]?.objectValue?["stack"] == ["sidebar", "Animals", "Cat"])
    #expect(lines[9]["stack"] == lines[8]["preview"]?.objectValue?["stack"])
    // Restoring the session saved before the last back brings the popped entry back.
    #expect(lines[35]["columns"] == lines[33]["columns"])
  }

  /// Rules P1–P3, R1–R3: events and effects for the lifecycle scenarios, the loader answering at once.
  @Test func eventsAndEffects() {
    let (outcome, lines) = Self.run(
      """
      resize 393 852
      show secondary mail-42
      back
      show secondary mail-43
      resize 1366 1024
      begin
      resize 393 852
      resize 1366 1024
      end
      push secondary attachment
      tick 31
      back
      invalidate secondary
      """)
    #expect(outcome.status == 0)
    func events(_ line: JSONObject) -> [String] {
      (line["events"]?.arrayValue ?? []).compactMap { event in
        guard let pane = event.objectValue?["pane"]?.stringValue,
          let name = event.objectValue?["event"]?.stringValue
        else { return nil }
        return "\(name) \(pane)"
      }
    }
    func effects(_ line: JSONObject) -> [String] {
      (line["effects"]?.arrayValue ?? []).compactMap { effect in
        guard let pane = effect.objectValue?["pane"]?.stringValue,
          let name = effect.objectValue?["effect"]?.stringValue
        else { return nil }
        return "\(name) \(pane)"
      }
    }
    let expected: [(events: [String], effects: [String])] = [
      (
        ["created primary/root#1", "visible primary/root#1", "active primary/root#1"], ["load primary/root#1"]
      ),
      (
        [
          "hidden primary/root#1", "created secondary/mail-42#2", "visible secondary/mail-42#2",
          "active secondary/mail-42#2",
        ], ["load secondary/mail-42#2"]
      ),
      (
        ["destroyed secondary/mail-42#2", "visible primary/root#1", "active primary/root#1"],
        ["release secondary/mail-42#2", "reuse primary/root#1"]
      ),
      (
        [
          "hidden primary/root#1", "created secondary/mail-43#3", "visible secondary/mail-43#3",
          "active secondary/mail-43#3",
        ], ["load secondary/mail-43#3"]
      ),
      (["visible primary/root#1"], ["reuse primary/root#1"]),
      ([], []), ([], []), ([], []), ([], []),
      (
        [
          "hidden secondary/mail-43#3", "created secondary/attachment#4", "visible secondary/attachment#4",
          "active secondary/attachment#4",
        ], ["load secondary/attachment#4"]
      ),
      ([], ["release secondary/mail-43#3"]),
      (
        ["destroyed secondary/attachment#4", "visible secondary/mail-43#3", "active secondary/mail-43#3"],
        ["release secondary/attachment#4", "load secondary/mail-43#3"]
      ),
      ([], ["load secondary/mail-43#3"]),
    ]
    #expect(lines.count == expected.count)
    for (index, line) in lines.enumerated() where index < expected.count {
      #expect(events(line) == expected[index].events, "step \(index + 1)")
      #expect(effects(line) == expected[index].effects, "step \(index + 1)")
    }
  }

  struct BadLine: CustomTestStringConvertible, Sendable {
    var line: String
    var error: String
    var testDescription: String { line }
  }

  static let badLines: [BadLine] = [
    BadLine(
      line: "resise 3 4",
      error:
        "unknown action 'resise': use one of destination, resize, size-class, scale, fold, rtl, inspector, "
        + "select, show, push, back, peek-back, sidebar, secondary-only, dismiss, display-mode, split-behavior, width, "
        + "focus, begin, end, ready, link, tick, invalidate, save, restore, set"),
    BadLine(line: "resize 300", error: "'resize' takes a width and a height in points: resize W H"),
    BadLine(
      line: "resize -3 400",
      error: "window width -3 is not a size: use a finite number of points from 0 to 1000000"),
    BadLine(line: "resize wide 400", error: "'wide' is not a number"),
    BadLine(line: "resize 0x10 400", error: "'0x10' is not a number"),
    BadLine(line: "resize +5 400", error: "'+5' is not a number"),
    BadLine(
      line: "show inspector Cat",
      error: "column 'inspector' holds no navigation stack: use primary, supplementary, secondary or compact"),
    BadLine(
      line: "show middle Cat",
      error: "'middle' is not one of primary, supplementary, secondary, inspector, compact"),
    BadLine(
      line: "select Plants", error: "unknown destination 'Plants': declare it as a sidebar destination first"),
    BadLine(
      line: "link https://example.com",
      error: "cannot open link 'https://example.com': not a colonnade:// link"),
    BadLine(
      line: "link colonnade://Animals//Cat",
      error:
        "cannot open link 'colonnade://Animals//Cat': it has an empty path segment: write colonnade://DEST[/ROUTE...]"
    ),
    BadLine(
      line: "fold book 2000 0",
      error:
        "hinge 1 at x 2000, y 0, width 0, height 768 reaches outside the 1024 × 768 window: a hinge must lie inside the window"
    ),
    BadLine(
      line: "width secondary 300",
      error: "the secondary takes the width the others leave: drag another column's divider"),
    BadLine(line: "restore missing.json", error: "cannot read 'missing.json': no such file"),
    BadLine(line: "tick -1", error: "'tick' takes seconds of 0 or more, not -1"),
  ]

  /// Bad script lines are errors that change nothing; the run exits 1.
  @Test(arguments: badLines)
  func badLineIsAnErrorAndChangesNothing(_ bad: BadLine) {
    let (outcome, lines) = Self.run("destination Animals triple\nselect Animals\n\(bad.line)\nback\n")
    #expect(outcome.status == 1)
    #expect(lines.count == 4)
    #expect(lines[2].keys == ["step", "action", "ok", "error"])
    #expect(lines[2]["ok"] == false)
    #expect(lines[2]["error"] == .string(bad.error))
    // Expanded, back has nothing deeper than a root to pop: the state is the one before the bad line.
    #expect(lines[3]["columns"] == lines[1]["columns"])
    #expect(lines[3]["stack"] == ["sidebar", "Animals"])
  }

  @Test func usageErrorsExit2() {
    let (missing, _) = Self.run("", arguments: ["nope.txt"])
    #expect(missing.status == 2)
    #expect(
      missing.errors
        == "colonnade simulate: cannot read 'nope.txt': no such file (see 'colonnade simulate --help')\n")
    let (extra, _) = Self.run("", arguments: ["--fast"])
    #expect(extra.errors == "colonnade simulate: unknown option '--fast' (see 'colonnade simulate --help')\n")
  }

  @Test func hostileRestoreChangesNothing() {
    let files = MemoryFileSystem([
      "bad.json":
        #"{"format": "colonnade-session", "version": 1, "navigation": {"stacks": {"primary": [{"id": 1, "route": "x"}, {"id": 1, "route": "y"}]}, "nextID": 2}}"#
    ])
    let (outcome, lines) = Self.run("show secondary Cat\nrestore bad.json\nback\n", files: files)
    #expect(outcome.status == 1)
    #expect(lines[1]["error"] == "'navigation' is inconsistent: entry id #1 appears twice")
    #expect(lines[2]["columns"]?.objectValue?["primary"] == ["root"])
  }
}
