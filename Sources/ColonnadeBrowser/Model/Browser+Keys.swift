import Colonnade
import ColonnadeTerminal

extension Browser {
  /// Rule T3: what each key does, as ``KeyBindings`` declares. What is open takes the key first:
  /// a file operation's question, the filter or command being typed, the open-with menu, the help, a bookmark's name after
  /// `m`, `'` or `um`. Else digits make a count, and keys gather until they make a sequence of the
  /// table (`g` then `g`), which runs; a key that makes none says so.
  mutating func handleKey(_ key: Key) -> BrowserCommand {
    if case .mouse(let event) = key {
      // A press closes what is drawn over the columns, as a key would, and does nothing else.
      if prompt != nil {
        return .continue  // A question waits for a key.
      } else if case .press = event.kind, showsHelp || openWithMenu != nil || !pendingKeys.isEmpty {
        showsHelp = false
        openWithMenu = nil
        clearPendingKeys()
      } else if !showsHelp {
        handleMouse(event)
      }
      return .continue
    }
    message = nil
    // Ctrl-C ends the browser whatever is open, choosing nothing (raw mode makes it a key).
    if key == .control("c") { return .cancel }
    if prompt != nil { return promptKey(key) }
    if filterEditing != nil { return editFilter(key) }
    if commandLine != nil { return editCommandLine(key) }
    if openWithMenu != nil { return openWithKey(key) }
    if showsHelp { return helpKey(key) }
    if let action = awaitedArgument { return finishArgument(action, key) }
    return dispatch(key)
  }

  /// The command whose argument the next key is (a bookmark's name after `m`, `'`, `um`), if any.
  var awaitedArgument: KeyAction? {
    guard !pendingKeys.isEmpty, let command = KeyBindings.table[pendingKeys], command.action.takesArgument
    else { return nil }
    return command.action
  }

  /// The largest count: past it, digits are ignored.
  static let countLimit = 99_999

  /// A key with nothing open: a digit of the count, the next key of a sequence, or a command.
  mutating func dispatch(_ key: Key) -> BrowserCommand {
    if pendingKeys.isEmpty, case .character(let character) = key, let digit = character.asciiDigit,
      digit > 0 || count != nil
    {
      count = min((count ?? 0) * 10 + digit, Self.countLimit)
      return .continue
    }
    if key == .escape, !pendingKeys.isEmpty || count != nil {
      clearPendingKeys()
      return .continue
    }
    let keys = pendingKeys + [key]
    if let command = KeyBindings.table[keys] {
      let repeats = count
      if count != nil { count = nil }
      if command.action.takesArgument {
        pendingKeys = keys
        return .continue
      }
      if !pendingKeys.isEmpty { pendingKeys = [] }
      return perform(command.action, count: repeats)
    }
    if KeyBindings.prefixes[keys] != nil {
      pendingKeys = keys
      return .continue
    }
    clearPendingKeys()
    let typed = KeyBindings.shownName(keys)
    let quoted = keys.allSatisfy { if case .character = $0 { true } else { false } } ? "‘\(typed)’" : typed
    message = "Unknown key \(quoted): ? lists the keys"
    return .continue
  }

  /// Forgets the keys and count typed so far, writing only what changes (a revision is a redraw).
  mutating func clearPendingKeys() {
    if !pendingKeys.isEmpty { pendingKeys = [] }
    if count != nil { count = nil }
  }

  /// What the status line shows while a sequence is typed: the keys so far and how it can go on.
  var pendingKeysText: String? {
    guard !pendingKeys.isEmpty || count != nil else { return nil }
    let typed = (count.map(String.init) ?? "") + KeyBindings.shownName(pendingKeys)
    if let action = awaitedArgument {
      return typed + "  " + (action == .setBookmark ? "a key to name the folder by" : "a bookmark's key")
        + " · Esc cancels"
    }
    let next = (KeyBindings.prefixes[pendingKeys] ?? []).map {
      KeyBindings.shownName($0.keys) + " " + $0.label
    }
    return ([typed] + next).joined(separator: "  ")
  }

  /// A key while the help is shown: ↑ ↓ j k, PgUp, PgDn and Space scroll a help longer than the
  /// screen; any other key closes it (q and Esc too: they never quit from the help).
  mutating func helpKey(_ key: Key) -> BrowserCommand {
    let maximum = Self.help.maximumScrollOffset(in: screen().content)
    let page = max(1, Self.help.visibleLines(in: screen().content))
    let delta: Int? =
      switch key {
      case .down, .character("j"): 1
      case .up, .character("k"): -1
      case .pageDown, .character(" "), .control("f"), .control("d"): page
      case .pageUp, .control("b"), .control("u"): -page
      default: nil
      }
    guard let delta, maximum > 0 else {
      showsHelp = false
      return .continue
    }
    helpScroll = min(max(0, helpScroll + delta), maximum)
    return .continue
  }

  /// The focused column, as the engine reports it.
  package var focusedColumn: Column { coordinator.focusedColumn }

  /// The rows of the focused pane's body, for Page Up and Page Down.
  var pageSize: Int { max(1, (screen().body(of: focusedColumn)?.height ?? 2) - 1) }

  /// How many rows the list shown by `entry` has, or `nil` when it shows no list.
  func listCount(_ entry: Entry<BrowserRoute>) -> Int? {
    switch entry.route {
    case .sidebar: return places.count + 1
    case .place, .directory:
      if case .listing(let listing) = contents[entry.id] { return listing.count }
      return 0
    case .about, .file: return nil
    }
  }

  /// Moves the highlighted row of the focused list, or scrolls the focused text, by `delta`.
  mutating func move(by delta: Int) {
    guard let entry = top(focusedColumn), let body = screen().body(of: focusedColumn) else { return }
    if let count = listCount(entry) {
      guard count > 0 else { return }
      let current = cursors[entry.id] ?? 0
      let next = min(max(0, current.addingReportingOverflow(delta).partialValue), count - 1)
      // The body is already laid out: no second layout through `listRows(of:)`.
      setCursor(next, of: entry.id, count: count, visibleRows: Self.listRows(in: focusedColumn, body: body))
    } else if case .text(let notice, let view) = paneBody(of: entry, width: body.width, height: body.height) {
      let area = Self.textArea(of: body, notice: notice.count)
      let maximum = view.maximumScrollOffset(width: area.width, height: area.height)
      let current = scrolls[entry.id] ?? 0
      let next = min(max(0, current.addingReportingOverflow(delta).partialValue), maximum)
      if next != current || scrolls[entry.id] == nil { scrolls[entry.id] = next }
    }
  }

  /// Moves the highlight to row `row` (from 0) of the focused list, or the text to that line.
  mutating func move(to row: Int) {
    guard let entry = top(focusedColumn) else { return }
    let current = listCount(entry) != nil ? cursors[entry.id] ?? 0 : scrolls[entry.id] ?? 0
    move(by: row.subtractingReportingOverflow(current).partialValue)
  }

  /// Where a text body's scrolling text is drawn: below the notices, one column in from each side.
  /// The scroll limit and the drawing both use it, so `G` reaches the last line.
  static func textArea(of body: CellRect, notice: Int) -> CellRect {
    body.inset(top: notice, left: 1, right: 1)
  }
}

extension Character {
  /// The value of an ASCII digit, `nil` for any other character.
  fileprivate var asciiDigit: Int? {
    guard let value = asciiValue, value >= 0x30, value <= 0x39 else { return nil }
    return Int(value - 0x30)
  }
}
