import Colonnade
import ColonnadeCoding
import ColonnadeJSON
import ColonnadeOptions

/// What `colonnade resolve` was asked to resolve (rule X2).
struct ResolveOptions {
  var environment: WindowEnvironment
  var configuration: SplitConfiguration
  /// A freshly launched app in the configuration's style, with an entry in the compact column
  /// when asked (`--compact-column`, rule L14).
  var navigation: NavigationSummary
  var json: Bool
  /// Whether to print the chain of decisions behind the layout (`--explain`).
  var explain: Bool

  /// The command line as given, before it is checked as a whole.
  struct Arguments {
    var width: Double?
    var height: Double?
    var scale: Double?
    var sizeClass: SizeClass?
    var hinges: [Hinge] = []
    var rtl = false
    var configuration = ConfigurationArguments()
    var compactColumn = false
    var format: OutputFormat?
    var explain = false
  }

  /// Every option of `colonnade resolve`: its `--help` and its parser.
  static var table: OptionTable<Arguments> {
    OptionTable<Arguments>(
      command: "resolve",
      header: """
        Usage: colonnade resolve --width W --height H [options]

        Prints the layout Colonnade resolves for one window.


        """,
      sections: [
        OptionSection(
          "Window",
          [
            .number(
              "--width", "W", help: "window width in points (required)", example: "1366", into: \.width),
            .number(
              "--height", "H", help: "window height in points (required)", example: "1024", into: \.height),
            .number("--scale", "S", help: "device pixels per point (default 1)", example: "2", into: \.scale),
            .choice(
              "--size-class", "C", help: "compact or regular: the size class the platform reports",
              into: \.sizeClass),
            CommandOption(
              "--hinge", "x,y,w,h[,halfOpened|flat][,occluding]",
              help: "a fold or hinge; taller than wide is vertical (repeatable)",
              example: "540,0,34,720,flat",
              repeatable: true
            ) { arguments, spec throws(ArgumentError) in arguments.hinges.append(try hinge(spec)) },
            .flag("--rtl", help: "right-to-left layout direction", into: \.rtl),
          ]),
        OptionSection("Configuration", ConfigurationArguments.options.map { $0.lifted(\.configuration) }),
        OptionSection(
          "Navigation",
          [
            .flag(
              "--compact-column",
              help: """
                the app has put an entry in UIKit's compact column: collapsed,
                it shows alone instead of the single stack (rule L14)
                """, into: \.compactColumn)
          ]),
        OptionSection(
          "Output",
          [
            .choice("--format", "F", help: "text (default) or json", into: \.format),
            .flag(
              "--explain",
              help: """
                add the chain of decisions behind the layout, each with its
                rule (JSON: an "explanation" array)
                """, into: \.explain),
          ]),
      ],
      footer: """
        Example:
          colonnade resolve --width 1366 --height 1024 --style triple --format json

        """,
      helpColumn: 28)
  }

  /// Reads the options; the environment and configuration are validated (rules E3, C4).
  init(_ arguments: [String], files: any FileSystem) throws(UsageError) {
    let table = Self.table
    let given = try table.parse(arguments, into: Arguments())
    guard let width = given.width else {
      throw table.error("--width is required: pass the window's width in points, e.g. --width 1366")
    }
    guard let height = given.height else {
      throw table.error("--height is required: pass the window's height in points, e.g. --height 1024")
    }
    configuration = try given.configuration.configuration(files: files, error: table.error)
    navigation = .initial(style: configuration.style)
    if given.compactColumn { navigation.depths.compact = 1 }
    environment = WindowEnvironment(size: Size(width: width, height: height))
    environment.displayScale = given.scale ?? 1
    environment.horizontalSizeClass = given.sizeClass
    environment.layoutDirection = given.rtl ? .rightToLeft : .leftToRight
    environment.hinges = given.hinges
    json = given.format == .json
    explain = given.explain
    do {
      try environment.validate()
    } catch {
      throw table.error(error.description)
    }
  }

  /// `x,y,width,height[,halfOpened|flat][,occluding]`; taller than wide is vertical.
  static func hinge(_ spec: String) throws(ArgumentError) -> Hinge {
    let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let example = "pass x,y,width,height[,halfOpened|flat][,occluding] such as 540,0,34,720,flat,occluding"
    guard parts.count >= 4 else {
      throw .invalidValue(option: "--hinge", value: spec, reason: "has too few numbers: \(example)")
    }
    var numbers: [Double] = []
    for part in parts.prefix(4) {
      guard let number = NumberSyntax.decimal(part) else {
        throw .invalidPart(option: "--hinge", value: spec, part: part, reason: "is not a number: \(example)")
      }
      numbers.append(number)
    }
    var hinge = Hinge(
      rect: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
      orientation: numbers[3] >= numbers[2] ? .vertical : .horizontal, state: .flat, isOccluding: false)
    for word in parts.dropFirst(4) {
      switch word {
      case "flat": hinge.state = .flat
      case "halfOpened": hinge.state = .halfOpened
      case "occluding": hinge.isOccluding = true
      default:
        throw .invalidPart(
          option: "--hinge", value: spec, part: word, reason: "is not flat, halfOpened or occluding")
      }
    }
    return hinge
  }
}

/// How a command prints its result.
enum OutputFormat: String, CaseIterable {
  case text
  case json
}
