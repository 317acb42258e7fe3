import ColonnadeTerminal

/// File colours from `LS_COLORS`, read as GNU `ls` reads them (rule T5): the file-type keys
/// (`di`, `ln` — `ln=target` colours a link as what it leads to —, `or`, `pi`, `so`, `do`, `bd`,
/// `cd`, `ex`, `su`, `sg`, `st`, `ow`, `tw`, `fi`, `no`), and `*` patterns matched against the end
/// of a regular file's name (`*.tar.gz`, `*.jpg`, `*README`), the last matching one winning,
/// without case unless two patterns differ only in case. Colours may be the sixteen named ones,
/// the 256-colour palette (`38;5;N`) or 24-bit (`38;2;R;G;B`); attributes bold, dim, italic,
/// underline, blink and reverse. `ls`'s defaults when `LS_COLORS` is unset.
///
/// ```swift
/// let colors = FileColors(lsColors: "di=01;34:ln=target:*.tar.gz=38;5;203:*.md=3;38;2;255;200;0")
/// colors.style(for: item)   // bold blue for a folder
/// ```
///
/// Not drawn: `mh` and `ca` (the listing reads neither link counts nor capabilities), strike-through
/// and concealed text (8, 9: a name is never hidden). Whatever the variable holds is read without
/// trapping: a code out of range leaves the default, a field that is not a colour is skipped.
/// `NO_COLOR` drops every colour at the renderer, so attributes stay.
public struct FileColors: Hashable, Sendable {
  /// Styles by `LS_COLORS` key: `di`, `ln`, `ex`…
  var kinds: [String: Style] = [:]
  /// Whether `ln=target`: a link is coloured as what it leads to.
  var linksAsTargets = false
  /// The `*` patterns, in the order given: the end of a name to match and its style.
  var patterns: [Pattern] = []
  /// Indices in ``patterns``, by the lower-cased last byte of their suffix, last given first.
  var byLastByte: [UInt8: [Int]] = [:]

  /// One `*suffix=style` field.
  struct Pattern: Hashable, Sendable {
    /// The suffix's bytes, lower-cased unless ``exact``.
    var suffix: [UInt8]
    /// Whether it matches only with the same case (another pattern differs from it only in case).
    var exact: Bool
    var style: Style
  }

  /// `ls`'s defaults (GNU coreutils `dircolors` with no configuration).
  public static let standard = FileColors(
    lsColors: "di=01;34:ln=01;36:pi=40;33:so=01;35:do=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:su=37;41:"
      + "sg=30;43:tw=30;42:ow=34;42:st=37;44:ex=01;32")

  /// Parses an `LS_COLORS` value; unknown keys and codes are skipped.
  public init(lsColors: String) {
    var given: [(suffix: [UInt8], style: Style)] = []
    for field in lsColors.split(separator: ":") {
      guard let equals = field.firstIndex(of: "=") else { continue }
      let key = field[..<equals]
      let value = field[field.index(after: equals)...]
      if key.hasPrefix("*") {
        let suffix = Array(key.dropFirst().utf8)
        if !suffix.isEmpty, let style = Self.style(sgr: value) { given.append((suffix, style)) }
      } else if key == "ln", value == "target" {
        linksAsTargets = true
      } else if key.count == 2, let style = Self.style(sgr: value) {
        kinds[String(key)] = style
      }
    }
    // As `ls` (coreutils 9.2): a pattern matches without case unless another differs only in case.
    var lowered: [[UInt8]: Set<[UInt8]>] = [:]
    for (suffix, _) in given { lowered[Self.lowercased(suffix), default: []].insert(suffix) }
    for (suffix, style) in given {
      let exact = (lowered[Self.lowercased(suffix)]?.count ?? 0) > 1
      patterns.append(Pattern(suffix: exact ? suffix : Self.lowercased(suffix), exact: exact, style: style))
    }
    for index in patterns.indices.reversed() {
      byLastByte[Self.lowered(patterns[index].suffix.last ?? 0), default: []].append(index)
    }
  }

