import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeCLI
import ColonnadeTerminal
import Foundation
import Testing

/// Rules X1, T3, T4 at the edge: `colonnade PATH`, which program Enter, `o` and `e` run, and the
/// screen after a program that ran while the terminal was resized.
@Suite struct EverydayUseCommandTests {
  /// X1: `colonnade PATH` browses PATH, as `nnn PATH` does; a word that is no command and no path
  /// is still a mistyped command.
  @Test func aPathAloneBrowsesIt() throws {
    let folder = try DemoCommandTests.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = DemoCommandTests.run([folder.path, "--snapshot", "100x12"])
    let demo = DemoCommandTests.run(["demo", folder.path, "--snapshot", "100x12"])
    #expect(direct.status == 0 && direct.output == demo.output, "\(direct.errors)")
    #expect(direct.output.contains("alpha.txt"))
    let typo = DemoCommandTests.run(["resolv"])
    #expect(typo.status == 2 && typo.errors.contains("unknown command 'resolv'"))
  }

  /// T3: `$VISUAL` before `$EDITOR`; the system's opener first for a file a pager cannot show,
  /// only in a graphical session; unset or blank variables fall through.
  @Test func programChosenFromTheEnvironment() {
    let file = FilePath("/tmp/a.bin")
    let editor = ExternalProgram(variables: ["VISUAL", "EDITOR"], fallback: "vi", file: file)
    #expect(ExternalProgramRunner.command(editor, environment: ["VISUAL": "nano", "EDITOR": "ed"]) == "nano")
    #expect(ExternalProgramRunner.command(editor, environment: ["VISUAL": " ", "EDITOR": "ed"]) == "ed")
    #expect(ExternalProgramRunner.command(editor, environment: [:]) == "vi")
    let binary = ExternalProgram(variables: ["PAGER"], fallback: "less", file: file, prefersOpener: true)
    #expect(
      ExternalProgramRunner.command(binary, environment: ["PAGER": "more", "PATH": "/usr/bin"]) == "more")
  }

  /// T3, T5: what `sh -c` runs for each program: the file always an argument (`"$1"`, `"$@"`),
  /// never spliced in; ranger's `%s` the marked files and `%%` a percent sign; a folder to run in
  /// entered first; graphical programs apart from the terminal, the rest on it.
  @Test func scriptsNeverSpliceAFileIn() {
    let files = [FilePath("/a/x y"), FilePath("/a/$(rm)")]
    let environment = ["PAGER": "less -R", "SHELL": "/bin/zsh", "DISPLAY": ":0", "PATH": "/nonexistent"]
    func script(_ kind: ExternalProgram.Kind, in folder: FilePath? = nil) -> (String, [FilePath]) {
      ExternalProgramRunner.script(
        ExternalProgram(kind, files: files, directory: folder), environment: environment)
    }
    #expect(
      script(.variable(["PAGER"], fallback: "less", prefersOpener: false)) == ("less -R \"$1\"", [files[0]]))
    #expect(
      script(.command("wc -l %s; printf 100%%", waitsForEnter: true)) == ("wc -l \"$@\"; printf 100%", files))
    #expect(
      script(.application(name: "Viewer", command: "'view' \"$@\"", graphical: true), in: FilePath("/a"))
        == ("cd -- \"$1\" || exit 1; shift; 'view' \"$@\"", [FilePath("/a")] + files))
    let shell = script(.shell, in: FilePath("/a"))
    #expect(
      shell.0.hasSuffix("exec \"$0\"") && shell.0.contains("COLONNADE_LEVEL") && shell.1 == [FilePath("/a")])
    let graphical = ExternalProgram(.application(name: "V", command: "v", graphical: true), files: files)
    #expect(!ExternalProgramRunner.takesTerminal(graphical, environment: environment))
    #expect(ExternalProgramRunner.takesTerminal(ExternalProgram(.shell, files: []), environment: environment))
    let binary = ExternalProgram(variables: ["PAGER"], fallback: "less", file: files[0], prefersOpener: true)
    #expect(ExternalProgramRunner.takesTerminal(binary, environment: environment), "no xdg-open on PATH")
  }

  /// T2, T4: a terminal resized while `$PAGER` ran is drawn at its new size when the pager exits,
  /// as after Ctrl-Z and `fg`.
  @Test func resizedWhileAProgramRan() throws {
    var tree = MemoryFileTree()
    tree.addFile("/data/a.txt", "alpha\n")
    var browser = try Browser(
      start: FilePath("/data"), home: nil, tree: tree, size: CellSize(width: 100, height: 20))
    var terminal = ResizedWhileAway(
      inner: RecordingTerminal(
        size: CellSize(width: 100, height: 20),
        scriptedEvents: [.key(.character("i")), .key(.character("q"))]),
      after: CellSize(width: 70, height: 16))
    var services = DemoServices(now: { 0 })
    services.runProgram = { _ in nil }
    try DemoLoop.run(&browser, on: &terminal, services: services)
    #expect(browser.size == CellSize(width: 70, height: 16))
    #expect(terminal.inner.output.contains("70×16"), "the frame after the program is drawn at 70 × 16")
  }
}

/// A terminal whose size changes while the browser is away from it (raw mode left for a program).
private struct ResizedWhileAway: TerminalBackend {
  var inner: RecordingTerminal
  var after: CellSize

  func size() throws(TerminalError) -> CellSize { try inner.size() }
  var colorEnabled: Bool { inner.colorEnabled }
  var lineFeedKeepsColumn: Bool { inner.lineFeedKeepsColumn }
  mutating func write(_ text: String) throws(TerminalError) { try inner.write(text) }
  mutating func flush() throws(TerminalError) { try inner.flush() }
  mutating func enterRawMode() throws(TerminalError) { try inner.enterRawMode() }
  mutating func leaveRawMode() throws(TerminalError) {
    try inner.leaveRawMode()
    inner.currentSize = after
  }
  mutating func enterAlternateScreen() throws(TerminalError) { try inner.enterAlternateScreen() }
  mutating func leaveAlternateScreen() throws(TerminalError) { try inner.leaveAlternateScreen() }
  mutating func readEvents(timeoutMilliseconds: Int) throws(TerminalError) -> [TerminalEvent] {
    try inner.readEvents(timeoutMilliseconds: timeoutMilliseconds)
  }
}
