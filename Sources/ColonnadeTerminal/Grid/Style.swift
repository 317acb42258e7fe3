/// One of the sixteen named ANSI colors, or the terminal's own default.
///
/// ```swift
/// let warning = Style(foreground: .yellow, bold: true)
/// ```
///
/// Named colors follow the user's terminal palette, so a theme never fights
/// the user's light or dark background.
public enum TerminalColor: UInt8, Hashable, Sendable, CaseIterable {
  /// The terminal's default foreground or background.
  case `default`
  /// ANSI color 0.
  case black
  /// ANSI color 1.
  case red
  /// ANSI color 2.
  case green
  /// ANSI color 3.
  case yellow
  /// ANSI color 4.
  case blue
  /// ANSI color 5.
  case magenta
  /// ANSI color 6.
  case cyan
  /// ANSI color 7.
  case white
  /// ANSI color 8, often shown as grey.
  case brightBlack
  /// ANSI color 9.
  case brightRed
  /// ANSI color 10.
  case brightGreen
  /// ANSI color 11.
  case brightYellow
  /// ANSI color 12.
  case brightBlue
  /// ANSI color 13.
  case brightMagenta
  /// ANSI color 14.
  case brightCyan
  /// ANSI color 15.
  case brightWhite

  /// The SGR parameter that selects this color as foreground (30–37, 90–97, or 39 for default).
  public var foregroundCode: Int {
    switch self {
    case .default: return 39
    default:
      let index = Int(rawValue) - 1
      return index < 8 ? 30 + index : 90 + index - 8
    }
  }

  /// The SGR parameter that selects this color as background (40–47, 100–107, or 49 for default).
  public var backgroundCode: Int {
    foregroundCode + 10
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
public struct Style: Hashable, Sendable {
  /// The text color.
  public var foreground: TerminalColor
  /// The cell's background color.
  public var background: TerminalColor
  /// Bold (increased intensity).
  public var bold: Bool
  /// Dim (decreased intensity).
  public var dim: Bool
  /// Underlined text.
  public var underline: Bool
  /// Reverse video: foreground and background swapped.
  public var reverse: Bool
  /// Whether the background colour marks a highlight that, when colours are off, is shown in
  /// reverse video instead (a selection bar drawn with a background so its blanks can be erased).
  public var reverseWithoutColors: Bool

  /// Creates a style; every attribute is off and both colors are the default unless given.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
    reverseWithoutColors: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.reverseWithoutColors = reverseWithoutColors
  }

  /// The terminal's default look: default colors, no attributes.
  public static let plain = Style()

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
}