  /// The style of an entry's name, or `nil` for the plain text style: its type's, as `ls` picks it.
  public func style(for item: ListingItem) -> Style? {
    if let link = item.link {
      switch link {
      case .failure: return kinds["or"] ?? (linksAsTargets ? kinds["no"] : kinds["ln"])
      case .success(let kind) where linksAsTargets:
        return kind == .directory ? kinds["di"] : regularStyle(name: item.name, mode: 0)
      case .success: return kinds["ln"]
      }
    }
    guard case .success(let status) = item.status else { return kinds["or"] ?? kinds["no"] }
    let mode = status.permissions
    switch status.kind {
    case .directory:
      let sticky = mode & 0o1000 != 0
      let otherWritable = mode & 0o002 != 0
      if sticky, otherWritable, let style = kinds["tw"] { return style }
      if otherWritable, let style = kinds["ow"] { return style }
      if sticky, let style = kinds["st"] { return style }
      return kinds["di"]
    case .fifo: return kinds["pi"]
    case .socket: return kinds["so"]
    case .blockDevice: return kinds["bd"]
    case .characterDevice: return kinds["cd"]
    case .regular: return regularStyle(name: item.name, mode: item.isExecutable ? mode | 0o100 : mode)
    case .symbolicLink, .unknown: return kinds["no"]
    }
  }

  /// A regular file's style: set-user-ID, set-group-ID, executable, then the name's pattern,
  /// then `fi` and `no`, as `ls` checks them.
  private func regularStyle(name: [UInt8], mode: UInt32) -> Style? {
    if mode & 0o4000 != 0, let style = kinds["su"] { return style }
    if mode & 0o2000 != 0, let style = kinds["sg"] { return style }
    if mode & 0o111 != 0, let style = kinds["ex"] { return style }
    if let style = patternStyle(name) { return style }
    return kinds["fi"] ?? kinds["no"]
  }

  /// The style of the last given pattern that ends `name`. O(patterns ending in its last byte).
  func patternStyle(_ name: [UInt8]) -> Style? {
    guard let last = name.last, let candidates = byLastByte[Self.lowered(last)] else { return nil }
    for index in candidates {
      let pattern = patterns[index]
      guard pattern.suffix.count <= name.count else { continue }
      let end = name[(name.count - pattern.suffix.count)...]
      let matches =
        pattern.exact
        ? end.elementsEqual(pattern.suffix) : end.lazy.map(Self.lowered).elementsEqual(pattern.suffix)
      if matches { return pattern.style }
    }
    return nil
  }

  /// The style an SGR parameter list such as `01;34` or `38;2;255;128;0` selects; a part that is
  /// no number is skipped.
  static func style(sgr: Substring) -> Style? {
    var style = Style()
    // Each code, capped so that a long run of digits reads as a number out of range, not a trap.
    let codes = sgr.split(separator: ";", omittingEmptySubsequences: false).map { part in
      part.isEmpty ? 0 : part.count > 9 ? Int.max : Int(part) ?? Int.max
    }
    var index = 0
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = Style()
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4, 21: style.underline = true
      case 5, 6: style.blink = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 25: style.blink = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .indexed(code - 30)
      case 90...97: style.foreground = .indexed(code - 90 + 8)
      case 39: style.foreground = .default
      case 40...47: style.background = .indexed(code - 40)
      case 100...107: style.background = .indexed(code - 100 + 8)
      case 49: style.background = .default
      case 38, 48:
        let (color, used) = extendedColor(codes[(index + 1)...])
        if code == 38 { style.foreground = color } else { style.background = color }
        index += used
      default: break
      }
      index += 1
    }
    return style
  }

  /// The colour after a 38 or 48: `5;N` or `2;R;G;B`, and how many codes it took; the default
  /// colour for a number out of range or a list cut short.
  private static func extendedColor(_ codes: ArraySlice<Int>) -> (TerminalColor, Int) {
    let values = Array(codes)
    if values.first == 5 {
      guard values.count >= 2 else { return (.default, values.count) }
      return (.indexed(values[1]), 2)
    }
    if values.first == 2 {
      guard values.count >= 4 else { return (.default, values.count) }
      let channels = values[1...3]
      guard channels.allSatisfy({ (0...255).contains($0) }) else { return (.default, 4) }
      return (.rgb(UInt8(values[1]), UInt8(values[2]), UInt8(values[3])), 4)
    }
    return (.default, 0)
  }

  private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

  private static func lowercased(_ bytes: [UInt8]) -> [UInt8] { bytes.map(lowered) }
}
