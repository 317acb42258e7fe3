import Colonnade
import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeOptions
import ColonnadeTerminal

/// `colonnade demo [PATH]` and `colonnade` alone: the terminal file browser (rules X1, T1–T7).
enum DemoCommand {
  /// What `colonnade demo --help` prints: the option table, with the browser's key table.
  static var help: String { DemoOptions.table(keys: KeyBindings.plainText).help }

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    if DemoOptions.table(keys: "").wantsHelp(arguments) { return Outcome(output: help) }
    do throws(UsageError) {
      let options = try DemoOptions(arguments)
      if options.snapshot == nil, !invocation.terminal.supportsFullScreen {
        throw UsageError(command: "demo", message: noTerminalMessage(invocation.terminal))
      }
      let (start, highlight) = try startFolder(options.path)
      let home = invocation.environment["HOME"].flatMap { try? LocalFileTree.canonical($0) }
      let setup = Setup(start: start, highlight: highlight, home: home, environment: invocation.environment)
      if let size = options.snapshot {
        return snapshot(setup, size: size, options: options)
      }
      return interactive(setup, options: options, capabilities: invocation.terminal)
    } catch {
      return .usage(error)
    }
  }

  /// Why the interactive browser cannot run here, and what to do instead.
  static func noTerminalMessage(_ terminal: TerminalCapabilities) -> String {
    let reason =
      terminal.isDumb
      ? "TERM is 'dumb'"
      : (terminal.inputIsTerminal ? "standard output" : "standard input") + " is not a terminal"
    return "\(reason): run it in a terminal, or print one screen with --snapshot COLSxROWS"
  }

  /// The folder to open, made absolute, and the entry to highlight when a file was named (it
  /// opens its folder); a usage error when it is missing.
  static func startFolder(_ path: String) throws(UsageError) -> (FilePath, [UInt8]?) {
    let shown = SafeText.escaped(String(path.prefix(200)))
    do {
      let start = try LocalFileTree.canonical(path)
      if try LocalFileTree().status(of: start).kind == .directory { return (start, nil) }
      return (start.parent, start.lastComponent)
    } catch {
      throw UsageError(command: "demo", message: "cannot open '\(shown)': \(error)")
    }
  }

  /// What both modes start from.
  struct Setup {
    var start: FilePath
    var highlight: [UInt8]?
    var home: FilePath?
    var environment: [String: String]

    /// The browser, with the environment's colours and the local time zone.
    func browser(
      size: CellSize, fold: FoldPosture, loadsInBackground: Bool, levitatesInfo: Bool = false
    ) throws(CoordinatorError<
      BrowserRoute
    >) -> Browser {
      var browser = try Browser(
        start: start, home: home, tree: LocalFileTree(), size: size, fold: fold, highlight: highlight,
        loadsInBackground: loadsInBackground, levitatesInfo: levitatesInfo)
      if let colors = environment["LS_COLORS"], !colors.isEmpty {
        browser.colors = FileColors(lsColors: colors)
      }
      browser.timeZone = { LocalClock.zone(at: $0) }
      return browser
    }
  }

  /// Rule T7: presses the keys, then prints the final screen as plain text, no escape sequences.
  static func snapshot(_ setup: Setup, size: CellSize, options: DemoOptions) -> Outcome {
    do {
      var browser = try setup.browser(
        size: size, fold: options.fold, loadsInBackground: false, levitatesInfo: options.levitatesInfo)
      for key in options.keys {
        let command = browser.handle(.key(key), at: 0)
        if command == .quit { break }
      }
      var outcome = Outcome(output: browser.render().plainText + "\n")
      if let file = options.chooseDirectory, let failure = chooseDirectory(browser, file: file) {
        outcome = Outcome(status: 1, output: outcome.output, errors: "colonnade demo: \(failure)\n")
      }
      return outcome
    } catch {
      return Outcome(status: 1, errors: "colonnade demo: \(error)\n")
    }
  }

  /// The interactive browser on the process's terminal, restored however it ends (rule T4).
  static func interactive(_ setup: Setup, options: DemoOptions, capabilities: TerminalCapabilities) -> Outcome
  {
    do {
      let browser = try TerminalSession.run(capabilities: capabilities, environment: setup.environment) {
        size in
        try setup.browser(
          size: size, fold: options.fold, loadsInBackground: true, levitatesInfo: options.levitatesInfo)
      }
      if let file = options.chooseDirectory, let failure = chooseDirectory(browser, file: file) {
        return Outcome(status: 1, errors: "colonnade demo: \(failure)\n")
      }
      return Outcome()
    } catch {
      return Outcome(status: 1, errors: "colonnade demo: \(error)\n")
    }
  }

  /// `--choose-dir FILE`: writes the folder shown to FILE (the only file the browser writes, and
  /// only one the user names); a message when it cannot.
  static func chooseDirectory(_ browser: Browser, file: String) -> String? {
    guard let folder = browser.currentFolder else { return nil }
    return ChosenDirectoryFile.write(folder, to: file)
  }
}
