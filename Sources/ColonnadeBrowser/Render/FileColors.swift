import ColonnadeTerminal

/// File-type colours from `LS_COLORS`, as `ls` uses them: folders, links, executables, pipes,
/// sockets, devices, broken links, and `*.ext` patterns (`ls`'s own defaults when unset).
///
/// ```swift
/// let colors = FileColors(lsColors: "di=01;34:ln=01;36:*.tar=01;31")
/// colors.style(for: item)   // bold blue for a folder
/// ```
///
/// Only the sixteen named colours and bold, dim, underline and reverse are kept; 256-colour and
/// RGB codes above 15 fall back to the default colour. `NO_COLOR` drops every colour at the
/// renderer, so attributes stay.
public struct FileColors: Hashable, Sendable {
  /// Styles by `LS_COLORS` key: `di`, `ln`, `ex`, `pi`, `so`, `bd`, `cd`, `or`, `fi`.
  var kinds: [String: Style] = [:]
  /// Styles by lower-cased extension, without the dot.
  var extensions: [String: Style] = [:]

  /// `ls`'s defaults (GNU coreutils `dircolors` with no configuration).
  public static let standard = FileColors(
    lsColors: "di=01;34:ln=01;36:pi=40;33:so=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:ex=01;32")

  /// Parses an `LS_COLORS` value; unknown keys and codes are skipped.
  public init(lsColors: String) {
    for field in lsColors.split(separator: ":") {
      let parts = field.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let style = Self.style(sgr: parts[1])
      let key = String(parts[0])
      if key.hasPrefix("*.") {
        extensions[key.dropFirst(2).lowercased()] = style
      } else if key.count == 2 {
        kinds[key] = style
      }
    }
  }

  /// The style of an entry's name, or `nil` for the plain text style.
  public func style(for item: ListingItem) -> Style? {
    if let link = item.link {
      if case .failure = link { return kinds["or"] ?? kinds["ln"] }
      return kinds["ln"]
    }
    guard case .success(let status) = item.status else { return kinds["or"] }
    switch status.kind {
    case .directory: return kinds["di"]
    case .fifo: return kinds["pi"]
    case .socket: return kinds["so"]
    case .blockDevice: return kinds["bd"]
    case .characterDevice: return kinds["cd"]
    case .regular:
      if item.isExecutable, let style = kinds["ex"] { return style }
      if let dot = item.displayName.lastIndex(of: "."), dot != item.displayName.startIndex {
        let ext = item.displayName[item.displayName.index(after: dot)...].lowercased()
        if let style = extensions[ext] { return style }
      }
      return kinds["fi"]
    case .symbolicLink, .unknown: return nil
    }
  }

  /// The style an SGR parameter list such as `01;34` selects.
  static func style(sgr: Substring) -> Style {
    var style = Style()
    let codes = sgr.split(separator: ";").compactMap { Int($0) }
    var index = 0
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 30...37: style.foreground = Self.named(code - 30)
      case 90...97: style.foreground = Self.named(code - 90 + 8)
      case 40...47: style.background = Self.named(code - 40)
      case 100...107: style.background = Self.named(code - 100 + 8)
      case 38, 48:
        // 38;5;N and 38;2;R;G;B: the sixteen named colours only.
        if index + 2 < codes.count, codes[index + 1] == 5 {
          let color = Self.named(codes[index + 2])
          if code == 38 { style.foreground = color } else { style.background = color }
          index += 2
        } else if index + 1 < codes.count, codes[index + 1] == 2 {
          index += 4
        }
      default: break
      }
      index += 1
    }
    return style
  }

  /// ANSI colour `number` (0 black … 15 bright white); the default colour for any other number,
  /// however large or negative: whatever `LS_COLORS` holds is read without trapping.
  static func named(_ number: Int) -> TerminalColor {
    guard (0..<16).contains(number) else { return .default }
    return TerminalColor(rawValue: UInt8(number + 1)) ?? .default
  }
}
