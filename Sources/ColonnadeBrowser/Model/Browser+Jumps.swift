import Colonnade
import ColonnadeTerminal

extension Browser {
  // MARK: Jumps (`~`, `-`, `H`, `L`, `g…`, `:cd`)

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

  // MARK: Bookmarks (`m x`, `' x`, `um x`), kept between runs

  /// `m x`: bookmarks the folder shown as `name` (replacing what it named).
  mutating func setBookmark(_ name: Character) {
    guard name != "'", name != "`" else {
      message = "\(name) is the folder before the last jump: '\(name) goes there"
      return
    }
    guard let folder = currentFolder else { return }
    bookmarks[name] = folder
    bookmarkEdits[name] = .some(folder)
    rememberedRevision &+= 1
    message = "Bookmark \(name): \(folder.abbreviated(home: home))"
  }

  /// `' x`: the folder bookmarked as `name`; `''` the folder before the last jump, as in ranger.
  mutating func goToBookmark(_ name: Character) {
    if name == "'" || name == "`" { return goToPreviousFolder() }
    guard let folder = bookmarks[name] else {
      message = "No bookmark \(name): m \(name) bookmarks the folder shown"
      return
    }
    jump(to: folder)
  }

  /// `um x`: forgets the bookmark `name`.
  mutating func deleteBookmark(_ name: Character) {
    guard bookmarks.removeValue(forKey: name) != nil else {
      message = "No bookmark \(name) to forget"
      return
    }
    bookmarkEdits[name] = .some(nil)
    rememberedRevision &+= 1
    message = "Bookmark \(name) forgotten"
  }

  /// The bookmarks as the overlay lists them while `m`, `'` or `um` waits for a name: sorted by key.
  var bookmarkLines: [HelpOverlay.Binding] {
    bookmarks.sorted { $0.key < $1.key }.map {
      HelpOverlay.Binding(keys: String($0.key), action: $0.value.abbreviated(home: home))
    }
  }
}
