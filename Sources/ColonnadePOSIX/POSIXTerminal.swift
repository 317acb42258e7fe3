import ColonnadeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// The process's own terminal: raw mode, the alternate screen, window size, keys and resizes.
///
/// ```swift
/// try POSIXTerminal.withSession { terminal in
///   var renderer = Renderer(colorEnabled: terminal.colorEnabled)
///   try terminal.write(renderer.render(grid))
///   try terminal.flush()
///   let events = try terminal.readEvents(timeoutMilliseconds: -1)
/// }
/// ```
///
/// Rule T4. The terminal is restored (cooked mode, main screen, plain style,
/// cursor shown) by ``restore()``, which ``withSession(capabilities:_:)``
/// calls on return and on a thrown error, and which `deinit` calls too; on
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT and crashes the signal handlers of
/// `SignalRestore` do it. Raw mode turns off ISIG, so Ctrl-C arrives as the
/// key `.control("c")` rather than as SIGINT.
public final class POSIXTerminal: TerminalBackend {
  /// What the terminal can do, read once at creation.
  public let capabilities: TerminalCapabilities
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
  public var escapeTimeoutMilliseconds = 30
  /// Whether colors should be sent (false for `NO_COLOR` or `TERM=dumb`).
  public var colorEnabled: Bool { capabilities.colorEnabled }
  /// In raw mode (`cfmakeraw` turns output processing off) a line feed keeps the column.
  public var lineFeedKeepsColumn: Bool { isRaw }
  /// Whether the terminal repeats characters (REP), as its environment says.
  public var repeatsCharacters: Bool { capabilities.repeatsCharacters }

  var output: [UInt8] = []
  var decoder = KeyDecoder()
  /// Where input is read, once allocated.
  var input = [UInt8](repeating: 0, count: 4_096)
  var wakePipe: (read: Int32, write: Int32) = (-1, -1)
  var isRaw = false
  var isAlternate = false
  /// More descriptors to wake on (a load finished, a folder changed): ready ones give `.wake`.
  public var wakeDescriptors: [Int32] = []

  /// Opens the terminal on standard input and output; throws when either is not a terminal.
  public init(capabilities: TerminalCapabilities = .current()) throws(TerminalError) {
    guard capabilities.inputIsTerminal else { throw .notATerminal(stream: "standard input") }
    guard capabilities.outputIsTerminal else { throw .notATerminal(stream: "standard output") }
    self.capabilities = capabilities
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .systemCall(name: "pipe", errno: errno) }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    wakePipe = (descriptors[0], descriptors[1])
  }

  deinit {
    restore()
    close(wakePipe.read)
    close(wakePipe.write)
  }

  /// Runs `body` with the terminal in raw mode on the alternate screen, restoring it however `body` ends.
  public static func withSession<Result>(
    capabilities: TerminalCapabilities = .current(), reportsMouse: Bool = false,
    _ body: (POSIXTerminal) throws -> Result
  ) throws -> Result {
    let terminal = try POSIXTerminal(capabilities: capabilities)
    terminal.reportsMouse = reportsMouse
    defer { terminal.restore() }
    try terminal.enterRawMode()
    try terminal.enterAlternateScreen()
    return try body(terminal)
  }

  /// The window size from `ioctl(TIOCGWINSZ)`; 80 × 24 when the terminal reports zero.
  public func size() throws(TerminalError) -> CellSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else {
      throw .systemCall(name: "ioctl(TIOCGWINSZ)", errno: errno)
    }
    guard size.ws_col > 0, size.ws_row > 0 else { return CellSize(width: 80, height: 24) }
    return CellSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Buffers `text` until ``flush()``.
  public func write(_ text: String) throws(TerminalError) {
    output.append(contentsOf: text.utf8)
  }

  /// Buffers `bytes` until ``flush()``.
  public func write(utf8 bytes: [UInt8]) throws(TerminalError) {
    output.append(contentsOf: bytes)
  }

  /// Writes the buffered output to standard output.
  public func flush() throws(TerminalError) {
    guard !output.isEmpty else { return }
    defer { output.removeAll(keepingCapacity: true) }
    try FileDescriptorIO.writeAll(output, to: STDOUT_FILENO)
  }

  /// The terminal's mode when raw mode was first entered: what leaving raw mode puts back, and
  /// what raw mode is made from, however a program run in between left the terminal (rule T4).
  var startMode: termios?

  /// Saves the terminal's mode (the first time), switches to raw mode (`cfmakeraw`, VMIN 1,
  /// VTIME 0) and installs the signal handlers. Raw mode is always made from the mode first
  /// saved: a pager killed after `stty raw` leaves neither its mode for the browser to draw in
  /// nor for the shell to get back.
  public func enterRawMode() throws(TerminalError) {
    guard !isRaw else { return }
    var original = termios()
    if let startMode {
      original = startMode
    } else {
      guard tcgetattr(STDIN_FILENO, &original) == 0 else {
        throw .systemCall(name: "tcgetattr", errno: errno)
      }
      startMode = original
    }
    var raw = original
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    let storage = SignalRestore.storage
    storage.pointee.savedTermios = original
    storage.pointee.rawTermios = raw
    storage.pointee.hasSavedTermios = true
    SignalRestore.install(wakeWriteDescriptor: wakePipe.write)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      let error = errno
      storage.pointee.hasSavedTermios = false
      SignalRestore.uninstall()
      throw .systemCall(name: "tcsetattr", errno: error)
    }
    isRaw = true
  }

  /// Restores the mode saved by ``enterRawMode()`` and removes the signal handlers.
  public func leaveRawMode() throws(TerminalError) {
    guard isRaw else { return }
    isRaw = false
    let storage = SignalRestore.storage
    defer { SignalRestore.uninstall() }
    guard storage.pointee.hasSavedTermios else { return }
    storage.pointee.hasSavedTermios = false
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &storage.pointee.savedTermios) == 0 else {
      throw .systemCall(name: "tcsetattr", errno: errno)
    }
  }

  /// Whether the terminal reports mouse clicks, wheel and drags (SGR mode) while on the alternate screen.
  public var reportsMouse = false

  /// The sequence that enters the browser's screen: alternate screen, cursor hidden, mouse on if asked.
  var enterSequence: String {
    ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
      + (reportsMouse ? ControlSequence.enableMouse : "")
  }

  /// Switches to the alternate screen and hides the cursor, writing at once.
  public func enterAlternateScreen() throws(TerminalError) {
    guard !isAlternate else { return }
    SignalRestore.setResumeSequence(enterSequence)
    try write(enterSequence)
    try flush()
    isAlternate = true
    SignalRestore.storage.pointee.inAlternateScreen = true
  }

  /// Resets the style, shows the cursor and returns to the main screen, writing at once.
  public func leaveAlternateScreen() throws(TerminalError) {
    guard isAlternate else { return }
    isAlternate = false
    SignalRestore.storage.pointee.inAlternateScreen = false
    output.removeAll()
    try write(ControlSequence.restore)
    try flush()
  }

  /// Stops the process as Ctrl-Z does in a shell: the SIGTSTP handler restores the terminal, and
  /// puts it back when the process continues (`fg`), then the loop redraws.
  public func suspend() {
    try? flush()
    raise(SIGTSTP)
  }

  /// Puts the terminal back the way the shell left it; never throws, safe to call more than once.
  public func restore() {
    try? leaveAlternateScreen()
    try? leaveRawMode()
  }
}
