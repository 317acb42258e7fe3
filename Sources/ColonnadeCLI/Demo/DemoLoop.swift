import ColonnadeBrowser
import ColonnadeTerminal

/// The interactive loop (rules T2–T4): draw, wait for keys, resizes or the next data deadline,
/// hand them to the browser, repeat until it quits or the input closes.
///
/// ```swift
/// var terminal = RecordingTerminal(size: CellSize(width: 80, height: 24), scriptedEvents: [.key(.character("q"))])
/// try DemoLoop.run(&browser, on: &terminal, now: { 0 })
/// ```
///
/// Written against `TerminalBackend`, so tests drive it with a `RecordingTerminal`. Only changed
/// cells are written (the `Renderer` diffs frames, rule T4); after a resize the whole screen is
/// redrawn, since the terminal may have reflowed it.
enum DemoLoop {
  /// The longest wait between clock ticks, in milliseconds, when no data deadline is due sooner.
  static let idleTimeoutMilliseconds = 60_000

  /// Runs until `q`, Ctrl-C or the end of input; `now` reads the clock in seconds (rule R6).
  static func run<Terminal: TerminalBackend>(
    _ browser: inout Browser, on terminal: inout Terminal, now: () -> Double
  ) throws(TerminalError) {
    var renderer = Renderer(colorEnabled: terminal.colorEnabled)
    while true {
      try terminal.write(renderer.render(browser.render()))
      try terminal.flush()
      let events = try terminal.readEvents(timeoutMilliseconds: timeout(browser, now: now()))
      if events.isEmpty { browser.handle(.tick, at: now()) }
      for event in events {
        switch event {
        case .inputClosed:
          return
        case .resized(let size):
          browser.handle(.resized(size), at: now())
          renderer.invalidate()
        case .key(let key):
          if browser.handle(.key(key), at: now()) == .quit { return }
        }
      }
    }
  }

  /// Milliseconds until the next hidden pane's data is due for release, within the idle limit.
  static func timeout(_ browser: Browser, now: Double) -> Int {
    guard let deadline = browser.nextDeadline else { return idleTimeoutMilliseconds }
    let milliseconds = ((deadline - now) * 1000).rounded(.up)
    guard milliseconds.isFinite else { return idleTimeoutMilliseconds }
    return Int(min(max(milliseconds, 10), Double(idleTimeoutMilliseconds)))
  }
}
