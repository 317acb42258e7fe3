import Colonnade
import ColonnadeTerminal

extension Browser {
  /// Rule T3: side by side with the detail, the detail always previews the
  /// list's highlighted entry, however the highlight got there (a move, launch, back, a resize, a
  /// load); collapsed, the list stays until Enter.
  /// Runs after every event, so it builds no text: only the highlighted entry's path.
  mutating func followHighlight() {
    guard let highlighted = highlightedRow else {
      if details != nil { details = nil }
      return
    }
    let path = Self.path(of: highlighted)
    if state.layout[.inspector] != nil {
      // The listing's own `lstat` of the entry (kept fresh by the folder's watch: a `chown` reloads
      // it, and the details follow) serves, but for a link, whose target is read.
      let known = highlighted.listing.linkStatus(at: highlighted.row)
      if details?.path != path || (known != nil && details?.status != known) {
        details = EntryDetails.read(path, status: known, from: tree, names: &ownerNames)
      }
    }
    // Under floating columns the dimmed detail is not beside the list: a highlight there chooses
    // nothing (the engine would take a selection as the user's choice and dismiss them, rule N10);
    // Enter does.
    guard !state.layout.isCollapsed, state.layout[.secondary]?.isDimmed == false else { return }
    if top(.secondary)?.route != .file(path) {
      send(.itemSelected(.file(path), in: .secondary))
    }
  }

  /// The highlighted entry of the list column, if it shows a folder.
  package var highlightedItem: ListingItem? {
    highlightedRow.map { $0.listing.item(at: $0.row) }
  }

  /// The path of ``highlightedItem``, without making its text.
  var highlightedPath: FilePath? {
    highlightedRow.map(Self.path(of:))
  }

  /// The path of a listing's row.
  private static func path(of highlighted: (listing: DirectoryListing, row: Int)) -> FilePath {
    highlighted.listing.path.appending(highlighted.listing.name(at: highlighted.row))
  }

  /// The list column's listing and its highlighted row, if it shows a folder.
  private var highlightedRow: (listing: DirectoryListing, row: Int)? {
    guard let entry = top(.supplementary), state.navigation.style == .tripleColumn,
      case .listing(let listing) = contents[entry.id], listing.count > 0
    else { return nil }
    return (listing, min(cursors[entry.id] ?? 0, listing.count - 1))
  }

  /// Enter: selects a place, drills into a folder, or shows a file in the detail (rules N3, N4, N6).
  /// The engine dismisses what floated over the column that shows the choice and says where focus
  /// is (rules N10, N11): a selection leaves it in a column that stays shown.
  ///
  /// - Returns: the column that shows what opened in another column, if any.
  @discardableResult
  mutating func open() -> Column? {
    guard let entry = top(focusedColumn) else { return nil }
    switch entry.route {
    case .sidebar:
      let index = cursors[entry.id] ?? 0
      let destination: BrowserRoute = index < places.count ? .place(places[index]) : .about
      send(.destinationSelected(destination, reset: state.navigation.selection == destination))
      return destination == .about ? .secondary : .supplementary
    case .place, .directory:
      guard let item = highlightedItem else { return nil }
      if item.opensAsDirectory {
        send(.itemPushed(.directory(item.path), in: .supplementary))
        return nil
      }
      send(.itemSelected(.file(item.path), in: .secondary))
      return .secondary
    case .about, .file:
      return nil
    }
  }

  /// → l: opens as Enter does, then moves right into the column that shows what opened, as
  /// ranger's `l` does — a focus move the user asks for by the key, not a decision about the
  /// selection (rule T3).
  mutating func openMovingRight() -> BrowserCommand {
    if let chosen = choiceOfPicker() { return chosen }
    guard let target = open(), !state.layout.isCollapsed, state.layout[target] != nil,
      focusedColumn != target
    else { return .continue }
    send(.focusMoved(target))
    return .continue
  }

