import ColonnadeTerminal
import Testing

@Suite("RecordingTerminal")
struct RecordingTerminalTests {
  /// A tiny app loop written against the protocol, as the demo's is.
  static func run<T: TerminalBackend>(on terminal: inout T) throws(TerminalError) -> [Key] {
    var renderer = Renderer(colorEnabled: terminal.colorEnabled)
    var keys: [Key] = []
    try terminal.enterRawMode()
    try terminal.enterAlternateScreen()
    defer {
      try? terminal.leaveAlternateScreen()
      try? terminal.leaveRawMode()
      try? terminal.flush()
    }
    var grid = CellGrid(size: try terminal.size())
    loop: while true {
      try terminal.write(renderer.render(grid))
      try terminal.flush()
      for event in try terminal.readEvents(timeoutMilliseconds: 100) {
        switch event {
        case .key(.character("q")), .inputClosed: break loop
        case .key(let key):
          keys.append(key)
          grid.drawText(key.description, at: CellPoint(x: 0, y: 0))
        case .resized(let size): grid = CellGrid(size: size)
        case .wake: break
        }
      }
    }
    return keys
  }

  @Test func loopRunsScriptAndRestoresTheTerminal() throws {
    var terminal = RecordingTerminal(
      size: CellSize(width: 10, height: 2),
      scriptedEvents: [
        .key(.down), .resized(CellSize(width: 12, height: 3)), .key(.up), .key(.character("q")),
      ])
    let keys = try Self.run(on: &terminal)
    #expect(keys == [.down, .up])
    #expect(!terminal.isRawMode)
    #expect(!terminal.isAlternateScreen)
    #expect(terminal.currentSize == CellSize(width: 12, height: 3))
    #expect(terminal.operations.first == .enterRawMode)
    #expect(terminal.operations.suffix(2) == [.leaveRawMode, .flush(ControlSequence.restore)])
    #expect(terminal.output.hasPrefix(ControlSequence.enterAlternateScreen + ControlSequence.hideCursor))
    #expect(terminal.output.hasSuffix(ControlSequence.restore))
  }

  @Test func endOfScriptClosesInput() throws {
    var terminal = RecordingTerminal(size: CellSize(width: 4, height: 1))
    #expect(try terminal.readEvents(timeoutMilliseconds: 0) == [.inputClosed])
  }

  @Test func writesWaitForFlush() throws {
    var terminal = RecordingTerminal(size: CellSize(width: 4, height: 1))
    try terminal.write("ab")
    #expect(terminal.output.isEmpty)
    #expect(terminal.unflushed == "ab")
    try terminal.flush()
    try terminal.flush()
    #expect(terminal.output == "ab")
    #expect(terminal.operations == [.flush("ab")])
  }

  @Test func errorsReadAsOneLine() {
    #expect(
      TerminalError.notATerminal(stream: "standard input").description == "standard input is not a terminal")
    #expect(
      TerminalError.systemCall(name: "tcsetattr", errno: 5).description == "tcsetattr failed with errno 5")
  }
}
