import ColonnadeBrowser
import ColonnadeTerminal

/// The interactive loop (rules T2–T4): draw, wait for keys, resizes, finished loads, folder
/// changes, a file operation's progress (every ``OperationSession/pollSeconds`` while one runs,
/// rule T13) or the next deadline, hand them to the browser, repeat until it quits or the input
/// closes.
///
/// ```swift
/// var terminal = RecordingTerminal(size: CellSize(width: 80, height: 24), scriptedEvents: [.key(.character("q"))])
/// try DemoLoop.run(&browser, on: &terminal, services: DemoServices(now: { 0 }))
/// ```
///
/// Written against `TerminalBackend`, so tests drive it with a `RecordingTerminal`. Only changed
/// cells are written (the `Renderer` diffs frames, rule T4); after a resize, a resume or a program
/// the whole screen is redrawn, since the terminal may show something else.
package enum DemoLoop {
  /// The longest wait between clock ticks, in milliseconds, when no deadline is due sooner.
  package static let idleTimeoutMilliseconds = 60_000

  /// Runs until `q`, Ctrl-C, a picker's choice or the end of input; returns how it ended: `.quit`
  /// (also when the input closed), `.cancel` or `.choose`.
  @discardableResult
  package static func run<Terminal: TerminalBackend>(
    _ browser: inout Browser, on terminal: inout Terminal, services: DemoServices
  ) throws(TerminalError) -> BrowserCommand {
    var renderer = Renderer(colorEnabled: terminal.colorEnabled)
    renderer.repeatsCharacters = terminal.repeatsCharacters
    var screen = RetainedScreen()
    // One reading of the clock per wake: the key, the loads it starts and the folder changes
    // share it, so the coordinator advances its clock once (rule R6 counts in seconds).
    var now = services.now()
    // The browser's revision when the screen was last drawn: a wake that changed nothing (a move
    // past the end, a tick) draws and writes nothing, unless the terminal must be drawn afresh.
    var drawn: UInt64?
    // What is kept between runs (bookmarks) is saved when it changes.
    var remembered = browser.rememberedRevision
    while true {
      if let event = services.operationEvent() { browser.handle(event, at: now) }
      startLoads(&browser, services: services, now: now)
      if browser.rememberedRevision != remembered {
        services.rememberedChanged(browser)
        remembered = browser.rememberedRevision
      }
      if drawn != browser.revision || renderer.previous == nil {
        services.watch(browser.watchedFolders)
        screen.update(from: browser)
        renderer.lineFeedKeepsColumn = terminal.lineFeedKeepsColumn
        try terminal.write(utf8: renderer.renderUTF8(screen.grid, changedRows: screen.redrawnRows))
        try terminal.flush()
        drawn = browser.revision
      }
      now = services.now()
      // While a file operation runs, the loop wakes to show its progress (rule T13).
      let polling = services.operationRunning() ? now + OperationSession.pollSeconds : nil
      let deadline = [browser.nextDeadline, services.nextDeadline(now), polling].compactMap { $0 }.min()
      let events = try terminal.readEvents(timeoutMilliseconds: timeout(until: deadline, now: now))
      now = services.now()
      if events.isEmpty { browser.handle(.tick, at: now) }
      for folder in services.changes(now) { browser.handle(.changed(folder), at: now) }
      if let notice = services.takeNotice() { browser.handle(.notice(notice), at: now) }
      for event in events {
        switch event {
        case .inputClosed:
          return .quit
        case .resized(let size):
          browser.handle(.resized(size), at: now)
          renderer.invalidate()
        case .wake:
          for result in services.finishedLoads() { browser.handle(.loaded(result), at: now) }
          services.drainChanges(now)
        case .key(let key):
          let command = browser.handle(.key(key), at: now)
          switch command {
          case .quit, .cancel, .choose:
            return command
          case .operate(let request):
            services.operate(request)
          case .continue:
            break
          case .redraw:
            // Ctrl-L: the terminal may show what another program wrote over the screen.
            renderer.invalidate()
          case .suspend:
            services.suspend()  // Continuing wakes the loop with a resize: a full redraw.
          case .copy(let text):
            // Sent at once, whether or not the key changes the screen (a frame flushes only then).
            try terminal.write(ControlSequence.copyToClipboard(text))
            try terminal.flush()
          case .run(let program) where !services.takesTerminal(program):
            // A graphical program runs apart from the terminal: the screen stays as it is.
            let failure = services.runProgram(program)
            browser.handle(.programEnded(services.programName(program), failure: failure), at: services.now())
          case .run(let program):
            try terminal.leaveAlternateScreen()
            try terminal.leaveRawMode()
            let failure = services.runProgram(program)
            try terminal.enterRawMode()
            try terminal.enterAlternateScreen()
            renderer.invalidate()
            now = services.now()
            browser.handle(.programEnded(services.programName(program), failure: failure), at: now)
            // The terminal may have been resized while the program ran (its SIGWINCH went to the
            // program): the screen is drawn for the size it has now, as after Ctrl-Z and `fg`.
            let size = try terminal.size()
            if size != browser.requestedSize ?? browser.size { browser.handle(.resized(size), at: now) }
          }
        }
      }
    }
  }

  /// Runs the loads the browser asks for: the cheap ones at once (``DemoServices/loadInline``),
  /// the others on workers, waiting a moment for those (a preview of a small file takes well
  /// under a millisecond), so one key draws one frame, not a "Loading…" frame and then another; a
  /// load still running after ``loadWaitSeconds`` arrives later with a wake. Results read at once
  /// are handed over at `now`, the time of the wake that asked for them.
  static func startLoads(_ browser: inout Browser, services: DemoServices, now: Double) {
    let start = services.now()
    for _ in 0..<3 {
      let requests = browser.takeLoadRequests()
      guard !requests.isEmpty else { return }
      var queued: [LoadRequest] = []
      var results: [LoadResult] = []
      for request in requests {
        if let result = services.loadInline(request) {
          results.append(result)
        } else {
          queued.append(request)
        }
      }
      if !queued.isEmpty { services.startLoads(queued) }
      for result in results { browser.handle(.loaded(result), at: now) }
      guard !queued.isEmpty else { continue }
      let remaining = loadWaitSeconds - (services.now() - start)
      guard remaining > 0 else { return }
      for result in services.awaitLoads(queued.count, remaining) {
        browser.handle(.loaded(result), at: services.now())
      }
    }
  }

  /// How long a frame waits for the loads a key started.
  static let loadWaitSeconds = 0.025

  /// Milliseconds until `deadline`, within the idle limit.
  package static func timeout(until deadline: Double?, now: Double) -> Int {
    guard let deadline else { return idleTimeoutMilliseconds }
    let milliseconds = ((deadline - now) * 1000).rounded(.up)
    guard milliseconds.isFinite else { return idleTimeoutMilliseconds }
    return Int(min(max(milliseconds, 10), Double(idleTimeoutMilliseconds)))
  }
}

