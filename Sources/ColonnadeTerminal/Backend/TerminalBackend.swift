/// Something that arrives from a terminal: a key, a new size, or the end of input.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The terminal now has this size in cells (SIGWINCH).
  case resized(CellSize)
  /// The input closed (end of file on the terminal): the app should quit.
  case inputClosed
  /// One of the extra descriptors the app asked to be woken by is ready (a finished load, a file
  /// system change); the app drains it.
  case wake
}

/// Why a terminal operation failed.
///
/// ```swift
/// do { try terminal.enterRawMode() } catch { print(error) }  // "standard input is not a terminal"
/// ```
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe or a file).
  case notATerminal(stream: String)
  /// A system call failed with this `errno`.
  case systemCall(name: String, errno: Int32)

  /// A one-line message in sentence case.
  public var description: String {
    switch self {
    case .notATerminal(let stream): return "\(stream) is not a terminal"
    case .systemCall(let name, let errno): return "\(name) failed with errno \(errno)"
    }
  }
}

/// The small interface between the app and a real or recorded terminal.
///
/// ```swift
/// func show<T: TerminalBackend>(_ grid: CellGrid, on terminal: inout T, with renderer: inout Renderer) throws {
///   try terminal.write(renderer.render(grid))
///   try terminal.flush()
/// }
/// ```
///
/// ``RecordingTerminal`` implements it in memory for tests; `POSIXTerminal`
/// (module ColonnadePOSIX) drives the process's own terminal. Output is
/// buffered until ``flush()``.
public protocol TerminalBackend {
  /// The terminal's size in cells.
  func size() throws(TerminalError) -> CellSize
  /// Whether colors should be sent (false for `NO_COLOR` or `TERM=dumb`).
  var colorEnabled: Bool { get }
  /// Appends text to the output buffer.
  mutating func write(_ text: String) throws(TerminalError)
  /// Appends UTF-8 bytes to the output buffer, as ``write(_:)`` appends their text.
  mutating func write(utf8 bytes: [UInt8]) throws(TerminalError)
  /// Sends the output buffer to the terminal.
  mutating func flush() throws(TerminalError)
  /// Switches input to raw mode: no echo, no line editing, keys as they are typed.
  mutating func enterRawMode() throws(TerminalError)
  /// Restores the input mode saved by ``enterRawMode()``.
  mutating func leaveRawMode() throws(TerminalError)
  /// Switches to the alternate screen and hides the cursor.
  mutating func enterAlternateScreen() throws(TerminalError)
  /// Returns to the main screen, resets the style and shows the cursor.
  mutating func leaveAlternateScreen() throws(TerminalError)
  /// Waits up to `timeoutMilliseconds` (negative: forever) and returns what arrived; empty on timeout.
  mutating func readEvents(timeoutMilliseconds: Int) throws(TerminalError) -> [TerminalEvent]
  /// Whether a line feed now moves the cursor straight down, keeping its column (output
  /// processing off, as raw mode sets it); `false` unless a terminal says so.
  var lineFeedKeepsColumn: Bool { get }
  /// Whether the terminal repeats the preceding character with REP (``Renderer/repeatsCharacters``).
  var repeatsCharacters: Bool { get }
}

extension TerminalBackend {
  /// Writes the bytes' text.
  public mutating func write(utf8 bytes: [UInt8]) throws(TerminalError) {
    try write(String(decoding: bytes, as: UTF8.self))
  }

  /// `false`: a line feed may also return to the first column (OPOST maps LF to CR LF).
  public var lineFeedKeepsColumn: Bool { false }

  /// `false`: not every terminal has REP.
  public var repeatsCharacters: Bool { false }
}
