import Colonnade
import ColonnadeCoding
import ColonnadeLab
import ColonnadeOptions

/// What `colonnade lab` was asked to draw (rules B2, X3).
struct LabOptions {
  /// The configurations to draw, side by side when several.
  var variants: [LabVariant]
  /// The devices to draw, in catalog order.
  var devices: [Device]
  /// The folder to write into.
  var output: String
  /// A `simulate` script whose final state every window is drawn in, if any; read again for
  /// each configuration.
  var script: String?

  /// The command line as given.
  struct Arguments {
    var presets: [String] = []
    var configs: [String] = []
    var style: SplitStyle?
    var inspector = false
    var script: String?
    var devices: [String] = []
    var output: String?
  }

  /// Every option of `colonnade lab`: its `--help` and its parser.
  static var table: OptionTable<Arguments> {
    OptionTable<Arguments>(
      command: "lab",
      header: """
        Usage: colonnade lab [options]

        Draws what Colonnade decides on every device of the catalog: one SVG per device,
        orientation, iPad multitasking width and fold posture, to scale, and an index.html gallery
        with a table of the decisions. Several presets or configuration files are drawn side by
        side, so you see what a change does on every device.


        """,
      sections: [
        OptionSection(
          "Configuration",
          [
            .texts(
              "--preset", "P[,P2]",
              help: "standard, material or duo (default standard); a list compares them",
              example: "standard,duo", into: \.presets),
            .texts(
              "--config", "FILE",
              help: """
                a JSON configuration file (see the README), on top of --preset;
                repeat to compare files
                """, example: "split.json", into: \.configs),
            .choice(
              "--style", "S", help: "double or triple", names: ConfigurationArguments.styles, into: \.style),
            .flag("--inspector", help: "show the trailing inspector", into: \.inspector),
            .text(
              "--script", "FILE",
              help: """
                a 'colonnade simulate' script: every window is drawn in its final state
                (the selection, stacks and sidebar choice it leaves; its resizes and folds
                do not matter, each device brings its own window)
                """, example: "animals.txt", into: \.script),
          ]),
        OptionSection(
          "Devices and output",
          [
            .texts(
              "--devices", "IDS",
              help: "comma-separated device ids (default: all; 'colonnade devices' lists them)",
              example: "iphone-16,surface-duo", into: \.devices),
            .text(
              "--out", "DIR",
              help: """
                the folder to write (default colonnade-lab); an earlier lab run there
                is replaced, a folder holding anything else is refused
                """, example: "duo-lab", into: \.output),
          ]),
      ],
      footer: """
        Examples:
          colonnade lab --style triple
          colonnade lab --preset standard,duo --devices surface-duo,galaxy-z-fold-5 --out duo-lab
          colonnade lab --style triple --script animals.txt

        """,
      helpColumn: 20)
  }

  /// Reads the options; every configuration is validated (rule C4) and every device id checked.
  init(_ arguments: [String], catalog: DeviceCatalog, files: any FileSystem) throws(UsageError) {
    let table = Self.table
    let given = try table.parse(arguments, into: Arguments())
    variants = try Self.variants(given, files: files)
    devices = try Self.devices(given.devices, catalog: catalog)
    output = given.output ?? "colonnade-lab"
    if let path = given.script {
      do {
        _ = try files.open(atPath: path)
      } catch {
        throw table.error(error.description)
      }
      script = path
    }
    guard !output.isEmpty else { throw table.error("--out needs a folder, such as --out colonnade-lab") }
  }

  /// `--preset P[,P2]` compares presets; `--config FILE` (repeatable) compares files read on top
  /// of the one preset. `--style` and `--inspector` apply to every configuration.
  private static func variants(_ given: Arguments, files: any FileSystem) throws(UsageError) -> [LabVariant] {
    let presetNames = SplitConfiguration.presets.map(\.name)
    var presets: [(name: String, configuration: SplitConfiguration)] = []
    for name in try list(given.presets, option: "--preset") {
      guard let preset = SplitConfiguration.presets.first(where: { $0.name == name }) else {
        throw table.error(.notOneOf(option: "--preset", value: name, names: presetNames))
      }
      presets.append(preset)
    }
    var variants: [LabVariant]
    if given.configs.isEmpty {
      let chosen = presets.isEmpty ? [("standard", SplitConfiguration.standard)] : presets
      variants = chosen.map { LabVariant(name: $0.0, configuration: $0.1) }
    } else {
      guard presets.count <= 1 else {
        throw table.error(
          "--config reads files on top of one preset: compare presets (--preset standard,duo) or "
            + "files (--config A --config B), not both")
      }
      let base = presets.first?.configuration ?? .standard
      variants = []
      for path in given.configs {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        variants.append(LabVariant(name: name, configuration: try configuration(path, base: base, files)))
      }
    }
    for index in variants.indices {
      if let style = given.style { variants[index].configuration.style = style }
      if given.inspector { variants[index].configuration.showsInspector = true }
    }
    return variants
  }

  private static func configuration(_ path: String, base: SplitConfiguration, _ files: any FileSystem)
    throws(UsageError) -> SplitConfiguration
  {
    do {
      return try SplitConfiguration(
        json: try files.readText(atPath: path, limit: InputLimits.configuration), base: base)
    } catch let error as FileError {
      throw table.error(error.description)
    } catch {
      throw table.error("\(TerminalText.quoted(path)): \(error)")
    }
  }

  /// The ids given with `--devices`, in catalog order; all devices when absent.
  private static func devices(_ values: [String], catalog: DeviceCatalog) throws(UsageError) -> [Device] {
    let ids = try list(values, option: "--devices")
    guard !ids.isEmpty else { return catalog.devices }
    for id in ids where catalog[id] == nil {
      throw table.error(
        .unknownItem(option: "--devices", item: id, kind: "device", hint: "'colonnade devices' lists the ids")
      )
    }
    return catalog.devices.filter { ids.contains($0.id) }
  }

  /// The comma-separated items of every value given for `option`, none empty.
  private static func list(_ values: [String], option: String) throws(UsageError) -> [String] {
    var items: [String] = []
    for value in values {
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        var trimmed = item
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        guard !trimmed.isEmpty else {
          throw table.error(
            .invalidValue(
              option: option, value: value, reason: "has an empty item: separate names with single commas"))
        }
        items.append(String(trimmed))
      }
    }
    return items
  }
}
