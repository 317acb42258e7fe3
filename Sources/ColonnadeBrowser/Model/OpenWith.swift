import ColonnadeTerminal

/// One program the open-with menu (`o`, `r`) offers for a file.
///
/// ```swift
/// OpenWithChoice(title: "vim ($EDITOR)", kind: .variable(["VISUAL", "EDITOR"], fallback: "vi", prefersOpener: false))
/// ```
public struct OpenWithChoice: Hashable, Sendable {
  /// What the menu shows: the program's name and where it comes from.
  public var title: String
  /// What runs.
  public var kind: ExternalProgram.Kind

  /// Creates a choice.
  public init(title: String, kind: ExternalProgram.Kind) {
    self.title = title
    self.kind = kind
  }

  /// What the menu offers where the edge says nothing more: the editor, the pager and the
  /// system's opener.
  public static let standard: [OpenWithChoice] = [
    OpenWithChoice(
      title: "$VISUAL or $EDITOR",
      kind: .variable(["VISUAL", "EDITOR"], fallback: "vi", prefersOpener: false)),
    OpenWithChoice(title: "$PAGER", kind: .variable(["PAGER"], fallback: "less", prefersOpener: false)),
    OpenWithChoice(
      title: "The desktop's opener", kind: .variable(["PAGER"], fallback: "less", prefersOpener: true)),
  ]
}

/// The open-with menu while it is shown: the file, or the marked files, and the choices.
struct OpenWithMenu: Hashable, Sendable {
  var files: [FilePath]
  var choices: [OpenWithChoice]

  /// The most choices shown, numbered 1 to 9.
  static let limit = 9
}

extension Browser {
  /// `o`, `r`: the programs that can open the chosen file (the marked files when any are marked),
  /// numbered: the editor, the pager, the desktop's applications for its type (from the edge's
  /// ``applications``), and a command typed after `open_with`.
  mutating func openWithMenuRequested() {
    guard let path = chosenPath else {
      message = "Nothing to open: highlight a file"
      return
    }
    let files = marks.isEmpty ? [path] : marks.paths
    openWithMenu = OpenWithMenu(files: files, choices: Array(applications(path).prefix(OpenWithMenu.limit)))
  }

  /// A key while the open-with menu is shown: a number runs that program, `t` or `:` types one,
  /// q and Esc close it.
  mutating func openWithKey(_ key: Key) -> BrowserCommand {
    guard let menu = openWithMenu else { return .continue }
    openWithMenu = nil
    switch key {
    case .character(let character) where character.isASCII && character.isNumber:
      let index = Int(String(character)).map { $0 - 1 } ?? -1
      guard menu.choices.indices.contains(index) else {
        message = "No program \(character) in the menu"
        return .continue
      }
      return .run(ExternalProgram(menu.choices[index].kind, files: menu.files, directory: currentFolder))
    case .character("t"), .character(":"):
      commandLine = CommandLineEdit("open_with ")
    default:
      break
    }
    return .continue
  }

  /// The menu's lines, for the overlay.
  var openWithLines: [HelpOverlay.Binding] {
    guard let menu = openWithMenu else { return [] }
    var lines = menu.choices.enumerated().map {
      HelpOverlay.Binding(keys: "\($0.offset + 1)", action: $0.element.title)
    }
    lines.append(HelpOverlay.Binding(keys: "t", action: "Type a program: open_with PROGRAM"))
    return lines
  }

  /// `:open_with PROGRAM`: runs PROGRAM on the terminal with the chosen file, or the marked files.
  mutating func openWith(_ program: String) -> BrowserCommand {
    guard !program.allSatisfy({ $0 == " " }), let path = chosenPath else {
      message = "Type a program after open_with, such as: open_with less"
      return .continue
    }
    let files = marks.isEmpty ? [path] : marks.paths
    return .run(
      ExternalProgram(
        .command(program + " \"$@\"", waitsForEnter: false), files: files, directory: currentFolder))
  }
}
