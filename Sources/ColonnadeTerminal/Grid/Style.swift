/// A colour: the terminal's default, one of the sixteen named ANSI colours, an entry of the
/// 256-colour palette, or a 24-bit RGB colour (as `LS_COLORS` themes write them).
///
/// ```swift
/// let warning = Style(foreground: .yellow, bold: true)
/// let orange = TerminalColor.indexed(208)
/// let teal = TerminalColor.rgb(0, 128, 128)
/// ```
///
/// Named colors follow the user's terminal palette, so a theme never fights the user's light or
/// dark background.
public struct TerminalColor: Hashable, Sendable {
  /// 0 the default; 1 to 256 the palette entry after it (1 to 16 the named colours); with
  /// ``rgbFlag``, red, green and blue in the low 24 bits.
  let value: UInt32
  static let rgbFlag: UInt32 = 1 << 24

  init(value: UInt32) {
    self.value = value
  }

  /// The terminal's default foreground or background.
  public static let `default` = TerminalColor(value: 0)
  /// ANSI color 0.
  public static let black = TerminalColor(value: 1)
  /// ANSI color 1.
  public static let red = TerminalColor(value: 2)
  /// ANSI color 2.
  public static let green = TerminalColor(value: 3)
  /// ANSI color 3.
  public static let yellow = TerminalColor(value: 4)
  /// ANSI color 4.
  public static let blue = TerminalColor(value: 5)
  /// ANSI color 5.
  public static let magenta = TerminalColor(value: 6)
  /// ANSI color 6.
  public static let cyan = TerminalColor(value: 7)
  /// ANSI color 7.
  public static let white = TerminalColor(value: 8)
  /// ANSI color 8, often shown as grey.
  public static let brightBlack = TerminalColor(value: 9)
  /// ANSI color 9.
  public static let brightRed = TerminalColor(value: 10)
  /// ANSI color 10.
  public static let brightGreen = TerminalColor(value: 11)
  /// ANSI color 11.
  public static let brightYellow = TerminalColor(value: 12)
  /// ANSI color 12.
  public static let brightBlue = TerminalColor(value: 13)
  /// ANSI color 13.
  public static let brightMagenta = TerminalColor(value: 14)
  /// ANSI color 14.
  public static let brightCyan = TerminalColor(value: 15)
  /// ANSI color 15.
  public static let brightWhite = TerminalColor(value: 16)

  /// The default and the sixteen named colours.
  public static let allNamed: [TerminalColor] = (0...16).map { TerminalColor(value: UInt32($0)) }

  /// Entry `index` of the 256-colour palette (0 to 15 are the named colours); the default
  /// colour for any other number, however large or negative.
  public static func indexed(_ index: Int) -> TerminalColor {
    (0...255).contains(index) ? TerminalColor(value: UInt32(index + 1)) : .default
  }

  /// A 24-bit colour.
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
    TerminalColor(value: rgbFlag | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
  }

  /// Whether it is a 24-bit colour.
  var isRGB: Bool { value & Self.rgbFlag != 0 }

  /// The SGR parameters that select this colour as foreground: 39 (default), 30–37, 90–97,
  /// `38;5;N` or `38;2;R;G;B`.
  public var foregroundParameters: [Int] { parameters(base: 30) }

  /// The SGR parameters that select this colour as background: 49 (default), 40–47, 100–107,
  /// `48;5;N` or `48;2;R;G;B`.
  public var backgroundParameters: [Int] { parameters(base: 40) }

  private func parameters(base: Int) -> [Int] {
    var packed = SGRParameters()
    packed.append(self, base: base)
    return (0..<packed.count).map { packed[$0] }
  }
}

/// The look of one cell: colors and text attributes.
///
/// ```swift
/// let selection = Style(foreground: .cyan, bold: true, reverse: true)
/// let plain = Style.plain
/// ```
///
/// Reverse video is the attribute that survives `NO_COLOR` and `TERM=dumb`,
/// so anything that must stay visible without color (the selection, the
/// focused header) should use it.
///
/// A style is seven bytes with no padding, so cells and themes compare as bytes: each colour in
/// three (a palette entry in the first two, or red, green and blue), and the attributes in one.
/// ``reverseWithoutColors`` is kept in a palette background's third byte, so it needs a
/// background that is not RGB (a selection bar's theme colour).
public struct Style: Hashable, Sendable {
  private var foreground0: UInt8 = 0
  private var foreground1: UInt8 = 0
  private var foreground2: UInt8 = 0
  private var background0: UInt8 = 0
  private var background1: UInt8 = 0
  private var background2: UInt8 = 0
  private var flags: UInt8 = 0

  private static let boldFlag: UInt8 = 1
  private static let dimFlag: UInt8 = 2
  private static let underlineFlag: UInt8 = 4
  private static let reverseFlag: UInt8 = 8
  private static let italicFlag: UInt8 = 16
  private static let blinkFlag: UInt8 = 32
  private static let foregroundRGBFlag: UInt8 = 64
  private static let backgroundRGBFlag: UInt8 = 128

