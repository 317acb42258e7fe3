import Colonnade
import ColonnadeCoding
import ColonnadeOptions

/// The configuration options `resolve` and `simulate` share: a preset, a file read on top of it,
/// and overrides (rules C1–C4).
struct ConfigurationArguments {
  var preset: SplitConfiguration?
  var path: String?
  var style: SplitStyle?
  var inspector = false
  var displayMode: DisplayMode?
  var splitBehavior: SplitBehavior?
  var railWidth: Double?

  /// The names `--style` takes, the long ones as the JSON spells them.
  static let styles: [(String, SplitStyle)] = [
    ("double", .doubleColumn), ("triple", .tripleColumn),
    ("doubleColumn", .doubleColumn), ("tripleColumn", .tripleColumn),
  ]

  /// What `--preset` takes, as `--help` shows it.
  static let presetHelp = """
    standard (UIKit, NavigationSplitView), material (Compose's
    scaffolds) or duo (dual screens); default standard, unless
    the config names one
    """

  /// The options, as `resolve --help` lists them under "Configuration".
  static var options: [CommandOption<Self>] {
    [
      .choice(
        "--preset", "P", help: presetHelp,
        names: SplitConfiguration.presets.map { ($0.name, $0.configuration) },
        into: \.preset),
      .text(
        "--config", "FILE", help: "a JSON configuration file (see the README)", example: "split.json",
        into: \.path),
      .choice("--style", "S", help: "double or triple", names: styles, into: \.style),
      .flag("--inspector", help: "show the trailing inspector", into: \.inspector),
      .choice(
        "--display-mode", "MODE",
        help: """
          automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary,
          twoBesideSecondary, twoOverSecondary or twoDisplaceSecondary
          """, into: \.displayMode),
      .choice("--split-behavior", "B", help: "automatic, tile, overlay or displace", into: \.splitBehavior),
      .number(
        "--rail-width", "W",
        help: """
          a navigation rail W points wide where the sidebar is hidden
          (rule L13; config key railWidth, null for none; material 80)
          """, example: "80", into: \.railWidth),
    ]
  }

  /// The configuration: the preset, the file on top, then the overrides; validated (rule C4).
  func configuration(files: any FileSystem, error: (String) -> UsageError) throws(UsageError)
    -> SplitConfiguration
  {
    var configuration = preset ?? .standard
    if let path {
      do {
        let text = try files.readText(atPath: path, limit: InputLimits.configuration)
        configuration = try SplitConfiguration(json: text, base: configuration)
      } catch let problem as FileError {
        throw error(problem.description)
      } catch let problem {
        throw error("\(TerminalText.quoted(path)): \(problem)")
      }
    }
    if let style { configuration.style = style }
    if inspector { configuration.showsInspector = true }
    if let displayMode { configuration.preferredDisplayMode = displayMode }
    if let splitBehavior { configuration.preferredSplitBehavior = splitBehavior }
    if let railWidth { configuration.railWidth = railWidth }
    return configuration
  }
}
