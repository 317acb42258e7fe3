import ColonnadeCLI
import ColonnadeJSON
import Testing

/// Rules X3, X4, X5, B1, B2: `colonnade lab` and `colonnade devices` end to end, from arguments to
/// the files written, the printed summary and the exit status.
@Suite struct LabCommandTests {
  static func run(_ arguments: [String], files: MemoryFileSystem = MemoryFileSystem()) -> Outcome {
    ColonnadeCommand.run(Invocation(arguments: arguments, files: files))
  }

  /// Rule B2: the default run draws all 111 windows with the standard preset into
  /// `colonnade-lab/` and says so on one line, with where to look.
  @Test func defaultRunWritesEveryPicture() throws {
    let files = MemoryFileSystem()
    let outcome = Self.run(["lab"], files: files)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.errors == "")
    #expect(
      outcome.output == """
        wrote 111 pictures (111 windows of 24 devices × 1 configuration) and index.html to colonnade-lab/
        open colonnade-lab/index.html

        """)
    let written = files.files
    #expect(written.count == 113, "111 pictures, index.html and the marker")
    #expect(written["colonnade-lab/.colonnade-lab"]?.split(separator: "\n").count == 113)
    #expect(written.keys.allSatisfy { $0.hasPrefix("colonnade-lab/") })
    #expect(written["colonnade-lab/standard/iphone-16/portrait.svg"]?.hasPrefix("<?xml") == true)
    #expect(written["colonnade-lab/standard/surface-duo/landscape/flat-open.svg"] != nil)
    #expect(written["colonnade-lab/index.html"]?.hasPrefix("<!DOCTYPE html>") == true)
  }

  /// Rule B2: `--script` draws every window in a simulate script's final state: Animals with a
  /// kitten open collapses to the kitten on a phone, with a back button, and shows all three
  /// columns on an iPad.
  @Test func scriptDrawsTheFinalState() {
    let files = MemoryFileSystem([
      "animals.txt": """
      destination Animals triple
      destination Profile double
      select Animals
      show secondary Cat
      push secondary Kitten
      """
    ])
    let outcome = Self.run(
      ["lab", "--style", "triple", "--script", "animals.txt", "--devices", "iphone-16,ipad-air-13-m2-m3"],
      files: files)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.hasPrefix("script animals.txt: 5 actions, 0 failed\n"))
    let phone = files.files["colonnade-lab/standard/iphone-16/portrait.svg"] ?? ""
    #expect(phone.contains(#">Kitten</text>"#))
    #expect(phone.contains(#"data-column="secondary""#) && !phone.contains(#"data-column="supplementary""#))
    #expect(phone.contains(#"class="back-button" data-destination="Cat""#), "the back button names Cat")
    let iPad = files.files["colonnade-lab/standard/ipad-air-13-m2-m3/landscape/full.svg"] ?? ""
    for title in ["sidebar", "Animals", "Kitten"] {
      #expect(iPad.contains(#"class="nav-title""#) && iPad.contains(">\(title)</text>"))
    }
    let missing = Self.run(["lab", "--script", "nope.txt"])
    #expect(missing.status == 2)
    #expect(
      missing.errors == "colonnade lab: cannot read 'nope.txt': no such file (see 'colonnade lab --help')\n")
  }

  /// Rule B2: a comparison of two presets on chosen devices, with the style and inspector flags
  /// applied to both, into a chosen folder.
  @Test func comparisonOfPresets() throws {
    let files = MemoryFileSystem()
    let outcome = Self.run(
      [
        "lab", "--preset", "standard,duo", "--devices", "surface-duo,iphone-16", "--style", "triple",
        "--inspector", "--out", "out/",
      ], files: files)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(
      outcome.output.hasPrefix(
        "wrote 16 pictures (8 windows of 2 devices × 2 configurations) and index.html to out/\n"))
    let paths = files.files.keys.sorted()
    #expect(paths.count == 18)
    #expect(paths.filter { $0.hasPrefix("out/standard/") }.count == 8)
    #expect(paths.filter { $0.hasPrefix("out/duo/") }.count == 8)
    #expect(paths.first == "out/.colonnade-lab")
    #expect(paths[1] == "out/duo/iphone-16/landscape.svg")
    let svg = try #require(files.files["out/duo/surface-duo/landscape/flat-open.svg"])
    #expect(svg.contains("configuration duo"))
    #expect(svg.contains("data-column=\"supplementary\""), "triple style applies")
  }

  /// Rule B2: configuration files are compared side by side, each named after its file and read
  /// on top of the one preset.
  @Test func comparisonOfConfigurationFiles() {
    let files = MemoryFileSystem([
      "wide.json": #"{"columns": {"primary": {"minWidth": 300, "maxWidth": 400}}}"#,
      "configs/tiles.json": #"{"preferredSplitBehavior": "tile"}"#,
    ])
    let outcome = Self.run(
      [
        "lab", "--preset", "duo", "--config", "wide.json", "--config", "configs/tiles.json", "--devices",
        "pixel-fold",
      ],
      files: files)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(files.files["colonnade-lab/wide/pixel-fold/portrait/folded.svg"] != nil)
    #expect(files.files["colonnade-lab/tiles/pixel-fold/portrait/folded.svg"] != nil)
    let index = files.files["colonnade-lab/index.html"] ?? ""
    #expect(index.contains("<b>wide.json</b> and <b>tiles.json</b>"))
  }

  /// Rule B2: `--out` into an earlier run replaces it, removing exactly the pictures the
  /// new run does not draw and keeping everything else; a folder holding anything but a lab
  /// run, or a marker the lab did not write, is refused untouched.
  @Test func outReplacesAnEarlierRunAndRefusesOtherFolders() {
    let files = MemoryFileSystem(["notes/todo.txt": "keep", "lab/notes.txt": "mine"])
    #expect(
      Self.run(["lab", "--devices", "iphone-16,surface-duo", "--out", "new"], files: files).status == 0)
    let before = files.files.keys.filter { $0.hasPrefix("new/") }.count
    #expect(before == 10)
    // A hand-made marker line that is not a lab path is never removed.
    let marker = files.files["new/.colonnade-lab"] ?? ""
    try? files.writeText(marker + "../notes/todo.txt\n/etc/passwd\n", atPath: "new/.colonnade-lab")
    let again = Self.run(["lab", "--devices", "iphone-16", "--out", "new"], files: files)
    #expect(again.status == 0, "\(again.errors)")
    #expect(again.output.contains("removed 6 files of the earlier run there that this run does not draw\n"))
    let after = files.files.keys.filter { $0.hasPrefix("new/") }.sorted()
    #expect(
      after == [
        "new/.colonnade-lab", "new/index.html", "new/standard/iphone-16/landscape.svg",
        "new/standard/iphone-16/portrait.svg",
      ])
    #expect(files.files["notes/todo.txt"] == "keep")

    let refused = Self.run(["lab", "--devices", "iphone-16", "--out", "notes"], files: files)
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "colonnade lab: cannot replace 'notes': it holds files but no .colonnade-lab marker, so it is "
        + "not an earlier lab run; choose another folder with --out\n")
    #expect(files.files.keys.filter { $0.hasPrefix("notes/") } == ["notes/todo.txt"])
    try? files.writeText("my own notes\n", atPath: "lab/.colonnade-lab")
    let forged = Self.run(["lab", "--devices", "iphone-16", "--out", "lab"], files: files)
    #expect(forged.status == 1)
    #expect(forged.errors.contains("cannot replace 'lab/.colonnade-lab': not a marker 'colonnade lab' wrote"))
    #expect(
      files.files.keys.filter { $0.hasPrefix("lab/") }.sorted() == ["lab/.colonnade-lab", "lab/notes.txt"])
  }

  /// Rule X5: bad arguments print one line saying what is wrong and how to fix it, exit 2, and
  /// write nothing.
  @Test(arguments: [
    (
      ["lab", "--devices", "iphone-16,iphone-99"],
      "unknown device 'iphone-99' in --devices: 'colonnade devices' lists the ids"
    ),
    (
      ["lab", "--devices", "iphone-16,,pixel-fold"],
      "--devices 'iphone-16,,pixel-fold' has an empty item: separate names with single commas"
    ),
    (["lab", "--preset", "standard,wide"], "--preset 'wide' is not one of standard, material, duo"),
    (["lab", "--config", "missing.json"], "cannot read 'missing.json': no such file"),
    (
      ["lab", "--config", "bad.json"],
      "bad.json: unknown key 'columns.primary.minWidht': use minWidth, idealWidth or maxWidth"
    ),
    (
      ["lab", "--config", "min.json"],
      "min.json: invalid configuration: minimum width 400 of column 'primary' is above its maximum 360"
    ),
    (
      ["lab", "--preset", "standard,duo", "--config", "bad.json"],
      "--config reads files on top of one preset: compare presets (--preset standard,duo) or files "
        + "(--config A --config B), not both"
    ),
    (
      ["lab", "--style", "quadruple"],
      "--style 'quadruple' is not one of double, triple, doubleColumn, tripleColumn"
    ),
    (["lab", "--out"], "--out needs a value"),
    (["lab", "--out", ""], "--out needs a folder, such as --out colonnade-lab"),
    (["lab", "--script", "x.txt"], "cannot read 'x.txt': no such file"),
    (["devices", "--format", "yaml"], "--format 'yaml' is not one of text, json"),
    (["devices", "extra"], "unexpected argument 'extra'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let files = MemoryFileSystem([
      "bad.json": #"{"columns": {"primary": {"minWidht": 200}}}"#,
      "min.json": #"{"columns": {"primary": {"minWidth": 400}}}"#,
    ])
    let outcome = Self.run(arguments, files: files)
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors == "colonnade \(arguments[0]): \(message) (see 'colonnade \(arguments[0]) --help')\n")
    #expect(files.files.count == 2, "nothing is written")
  }

  /// Rule X5: `--help` on both commands, and both are listed in the top-level help.
  @Test func help() {
    #expect(Self.run(["lab", "--help"]).output.hasPrefix("Usage: colonnade lab [options]\n"))
    #expect(Self.run(["lab", "-h", "--devices", "nope"]).status == 0)
    #expect(
      Self.run(["devices", "--help"]).output.hasPrefix("Usage: colonnade devices [--format text|json]\n"))
    let top = Self.run(["--help"]).output
    #expect(top.contains("  lab ") && top.contains("  devices "))
  }

  /// Rules X4, B1: the text listing has a header, one row per device and a total.
  @Test func devicesText() {
    let outcome = Self.run(["devices"])
    #expect(outcome.status == 0)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("id ") == true)
    #expect(lines.first?.contains("estimated") == true)
    #expect(lines.filter { $0.hasPrefix("surface-duo ") }.count == 1)
    #expect(lines.count == 24 + 1 + 1 + 1 + 1)
    #expect(lines.dropLast().last == "24 devices, 111 windows: 'colonnade lab' draws them")
    let duo = lines.first { $0.hasPrefix("surface-duo ") } ?? ""
    #expect(duo.contains("folded 540×720, half-opened 1114×720 +tabletop, flat-open 1114×720"))
  }

  /// Rules X4, B1: the JSON listing holds every device with its windows and environments.
  @Test func devicesJSON() throws {
    let outcome = Self.run(["devices", "--format", "json"])
    #expect(outcome.status == 0)
    let devices = try #require(try JSONValue(parsing: outcome.output).arrayValue)
    #expect(devices.count == 24)
    let windows = devices.flatMap { $0.objectValue?["windows"]?.arrayValue ?? [] }
    #expect(windows.count == 111)
    let duo = try #require(
      windows.first { $0.objectValue?["id"] == "surface-duo/landscape/flat-open" }?.objectValue)
    #expect(duo.keys == ["id", "title", "width", "height", "scale", "sizeClass", "hinges", "estimated"])
    #expect(
      duo["hinges"]
        == [
          [
            "x": 540, "y": 0, "width": 34, "height": 720, "orientation": "vertical", "state": "flat",
            "occluding": true,
          ]
        ])
    let phone = try #require(windows.first { $0.objectValue?["id"] == "iphone-16/landscape" }?.objectValue)
    #expect(phone["sizeClass"] == "compact")
  }
}