  /// Creates a style; every attribute is off and both colors are the default unless given.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
    reverseWithoutColors: Bool = false, italic: Bool = false, blink: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.italic = italic
    self.blink = blink
    self.reverseWithoutColors = reverseWithoutColors
  }

  /// The terminal's default look: default colors, no attributes.
  public static let plain = Style()

  /// The text color.
  public var foreground: TerminalColor {
    get { Self.color(foreground0, foreground1, foreground2, rgb: flags & Self.foregroundRGBFlag != 0) }
    set {
      (foreground0, foreground1, foreground2) = Self.bytes(newValue)
      set(Self.foregroundRGBFlag, newValue.isRGB)
    }
  }

  /// The cell's background color.
  public var background: TerminalColor {
    get { Self.color(background0, background1, background2, rgb: flags & Self.backgroundRGBFlag != 0) }
    set {
      let keepsReverse = reverseWithoutColors && !newValue.isRGB
      (background0, background1, background2) = Self.bytes(newValue)
      set(Self.backgroundRGBFlag, newValue.isRGB)
      if keepsReverse { background2 = 1 }
    }
  }

  /// Bold (increased intensity).
  public var bold: Bool {
    get { flags & Self.boldFlag != 0 }
    set { set(Self.boldFlag, newValue) }
  }

  /// Dim (decreased intensity).
  public var dim: Bool {
    get { flags & Self.dimFlag != 0 }
    set { set(Self.dimFlag, newValue) }
  }

  /// Italic.
  public var italic: Bool {
    get { flags & Self.italicFlag != 0 }
    set { set(Self.italicFlag, newValue) }
  }

  /// Underlined text.
  public var underline: Bool {
    get { flags & Self.underlineFlag != 0 }
    set { set(Self.underlineFlag, newValue) }
  }

  /// Blinking text, where the terminal blinks it.
  public var blink: Bool {
    get { flags & Self.blinkFlag != 0 }
    set { set(Self.blinkFlag, newValue) }
  }

  /// Reverse video: foreground and background swapped.
  public var reverse: Bool {
    get { flags & Self.reverseFlag != 0 }
    set { set(Self.reverseFlag, newValue) }
  }

  /// Whether the background colour marks a highlight that, when colours are off, is shown in
  /// reverse video instead (a selection bar drawn with a background so its blanks can be erased).
  /// Kept only with a background that is not RGB.
  public var reverseWithoutColors: Bool {
    get { flags & Self.backgroundRGBFlag == 0 && background2 != 0 }
    set {
      guard flags & Self.backgroundRGBFlag == 0 else { return }
      background2 = newValue ? 1 : 0
    }
  }

  /// This style with both colors set to the default, keeping every attribute; a background
  /// marked ``reverseWithoutColors`` becomes reverse video.
  ///
  /// Used when color is disabled (`NO_COLOR`, `TERM=dumb`): reverse and bold stay,
  /// so the selection remains visible.
  public var withoutColors: Style {
    var copy = self
    if reverseWithoutColors, background != .default { copy.reverse = true }
    copy.foreground = .default
    copy.background = .default
    copy.reverseWithoutColors = false
    return copy
  }

  /// This style as a colour terminal shows it: without the ``reverseWithoutColors`` mark.
  public var withColors: Style {
    var copy = self
    copy.reverseWithoutColors = false
    return copy
  }

  private mutating func set(_ flag: UInt8, _ on: Bool) {
    flags = on ? flags | flag : flags & ~flag
  }

  private static func color(_ first: UInt8, _ second: UInt8, _ third: UInt8, rgb: Bool) -> TerminalColor {
    guard rgb else { return TerminalColor(value: UInt32(first) | UInt32(second) << 8) }
    return .rgb(first, second, third)
  }

  private static func bytes(_ color: TerminalColor) -> (UInt8, UInt8, UInt8) {
    if color.isRGB {
      return (
        UInt8(truncatingIfNeeded: color.value >> 16), UInt8(truncatingIfNeeded: color.value >> 8),
        UInt8(truncatingIfNeeded: color.value)
      )
    }
    return (UInt8(truncatingIfNeeded: color.value), UInt8(truncatingIfNeeded: color.value >> 8), 0)
  }
}

extension Style: CustomStringConvertible {
  /// The style's attributes and colours, for test failures: "bold italic fg 38;5;208 bg 44".
  public var description: String {
    var words: [String] = []
    for (on, name) in [
      (bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (blink, "blink"),
      (reverse, "reverse"), (reverseWithoutColors, "reverseWithoutColors"),
    ] where on {
      words.append(name)
    }
    if foreground != .default {
      words.append("fg " + foreground.foregroundParameters.map(String.init).joined(separator: ";"))
    }
    if background != .default {
      words.append("bg " + background.backgroundParameters.map(String.init).joined(separator: ";"))
    }
    return "Style(" + (words.isEmpty ? "plain" : words.joined(separator: " ")) + ")"
  }
}
