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
    // An argument that is not UTF-8 is parsed as a placeholder (a NUL, which no argument holds,
    // and its index) and read back as its bytes: a path reaches the file system unchanged.
    let raw = invocation.bytes(ofLast: arguments.count)
    var words = arguments
    for (index, bytes) in raw.enumerated() where UTF8Text.validated(bytes[...]) == nil {
      words[index] = "\u{0}\(index)"
    }
    func bytes(_ word: String) -> [UInt8] {
      if word.hasPrefix("\u{0}"), let index = Int(word.dropFirst()), raw.indices.contains(index) {
        return raw[index]
      }
      return Array(word.utf8)
    }
    do throws(UsageError) {
      let options = try DemoOptions(words)
      let (start, highlight) = try startFolder(bytes(options.path))
      if options.snapshot == nil, !invocation.terminal.supportsFullScreen {
        throw UsageError(command: "demo", message: noTerminalMessage(invocation.terminal))
      }
      let home = invocation.environment["HOME"].flatMap { try? LocalFileTree.canonical($0) }
      var setup = Setup(start: start, highlight: highlight, home: home, environment: invocation.environment)
      setup.choice = Choice(options, bytes: bytes)
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
  /// opens its folder); a usage error saying why when it cannot be opened: missing, or a folder
  /// the user may not read.
  static func startFolder(_ path: [UInt8]) throws(UsageError) -> (FilePath, [UInt8]?) {
    let shown = SafeText.decoding(Array(path.prefix(200)))
    do throws(FileTreeError) {
      let start = try LocalFileTree.canonical(bytes: path)
      guard try LocalFileTree().status(of: start).kind == .directory else {
        return (start.parent, start.lastComponent)
      }
      guard LocalFileTree.mayList(start) else { throw .permissionDenied }
      return (start, nil)
    } catch {
      let hint =
        switch error {
        case .notFound: ": check the path, or give an existing folder or file"
        case .permissionDenied: ": you may not read that folder (ls -ld shows its permissions)"
        default: ""
        }
      throw UsageError(command: "demo", message: "cannot open '\(shown)': \(error)\(hint)")
    }
  }

  /// What a picker run writes, and where (`--choose`, `--choose-dir`).
  struct Choice {
    var picker: Picker
    var file: [UInt8]
    var null: Bool

    init?(_ options: DemoOptions, bytes: (String) -> [UInt8]) {
      if let choose = options.choose {
        (picker, file, null) = (.files, bytes(choose), options.null)
      } else if let folder = options.chooseDirectory {
        (picker, file, null) = (.folder, bytes(folder), false)
      } else {
        return nil
      }
    }

    /// How a run that ended with `ending` exits: the paths written, or why not.
    func outcome(_ ending: BrowserCommand, browser: Browser, output: String = "") -> Outcome {
      let contents: [UInt8]
      switch (picker, ending) {
      case (.files, .choose(let paths)): contents = ChosenFile.contents(paths, null: null)
      case (.folder, .quit):
        guard let folder = browser.currentFolder else { return Outcome(status: 1, output: output) }
        contents = folder.bytes
      default:
        return Outcome(status: 1, output: output)
      }
      let option = picker == .files ? "--choose" : "--choose-dir"
      if let failure = ChosenFile.write(contents, to: file, option: option) {
        return Outcome(status: 1, output: output, errors: "colonnade demo: \(failure)\n")
      }
      return Outcome(output: output)
    }
  }

  /// What both modes start from.
  struct Setup {
    var start: FilePath
    var highlight: [UInt8]?
    var home: FilePath?
    var environment: [String: String]
    var choice: Choice?

    /// Where the bookmarks and history are kept.
    var stateFiles: StateFiles { StateFiles(environment: environment) }

    /// The browser, with the environment's colours, the local time zone, the programs it can
    /// open files with, and what earlier runs kept (a message for what could not be read).
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
      let environment = self.environment
      browser.applications = { OpenWithPrograms.choices(for: $0, environment: environment) }
      browser.picker = choice?.picker
      let (remembered, problems) = stateFiles.load()
      browser.restore(remembered)
      if !problems.isEmpty { browser.handle(.notice(problems.joined(separator: "; ")), at: 0) }
      return browser
    }

    /// Saves the history, and this run's bookmark edits, as the run left them; a message when
    /// it cannot.
    func save(_ browser: Browser) -> String? {
      stateFiles.saveBookmarks(browser.remembered) ?? stateFiles.saveHistory(browser.remembered)
    }
  }

  /// Rule T7: presses the keys, then prints the final screen as plain text, no escape sequences.
  /// As the interactive browser does, it keeps its bookmarks and history, a picker writes what
  /// the keys chose, and the file operations the keys ask for are carried out, each finished
  /// before the next key, so the screen is the same every run.
  static func snapshot(_ setup: Setup, size: CellSize, options: DemoOptions) -> Outcome {
    do {
      var browser = try setup.browser(
        size: size, fold: options.fold, loadsInBackground: false, levitatesInfo: options.levitatesInfo)
      let operations = OperationSession(environment: setup.environment)
      var ending = BrowserCommand.quit
      for key in options.keys {
        let command = browser.handle(.key(key), at: 0)
        if command == .quit || command == .cancel || command.isChoice {
          ending = command
          break
        }
        if case .operate(let request) = command {
          operations.handle(request)
          if let report = operations.finish() { browser.handle(.operationFinished(report), at: 0) }
        }
      }
      let output = browser.render().plainText + "\n"
      var outcome = setup.choice?.outcome(ending, browser: browser, output: output) ?? Outcome(output: output)
      if let failure = setup.save(browser) { outcome.errors += "colonnade demo: \(failure)\n" }
      return outcome
    } catch {
      return Outcome(status: 1, errors: "colonnade demo: \(error)\n")
    }
  }

  /// The interactive browser on the process's terminal, restored however it ends (rule T4).
  static func interactive(_ setup: Setup, options: DemoOptions, capabilities: TerminalCapabilities) -> Outcome
  {
    do {
      let files = setup.stateFiles
      let (browser, ending) = try TerminalSession.run(
        capabilities: capabilities, environment: setup.environment,
        rememberedChanged: { files.saveBookmarks($0) },
        makeBrowser: { size in
          try setup.browser(
            size: size, fold: options.fold, loadsInBackground: true, levitatesInfo: options.levitatesInfo)
        })
      var outcome = setup.choice?.outcome(ending, browser: browser) ?? Outcome()
      if let failure = setup.save(browser) { outcome.errors += "colonnade demo: \(failure)\n" }
      return outcome
    } catch {
      return Outcome(status: 1, errors: "colonnade demo: \(error)\n")
    }
  }
}

extension BrowserCommand {
  /// Whether it ends a picker with a choice.
  fileprivate var isChoice: Bool {
    if case .choose = self { true } else { false }
  }
}
