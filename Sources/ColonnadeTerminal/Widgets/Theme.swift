/// The styles widgets draw with, as plain values a front end can replace.
///
/// ```swift
/// var theme = Theme.standard
/// theme.focusedSelection.foreground = .magenta
/// ListView(items: ["a", "b"], selectedIndex: 0, focused: true, theme: theme)
/// ```
///
/// Every look that must survive `NO_COLOR` (focus, selection) uses reverse
/// video or bold, so dropping colors keeps it visible. The selection bars have a background colour
/// instead (their blanks are then erased with ECH rather than written) and turn into reverse
/// video without colours (``Style/reverseWithoutColors``).
public struct Theme: Hashable, Sendable {
  /// Ordinary text.
  public var text: Style
  /// Secondary text: list accessories, empty-state messages.
  public var secondaryText: Style
  /// The header row of the focused pane.
  public var focusedHeader: Style
  /// The header row of a pane without focus.
  public var header: Style
  /// The selected row of the focused list.
  public var focusedSelection: Style
  /// The selected row of a list without focus.
  public var selection: Style
  /// Divider lines between panes.
  public var divider: Style
  /// The hatched area of an occluding hinge.
  public var hinge: Style
  /// The status line.
  public var statusLine: Style
  /// Line numbers in a text view.
  public var lineNumber: Style
  /// The help overlay's body.
  public var overlay: Style
  /// The help overlay's border and title.
  public var overlayBorder: Style

  /// Creates a theme from every style.
  public init(
    text: Style, secondaryText: Style, focusedHeader: Style, header: Style,
    focusedSelection: Style, selection: Style, divider: Style, hinge: Style,
    statusLine: Style, lineNumber: Style, overlay: Style, overlayBorder: Style
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.focusedHeader = focusedHeader
    self.header = header
    self.focusedSelection = focusedSelection
    self.selection = selection
    self.divider = divider
    self.hinge = hinge
    self.statusLine = statusLine
    self.lineNumber = lineNumber
    self.overlay = overlay
    self.overlayBorder = overlayBorder
  }

  /// The default look: blue focus, cyan selection, grey chrome.
  public static let standard = Theme(
    text: .plain,
    secondaryText: Style(foreground: .brightBlack, dim: true),
    focusedHeader: Style(foreground: .blue, bold: true, reverse: true),
    header: Style(bold: true, underline: true),
    focusedSelection: Style(foreground: .black, background: .cyan, bold: true, reverseWithoutColors: true),
    selection: Style(foreground: .black, background: .brightBlack, reverseWithoutColors: true),
    divider: Style(foreground: .brightBlack),
    hinge: Style(foreground: .brightBlack, dim: true),
    statusLine: Style(reverse: true),
    lineNumber: Style(foreground: .brightBlack, dim: true),
    overlay: .plain,
    overlayBorder: Style(foreground: .yellow, bold: true)
  )
}

extension Theme {
  /// Whether a theme is its twelve styles' bytes with no padding (each style seven one-byte
  /// fields), so two themes are equal exactly when their bytes are.
  package static let comparesAsBytes =
    MemoryLayout<Style>.size == 7 && MemoryLayout<Theme>.size == 12 * 7 && MemoryLayout<Theme>.alignment == 1

  /// Field by field, or byte by byte when ``comparesAsBytes``: every pane's drawing holds a theme
  /// and is compared with the last one on each frame.
  public static func == (lhs: Theme, rhs: Theme) -> Bool {
    guard comparesAsBytes else { return lhs.fieldsEqual(rhs) }
    return unsafe withUnsafeBytes(of: lhs) { a in
      unsafe withUnsafeBytes(of: rhs) { b in
        // 84 bytes: ten words and a tail of four, all inside both values.
        var offset = 0
        while offset + 8 <= a.count {
          guard
            unsafe a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < a.count {
          guard unsafe a[offset] == b[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// Equality style by style.
  package func fieldsEqual(_ other: Theme) -> Bool {
    text == other.text && secondaryText == other.secondaryText && focusedHeader == other.focusedHeader
      && header == other.header && focusedSelection == other.focusedSelection && selection == other.selection
      && divider == other.divider && hinge == other.hinge && statusLine == other.statusLine
      && lineNumber == other.lineNumber && overlay == other.overlay && overlayBorder == other.overlayBorder
  }
}
