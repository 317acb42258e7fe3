import ColonnadeTerminal
import Testing

@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
  @Test(
    arguments: [
      (["TERM": "xterm-256color"], true, true),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], false, true),
      (["TERM": "xterm-256color", "NO_COLOR": ""], true, true),
      (["TERM": "dumb"], false, false),
      ([:], true, true),
    ] as [([String: String], Bool, Bool)])
  func colorAndFullScreen(environment: [String: String], color: Bool, fullScreen: Bool) {
    let capabilities = TerminalCapabilities(
      environment: environment, inputIsTerminal: true, outputIsTerminal: true)
    #expect(capabilities.colorEnabled == color)
    #expect(capabilities.supportsFullScreen == fullScreen)
  }

  @Test(arguments: [(false, true), (true, false), (false, false)])
  func fullScreenNeedsBothStreamsToBeTerminals(input: Bool, output: Bool) {
    let capabilities = TerminalCapabilities(
      environment: ["TERM": "xterm"], inputIsTerminal: input, outputIsTerminal: output)
    #expect(!capabilities.supportsFullScreen)
    #expect(capabilities.colorEnabled)
  }
}
