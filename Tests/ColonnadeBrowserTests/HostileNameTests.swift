import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T5: control characters and escape sequences in names and contents are shown escaped,
/// never sent raw; names that are not UTF-8 and wide characters keep the grid aligned.
@Suite struct HostileNameTests {
  /// T5: each hostile name reads escaped, in a snapshot.
  @Test func namesAreShownEscaped() throws {
    let grid = try Fixtures.browser(120, 40, start: Fixtures.hostile).render()
    let text = grid.plainText
    for expected in [
      "evil^[[31mred", "title^[]0;pwned^G.txt", "csi<9B>2Jclear", "osc<9D>8;;x<9C>link",
      "bad\\xFF\\xFE.txt", "漢字のファイル.txt", "emoji-👍🏽-🇫🇷.txt", "tab^Iand^Jnewline", "rtl-<U+202E>txt.exe",
    ] {
      #expect(text.contains(expected), "missing \(expected) in\n\(screen(grid))")
    }
    try expectSnapshot(grid, named: "hostile-names-120x40")
  }

  /// T5: no cell holds a control character, and the dividers stay in their columns on every row,
  /// whatever the names hold (wide characters, invalid bytes).
  @Test func gridStaysAligned() throws {
    let browser = try Fixtures.browser(120, 40, start: Fixtures.hostile, keys: "j")
    let grid = browser.render()
    #expect(grid.cells.allSatisfy { SafeText.isSafe($0.character) })
    let dividers = browser.state.layout.dividers.map { TerminalWindow.cells($0) }
    #expect(dividers.count == 2)
    for divider in dividers {
      for row in 0..<(grid.height - 1) {
        #expect(grid[divider.x, row].character == "│", "row \(row) lost its divider:\n\(screen(grid))")
      }
    }
    for line in grid.lines { #expect(DisplayWidth.of(line) <= grid.width) }
  }

  /// T5: file contents with escape sequences, C1 controls, invalid UTF-8 and tabs preview safely.
  @Test func contentsAreShownEscaped() throws {
    let grid = try Fixtures.browser(120, 40, start: Fixtures.hostile, keys: "j").render()
    let text = grid.plainText
    for expected in [
      "^[[31mred^[[0m", "^[]0;title^G", "c1 <9B>31m", "bad\u{FFFD}", "漢字 wide 👍🏽 end", "    Tabbed",
    ] {
      #expect(text.contains(expected), "missing \(expected) in\n\(screen(grid))")
    }
    #expect(!text.contains("Tabbed^M"), "CR LF is a line break, not ^M")
  }

  /// T5: the bytes sent to the terminal carry no escape sequence from a name or a file: every ESC
  /// starts one of the renderer's own CSI sequences, and there is no OSC, C1 or BEL.
  @Test func terminalOutputHoldsNoInjectedSequence() throws {
    let grid = try Fixtures.browser(120, 40, start: Fixtures.hostile, keys: "j").render()
    let output = Renderer.diff(from: nil, to: grid, colorEnabled: false)
    #expect(!output.contains("\u{07}"))
    #expect(!output.contains("\u{1B}]"))
    #expect(!output.contains("\u{1B}[31m"))
    #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    let scalars = Array(output.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar == "\u{1B}" {
      #expect(index + 1 < scalars.count && scalars[index + 1] == "[")
    }
  }
}

/// Rules T1 and T5: the status line shows a path under home as `~/…`, as shells do, escaped; a
/// folder that only starts with home's name is not under it.
@Suite struct AbbreviatedPathTests {
  @Test func homeBecomesATilde() {
    let home = FilePath("/home/ada")
    #expect(FilePath("/home/ada").abbreviated(home: home) == "~")
    #expect(FilePath("/home/ada/notes/a.txt").abbreviated(home: home) == "~/notes/a.txt")
    #expect(FilePath("/home/adam/x").abbreviated(home: home) == "/home/adam/x")
    #expect(FilePath("/home").abbreviated(home: home) == "/home")
    #expect(FilePath("/home/ada/\u{1B}[31m").abbreviated(home: home) == "~/^[[31m")
    #expect(FilePath("/etc").abbreviated(home: FilePath("/")) == "/etc")
    #expect(FilePath("/etc").abbreviated(home: nil) == "/etc")
  }
}
