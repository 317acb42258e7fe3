import Colonnade
import ColonnadeCoding

/// What `colonnade resolve` was asked to resolve (rule X2).
struct ResolveOptions {
  var environment: WindowEnvironment
  var configuration: SplitConfiguration
  var json: Bool
  /// Whether to print the chain of decisions behind the layout (`--explain`).
  var explain: Bool

  static let styles: [(String, SplitStyle)] = [
    ("double", .doubleColumn), ("triple", .tripleColumn),
    ("doubleColumn", .doubleColumn), ("tripleColumn", .tripleColumn),
  ]

  /// Reads the options; the environment and configuration are validated (rules E3, C4).
  init(_ reader: inout ArgumentReader, files: any FileSystem) throws(UsageError) {
    guard let width = try reader.number("--width", example: "1366") else {
      throw reader.error("--width is required: pass the window's width in points, e.g. --width 1366")
    }
    guard let height = try reader.number("--height", example: "1024") else {
      throw reader.error("--height is required: pass the window's height in points, e.g. --height 1024")
    }
    configuration = try Self.configuration(&reader, files: files)
    environment = WindowEnvironment(size: Size(width: width, height: height))
    environment.displayScale = try reader.number("--scale", example: "2") ?? 1
    environment.horizontalSizeClass = try reader.name("--size-class", as: SizeClass.self)
    environment.layoutDirection = reader.flag("--rtl") ? .rightToLeft : .leftToRight
    environment.hinges = try reader.values("--hinge").map { spec throws(UsageError) in
      try Self.hinge(spec, reader: reader)
    }
    let format = try reader.name("--format", as: OutputFormat.self) ?? .text
    json = format == .json
    explain = reader.flag("--explain")
    do {
      try environment.validate()
    } catch {
      throw reader.error(error.description)
    }
  }

  static func configuration(
    _ reader: inout ArgumentReader, files: any FileSystem
  ) throws(UsageError) -> SplitConfiguration {
    let presetName = try reader.value("--preset") ?? "standard"
    guard
      var configuration = SplitConfiguration.presets.first(where: { $0.name == presetName })?.configuration
    else {
      let names = SplitConfiguration.presets.map(\.name).joined(separator: ", ")
      throw reader.error("--preset '\(TerminalText.quoted(presetName))' is not one of \(names)")
    }
    if let path = try reader.value("--config") {
      do {
        let text = try files.readText(atPath: path, limit: InputLimits.configuration)
        configuration = try SplitConfiguration(json: text, base: configuration)
      } catch let error as FileError {
        throw reader.error(error.description)
      } catch {
        throw reader.error("\(TerminalText.quoted(path)): \(error)")
      }
    }
    if let style = try reader.name("--style", as: SplitStyle.self, names: styles) {
      configuration.style = style
    }
    if reader.flag("--inspector") { configuration.showsInspector = true }
    if let mode = try reader.name("--display-mode", as: DisplayMode.self) {
      configuration.preferredDisplayMode = mode
    }
    if let behavior = try reader.name("--split-behavior", as: SplitBehavior.self) {
      configuration.preferredSplitBehavior = behavior
    }
    return configuration
  }

  /// `x,y,width,height[,halfOpened|flat][,occluding]`; taller than wide is vertical.
  static func hinge(_ spec: String, reader: ArgumentReader) throws(UsageError) -> Hinge {
    let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let example = "pass x,y,width,height[,halfOpened|flat][,occluding] such as 540,0,34,720,flat,occluding"
    guard parts.count >= 4 else {
      throw reader.error("--hinge '\(TerminalText.quoted(spec))' has too few numbers: \(example)")
    }
    var numbers: [Double] = []
    for part in parts.prefix(4) {
      guard let number = Double(part) else {
        throw reader.error(
          "--hinge '\(TerminalText.quoted(spec))': '\(TerminalText.quoted(part))' is not a number: \(example)"
        )
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
        throw reader.error(
          "--hinge '\(TerminalText.quoted(spec))': '\(TerminalText.quoted(word))' is not flat, halfOpened or occluding"
        )
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
