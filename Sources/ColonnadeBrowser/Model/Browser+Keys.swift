import Colonnade
import ColonnadeTerminal

extension Browser {
  /// Rule T3: what each key does.
  ///
  /// ↑ ↓ j k move the highlighted row (or scroll a preview), ← h goes to the previous column or
  /// back, → l and Enter open, Esc and Backspace go back, Tab and Shift-Tab move focus, `s` is the
  /// sidebar button, `i` the inspector, `f` cycles the fold, `r` reloads, `d` toggles the lifecycle
  /// tint, `?` the help, `q` and Ctrl-C quit. With the help shown, any other key closes it.
  mutating func handleKey(_ key: Key) -> BrowserCommand {
    message = nil
    if key == .control("c") || key == .character("q") { return .quit }
    if showsHelp {
      showsHelp = false
      return .continue
    }
    switch key {
    case .character("?"): showsHelp = true
    case .character("s"): pressSidebarButton()
    case .character("i"): toggleInspector()
    case .character("f"): applyWindow(size: size, fold: fold.next)
    case .character("d"): showsLifecycle.toggle()
    case .character("r"): reload()
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .up, .character("k"): move(by: -1)
    case .down, .character("j"): move(by: 1)
    case .pageUp: move(by: -pageSize)
    case .pageDown: move(by: pageSize)
    case .home, .character("g"): move(by: Int.min / 2)
    case .end, .character("G"): move(by: Int.max / 2)
    case .enter, .right, .character("l"): open()
    case .left, .character("h"): goLeft()
    case .escape, .backspace: goBack()
    default: break
    }
    return .continue
  }

  /// The focused column, as the engine reports it.
  var focusedColumn: Column { state.focusedColumn }

  /// The rows of the focused pane's body, for Page Up and Page Down.
  var pageSize: Int { max(1, (screen().body(of: focusedColumn)?.height ?? 2) - 1) }

  /// How many rows the list shown by `entry` has, or `nil` when it shows no list.
  func listCount(_ entry: Entry<BrowserRoute>) -> Int? {
    switch entry.route {
    case .sidebar: return places.count + 1
    case .place, .directory:
      if case .listing(let listing) = contents[entry.id] { return listing.items.count }
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
      cursors[entry.id] = next
      scrolls[entry.id] = ListView.scrollOffset(
        keeping: next, visibleRows: body.height, count: count, current: scrolls[entry.id] ?? 0)
      if next != current { previewHighlighted() }
    } else if case .text(let notice, let view) = paneBody(of: entry, width: body.width - 1) {
      let maximum = view.maximumScrollOffset(
        width: body.width - 1, height: max(0, body.height - notice.count))
      let current = scrolls[entry.id] ?? 0
      scrolls[entry.id] = min(max(0, current.addingReportingOverflow(delta).partialValue), maximum)
    }
  }

  /// Side by side with the detail, moving in the list previews the highlighted entry (like a
  /// column browser); collapsed, the list stays until Enter.
  mutating func previewHighlighted() {
    guard focusedColumn == .supplementary, let item = highlightedItem, !state.layout.isCollapsed,
      state.layout[.secondary] != nil
    else { return }
    send(.itemSelected(.file(item.path), in: .secondary))
  }

  /// The highlighted entry of the list column, if it shows a folder.
  var highlightedItem: ListingItem? {
    guard let entry = top(.supplementary), state.navigation.style == .tripleColumn,
      case .listing(let listing) = contents[entry.id], !listing.items.isEmpty
    else { return nil }
    return listing.items[min(cursors[entry.id] ?? 0, listing.items.count - 1)]
  }

  /// Enter: selects a place, drills into a folder, or shows a file in the detail (rules N3, N4, N6).
  mutating func open() {
    guard let entry = top(focusedColumn) else { return }
    switch entry.route {
    case .sidebar:
      let index = cursors[entry.id] ?? 0
      let destination: BrowserRoute = index < places.count ? .place(places[index]) : .about
      send(.destinationSelected(destination, reset: state.navigation.selection == destination))
      if state.layout.hasDimmedArea { send(.dimmedAreaTapped) }
      let target: Column = destination == .about ? .secondary : .supplementary
      if !state.layout.isCollapsed, state.layout[target] != nil { send(.focusMoved(target)) }
    case .place, .directory:
      guard let item = highlightedItem else { return }
      if item.opensAsDirectory {
        send(.itemPushed(.directory(item.path), in: .supplementary))
      } else {
        send(.itemSelected(.file(item.path), in: .secondary))
        if !state.layout.isCollapsed, state.layout[.secondary] != nil { send(.focusMoved(.secondary)) }
      }
    case .about, .file:
      break
    }
  }

  /// Esc, Backspace: dismisses floating columns as a tap on the dimmed area would (rule D4), else
  /// goes back (rule N5).
  mutating func goBack() {
    if state.layout.hasDimmedArea {
      send(.dimmedAreaTapped)
    } else if coordinator.snapshot.canGoBack {
      send(.backRequested)
    } else {
      message = "Nothing to go back to"
    }
  }

  /// ← h: back out of a subfolder in the list, else focus the previous column, else go back.
  mutating func goLeft() {
    if state.layout.isCollapsed
      || (focusedColumn == .supplementary && state.navigation.stacks.supplementary.count > 1)
    {
      goBack()
    } else if !moveFocus(by: -1, wrapping: false) {
      goBack()
    }
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

  /// `s`: the sidebar button (rule D3); showing the sidebar focuses it.
  mutating func pressSidebarButton() {
    guard state.layout.sidebarButton != .hidden else {
      message = "No sidebar button while collapsed: Esc goes back to Places"
      return
    }
    send(.sidebarButtonTapped)
    if state.layout[.primary] != nil { send(.focusMoved(.primary)) }
  }

  /// `i`: shows or hides the inspector; the choice holds in this width class.
  mutating func toggleInspector() {
    let shown = !state.configuration.showsInspector
    inspectorChoice = (shown, state.layout.widthClass.name)
    updateInspectorPresentation()
    if shown, state.layout[.inspector] == nil { message = "No room for the inspector here" }
  }

  /// `r`: the focused pane's data is out of date; it reloads now (rule R2).
  mutating func reload() {
    guard focusedColumn != .inspector, top(focusedColumn) != nil else { return }
    if send(.dataInvalidated(focusedColumn)) { message = "Reloaded" }
  }
}
