import Colonnade
import ColonnadeCoding
import ColonnadeLab

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

  /// Reads the options; every configuration is validated (rule C4) and every device id checked.
  init(_ reader: inout ArgumentReader, catalog: DeviceCatalog, files: any FileSystem) throws(UsageError) {
    variants = try Self.variants(&reader, files: files)
    devices = try Self.devices(&reader, catalog: catalog)
    output = try reader.value("--out") ?? "colonnade-lab"
    if let path = try reader.value("--script") {
      do {
        _ = try files.open(atPath: path)
      } catch {
        throw reader.error(error.description)
      }
      script = path
    }
    guard !output.isEmpty else { throw reader.error("--out needs a folder, such as --out colonnade-lab") }
  }

  /// `--preset P[,P2]` compares presets; `--config FILE` (repeatable) compares files read on top
  /// of the one preset. `--style` and `--inspector` apply to every configuration.
  private static func variants(_ reader: inout ArgumentReader, files: any FileSystem) throws(UsageError)
    -> [LabVariant]
  {
    let presetNames = SplitConfiguration.presets.map(\.name)
    var presets: [(name: String, configuration: SplitConfiguration)] = []
    let presetValues = try reader.values("--preset")
    for name in try list(presetValues, option: "--preset", reader: reader) {
      guard let preset = SplitConfiguration.presets.first(where: { $0.name == name }) else {
        throw reader.error(
          "--preset '\(TerminalText.quoted(name))' is not one of \(presetNames.joined(separator: ", "))")
      }
      presets.append(preset)
    }
    let paths = try reader.values("--config")
    var variants: [LabVariant]
    if paths.isEmpty {
      let chosen = presets.isEmpty ? [("standard", SplitConfiguration.standard)] : presets
      variants = chosen.map { LabVariant(name: $0.0, configuration: $0.1) }
    } else {
      guard presets.count <= 1 else {
        throw reader.error(
          "--config reads files on top of one preset: compare presets (--preset standard,duo) or "
            + "files (--config A --config B), not both")
      }
      let base = presets.first?.configuration ?? .standard
      variants = []
      for path in paths {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        variants.append(
          LabVariant(name: name, configuration: try configuration(path, base: base, files, reader)))
      }
    }
    let style = try reader.name("--style", as: SplitStyle.self, names: ResolveOptions.styles)
    let inspector = reader.flag("--inspector")
    for index in variants.indices {
      if let style { variants[index].configuration.style = style }
      if inspector { variants[index].configuration.showsInspector = true }
    }
    return variants
  }

  private static func configuration(
    _ path: String, base: SplitConfiguration, _ files: any FileSystem, _ reader: ArgumentReader
  ) throws(UsageError) -> SplitConfiguration {
    do {
      return try SplitConfiguration(
        json: try files.readText(atPath: path, limit: InputLimits.configuration), base: base)
    } catch let error as FileError {
      throw reader.error(error.description)
    } catch {
      throw reader.error("\(TerminalText.quoted(path)): \(error)")
    }
  }

  /// `--devices IDS` (repeatable, comma-separated), in catalog order; all devices when absent.
  private static func devices(_ reader: inout ArgumentReader, catalog: DeviceCatalog) throws(UsageError)
    -> [Device]
  {
    let values = try reader.values("--devices")
    let ids = try list(values, option: "--devices", reader: reader)
    guard !ids.isEmpty else { return catalog.devices }
    for id in ids where catalog[id] == nil {
      throw reader.error(
        "unknown device '\(TerminalText.quoted(id))' in --devices: 'colonnade devices' lists the ids")
    }
    return catalog.devices.filter { ids.contains($0.id) }
  }

  /// The comma-separated items of every value given for `option`, none empty.
  private static func list(_ values: [String], option: String, reader: ArgumentReader) throws(UsageError)
    -> [String]
  {
    var items: [String] = []
    for value in values {
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        var trimmed = item
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        guard !trimmed.isEmpty else {
          throw reader.error(
            "\(option) '\(TerminalText.quoted(value))' has an empty item: separate names with single commas")
        }
        items.append(String(trimmed))
      }
    }
    return items
  }
}
