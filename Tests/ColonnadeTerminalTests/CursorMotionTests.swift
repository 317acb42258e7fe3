import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rule T4 (only changed cells are written): the cursor reaches the next changed cell by the
/// shortest sequence, and every move lands where it should on a virtual terminal.
@Suite("Cursor motion")
struct CursorMotionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let from: CellPoint?
    let to: CellPoint
    let expected: String
    var testDescription: String {
      let start = from.map { "(\($0.x),\($0.y))" } ?? "unknown"
      return "\(start) → (\(to.x),\(to.y))"
    }
  }

  static func point(_ x: Int, _ y: Int) -> CellPoint { CellPoint(x: x, y: y) }

  static let cases: [Case] = [
    Case(from: nil, to: point(0, 0), expected: "\u{1B}[H"),
    Case(from: nil, to: point(0, 4), expected: "\u{1B}[5H"),
    Case(from: nil, to: point(9, 4), expected: "\u{1B}[5;10H"),
    // The top row's 1 is left empty (ECMA-48's default), as the reset's 0 is in SGR.
    Case(from: nil, to: point(9, 0), expected: "\u{1B}[;10H"),
    Case(from: point(50, 30), to: point(9, 0), expected: "\u{1B}[;10H"),
    Case(from: point(3, 3), to: point(3, 3), expected: ""),
    Case(from: point(3, 3), to: point(4, 3), expected: "\u{1B}[C"),
    Case(from: point(3, 3), to: point(40, 3), expected: "\u{1B}[37C"),
    Case(from: point(3, 3), to: point(2, 3), expected: "\u{8}"),
    Case(from: point(5, 3), to: point(2, 3), expected: "\u{8}\u{8}\u{8}"),
    Case(from: point(50, 3), to: point(0, 3), expected: "\r"),
    Case(from: point(50, 3), to: point(1, 3), expected: "\r\u{1B}[C"),
    Case(from: point(50, 3), to: point(30, 3), expected: "\u{1B}[20D"),
    Case(from: point(50, 3), to: point(0, 4), expected: "\r\n"),
    Case(from: point(50, 3), to: point(0, 6), expected: "\u{1B}[7H"),
    Case(from: point(50, 3), to: point(0, 5), expected: "\r\n\n"),
    Case(from: point(50, 3), to: point(50, 4), expected: "\u{1B}D"),
    Case(from: point(50, 3), to: point(50, 2), expected: "\u{1B}M"),
    Case(from: point(51, 3), to: point(50, 4), expected: "\u{1B}D\u{8}"),
    Case(from: point(80, 3), to: point(79, 4), expected: "\u{1B}[5;80H"),
    Case(from: point(50, 3), to: point(52, 13), expected: "\u{1B}[14;53H"),
    Case(from: point(50, 3), to: point(50, 5), expected: "\u{1B}[2B"),
    Case(from: point(50, 30), to: point(9, 1), expected: "\u{1B}[2;10H"),
    Case(from: point(80, 3), to: point(0, 4), expected: "\r\n"),
    Case(from: point(80, 3), to: point(79, 3), expected: "\r\u{1B}[79C"),
    Case(from: point(80, 3), to: point(5, 3), expected: "\r\u{1B}[5C"),
    Case(from: point(80, 3), to: point(79, 5), expected: "\u{1B}[6;80H"),
  ]

  @Test(arguments: cases)
  func shortestMove(_ testCase: Case) {
    let move = CursorMotion.shortest(from: testCase.from, to: testCase.to, width: 80)
    #expect(move == testCase.expected)
  }

  @Test func rewritingAShortGapWinsWhenOffered() {
    let move = CursorMotion.shortest(from: Self.point(3, 0), to: Self.point(5, 0), width: 80, overwrite: "ab")
    #expect(move == "ab")
  }

  /// Rule T4 (only changed cells written, so moves between them must be short and exact): in raw
  /// mode (output processing off) a line feed moves straight down, a byte a row, while CUD takes
  /// three or more.
  @Test func bareLineFeedsMoveDownWhenTheColumnIsKept() {
    let down = { (rows: Int) in
      CursorMotion.shortest(
        from: Self.point(47, 3), to: Self.point(47, 3 + rows), width: 80, lineFeedKeepsColumn: true)
    }
    #expect(down(1) == "\n")
    #expect(down(3) == "\n\n\n")
    #expect(down(4) == "\u{1B}[4B")
    #expect(CursorMotion.shortest(from: Self.point(47, 3), to: Self.point(47, 4), width: 80) == "\u{1B}D")
  }

  @Test func lineFeedsAreOnlyUsedAfterACarriageReturn() {
    for case let start? in Self.cases.map(\.from) {
      for target in [Self.point(start.x, start.y + 1), Self.point(start.x + 2, start.y + 2)] {
        let move = CursorMotion.shortest(from: start, to: target, width: 80)
        if let index = move.firstIndex(of: "\n") {
          #expect(move[..<index].contains("\r"), "\(start) → \(target): \(move.debugDescription)")
        }
      }
    }
  }

  /// Every move lands on its target on a virtual terminal, from anywhere (the pending-wrap column
  /// included), and is no longer than CUP.
  @Test(arguments: [(1, false), (2, false), (3, true), (4, true)])
  func movesLandOnTheirTarget(seed: UInt64, lineFeedKeepsColumn: Bool) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let start = Self.point(Int.random(in: 0...80, using: &random), Int.random(in: 0..<24, using: &random))
      let target = Self.point(Int.random(in: 0..<80, using: &random), Int.random(in: 0..<24, using: &random))
      var terminal = VirtualTerminal(width: 80, height: 24)
      // Reach `start`; column 80 is the pending-wrap state after printing in the last column.
      terminal.apply(ControlSequence.moveCursor(to: Self.point(min(start.x, 79), start.y)))
      if start.x == 80 { terminal.apply("x") }
      let move = CursorMotion.shortest(
        from: start, to: target, width: 80, lineFeedKeepsColumn: lineFeedKeepsColumn)
      terminal.apply(move)
      #expect(terminal.cursor == target, "\(start) → \(target): \(move.debugDescription)")
      #expect(terminal.violations.isEmpty, "\(start) → \(target): \(terminal.violations)")
      #expect(move.utf8.count <= ControlSequence.moveCursor(to: target).utf8.count)
    }
  }
}
