import ColonnadeTerminal

/// A minimal VT100/xterm screen that interprets the renderer's output, to check it reproduces the grid.
///
/// Understands printable text (with wide characters), CR, LF, BS, IND, RI, CUP, CUU,
/// CUD, CUF, CUB, ED 2, EL 0, ECH, REP (when told the terminal has it), SGR, DECSTBM, SU, SD and DEC
/// private modes (ignored). Erasing
/// and scrolling fill with blanks in the current background colour only, as tmux and xterm do
/// ("bce"). The style is kept from one `apply` to the next, as a terminal keeps it. Anything the
/// renderer promises never to do is counted in ``violations``: printing
/// past the last column (autowrap), relative moves in the pending-wrap
/// state, moves outside the screen, unknown sequences.
struct VirtualTerminal {
  private(set) var screen: CellGrid
  private(set) var cursor = CellPoint(x: 0, y: 0)
  private(set) var style = Style.plain
  private(set) var violations: [String] = []
  /// The scroll region's rows (DECSTBM).
  private(set) var margins: ClosedRange<Int>

  /// Whether REP is understood; when not, it is a violation.
  let repeatsCharacters: Bool
  /// How many REPs were applied.
  private(set) var repeatCount = 0
  /// The character just printed, which REP repeats (`nil` once anything else came).
  private var lastPrinted: Character?

  init(width: Int, height: Int, repeatsCharacters: Bool = false) {
    screen = CellGrid(width: width, height: height)
    margins = 0...max(0, height - 1)
    self.repeatsCharacters = repeatsCharacters
  }

  var pendingWrap: Bool { cursor.x >= screen.width }

