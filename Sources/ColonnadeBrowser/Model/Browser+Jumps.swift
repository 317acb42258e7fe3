import Colonnade
import ColonnadeTerminal

extension Browser {
  // MARK: Jumps (`~`, `-`, `H`, `L`, `:`, bookmarks `m` and `'`)

  /// Shows `folder` in the list as the list's only folder, focused, with `name` highlighted when
  /// given; leaves the About page for the first place (rules N3, N6).
  mutating func jump(to folder: FilePath, highlighting name: [UInt8]? = nil) {
    if state.navigation.style != .tripleColumn {
      send(.destinationSelected(.place(places[0]), reset: false))
    }
    if top(.supplementary)?.route.listedDirectory != folder || state.navigation.stacks.supplementary.count > 1
    {
      send(.itemSelected(.directory(folder), in: .supplementary))
    }
    if state.layout[.supplementary] != nil, focusedColumn != .supplementary {
      send(.focusMoved(.supplementary))
    }
    if state.layout.isCollapsed, top(.secondary) != nil { send(.backRequested) }
    if let name, let entry = top(.supplementary) {
      wantedHighlights[entry.id] = name
      applyWantedHighlight(entry.id)
    }
  }

  /// `~`: the home folder.
  mutating func goHome() {
    guard let home else {
      message = "No home folder: $HOME is not set"
      return
    }
    jump(to: home)
  }

  /// `-`: the folder shown before this one (as `cd -`); pressed again, back here.
  mutating func goToPreviousFolder() {
    guard let folder = visits.previous else {
      message = "No previous folder yet"
      return
    }
    jump(to: folder)
  }

  /// `H`, `L`: back and forward through the folders shown (ranger's history).
  mutating func goThroughHistory(by step: Int) {
    var history = visits
    guard let folder = history.step(by: step) else {
      message = step < 0 ? "No earlier folder in the history" : "No later folder in the history"
      return
    }
    visits = history
    jump(to: folder)
  }

  /// Notes the folder the list shows after each event, for the history.
  mutating func recordVisit() {
    guard state.navigation.style == .tripleColumn, let folder = top(.supplementary)?.route.listedDirectory
    else { return }
    if visits.current != folder { visits.visit(folder) }
  }

  /// The second key of a two-key command: `zh` hidden files, `m` + key marks the folder shown,
  /// `'` + key goes to the folder marked (`''` to the previous folder, as in ranger).
  mutating func finishPrefix(_ prefix: Character, _ key: Key) {
    switch (prefix, key) {
    case ("z", .character("h")):
      toggleHidden()
    case ("m", .character(let mark)):
      guard let folder = currentFolder else { return }
      bookmarks[mark] = folder
      message = "Bookmark \(mark): \(folder.abbreviated(home: home))"
    case ("'", .character("'")):
      goToPreviousFolder()
    case ("'", .character(let mark)):
      guard let folder = bookmarks[mark] else {
        message = "No bookmark \(mark): m \(mark) marks the folder shown"
        return
      }
      jump(to: folder)
    default:
      message = "Unknown key \(prefix) \(key): ? lists the keys"
    }
  }

  /// A key while a path is typed after `:`: characters extend it, Backspace shortens it (or
  /// closes the prompt when empty), Enter goes there, Esc closes the prompt.
  mutating func editPathPrompt(_ key: Key) -> BrowserCommand {
    let text = pathPrompt ?? ""
    switch key {
    case .character(let character): pathPrompt = text + String(character)
    case .backspace: pathPrompt = text.isEmpty ? nil : String(text.dropLast())
    case .escape: pathPrompt = nil
    case .control("c"): return .quit
    case .enter:
      pathPrompt = nil
      go(to: text)
    default: break
    }
    return .continue
  }

  /// Goes to the folder a person typed: a folder opens, a file opens its folder with the file
  /// highlighted, as `colonnade PATH` does.
  mutating func go(to text: String) {
    guard !text.isEmpty else { return }
    let base = currentFolder ?? places[0].path
    guard let path = FilePath.resolving(text, from: base, home: home) else {
      message = "No home folder: $HOME is not set"
      return
    }
    do throws(FileTreeError) {
      if try tree.status(of: path).kind == .directory {
        jump(to: path)
      } else {
        jump(to: path.parent, highlighting: path.lastComponent)
      }
    } catch {
      message = "Cannot go to \(path.abbreviated(home: home)): \(error)"
    }
  }
}