/// What the loop needs from outside besides the terminal: the clock, background loads, folder
/// watching, programs, file operations and suspending. Tests use the defaults, which do nothing.
package struct DemoServices {
  /// The clock, in seconds (rule R6).
  package var now: () -> Double
  /// Reads a load at once when that is cheap; `nil` sends it to ``startLoads``.
  package var loadInline: (LoadRequest) -> LoadResult?
  package var startLoads: ([LoadRequest]) -> Void
  package var finishedLoads: () -> [LoadResult]
  /// Waits up to the seconds given for that many loads to finish; returns those that did.
  package var awaitLoads: (Int, Double) -> [LoadResult]
  package var watch: ([FilePath]) -> Void
  package var drainChanges: (Double) -> Void
  package var changes: (Double) -> [FilePath]
  package var nextDeadline: (Double) -> Double?
  /// What the folder watcher tells the user once, if anything (``FolderWatcher/takeNotice()``).
  package var takeNotice: () -> String?
  package var runProgram: (ExternalProgram) -> String?
  package var programName: (ExternalProgram) -> String
  /// Whether a program takes over the terminal (else it runs apart and the screen stays).
  package var takesTerminal: (ExternalProgram) -> Bool
  /// Saves what the browser keeps between runs (its bookmarks changed).
  package var rememberedChanged: (Browser) -> Void
  package var suspend: () -> Void
  /// Starts, undoes or cancels a file operation (``OperationSession/handle(_:)``).
  package var operate: (OperationRequest) -> Void
  /// The running operation's progress, or its report once over (``OperationSession/poll()``).
  package var operationEvent: () -> BrowserEvent?
  /// Whether a file operation runs, so the loop wakes to show its progress.
  package var operationRunning: () -> Bool

  /// Creates the services; each defaults to doing nothing.
  package init(
    now: @escaping () -> Double,
    loadInline: @escaping (LoadRequest) -> LoadResult? = { _ in nil },
    startLoads: @escaping ([LoadRequest]) -> Void = { _ in },
    finishedLoads: @escaping () -> [LoadResult] = { [] },
    awaitLoads: @escaping (Int, Double) -> [LoadResult] = { _, _ in [] },
    watch: @escaping ([FilePath]) -> Void = { _ in },
    drainChanges: @escaping (Double) -> Void = { _ in },
    changes: @escaping (Double) -> [FilePath] = { _ in [] },
    nextDeadline: @escaping (Double) -> Double? = { _ in nil },
    takeNotice: @escaping () -> String? = { nil },
    runProgram: @escaping (ExternalProgram) -> String? = { _ in "programs cannot run here" },
    programName: @escaping (ExternalProgram) -> String = { _ in "program" },
    takesTerminal: @escaping (ExternalProgram) -> Bool = { _ in true },
    rememberedChanged: @escaping (Browser) -> Void = { _ in },
    suspend: @escaping () -> Void = {},
    operate: @escaping (OperationRequest) -> Void = { _ in },
    operationEvent: @escaping () -> BrowserEvent? = { nil },
    operationRunning: @escaping () -> Bool = { false }
  ) {
    self.now = now
    self.loadInline = loadInline
    self.startLoads = startLoads
    self.finishedLoads = finishedLoads
    self.awaitLoads = awaitLoads
    self.watch = watch
    self.drainChanges = drainChanges
    self.changes = changes
    self.nextDeadline = nextDeadline
    self.takeNotice = takeNotice
    self.runProgram = runProgram
    self.programName = programName
    self.takesTerminal = takesTerminal
    self.rememberedChanged = rememberedChanged
    self.suspend = suspend
    self.operate = operate
    self.operationEvent = operationEvent
    self.operationRunning = operationRunning
  }
}
