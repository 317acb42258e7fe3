import ColonnadeCLI
import ColonnadeJSON
import Testing

/// The objects in a JSON array, or none.
func objects(_ value: JSONValue?) -> [JSONObject] {
  (value?.arrayValue ?? []).compactMap { $0.objectValue }
}

/// Rules X2, X5: `colonnade resolve` end to end, from arguments to printed output and status.
@Suite struct ResolveCommandTests {
  static func run(_ arguments: [String], files: [String: String] = [:]) -> Outcome {
    ColonnadeCommand.run(Invocation(arguments: arguments, files: MemoryFileSystem(files)))
  }

  static func json(_ arguments: [String]) throws -> JSONObject {
    let outcome = run(arguments + ["--format", "json"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let value = try JSONValue(parsing: outcome.output)
    return try #require(value.objectValue)
  }

  /// Rule X2: every field, in order, spelled as in the spec; three tiled columns cover 1366 points.
  @Test func iPadTripleColumnJSON() throws {
    let layout = try Self.json(["resolve", "--width", "1366", "--height", "1024", "--style", "triple"])
    #expect(
      layout.keys == [
        "collapsed", "arrangement", "displayMode", "widthClass", "columns", "dividers", "sidebarButton",
        "presentsWithGesture", "secondaryOnlyButton", "accessibilityOrder",
      ])
    #expect(layout["collapsed"] == false)
    #expect(layout["arrangement"] == "sideBySide")
    #expect(layout["displayMode"] == "twoBesideSecondary")
    #expect(layout["widthClass"] == "large")
    #expect(layout["sidebarButton"] == "hideSidebar")
    #expect(layout["accessibilityOrder"] == ["primary", "supplementary", "secondary"])
    let columns = objects(layout["columns"])
    #expect(columns.map { $0["column"] } == ["primary", "supplementary", "secondary"])
    #expect(columns.allSatisfy { $0["presentation"] == "tiled" })
    #expect(
      columns.map(\.keys).allSatisfy {
        $0 == ["column", "x", "y", "width", "height", "presentation", "dimmed", "backButton"]
      })
    let dividers = objects(layout["dividers"])
    let widths = (columns + dividers).compactMap { $0["width"]?.doubleValue }
    #expect(widths.reduce(0, +) == 1366)
  }

  /// Rule L3: an iPhone-sized window is collapsed.
  @Test func phoneIsCollapsed() throws {
    let layout = try Self.json(["resolve", "--width", "393", "--height", "852"])
    #expect(layout["collapsed"] == true)
    #expect(layout["arrangement"] == "single")
    #expect(layout["sidebarButton"] == "hidden")
  }

  /// Rule L6: on a 1114-point window with a 34-point occluding hinge no column crosses it.
  @Test func noColumnCrossesTheHinge() throws {
    let layout = try Self.json([
      "resolve", "--width", "1114", "--height", "720", "--hinge", "540,0,34,720,flat,occluding",
    ])
    let columns = objects(layout["columns"])
    #expect(columns.count == 2)
    for column in columns {
      let x = try #require(column["x"]?.doubleValue)
      let width = try #require(column["width"]?.doubleValue)
      #expect(x + width <= 540 || x >= 574)
    }
  }

  /// Rule L9: every coordinate is the number nearest to whole pixels ÷ scale, printed as its
  /// shortest round-trip decimal (334.4 and 1.2, never 334.40000000000003 or 1.1999999999999886).
  @Test func coordinatesHaveNoFloatingPointNoise() throws {
    let arguments = [
      "resolve", "--width", "1114", "--height", "720", "--scale", "2.5", "--preset", "duo", "--style",
      "triple",
    ]
    let layout = try Self.json(arguments)
    let boxes = objects(layout["columns"]) + objects(layout["dividers"])
    #expect(boxes.compactMap { $0["width"]?.doubleValue } == [320, 334.4, 457.2, 1.2, 1.2])
    #expect(boxes.compactMap { $0["x"]?.doubleValue } == [0, 321.2, 656.8, 320, 655.6])
    for box in boxes {
      for key in ["x", "y", "width", "height"] {
        let points = try #require(box[key]?.doubleValue)
        #expect(points == (points * 2.5).rounded() / 2.5, "\(key) \(points) is not whole pixels ÷ 2.5")
      }
    }
    let text = Self.run(arguments).output
    #expect(text.contains("321.2") && text.contains("334.4") && text.contains("1.2"))
    #expect(!text.contains("0000") && !text.contains("9999"))
  }

