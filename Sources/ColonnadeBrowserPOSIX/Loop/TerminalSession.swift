import ColonnadeBrowser
import ColonnadePOSIX
import ColonnadeTerminal

/// The interactive browser on this process's terminal, with the machine's services: loads on
/// worker threads (``BackgroundLoader``) or at once (``InlineLoads``), folders watched
/// (``FolderWatcher``), programs run (``ExternalProgramRunner``), file operations
/// (``OperationSession``) and the monotonic clock. The
/// terminal is restored however it ends (rule T4).
///
/// ```swift
/// let browser = try TerminalSession.run(capabilities: .current(), environment: environment) { size in
///   try Browser(start: folder, tree: LocalFileTree(), size: size, loadsInBackground: true)
/// }
/// ```
package enum TerminalSession {
  /// Runs ``DemoLoop`` until the user quits or the input closes; returns the browser as it ended
  /// and how it ended (``DemoLoop/run(_:on:services:)``). `makeBrowser` is handed the terminal's
  /// size; `rememberedChanged` saves the bookmarks when they change (a message when it cannot).
  package static func run(
    capabilities: TerminalCapabilities, environment: [String: String],
    rememberedChanged: @escaping (Remembered) -> String? = { _ in nil },
    makeBrowser: (CellSize) throws -> Browser
  ) throws -> (Browser, BrowserCommand) {
    let loader = try BackgroundLoader(tree: LocalFileTree(), limits: .standard)
    let watcher = FolderWatcher()
    let operations = OperationSession(environment: environment)
    return try POSIXTerminal.withSession(capabilities: capabilities, reportsMouse: true) { terminal in
      var browser = try makeBrowser(try terminal.size())
      terminal.wakeDescriptors =
        [loader.wakeDescriptor] + (watcher.descriptor >= 0 ? [watcher.descriptor] : [])
      let origin = monotonicSeconds()
      var services = DemoServices(now: { monotonicSeconds() - origin })
      var inline = InlineLoads(limits: .standard)
      services.loadInline = { inline.run($0) }
      services.startLoads = { loader.start($0) }
      services.finishedLoads = { loader.finished() }
      services.awaitLoads = { loader.awaitResults($0, seconds: $1) }
      services.watch = { watcher.watch($0) }
      services.drainChanges = { watcher.drain(now: $0) }
      services.changes = { watcher.changes(now: $0) }
      services.nextDeadline = { watcher.nextDeadline(now: $0) }
      services.runProgram = { ExternalProgramRunner.run($0, environment: environment) }
      services.programName = { ExternalProgramRunner.name($0, environment: environment) }
      services.takesTerminal = { ExternalProgramRunner.takesTerminal($0, environment: environment) }
      var failed: String?
      services.rememberedChanged = { failed = rememberedChanged($0.remembered) }
      services.takeNotice = {
        defer { failed = nil }
        return failed ?? watcher.takeNotice()
      }
      services.suspend = { terminal.suspend() }
      services.operate = { operations.handle($0) }
      services.operationEvent = { operations.poll() }
      services.operationRunning = { operations.isRunning }
      var backend = terminal
      // However the loop ends, a running operation stops at its next chunk and cleans up what
      // it was writing before the process exits (rule T13).
      defer {
        operations.handle(.cancel)
        _ = operations.finish()
      }
      let ending = try DemoLoop.run(&browser, on: &backend, services: services)
      return (browser, ending)
    }
  }
}
