/// What a key sequence of ``KeyBindings`` does (rule T3). The browser carries each out in
/// `Browser+Actions.swift`; a count typed first (`5j`) goes with it.
package enum KeyAction: Hashable, Sendable {
  case moveUp, moveDown, pageUp, pageDown, halfPageUp, halfPageDown, top, bottom
  case open, openMovingRight, goUp, goLeft
  case goHome, previousFolder, historyBack, historyForward
  /// `gr`, `ge`…: a folder by its path.
  case goTo(String)
  /// `:` and `cd`: the command line, with this text typed.
  case commandLine(String)
  /// `m x`, `' x`, `um x`: the key after it names the bookmark.
  case setBookmark, goToBookmark, deleteBookmark
  case toggleMark, invertMarks, clearMarks
  case filter, nextMatch, previousMatch, toggleHidden
  case sort(ListingOrder.Key, reversed: Bool)
  case reverseOrder
  case detailsView(Bool)
  case openWith, pager, editor, runCommand, shell
  case copyPath, copyFolder, copyName
  case nextColumn, previousColumn
  case sidebar, inspector, fold, tint, reload, redraw
  case escape, suspend, help, quit, cancel
  /// The file operations (rules T10–T14): `yy` and `dd` fill the register, `ud` empties it, `pp`
  /// pastes it, `dD` trashes, `uu` undoes; `cw`, `a`, `A`, `I` open `:rename` with the cursor there.
  case copyToRegister, cutToRegister, clearRegister, paste, trash, undo
  case rename(CommandLineEdit.Start)
  /// A ranger key for what Colonnade does not do yet (`po`, `pl`): kept, and says so.
  case reserved(String)

  /// Whether the key after this one is its argument (a bookmark's name), not a command.
  package var takesArgument: Bool {
    switch self {
    case .setBookmark, .goToBookmark, .deleteBookmark: true
    default: false
    }
  }
}
