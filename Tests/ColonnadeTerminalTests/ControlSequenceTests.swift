import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rule T4 (only changes are written): a style change is the shorter of a reset with the target's
/// attributes (its 0 left empty, as ECMA-48 allows) and the attributes that change, built as bytes.
@Suite struct ControlSequenceTests {
  /// The sequence as text, the way it was built before frames were built as bytes.
  static func reference(from current: Style, to target: Style) -> String {
    guard current != target else { return "" }
    func sgr(_ parameters: [Int]) -> String {
      "\u{1B}[" + parameters.map { String($0) }.joined(separator: ";") + "m"
    }
    var delta: [Int] = []
    if (current.bold && !target.bold) || (current.dim && !target.dim) {
      delta.append(22)
      if target.bold { delta.append(1) }
      if target.dim { delta.append(2) }
    } else {
      if target.bold && !current.bold { delta.append(1) }
      if target.dim && !current.dim { delta.append(2) }
    }
    if target.italic != current.italic { delta.append(target.italic ? 3 : 23) }
    if target.underline != current.underline { delta.append(target.underline ? 4 : 24) }
    if target.blink != current.blink { delta.append(target.blink ? 5 : 25) }
    if target.reverse != current.reverse { delta.append(target.reverse ? 7 : 27) }
    if target.foreground != current.foreground { delta += target.foreground.foregroundParameters }
    if target.background != current.background { delta += target.background.backgroundParameters }
    // The reset's 0 is left empty: `ESC [ m`, `ESC [ ; 1 m`.
    let attributes = ControlSequence.styleParameters(target).map { String($0) }
    let reset = "\u{1B}[" + ([""] + attributes).joined(separator: ";") + "m"
    let change = sgr(delta)
    return change.utf8.count < reset.utf8.count ? change : reset
  }

  @Test func changesMatchTheTextBuiltSequence() {
    var random = SplitMix64(seed: 44)
    func style() -> Style {
      func color() -> TerminalColor {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: random.pick(TerminalColor.allNamed)
        case 1: .indexed(Int.random(in: 0...255, using: &random))
        default:
          .rgb(
            UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
            UInt8.random(in: 0...255, using: &random))
        }
      }
      return Style(
        foreground: color(), background: color(), bold: random.chance(0.5), dim: random.chance(0.3),
        underline: random.chance(0.3), reverse: random.chance(0.3), italic: random.chance(0.3),
        blink: random.chance(0.2))
    }
    for _ in 0..<3000 {
      let (current, target) = (style(), style())
      #expect(
        ControlSequence.changeStyle(from: current, to: target) == Self.reference(from: current, to: target))
    }
    #expect(ControlSequence.changeStyle(from: .plain, to: .plain) == "")
  }

  @Test func sgrLengthCountsItsBytes() {
    for parameters in [[], [0], [7], [22, 1], [0, 1, 4, 97, 107], [100, 9, 10]] {
      #expect(ControlSequence.sgrLength(parameters) == ControlSequence.sgr(parameters).utf8.count)
    }
    #expect(ControlSequence.sgr([0, 1, 97]) == "\u{1B}[;1;97m")
  }
}
