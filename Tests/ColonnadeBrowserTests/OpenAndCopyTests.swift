import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T3: `i` and `e` hand the highlighted file to the pager or the editor, and `yp`, `yd`, `yn`
/// put its path, its folder's or its name on the clipboard.
@Suite struct OpenAndCopyTests {
  /// Rules T3, T5: `i` and `e` ask for the pager and the editor on the highlighted file; a folder has
  /// nothing to open; a failure is reported in the status line.
  @Test func openInPagerAndEditor() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G")
    let readme = Fixtures.project.appending("README.md")
    #expect(
      browser.handle(.key(.character("i")), at: 0)
        == .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: readme)))
    #expect(
      browser.handle(.key(.character("e")), at: 0)
        == .run(ExternalProgram(variables: ["VISUAL", "EDITOR"], fallback: "vi", file: readme)))
    browser.handle(.programEnded("nopager", failure: "'nopager' was not found: set $PAGER"), at: 1)
    #expect(browser.render().lines.last?.contains("was not found") == true)
    var folder = try Fixtures.browser(120, 40)
    #expect(folder.handle(.key(.character("i")), at: 0) == .continue)
    #expect(folder.message?.hasPrefix("Nothing to open") == true)
  }

  /// Rule T3: `yp`, `yd` and `yn` ask for the path, the folder's path and the name on the
  /// clipboard and say so; OSC 52 carries it in base64.
  @Test func copyPath() throws {
    var browser = try Fixtures.browser(120, 40, keys: "G")
    #expect(browser.handle(.key(.character("y")), at: 0) == .continue)
    #expect(browser.handle(.key(.character("p")), at: 0) == .copy("/home/ada/project/README.md"))
    #expect(browser.render().lines.last?.contains("Copied the path: ~/project/README.md") == true)
    Fixtures.press("y", on: &browser)
    #expect(browser.handle(.key(.character("d")), at: 0) == .copy("/home/ada/project"))
    Fixtures.press("y", on: &browser)
    #expect(browser.handle(.key(.character("n")), at: 0) == .copy("README.md"))
    #expect(ControlSequence.copyToClipboard("hi\u{1B}") == "\u{1B}]52;c;aGkb\u{07}")
    #expect(browser.currentFolder == Fixtures.project)
  }
}
