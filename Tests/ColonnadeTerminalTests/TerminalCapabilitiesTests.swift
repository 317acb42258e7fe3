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

  /// REP is used only where the environment names a terminal known to have it (rule T4).
  @Test(
    arguments: [
      (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], true),
      (["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"], true),
      (["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(390)"], true),
      (["TERM": "xterm-kitty"], true),
      (["TERM": "alacritty"], true),
      (["TERM": "foot-extra"], true),
      (["TERM": "xterm-256color"], false),
      (["TERM": "linux"], false),
      (["TERM": "screen-256color", "STY": "1.pts-0.host"], false),
      (["TERM": "screen", "STY": "1.pts-0.host", "TMUX": "/tmp/tmux-0/default,1,0"], false),
      (["TERM": "xterm-kitty", "ZELLIJ": "0"], false),
      (["TERM": "xterm-256color", "TMUX": ""], false),
      ([:], false),
    ] as [([String: String], Bool)])
  func repeatsCharactersOnlyWhereKnown(environment: [String: String], repeats: Bool) {
    let capabilities = TerminalCapabilities(
      environment: environment, inputIsTerminal: true, outputIsTerminal: true)
    #expect(capabilities.repeatsCharacters == repeats)
  }
}
