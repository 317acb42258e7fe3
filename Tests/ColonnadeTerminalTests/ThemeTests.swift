import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rule T4 (only changed cells are written): a pane is redrawn when its drawing, theme included,
/// differs from the last frame's, so themes are compared on every frame, as bytes.
@Suite struct ThemeTests {
  @Test func bytesCompareAsFields() {
    #expect(Theme.comparesAsBytes)
    var random = SplitMix64(seed: 61)
    func style() -> Style {
      // Few values, so equal styles are common.
      Style(
        foreground: random.pick([.default, .red, .brightBlack]), background: random.pick([.default, .cyan]),
        bold: random.chance(0.3), dim: random.chance(0.2), underline: random.chance(0.2),
        reverse: random.chance(0.2), reverseWithoutColors: random.chance(0.2))
    }
    func theme() -> Theme {
      Theme(
        text: style(), secondaryText: style(), focusedHeader: style(), header: style(),
        focusedSelection: style(), selection: style(), divider: style(), hinge: style(),
        statusLine: style(), lineNumber: style(), overlay: style(), overlayBorder: style())
    }
    var equal = 0
    for _ in 0..<2000 {
      let a = theme()
      var b = a
      // Change one style, or none, so both outcomes are tested often.
      if random.chance(0.6) {
        let changed = style()
        switch Int.random(in: 0..<12, using: &random) {
        case 0: b.text = changed
        case 1: b.secondaryText = changed
        case 2: b.focusedHeader = changed
        case 3: b.header = changed
        case 4: b.focusedSelection = changed
        case 5: b.selection = changed
        case 6: b.divider = changed
        case 7: b.hinge = changed
        case 8: b.statusLine = changed
        case 9: b.lineNumber = changed
        case 10: b.overlay = changed
        default: b.overlayBorder = changed
        }
      }
      #expect((a == b) == a.fieldsEqual(b))
      if a == b { equal += 1 }
    }
    #expect(equal > 500 && equal < 1500, "\(equal) equal pairs")
    #expect(Theme.standard == Theme.standard)
  }
}