  /// `--explain`: the chain of decisions, each with its rule id, in text and in JSON.
  @Test func explainNamesEachDecisionAndItsRule() throws {
    let arguments = [
      "resolve", "--width", "820", "--height", "1180", "--style", "triple", "--display-mode",
      "twoBesideSecondary",
      "--explain",
    ]
    let text = Self.run(arguments).output
    let why = try #require(text.components(separatedBy: "\nwhy:\n").last)
    let rules = why.split(separator: "\n").map {
      $0.split(separator: " ", maxSplits: 1).first.map(String.init)
    }
    #expect(rules == ["C2", "D2", "L2", "L8", "L8", "L8", "L4", "L2", "D4", "D3", "D6", "N10", "N11"])
    #expect(why.contains("primary would pass the cap of 2"))
    #expect(why.contains("sidebar button hideSidebar"))
    let layout = try Self.json(arguments)
    let explanation = objects(layout["explanation"])
    #expect(explanation.count == 13)
    #expect(explanation.first?["rule"] == "C2")
    #expect(explanation.allSatisfy { $0.keys == ["rule", "text"] })
    #expect(try Self.json(Array(arguments.dropLast()))["explanation"] == nil)
  }

  /// Rule X2: the text format is a table, the reading order and a sketch.
  @Test func textFormat() {
    let outcome = Self.run([
      "resolve", "--width", "1114", "--height", "720", "--scale", "2.5", "--preset", "duo", "--style",
      "triple",
      "--hinge", "540,0,34,720,flat,occluding",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.output == """
        window 1114 × 720 points, scale 2.5, left to right
        width class dualWithAuxiliary, collapsed no, arrangement sideBySide, display mode oneBesideSecondary, sidebar button showSidebar

        column           x  y  width  height  presentation  dimmed  back
        supplementary    0  0    540     720  tiled         no      no
        secondary      574  0    540     720  tiled         no      no

        reading order: supplementary, secondary

        |supplementary                     ##|secondary                         |

        """)
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let config = ["bad.json": #"{"columns": {"primary": {"minWidth": 400, "maxWidth": 300}}}"#]

  static let badInputs: [BadInput] = [
    BadInput(
      arguments: ["--width", "-1", "--height", "800"],
      message: "window width -1 is not a size: use a finite number of points from 0 to 1000000"),
    BadInput(
      arguments: ["--width", "nan", "--height", "800"],
      message: "window width nan is not a size: use a finite number of points from 0 to 1000000"),
    BadInput(
      arguments: ["--width", "wide", "--height", "800"],
      message: "--width 'wide' is not a number: pass a number such as 1366"),
    BadInput(
      arguments: ["--height", "800"],
      message: "--width is required: pass the window's width in points, e.g. --width 1366"),
    BadInput(
      arguments: ["--width", "500", "--height", "700", "--hinge", "540,0,34,720"],
      message: "hinge 1 at x 540, y 0, width 34, height 720 reaches outside the 500 × 700 window: "
        + "a hinge must lie inside the window"),
    BadInput(
      arguments: ["--width", "500", "--height", "700", "--hinge", "1,2"],
      message: "--hinge '1,2' has too few numbers: pass x,y,width,height[,halfOpened|flat][,occluding] "
        + "such as 540,0,34,720,flat,occluding"),
    BadInput(
      arguments: ["--width", "1000", "--height", "700", "--config", "bad.json"],
      message:
        "bad.json: invalid configuration: minimum width 400 of column 'primary' is above its maximum 300"),
    BadInput(
      arguments: ["--width", "1000", "--height", "700", "--config", "missing.json"],
      message: "cannot read 'missing.json': no such file"),
    BadInput(
      arguments: ["--width", "1000", "--height", "700", "--style", "quad"],
      message: "--style 'quad' is not one of double, triple, doubleColumn, tripleColumn"),
    BadInput(
      arguments: ["--width", "1000", "--height", "700", "--wide"], message: "unknown option '--wide'"),
    BadInput(
      arguments: ["--width", "1000", "--height", "700", "--scale", "0"],
      message:
        "display scale 0 is not usable: use pixels per point from 0.01 to 1000"),
  ]

  /// Rule X5: one line saying what is wrong and how to fix it, exit status 2.
  @Test(arguments: badInputs)
  func badInputIsOneLineAndStatus2(_ input: BadInput) {
    let outcome = Self.run(["resolve"] + input.arguments, files: Self.config)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors == "colonnade resolve: \(input.message) (see 'colonnade resolve --help')\n")
  }

  /// Rule X5: `--help` on every command, and unknown commands are usage errors.
  @Test func helpAndUnknownCommands() {
    #expect(
      Self.run(["resolve", "--help"]).output.hasPrefix("Usage: colonnade resolve --width W --height H"))
    #expect(Self.run(["--help"]).output.hasPrefix("Usage: colonnade <command>"))
    let unknown = Self.run(["frobnicate"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "colonnade: unknown command 'frobnicate', and no file or folder is named so here (see 'colonnade --help')\n"
    )
  }
}
