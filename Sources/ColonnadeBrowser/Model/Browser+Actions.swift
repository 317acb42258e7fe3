import Colonnade
import ColonnadeTerminal

extension Browser {
  /// Carries out one command of the key table (rule T3), `count` times where a count means
  /// something: rows, pages, marks; the row `G` and `gg` go to.
  mutating func perform(_ action: KeyAction, count: Int?) -> BrowserCommand {
    let times = max(1, count ?? 1)
    switch action {
    case .moveUp: move(by: -times)
    case .moveDown: move(by: times)
    case .pageUp: move(by: -pageSize * times)
    case .pageDown: move(by: pageSize * times)
    case .halfPageUp: move(by: -max(1, pageSize / 2) * times)
    case .halfPageDown: move(by: max(1, pageSize / 2) * times)
    case .top: count.map { move(to: $0 - 1) } ?? move(by: Int.min / 2)
    case .bottom: count.map { move(to: $0 - 1) } ?? move(by: Int.max / 2)
    case .open: return enter()
    case .openMovingRight: return openMovingRight()
    case .goUp: goUp()
    case .goLeft: goLeft()
    case .goHome: goHome()
    case .previousFolder: goToPreviousFolder()
    case .historyBack: goThroughHistory(by: -1)
    case .historyForward: goThroughHistory(by: 1)
    case .goTo(let path): go(to: path)
    case .commandLine(let text): commandLine = CommandLineEdit(text)
    case .setBookmark, .goToBookmark, .deleteBookmark: break  // they wait for the bookmark's name
    case .toggleMark: toggleMarks(times)
    case .invertMarks: invertMarks()
    case .clearMarks: clearMarks()
    case .filter: startFilter()
    case .nextMatch: jumpToMatch(by: times)
    case .previousMatch: jumpToMatch(by: -times)
    case .toggleHidden: toggleHidden()
    case .sort(let key, let reversed): setOrder(key: key, reversed: reversed)
    case .reverseOrder: setOrder(reversed: !order.reversed)
    case .detailsView(let shows): setDetailsView(shows)
    case .openWith: openWithMenuRequested()
    case .pager: return program(variables: ["PAGER"], fallback: "less")
    case .editor: return program(variables: ["VISUAL", "EDITOR"], fallback: "vi")
    case .runCommand: commandLine = CommandLineEdit("shell ")
    case .shell: return shellRequested()
    case .copyPath: return copy(chosenPath, what: "path")
    case .copyFolder: return copy(currentFolder, what: "folder's path")
    case .copyName: return copy(chosenPath.map { FilePath(bytes: $0.lastComponent) }, what: "name")
    case .nextColumn: moveFocus(by: 1)
    case .previousColumn: moveFocus(by: -1)
    case .sidebar: pressSidebarButton()
    case .inspector: toggleInspector()
    case .fold: applyWindow(size: size, fold: fold.next)
    case .tint: showsLifecycle.toggle()
    case .reload: reload()
    case .redraw: return .redraw
    case .escape: return escape()
    case .suspend: return .suspend
    case .help:
      showsHelp = true
      helpScroll = 0
    case .quit: return quit()
    case .cancel: return .cancel
    case .copyToRegister: fillRegister(moving: false)
    case .cutToRegister: fillRegister(moving: true)
    case .clearRegister: clearRegister()
    case .paste: return paste()
    case .trash: trashRequested()
    case .undo: return undoRequested()
    case .rename(let start): renameRequested(start)
    case .reserved(let what):
      message = "\(what) is not in Colonnade yet: pp pastes, asking before it overwrites"
    }
    return .continue
  }

  /// `q`: closes what is drawn over the columns (the Info sheet, floating columns, the lifecycle
  /// view) before anything else, as Esc does; with nothing over them, quits, unless a file
  /// operation runs (`Q` and Ctrl-C stop it and quit).
  mutating func quit() -> BrowserCommand {
    // The Info sheet, or the levitated Info pane, closes first (rules L10, L15).
    if state.layout.presentsModal {
      send(.backRequested)
    } else if state.layout.hasDimmedArea {
      send(.dimmedAreaTapped)
    } else if showsLifecycle {
      showsLifecycle = false
    } else if let operation {
      message = "Wait for the \(operation.verb) to finish, or press Esc to stop it (Q stops it and quits)"
    } else {
      return .quit
    }
    return .continue
  }

  /// The key after `m`, `'` or `um`: the bookmark's name (any character but a blank); Esc
  /// cancels; another key says it names no bookmark.
  mutating func finishArgument(_ action: KeyAction, _ key: Key) -> BrowserCommand {
    pendingKeys = []
    guard case .character(let name) = key, !name.isWhitespace else {
      if key != .escape {
        message = "\(KeyBindings.shownName(key)) cannot name a bookmark: use a letter, a digit or a sign"
      }
      return .continue
    }
    switch action {
    case .setBookmark: setBookmark(name)
    case .goToBookmark: goToBookmark(name)
    case .deleteBookmark: deleteBookmark(name)
    default: break
    }
    return .continue
  }

  /// `yp`, `yd`, `yn`: asks the caller to put `path`'s text on the clipboard, and says so.
  mutating func copy(_ path: FilePath?, what: String) -> BrowserCommand {
    guard let path else {
      message = "Nothing to copy here"
      return .continue
    }
    message = "Copied the \(what): " + path.abbreviated(home: home)
    return .copy(String(decoding: path.bytes, as: UTF8.self))
  }

  /// `Mp`, `Mf`: lists with each entry's permissions, size and time, or its size only.
  mutating func setDetailsView(_ shows: Bool) {
    showsDetails = shows
    message = shows ? "Details: permissions, size, modified (local time)" : "Names and sizes"
  }
}
