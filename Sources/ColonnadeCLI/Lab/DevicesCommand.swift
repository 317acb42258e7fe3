import Colonnade
import ColonnadeJSON
import ColonnadeLab
import ColonnadeOptions

/// `colonnade devices`: lists the device catalog the lab renders (rules X4, B1).
enum DevicesCommand {
  /// The command line as given.
  struct Arguments {
    var format: OutputFormat?
  }

  /// Every option of `colonnade devices`: its `--help` and its parser.
  static var table: OptionTable<Arguments> {
    OptionTable<Arguments>(
      command: "devices",
      header: """
        Usage: colonnade devices [--format text|json]

        Lists the devices 'colonnade lab' draws: phones, iPads with their Split View and Slide Over
        widths, foldables and dual screens in their postures, and desktop windows. Sizes are in
        the platform's unit (pt, dp or epx); † marks an entry with derived figures.


        """,
      sections: [
        OptionSection(
          "Options",
          [
            .choice(
              "--format", "F",
              help: "text (default) or json (every window with its size, scale, size class and hinges)",
              into: \.format)
          ])
      ],
      helpColumn: 15)
  }

  /// What `colonnade devices --help` prints, from the option table.
  static var help: String { table.help }

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    if table.wantsHelp(arguments) { return Outcome(output: help) }
    let format: OutputFormat
    do {
      format = try table.parse(arguments, into: Arguments()).format ?? .text
    } catch {
      return .usage(error)
    }
    let catalog: DeviceCatalog
    do {
      catalog = try DeviceCatalog.embedded()
    } catch {
      return Outcome(status: 1, errors: "colonnade devices: \(error)\n")
    }
    if format == .json {
      return Outcome(output: JSONValue.array(catalog.devices.map(\.json)).serialized(pretty: true) + "\n")
    }
    return Outcome(output: table(catalog.devices))
  }

  /// One row per device: id, name, platform, sizes, scale, postures or multitasking, windows and
  /// whether any figure is derived.
  static func table(_ devices: [Device]) -> String {
    var rows = [["id", "name", "platform", "sizes", "scale", "postures", "windows", "estimated"]]
    for device in devices {
      let windows = device.windows
      var scales: [String] = []
      for window in windows {
        let scale = NumberText.shortest(window.environment.displayScale)
        if !scales.contains(scale) { scales.append(scale) }
      }
      rows.append([
        device.id, device.name, device.platform.rawValue,
        [device.portrait, device.landscape].compactMap { $0.map { size($0.size) } }.joined(separator: ", ")
          + " " + device.unit,
        scales.joined(separator: "/"), postures(device), "\(windows.count)",
        device.containsEstimates ? "yes †" : "no",
      ])
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let lines = rows.map { row in
      row.enumerated().map { index, cell in
        cell + String(repeating: " ", count: widths[index] - cell.count)
      }.joined(separator: "  ").trimmingSuffix()
    }
    return lines.joined(separator: "\n") + "\n\n\(devices.count) devices, "
      + "\(devices.reduce(0) { $0 + $1.windows.count }) windows: 'colonnade lab' draws them\n"
  }

  private static func postures(_ device: Device) -> String {
    if !device.postures.isEmpty {
      return device.postures.map { posture in
        var text = "\(posture.kind.rawValue) \(size(posture.window))"
        if posture.tabletop != nil { text += " +tabletop" }
        return text
      }.joined(separator: ", ")
    }
    if !device.multitasking.isEmpty {
      let kinds = Set(device.multitasking.map(\.kind))
      let splits = [MultitaskingWidth.Kind.twoThirds, .half, .oneThird].filter(kinds.contains)
      var parts: [String] = []
      if !splits.isEmpty {
        let fractions = splits.map { $0 == .twoThirds ? "2/3" : $0 == .half ? "1/2" : "1/3" }
        parts.append("Split View " + fractions.joined(separator: " "))
      }
      if kinds.contains(.slideOver) { parts.append("Slide Over") }
      return parts.joined(separator: ", ")
    }
    return "-"
  }

  private static func size(_ size: Size) -> String {
    "\(NumberText.shortest(size.width))×\(NumberText.shortest(size.height))"
  }
}
