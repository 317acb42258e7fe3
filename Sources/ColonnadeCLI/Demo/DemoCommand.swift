import ColonnadeBrowser
import ColonnadePOSIX
import ColonnadeTerminal

/// `colonnade demo [PATH]` and `colonnade` alone: the terminal file browser (rules X1, T1–T7).
enum DemoCommand {
  static let help = """
    Usage: colonnade demo [PATH] [--fold flat|book|tabletop]
           colonnade demo [PATH] --snapshot COLSxROWS [--keys "j j enter"] [--fold book|tabletop]

    Browses PATH (default: the current folder) in three adaptive columns: places, the folder's
    entries, a preview of the highlighted one, and its metadata when the window is wide enough.
    Resize the terminal or split it in tmux and the columns collapse, float and expand as an iPad
    app's do in Split View; f folds the window like a book or a laptop on a table.

    Keys:
      ↑ ↓ j k          move, or scroll a preview     Enter → l     open
      Esc Backspace    back                          ← h           previous column, or back
      Tab Shift-Tab    next or previous column       s             sidebar button
      i                inspector                     f             fold: flat, book, tabletop
      r                reload                        d             lifecycle debug tint
      ?                help                          q Ctrl-C      quit

    The browser only reads files. Without a terminal, print one screen as text instead:

    Options:
      --snapshot COLSxROWS   print the screen of a COLS × ROWS terminal as plain text and exit
      --keys "K K ..."       keys to press first: characters, or enter, esc, backspace, tab,
                             shift-tab, up, down, left, right, pgup, pgdn, home, end, space
      --fold POSTURE         flat (default), book (a vertical fold) or tabletop (a horizontal one)
      -h, --help             show this help

    """

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    if arguments.contains("--help") || arguments.contains("-h") { return Outcome(output: help) }
    do throws(UsageError) {
      let options = try DemoOptions(arguments)
      if options.snapshot == nil, !invocation.terminal.supportsFullScreen {
        throw UsageError(command: "demo", message: noTerminalMessage(invocation.terminal))
      }
      let start = try startFolder(options.path)
      let home = invocation.environment["HOME"].flatMap { try? LocalFileTree.canonical($0) }
      if let size = options.snapshot {
        return snapshot(start: start, home: home, size: size, options: options)
      }
      return interactive(start: start, home: home, options: options, capabilities: invocation.terminal)
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

  /// The folder to open, made absolute; a usage error when it is missing or not a folder.
  static func startFolder(_ path: String) throws(UsageError) -> FilePath {
    let shown = SafeText.escaped(path)
    do {
      let start = try LocalFileTree.canonical(path)
      guard try LocalFileTree().status(of: start).kind == .directory else {
        throw UsageError(command: "demo", message: "'\(shown)' is not a folder: pass a folder to browse")
      }
      return start
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(command: "demo", message: "cannot open '\(shown)': \(error)")
    }
  }

  /// Rule T7: presses the keys, then prints the final screen as plain text, no escape sequences.
  static func snapshot(start: FilePath, home: FilePath?, size: CellSize, options: DemoOptions) -> Outcome {
    do {
      var browser = try Browser(
        start: start, home: home, tree: LocalFileTree(), size: size, fold: options.fold)
      for key in options.keys where browser.handle(.key(key), at: 0) == .quit { break }
      return Outcome(output: browser.render().plainText + "\n")
    } catch {
      return Outcome(status: 1, errors: "colonnade demo: \(error)\n")
    }
  }

  /// The interactive browser on the process's terminal, restored however it ends (rule T4).
  static func interactive(
    start: FilePath, home: FilePath?, options: DemoOptions, capabilities: TerminalCapabilities
  ) -> Outcome {
    do {
      try POSIXTerminal.withSession(capabilities: capabilities) { terminal in
        var browser = try Browser(
          start: start, home: home, tree: LocalFileTree(), size: try terminal.size(), fold: options.fold)
        let clock = ContinuousClock()
        let origin = clock.now
        var backend = terminal
        try DemoLoop.run(&browser, on: &backend) {
          let elapsed = origin.duration(to: clock.now).components
          return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
      }
      return Outcome()
    } catch {
      return Outcome(status: 1, errors: "colonnade demo: \(error)\n")
    }
  }
}