  mutating func apply(_ output: String) {
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      let printed = lastPrinted
      lastPrinted = nil
      switch character {
      case "\u{1B}": escape(&characters, after: printed)
      case "\r": cursor.x = 0
      case "\n": lineFeed()
      case "\r\n":
        cursor.x = 0
        lineFeed()
      case "\u{8}":
        if pendingWrap { violations.append("BS in pending wrap") }
        cursor.x = max(0, min(cursor.x, screen.width - 1) - 1)
      default: print(character)
      }
    }
  }

  private mutating func lineFeed() {
    if cursor.y + 1 >= screen.height { violations.append("LF at the bottom scrolls") }
    cursor.y = min(cursor.y + 1, screen.height - 1)
  }

  private mutating func print(_ character: Character) {
    guard SafeText.isSafe(character) else {
      violations.append("unsafe character \(character.unicodeScalars.map { $0.value })")
      return
    }
    if pendingWrap { violations.append("autowrap at row \(cursor.y)") }
    let width = DisplayWidth.of(character)
    if cursor.x + width > screen.width { violations.append("character past the last column") }
    screen.put(character, x: cursor.x, y: cursor.y, style: style)
    cursor.x += width
    lastPrinted = character
  }

  private mutating func escape(_ characters: inout ArraySlice<Character>, after printed: Character?) {
    switch characters.popFirst() {
    case "[": break
    case "D":  // IND: down a row, scrolling at the bottom margin.
      if pendingWrap { violations.append("IND in pending wrap") }
      if cursor.y == margins.upperBound || cursor.y + 1 >= screen.height {
        violations.append("IND at the bottom margin scrolls")
      }
      cursor.y = min(cursor.y + 1, screen.height - 1)
      return
    case "M":  // RI: up a row, scrolling at the top margin.
      if pendingWrap { violations.append("RI in pending wrap") }
      if cursor.y == margins.lowerBound || cursor.y == 0 { violations.append("RI at the top margin scrolls") }
      cursor.y = max(cursor.y - 1, 0)
      return
    default:
      violations.append("ESC not followed by [, D or M")
      return
    }
    var parameters = ""
    while let next = characters.popFirst() {
      guard let ascii = next.asciiValue, ascii >= 0x20, ascii < 0x40 else {
        if next == "b" {
          repeatCharacter(printed, count: max(1, Int(parameters) ?? 1))
        } else {
          control(final: next, parameters: parameters)
        }
        return
      }
      parameters.append(next)
    }
    violations.append("unterminated CSI")
  }

  private mutating func control(final: Character, parameters: String) {
    if parameters.hasPrefix("?") { return }  // DEC private modes: alternate screen, cursor.
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = (numbers.first ?? nil) ?? 0
    let count = max(1, first)
    let relative: Set<Character> = ["A", "B", "C", "D"]
    if relative.contains(final), pendingWrap { violations.append("relative move in pending wrap") }
    let column = min(cursor.x, screen.width - 1)
    switch final {
    case "H":
      let row = max(1, first)
      let col = numbers.count > 1 ? max(1, numbers[1] ?? 1) : 1
      if row > screen.height || col > screen.width { violations.append("CUP outside the screen") }
      cursor = CellPoint(x: min(col, screen.width) - 1, y: min(row, screen.height) - 1)
    case "A": move(x: column, y: cursor.y - count)
    case "B": move(x: column, y: cursor.y + count)
    case "C": move(x: column + count, y: cursor.y)
    case "D": move(x: column - count, y: cursor.y)
    case "J" where first == 2:
      screen = CellGrid(width: screen.width, height: screen.height)
      screen.fill(screen.bounds, style: Style(background: style.background))
    case "K" where first == 0: erase(screen.width - column)
    case "X": erase(count)
    case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
    case "r":
      let top = numbers.isEmpty || numbers[0] == nil ? 1 : first
      let bottom = numbers.count > 1 ? (numbers[1] ?? screen.height) : screen.height
      if top < 1 || bottom > screen.height || top >= bottom { violations.append("bad scroll region") }
      margins = (top - 1)...(bottom - 1)
      cursor = CellPoint(x: 0, y: 0)
    case "S": scroll(by: count)
    case "T": scroll(by: -count)
    default: violations.append("unknown sequence \(parameters)\(final)")
    }
  }

  /// REP: the character just printed (ASCII: tmux repeats no other), `count` times more, in the
  /// current style.
  private mutating func repeatCharacter(_ printed: Character?, count: Int) {
    guard repeatsCharacters else { return violations.append("REP sent to a terminal without it") }
    guard let printed else { return violations.append("REP not right after a character") }
    // tmux repeats only a character of one byte.
    guard printed.isASCII else { return violations.append("REP after \(printed), not ASCII") }
    for _ in 0..<count { print(printed) }
    repeatCount += 1
  }

  /// SU (`count` > 0) and SD: the rows between the margins move, blank rows (in the current
  /// background) come in; the cursor stays put.
  private mutating func scroll(by count: Int) {
    var moved = screen
    for y in margins {
      let source = y + count
      for x in 0..<screen.width {
        let cell =
          margins.contains(source) ? screen[x, source] : Cell.blank(Style(background: style.background))
        if !cell.isContinuation { moved.put(cell.character, x: x, y: y, style: cell.style) }
      }
    }
    screen = moved
  }

  /// ECH and EL: blanks from the cursor in the current background colour (no other attribute),
  /// the cursor staying put.
  private mutating func erase(_ count: Int) {
    if pendingWrap { violations.append("erase in pending wrap") }
    let start = min(cursor.x, screen.width - 1)
    for x in start..<min(screen.width, start + count) {
      screen.put(" ", x: x, y: cursor.y, style: Style(background: style.background))
    }
  }

  private mutating func move(x: Int, y: Int) {
    if x < 0 || x >= screen.width || y < 0 || y >= screen.height {
      violations.append("relative move outside the screen")
    }
    cursor = CellPoint(x: min(max(0, x), screen.width - 1), y: min(max(0, y), screen.height - 1))
  }

  private mutating func selectGraphicRendition(_ codes: [Int]) {
    var index = 0
    while index < codes.count {
      let code = codes[index]
      index += 1
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 5: style.blink = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 25: style.blink = false
      case 27: style.reverse = false
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 30...37: style.foreground = .indexed(code - 30)
      case 90...97: style.foreground = .indexed(code - 82)
      case 40...47: style.background = .indexed(code - 40)
      case 100...107: style.background = .indexed(code - 92)
      case 38, 48:
        var color = TerminalColor.default
        if index + 1 < codes.count, codes[index] == 5 {
          color = .indexed(codes[index + 1])
          index += 2
        } else if index + 3 < codes.count, codes[index] == 2 {
          color = .rgb(UInt8(codes[index + 1]), UInt8(codes[index + 2]), UInt8(codes[index + 3]))
          index += 4
        } else {
          violations.append("SGR \(code) cut short")
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: violations.append("unknown SGR \(code)")
      }
    }
  }
}

/// The cell as a user sees it: colors dropped when color is off, and a blank
/// that is neither reversed nor underlined reduced to its background.
func appearance(_ cell: Cell, colorEnabled: Bool = true) -> Cell {
  var copy = cell
  copy.style = colorEnabled ? cell.style.withColors : cell.style.withoutColors
  if copy.character == " ", !copy.style.reverse, !copy.style.underline {
    copy.style = Style(background: copy.style.background)
  }
  return copy
}

/// The rows where two grids look different, described for a failure message; empty when they look the same.
func appearanceDifferences(_ shown: CellGrid, _ expected: CellGrid, colorEnabled: Bool = true) -> [String] {
  var differences: [String] = []
  for y in 0..<expected.height {
    for x in 0..<expected.width
    where appearance(shown[x, y], colorEnabled: colorEnabled)
      != appearance(expected[x, y], colorEnabled: colorEnabled)
    {
      differences.append(
        "row \(y) column \(x): shown \(brief(shown[x, y])), expected \(brief(expected[x, y]))")
      break
    }
  }
  return differences
}

/// A short description of a cell for failure messages: `"a" bold reverse red/default`.
func brief(_ cell: Cell) -> String {
  let style = cell.style
  let flags = [
    (style.bold, "bold"), (style.dim, "dim"), (style.underline, "underline"), (style.reverse, "reverse"),
  ]
  .filter { $0.0 }.map { $0.1 }
  let colors = "\(style.foreground)/\(style.background)"
  return ([cell.character.debugDescription] + flags + [colors]).joined(separator: " ")
}
