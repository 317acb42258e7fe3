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

/// Restores the terminal when a signal ends the process, and turns SIGWINCH into a byte on a pipe.
///
/// A C signal handler cannot capture context, so what it needs lives in
/// ``storage``: the one piece of global mutable state in Colonnade. It is
/// allocated once, reached through a pointer (so no exclusivity check can
/// trap inside a handler), and written only by the main thread while the
/// handlers are not running. Handlers only call async-signal-safe functions
/// (`tcsetattr`, `write`, `sigaction`, `raise`).
///
/// Every handler first restores cooked mode, resets the style, leaves the
/// alternate screen and shows the cursor. Then: on SIGINT, SIGTERM, SIGHUP
/// and SIGQUIT it sets the default action and raises the signal again, so the
/// process ends with the status the sender expects (a chained handler, such
/// as the Swift backtracer's for SIGQUIT, could return and leave the process
/// running). On SIGABRT it puts back the previous action and raises again. On
/// SIGSEGV, SIGBUS, SIGILL, SIGFPE and SIGTRAP (a Swift runtime trap) it puts
/// back the previous action and returns, so the fault repeats into the
/// previous handler (the Swift backtracer prints its report on the restored
/// main screen).
///
/// Every other signal whose default action ends the process (SIGUSR1, SIGALRM, SIGPIPE, the
/// real-time signals, …) is handled the same way as SIGTERM, but only when nothing else handles
/// or ignores it. SIGTSTP (Ctrl-Z, `kill -TSTP`) restores the terminal and stops the process;
/// when it continues, the handler puts raw mode and the alternate screen back and writes to the
/// wake pipe, so the loop reads the size again and redraws everything.
enum SignalRestore {
  /// What the signal handlers read.
  struct Storage {
    var savedTermios = termios()
    var hasSavedTermios = false
    /// The raw mode to put back when the process continues after SIGTSTP.
    var rawTermios = termios()
    var inAlternateScreen = false
    var wakeWriteDescriptor: Int32 = -1
    var installed = false
    /// One slot per signal number, allocated once.
    var previousActions: UnsafeMutablePointer<sigaction> = {
      let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(slotCount))
      pointer.initialize(repeating: sigaction(), count: Int(slotCount))
      return pointer
    }()
  }

  /// Signal numbers are below 65 on Linux, below 32 on Darwin.
  static let slotCount: Int32 = 65

  /// The handlers' state; see the type's documentation for why it is global.
  nonisolated(unsafe) static let storage: UnsafeMutablePointer<Storage> = {
    let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
    pointer.initialize(to: Storage())
    return pointer
  }()

  /// The restore sequence with and without leaving the alternate screen, as C strings written from handlers.
  nonisolated(unsafe) static let restoreFull = makeCString(ControlSequence.restore)
  nonisolated(unsafe) static let restoreCursor = makeCString(
    ControlSequence.resetStyle + ControlSequence.showCursor)

  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT]
  static let faults: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]
  /// Signals whose default action ends the process, handled only while nobody else handles them.
  static let otherFatal: [Int32] =
    [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ, SIGSYS] + platformFatal
  #if canImport(Darwin)
    /// Darwin's own: SIGEMT. (Its SIGIO is ignored by default, and it has no real-time signals.)
    static let platformFatal: [Int32] = [SIGEMT]
  #else
    /// Linux's own: SIGSTKFLT, SIGPWR, SIGIO and the real-time signals.
    static let platformFatal: [Int32] =
      [SIGSTKFLT, SIGPWR, SIGIO] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
  #endif
  /// The escape sequences that put the browser's screen back after a stop: the alternate screen,
  /// the cursor hidden, mouse reporting (when it was on).
  nonisolated(unsafe) static var resumeSequence = makeCString(
    ControlSequence.enterAlternateScreen + ControlSequence.hideCursor)

  /// Installs the handlers (once), remembering the previous actions.
  static func install(wakeWriteDescriptor: Int32) {
    _ = (restoreFull, restoreCursor)  // Initialize the globals before any handler can run.
    storage.pointee.wakeWriteDescriptor = wakeWriteDescriptor
    guard !storage.pointee.installed else { return }
    var action = sigaction()
    action.handler = { signal in SignalRestore.handle(signal) }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    for signal in terminating + faults + [SIGWINCH, SIGTSTP, SIGCONT] {
      sigaction(signal, &action, storage.pointee.previousActions + Int(signal))
    }
    for signal in otherFatal {
      sigaction(signal, &action, storage.pointee.previousActions + Int(signal))
      if storage.pointee.previousActions[Int(signal)].handler != nil {
        // Ignored or handled by someone else: leave it to them.
        sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
      }
    }
    storage.pointee.installed = true
  }

  /// Sets the sequence written when the process continues after a stop.
  static func setResumeSequence(_ text: String) {
    let old = resumeSequence
    resumeSequence = makeCString(text)
    old.pointer.deallocate()
  }

  /// Puts back the actions that were in place before ``install(wakeWriteDescriptor:)``.
  static func uninstall() {
    guard storage.pointee.installed else { return }
    for signal in terminating + faults + otherFatal + [SIGWINCH, SIGTSTP, SIGCONT] {
      sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
    }
    storage.pointee.installed = false
    storage.pointee.wakeWriteDescriptor = -1
  }

  /// The handler for every signal above.
  static func handle(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if signal == SIGWINCH || signal == SIGCONT {
      wake()
      return
    }
    if signal == SIGTSTP {
      stop()
      return
    }
    restoreTerminal()
    switch signal {
    case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP:
      // The faulting instruction runs again on return, into the previous handler (the backtracer).
      sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
    case SIGABRT:
      // abort() falls back to the default action itself if the previous handler returns.
      sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
      raise(signal)
    default:
      // The default action, so the process surely ends with the status the sender expects.
      #if canImport(Darwin)
        _ = Darwin.signal(signal, SIG_DFL)
      #elseif canImport(Musl)
        _ = Musl.signal(signal, SIG_DFL)
      #else
        _ = Glibc.signal(signal, SIG_DFL)
      #endif
      raise(signal)
    }
  }

  /// Writes a byte to the wake pipe: the loop reads the size again and redraws.
  static func wake() {
    var byte: UInt8 = 1
    let descriptor = storage.pointee.wakeWriteDescriptor
    if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
  }

  /// SIGTSTP: restores the terminal, stops with the default action, and on continuing puts raw
  /// mode and the screen back (rule T4, Ctrl-Z). Only async-signal-safe calls.
  static func stop() {
    let wasRaw = storage.pointee.hasSavedTermios
    let wasAlternate = storage.pointee.inAlternateScreen
    restoreTerminal()
    var action = sigaction()
    action.handler = nil  // SIG_DFL
    sigemptyset(&action.sa_mask)
    var handled = sigaction()
    sigaction(SIGTSTP, &action, &handled)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTSTP)
    var previousMask = sigset_t()
    sigprocmask(SIG_UNBLOCK, &unblock, &previousMask)
    raise(SIGTSTP)  // Stops here until SIGCONT.
    sigprocmask(SIG_SETMASK, &previousMask, nil)
    sigaction(SIGTSTP, &handled, nil)
    if wasRaw, tcgetattr(STDIN_FILENO, &storage.pointee.savedTermios) == 0 {
      storage.pointee.hasSavedTermios = true
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &storage.pointee.rawTermios)
    }
    if wasAlternate {
      let sequence = resumeSequence
      _ = write(STDOUT_FILENO, sequence.pointer, sequence.count)
      storage.pointee.inAlternateScreen = true
    }
    wake()
  }

  /// Restores cooked mode and the main screen using only async-signal-safe calls; safe to repeat.
  ///
  /// Never waits for the terminal (rule T4): a terminal that has stopped reading (a blocked write)
  /// would otherwise hold a SIGTERM until it reads again. The restore sequence is written without
  /// blocking, and when the terminal's queue is full, what it has not read is dropped first (the
  /// screen is being left anyway); the mode is set at once (`TCSANOW`, not after a drain), and
  /// unread input is dropped as `TCSAFLUSH` would.
  static func restoreTerminal() {
    let sequence = storage.pointee.inAlternateScreen ? restoreFull : restoreCursor
    writeWithoutWaiting(sequence.pointer, sequence.count)
    storage.pointee.inAlternateScreen = false
    if storage.pointee.hasSavedTermios {
      tcsetattr(STDIN_FILENO, TCSANOW, &storage.pointee.savedTermios)
      tcflush(STDIN_FILENO, TCIFLUSH)
      storage.pointee.hasSavedTermios = false
    }
  }

  /// Writes `count` bytes to standard output with `O_NONBLOCK` set for the moment; if the
  /// terminal takes none or only part of them, drops its unread output (`tcflush`) and writes the
  /// rest once more. Async-signal-safe.
  static func writeWithoutWaiting(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
    let flags = fcntl(STDOUT_FILENO, F_GETFL)
    if flags >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK) }
    defer { if flags >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags) } }
    let written = max(0, write(STDOUT_FILENO, bytes, count))
    guard written < count else { return }
    tcflush(STDOUT_FILENO, TCOFLUSH)
    _ = write(STDOUT_FILENO, bytes + written, count - written)
  }

  /// Copies `text` into memory that is never freed, so a handler can write it.
  static func makeCString(_ text: String) -> (pointer: UnsafeMutablePointer<UInt8>, count: Int) {
    let bytes = Array(text.utf8)
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
    return (pointer, bytes.count)
  }
}

extension sigaction {
  /// The handler (`sa_handler`), which each C library keeps in a union of its own naming.
  var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if canImport(Darwin)
        __sigaction_u.__sa_handler
      #elseif canImport(Musl)
        __sa_handler.sa_handler
      #else
        __sigaction_handler.sa_handler
      #endif
    }
    set {
      #if canImport(Darwin)
        __sigaction_u.__sa_handler = newValue
      #elseif canImport(Musl)
        __sa_handler.sa_handler = newValue
      #else
        __sigaction_handler.sa_handler = newValue
      #endif
    }
  }
}
