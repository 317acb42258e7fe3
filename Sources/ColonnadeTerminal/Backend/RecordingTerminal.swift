/// An in-memory terminal for tests: records what is written and replays scripted events.
///
/// ```swift
/// var terminal = RecordingTerminal(size: CellSize(width: 40, height: 10))
/// terminal.scriptedEvents = [.key(.down), .key(.character("q"))]
/// try runApp(on: &terminal)
/// #expect(terminal.operations.last == .leaveAlternateScreen)
/// #expect(!terminal.isRawMode)
/// ```
public struct RecordingTerminal: TerminalBackend, Sendable {
  /// One call made on the terminal, in order.
  public enum Operation: Hashable, Sendable {
    /// ``TerminalBackend/flush()`` sent this text.
    case flush(String)
    /// ``TerminalBackend/enterRawMode()``.
    case enterRawMode
    /// ``TerminalBackend/leaveRawMode()``.
    case leaveRawMode
    /// ``TerminalBackend/enterAlternateScreen()``.
    case enterAlternateScreen
    /// ``TerminalBackend/leaveAlternateScreen()``.
    case leaveAlternateScreen
  }

  /// The size ``size()`` reports; a `.resized` event from the script updates it.
  public var currentSize: CellSize
  /// Whether colors should be sent.
  public var colorEnabled: Bool
  /// Events that ``readEvents(timeoutMilliseconds:)`` returns, one per call, first first.
  public var scriptedEvents: [TerminalEvent]
  /// Everything flushed so far, concatenated.
  public private(set) var output = ""
  /// Text written but not yet flushed.
  public private(set) var unflushed = ""
  /// Every call, in order.
  public private(set) var operations: [Operation] = []
  /// Whether raw mode is on.
  public private(set) var isRawMode = false
  /// In raw mode a line feed keeps the column, as on a real terminal with output processing off.
  public var lineFeedKeepsColumn: Bool { isRawMode }
  /// Whether the alternate screen is shown.
  public private(set) var isAlternateScreen = false

  /// Creates a recording terminal of the given size.
  public init(size: CellSize, colorEnabled: Bool = true, scriptedEvents: [TerminalEvent] = []) {
    self.currentSize = size
    self.colorEnabled = colorEnabled
    self.scriptedEvents = scriptedEvents
  }

  /// The current size.
  public func size() throws(TerminalError) -> CellSize { currentSize }

  /// Buffers `text`.
  public mutating func write(_ text: String) throws(TerminalError) { unflushed += text }

  /// Moves buffered text to ``output`` and logs it (nothing is logged when the buffer is empty).
  public mutating func flush() throws(TerminalError) {
    guard !unflushed.isEmpty else { return }
    output += unflushed
    operations.append(.flush(unflushed))
    unflushed = ""
  }

  /// Records entering raw mode.
  public mutating func enterRawMode() throws(TerminalError) {
    isRawMode = true
    operations.append(.enterRawMode)
  }

  /// Records leaving raw mode.
  public mutating func leaveRawMode() throws(TerminalError) {
    isRawMode = false
    operations.append(.leaveRawMode)
  }

  /// Records entering the alternate screen (and writes the sequence a real terminal would get).
  public mutating func enterAlternateScreen() throws(TerminalError) {
    isAlternateScreen = true
    operations.append(.enterAlternateScreen)
    unflushed += ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
  }

  /// Records leaving the alternate screen (and writes the sequence a real terminal would get).
  public mutating func leaveAlternateScreen() throws(TerminalError) {
    isAlternateScreen = false
    operations.append(.leaveAlternateScreen)
    unflushed += ControlSequence.restore
  }

  /// Returns the next scripted event, or `.inputClosed` once the script is used up.
  public mutating func readEvents(timeoutMilliseconds: Int) throws(TerminalError) -> [TerminalEvent] {
    guard !scriptedEvents.isEmpty else { return [.inputClosed] }
    let event = scriptedEvents.removeFirst()
    if case .resized(let size) = event { currentSize = size }
    return [event]
  }
}
