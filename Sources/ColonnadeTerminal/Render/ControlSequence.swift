/// The escape sequences Colonnade sends, in one place.
///
/// ```swift
/// terminal.write(ControlSequence.enterAlternateScreen + ControlSequence.hideCursor)
/// ```
///
/// All are ECMA-48 / xterm sequences understood by every terminal in use today.
public enum ControlSequence {
  /// The escape character that starts every sequence.
  public static let escape = "\u{1B}"
  /// The Control Sequence Introducer, `ESC [`.
  public static let csi = "\u{1B}["
  /// Resets all colors and attributes (SGR 0).
  public static let resetStyle = "\u{1B}[m"
  /// Moves the cursor to the top left cell (CUP with no parameters).
  public static let home = "\u{1B}[H"
  /// Clears the whole screen, leaving the cursor where it is (ED 2).
  public static let clearScreen = "\u{1B}[2J"
  /// Switches to the alternate screen buffer, saving the main screen (xterm mode 1049).
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Switches back to the main screen buffer, restoring its contents.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor (DECTCEM off).
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor (DECTCEM on).
  public static let showCursor = "\u{1B}[?25h"

  /// Turns on mouse reporting: button presses and releases, drags, the wheel, in SGR form (modes
  /// 1000, 1002, 1006).
  public static let enableMouse = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  /// Turns mouse reporting off.
  public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

  /// Everything that puts a terminal back the way a shell expects: plain style, main screen, cursor
  /// shown, mouse reporting off.
  ///
  /// The alternate screen is cleared before it is left: tmux 3.3 otherwise copies rows of it
  /// into the main screen when the window was shrunk and then grown while it was shown.
  public static let restore = resetStyle + clearScreen + leaveAlternateScreen + showCursor + disableMouse