  /// Esc: clears the list's filter; closes the lifecycle view; dismisses floating columns as a tap
  /// on the dimmed area would (rule D4); stops a running file operation (T13); from the detail
  /// beside the list, returns focus to the list (T3); else goes back.
  mutating func escape() -> BrowserCommand {
    if focusedColumn == .supplementary, let entry = top(.supplementary), filters[entry.id] != nil {
      setFilter(nil, for: entry.id)
    } else if showsLifecycle {
      showsLifecycle = false  // The lifecycle view is drawn over the columns: it closes first.
    } else if state.layout.presentsModal {
      // The Info sheet over a collapsed layout, or the levitated Info pane, closes first: back
      // dismisses it (rules L10, L15).
      send(.backRequested)
    } else if state.layout.hasDimmedArea {
      send(.dimmedAreaTapped)
    } else if let operation {
      // A running copy stops at its next chunk; its report says what was done (rule T13).
      message = "Stopping the \(operation.verb)…"
      return .operate(.cancel)
    } else if focusedColumn == .secondary, !state.layout.isCollapsed, state.layout[.supplementary] != nil,
      state.navigation.style == .tripleColumn
    {
      send(.focusMoved(.supplementary))
    } else {
      goBack()
    }
    return .continue
  }

  /// Goes back (rule N5), first dismissing floating columns as a tap on the dimmed area would (D4).
  mutating func goBack() {
    if state.layout.hasDimmedArea {
      send(.dimmedAreaTapped)
    } else if coordinator.snapshot.canGoBack {
      send(.backRequested)
    } else {
      message = "Nothing to go back to"
    }
  }

  /// Backspace (and ← h from the list with no column to its left): the parent folder, at any
  /// depth, as in nnn, ranger and mc, with the folder just left highlighted (rule T3).
  /// From a preview collapsed over the list, back to the list.
  mutating func goUp() {
    guard state.navigation.style == .tripleColumn, let entry = top(.supplementary),
      let folder = entry.route.listedDirectory, focusedColumn != .primary
    else { return goBack() }
    if focusedColumn != .supplementary {
      if state.layout.isCollapsed { return goBack() }
      send(.focusMoved(.supplementary))
    }
    if state.navigation.stacks.supplementary.count > 1 {
      send(.backRequested)  // The pushed folders are the path down: popping one goes up.
      return
    }
    guard folder != .root else {
      message = "Already at /"
      return
    }
    send(.itemSelected(.directory(folder.parent), in: .supplementary))
    if let top = top(.supplementary) {
      wantedHighlights[top.id] = folder.lastComponent
      applyWantedHighlight(top.id)
    }
  }

  /// ← h: from the list, the parent folder in every layout, as ranger's `h` (Shift-Tab and `zs`
  /// reach the sidebar); from another column, the previous one, else back.
  mutating func goLeft() {
    if focusedColumn == .supplementary, state.navigation.style == .tripleColumn { return goUp() }
    if state.layout.isCollapsed || !moveFocus(by: -1, wrapping: false) { goBack() }
  }

  /// Tab, Shift-Tab: focus the next or previous shown column in reading order (rule L9).
  @discardableResult
  mutating func moveFocus(by step: Int, wrapping: Bool = true) -> Bool {
    let order = state.layout.accessibilityOrder.filter { $0 != .inspector }
    guard order.count > 1, let index = order.firstIndex(of: focusedColumn) else { return false }
    var next = index + step
    if wrapping {
      next = (next % order.count + order.count) % order.count
    } else if next < 0 || next >= order.count {
      return false
    }
    return send(.focusMoved(order[next]))
  }

  /// `zs`: the sidebar button (rule D3); showing the sidebar focuses it (a rail does not, L13).
  mutating func pressSidebarButton() {
    guard state.layout.sidebarButton != .hidden else {
      message = "No sidebar button while collapsed: Esc goes back to Places"
      return
    }
    send(.sidebarButtonTapped)
    if state.layout.showsSidebar { send(.focusMoved(.primary)) }
  }

  /// `zi`: the inspector button; the engine keeps the choice across resizes (rule L11).
  mutating func toggleInspector() {
    send(.inspectorButtonTapped)
    if state.overrides.inspector == true, state.layout[.inspector] == nil {
      message = "No room for the inspector here"
    }
  }

  /// `R`: the focused pane's data is out of date; it reloads now (rule R2).
  mutating func reload() {
    guard focusedColumn != .inspector, top(focusedColumn) != nil else { return }
    if send(.dataInvalidated(focusedColumn)) { message = "Reloaded" }
  }
}