  /// Puts `text` on the system clipboard through the terminal (OSC 52), which works over ssh and in
  /// tmux with `set-clipboard on`. The text is sent base64-encoded, so nothing in it is interpreted.
  public static func copyToClipboard(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// Base64 (RFC 4648) of `bytes`. O(n).
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let a = UInt32(bytes[index])
      let b = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let c = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let triple = a << 16 | b << 8 | c
      output.append(alphabet[Int(triple >> 18 & 63)])
      output.append(alphabet[Int(triple >> 12 & 63)])
      output.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
      output.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Moves the cursor to column `x`, row `y` (0-based), in the shortest CUP form. O(1).
  ///
  /// ```swift
  /// ControlSequence.moveCursor(to: CellPoint(x: 0, y: 0))   // "\u{1B}[H"
  /// ControlSequence.moveCursor(to: CellPoint(x: 9, y: 4))   // "\u{1B}[5;10H"
  /// ```
  public static func moveCursor(to point: CellPoint) -> String {
    var bytes: [UInt8] = []
    CursorMotion.appendMove(to: point, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// SGR parameters that select `style` starting from the reset state. O(1).
  public static func styleParameters(_ style: Style) -> [Int] {
    var parameters = SGRParameters()
    parameters.append(selecting: style)
    return (0..<parameters.count).map { parameters[$0] }
  }

  /// The shortest SGR sequence that changes the terminal's style from `current` to `target`. O(1).
  ///
  /// Either a reset followed by the target's attributes (`ESC[;1;7m`: the reset, 0, left empty) or
  /// only the differences (`ESC[22;32m`), whichever is shorter; a tie goes
  /// to the reset, which also repairs any attribute the terminal lost.
  /// Empty when the styles are equal.
  public static func changeStyle(from current: Style, to target: Style) -> String {
    var bytes: [UInt8] = []
    appendChangeStyle(from: current, to: target, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``changeStyle(from:to:)``'s sequence to `bytes` without building text (a frame is
  /// built as bytes). O(1).
  static func appendChangeStyle(from current: Style, to target: Style, to bytes: inout [UInt8]) {
    guard current != target else { return }
    var reset = SGRParameters()
    reset.append(0)
    reset.append(selecting: target)
    var delta = SGRParameters()
    if (current.bold && !target.bold) || (current.dim && !target.dim) {
      delta.append(22)  // Turns off both bold and dim.
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
    if target.foreground != current.foreground { delta.append(target.foreground, base: 30) }
    if target.background != current.background { delta.append(target.background, base: 40) }
    (delta.length < reset.length ? delta : reset).append(to: &bytes)
  }

  /// `ESC [ p1 ; p2 … m` (at most 24 parameters, each below 256).
  package static func sgr(_ parameters: [Int]) -> String {
    var bytes: [UInt8] = []
    SGRParameters(parameters).append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes ``sgr(_:)`` writes for `parameters`.
  package static func sgrLength(_ parameters: [Int]) -> Int {
    SGRParameters(parameters).length
  }
}

/// Up to 24 SGR parameters, each below 256, packed in three integers: a style change (a reset,
/// six attributes and two RGB colours at most) is chosen and written without allocating.
struct SGRParameters {
  private var packed: (UInt64, UInt64, UInt64) = (0, 0, 0)
  private(set) var count = 0

  init() {}

  init(_ parameters: some Sequence<Int>) {
    for parameter in parameters { append(parameter) }
  }

  mutating func append(_ parameter: Int) {
    precondition(count < 24 && parameter >= 0 && parameter < 256, "SGR parameter out of range")
    let bits = UInt64(parameter) << (8 * (count % 8))
    switch count / 8 {
    case 0: packed.0 |= bits
    case 1: packed.1 |= bits
    default: packed.2 |= bits
    }
    count += 1
  }

  /// Appends the parameters that select `color` as foreground (`base` 30) or background (40):
  /// `39`, `31`, `91`, `38;5;208`, `38;2;0;128;128`.
  mutating func append(_ color: TerminalColor, base: Int) {
    let value = Int(color.value & 0xFF_FFFF)
    if color.isRGB {
      append(base + 8)
      append(2)
      append(value >> 16)
      append(value >> 8 & 0xFF)
      append(value & 0xFF)
    } else if value == 0 {
      append(base + 9)
    } else if value <= 8 {
      append(base + value - 1)
    } else if value <= 16 {
      append(base + 60 + value - 9)
    } else {
      append(base + 8)
      append(5)
      append(value - 1)
    }
  }

  /// Appends the parameters that select `style` from the reset state.
  mutating func append(selecting style: Style) {
    if style.bold { append(1) }
    if style.dim { append(2) }
    if style.italic { append(3) }
    if style.underline { append(4) }
    if style.blink { append(5) }
    if style.reverse { append(7) }
    if style.foreground != .default { append(style.foreground, base: 30) }
    if style.background != .default { append(style.background, base: 40) }
  }

  subscript(index: Int) -> Int {
    let word =
      switch index / 8 {
      case 0: packed.0
      case 1: packed.1
      default: packed.2
      }
    return Int(truncatingIfNeeded: word >> (8 * (index % 8)) & 0xFF)
  }

  /// The bytes of `ESC [ p;…;p m`.
  var length: Int {
    var length = 3 + max(0, count - 1)  // ESC [ m and the separators.
    for index in 0..<count where writesDigits(index) {
      length += self[index] >= 100 ? 3 : self[index] >= 10 ? 2 : 1
    }
    return length
  }

  /// Whether parameter `index` is written: a leading 0 (the reset) is left empty, which means 0
  /// (ECMA-48 5.4.2: `ESC [ m`, `ESC [ ; 1 m`), as ncurses' `sgr0` for xterm writes it.
  private func writesDigits(_ index: Int) -> Bool { index > 0 || self[index] != 0 }

  /// Appends `ESC [ p;…;p m`.
  func append(to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    for index in 0..<count {
      if index > 0 { bytes.append(0x3B) }
      if writesDigits(index) { CursorMotion.appendDecimal(self[index], to: &bytes) }
    }
    bytes.append(0x6D)
  }
}
