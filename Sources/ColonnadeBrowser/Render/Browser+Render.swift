import Colonnade
import ColonnadeScene
import ColonnadeTerminal

extension Browser {
  /// Draws the whole screen: panes where the engine put them, dividers, the status line, and the
  /// lifecycle view and help when shown. Pure: the same state draws the same grid (rule T7).
  ///
  /// Every name and every byte of content goes through `SafeText` on its way into the grid
  /// (rule T5). O(cells + shown text).
  public func render() -> CellGrid {
    var grid = CellGrid(size: size)
    let screen = screen()
    for pane in screen.panes where !pane.floats { drawing(of: pane, screen: screen).draw(into: &grid) }
    for divider in dividerDrawings(screen) { divider.draw(into: &grid) }
    // The content under floating or displacing leading columns is dimmed (rule L8); under a
    // levitated pane the scrim dims all of it, dividers too (rule L15).
    if state.layout.presentsLevitated {
      grid.dim(screen.content)
    } else {
      for pane in screen.panes where pane.layout.isDimmed { grid.dim(pane.rect) }
    }
    for pane in screen.panes where pane.floats {
      if let box = pane.box { grid.drawBox(box, style: Theme.standard.divider) }
      if let border = pane.border {
        grid.drawVerticalDivider(
          x: border.x, y: border.y, height: border.height, style: Theme.standard.divider)
      }
      drawing(of: pane, screen: screen).draw(into: &grid)
    }
    if let row = screen.statusLine { statusLine.draw(into: &grid, in: row) }
    if showsLifecycle { drawLifecycle(into: &grid, in: screen.content) }
    if showsHelp {
      var help = Self.help
      help.scrollOffset = helpScroll
      help.draw(into: &grid, in: screen.content)
    } else if let menu = shownMenu {
      menu.draw(into: &grid, in: screen.content)
    }
    return grid
  }

  /// A file operation's conflict, the open-with menu or, while `m`, `'` or `um` waits for a name,
  /// the bookmarks, as ranger draws them.
  var shownMenu: HelpOverlay? {
    if let conflictMenu { return conflictMenu }
    if openWithMenu != nil {
      let files = openWithMenu.map {
        $0.files.count == 1 ? $0.files[0].displayName : "\($0.files.count) files"
      }
      return HelpOverlay(
        title: "Open \(files ?? "") with", bindings: openWithLines, footer: "A number opens · Esc closes")
    }
    guard let action = awaitedArgument else { return nil }
    var lines = bookmarkLines
    if lines.isEmpty {
      lines = [HelpOverlay.Binding(keys: " ", action: "None yet: m x bookmarks the folder shown")]
    }
    let footer =
      switch action {
      case .setBookmark: "A key names the folder shown · Esc closes"
      case .deleteBookmark: "A key forgets that bookmark · Esc closes"
      default: "A key goes there ('' the previous folder) · Esc closes"
      }
    return HelpOverlay(title: "Bookmarks", bindings: lines, footer: footer)
  }

  /// The status line: what is typed, a message, a question or a running operation's progress,
  /// else where the focus is; and the summary.
  var statusLine: StatusLine {
    StatusLine(
      leading: commandLineText ?? pendingKeysText ?? message ?? promptText ?? operationText ?? location,
      trailing: statusSummary, keeping: Self.helpHint)
  }

  /// The dividers as drawn, in order.
  func dividerDrawings(_ screen: ScreenLayout) -> [DividerDrawing] {
    screen.dividers.compactMap { divider in
      guard !divider.isEmpty else { return nil }
      let isHinge = state.environment.hinges.contains {
        TerminalWindow.cells($0.rect).intersection(screen.content) == divider
      }
      if isHinge { return .hinge(divider) }
      return divider.width <= divider.height ? .vertical(divider) : .horizontal(divider)
    }
  }

  /// What one pane draws: its header (sidebar button, back button, title) and its body.
  func drawing(of pane: ScreenLayout.Pane, screen: ScreenLayout) -> PaneDrawing {
    var rows: ListingRows?
    return drawing(of: pane, screen: screen, rows: &rows)
  }

  /// ``drawing(of:screen:)`` reusing the list rows kept in `rows`, if given.
  func drawing(of pane: ScreenLayout.Pane, screen: ScreenLayout, rows: inout ListingRows?) -> PaneDrawing {
    let column = pane.layout.column
    let entry = column == .inspector || (column == .secondary && filterHidesPreview) ? nil : top(column)
    let focused = column == focusedColumn
    var theme = Theme.standard
    var title = entry?.route.title ?? placeholderTitle(column)
    var tint: TerminalColor?
    if showsLifecycle, let entry, let paneState = state.lifecycle.state(of: entry.id) {
      tint = Self.color(of: paneState)
      let header = Style(foreground: Self.color(of: paneState), bold: true, reverse: true)
      theme.header = header
      theme.focusedHeader = header
      title += " [\(paneState.rawValue)]"
    }
    let frame = PaneFrame(
      title: title, backButton: pane.layout.showsBackButton ? backLabel(for: column) : nil,
      sidebarButton: hostsSidebarButton(column) ? "☰" : nil, focused: focused, theme: theme)
    var drawing = PaneDrawing(rect: pane.rect, frame: frame, body: .none, tint: tint)
    let body = pane.rect.inset(top: 1)
    guard !pane.rect.isEmpty, !body.isEmpty else { return drawing }
    if column == .inspector {
      drawing.body = .inspector(inspectorRows(width: body.width - 2, height: body.height))
    } else if pane.layout.presentation == .rail, let entry {
      drawing.body = .rail(railStrip(of: entry, height: body.height, focused: focused))
    } else if let entry {
      drawing.body = .content(
        paneBody(of: entry, width: body.width, height: body.height, focused: focused, rows: &rows))
    } else {
      drawing.body = .content(placeholder(column))
    }
    return drawing
  }

  /// Whether the list's filter matches nothing, so the preview beside it shows nothing either:
  /// the file it showed is not in the list the user sees.
  var filterHidesPreview: Bool {
    guard !state.layout.isCollapsed, let entry = top(.supplementary), filters[entry.id] != nil,
      case .listing(let listing) = contents[entry.id]
    else { return false }
    return listing.count == 0
  }

  /// What an empty column says.
  private func placeholder(_ column: Column) -> PaneBody {
    let text =
      column == .secondary
      ? "Move with ↑ ↓ or j k to preview an entry; Enter opens it."
      : "Choose a place in the sidebar."
    return .text(
      notice: [PaneBody.Notice(text: "Nothing selected", emphasized: true)],
      view: TextView(text: text))
  }

  private func placeholderTitle(_ column: Column) -> String {
    switch column {
    case .primary: "Places"
    case .supplementary: "Files"
    case .secondary: "Preview"
    case .inspector: "Info"
    // The browser puts nothing in UIKit's compact column (rule L14).
    case .compact: "Compact"
    }
  }

  /// The back button's label: the title of the screen a back would return to, the engine's
  /// answer (the snapshot's `backTargets`, rule N5).
  private func backLabel(for column: Column) -> String {
    coordinator.snapshot.backTargets[column]?.route.title ?? "Back"
  }

  /// Whether `column`'s header carries the sidebar button (rule D3).
  private func hostsSidebarButton(_ column: Column) -> Bool {
    SceneSidebarButton(layout: state.layout).host == column
  }

  /// The status line's left side: where the focused pane is, how many entries are marked, and
  /// what `yy` or `dd` kept for `pp`.
  private var location: String {
    guard !marks.isEmpty || register != nil else { return place }
    var text = place
    if !marks.isEmpty { text += "  " + FileFacts.number(UInt64(marks.count)) + " marked" }
    if let register { text += "  " + register.summary }
    return text
  }

  /// Where the focused pane is.
  private var place: String {
    guard let entry = top(focusedColumn), focusedColumn != .inspector else { return "Colonnade" }
    switch entry.route {
    case .sidebar: return "Places"
    case .about: return "About Colonnade"
    case .place, .directory:
      guard focusedColumn == .supplementary, let highlighted = highlightedPath else {
        return entry.route.listedDirectory?.abbreviated(home: home) ?? ""
      }
      var text = highlighted.abbreviated(home: home)
      if case .listing(let listing) = contents[entry.id] {
        let row = min(cursors[entry.id] ?? 0, listing.count - 1) + 1
        text.reserveCapacity(text.utf8.count + 24)
        text += "  "
        text += FileFacts.number(UInt64(max(0, row)))
        text += "/"
        text += FileFacts.number(UInt64(listing.count))
      }
      return text
    case .file(let path): return path.abbreviated(home: home)
    }
  }

  /// The status line's right side: the order, the window, its width class and fold, and the help key.
  private var statusSummary: String {
    let fold = self.fold == .flat ? "" : " · \(self.fold)"
    let hidden = order.showsHidden ? " +hidden" : ""
    var window = "\(size.width)×\(size.height)"
    if let requestedSize {
      window = "\(requestedSize.width)×\(requestedSize.height) drawn at \(size.width)×\(size.height)"
    }
    var text = order.key == .name && !order.reversed ? "" : "sort: \(order.summary) · "
    if let picker { text += picker == .files ? "choose: Enter · " : "choose: q · " }
    text.reserveCapacity(text.utf8.count + window.utf8.count + 48)
    if !hidden.isEmpty { text += "hidden shown · " }
    text += window
    text += " "
    text += state.layout.widthClass.name
    text += fold
    text += " · "
    text += Self.helpHint
    return text
  }

  /// What the status line always keeps.
  static let helpHint = "? help"

  /// Rule T3's lifecycle debug view: every live pane in its tint, with its data's phase.
  private func drawLifecycle(into grid: inout CellGrid, in area: CellRect) {
    let rows = state.lifecycleDebugRows
    let width = min(area.width, 64)
    let height = min(area.height, rows.count + 4)
    guard width >= 8, height >= 3 else { return }
    let box = CellRect(x: area.maxX - width, y: area.maxY - height, width: width, height: height)
    let border = Style(foreground: .yellow, bold: true)
    grid.fill(box)
    grid.drawBox(box, style: border)
    grid.drawText(
      " Lifecycle (zt) ", at: CellPoint(x: box.x + 2, y: box.y), maxWidth: box.width - 4, style: border)
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    for (index, row) in rows.prefix(max(0, inner.height - 1)).enumerated() {
      let text =
        Self.padded(row.state.rawValue, 10) + Self.padded(row.pane.column.rawValue, 14)
        + Self.padded("\(row.pane.entry.id)", 5) + Self.padded(Self.phase(row.data), 8)
        + row.pane.entry.route.description
      grid.drawText(
        text, at: CellPoint(x: inner.x, y: inner.y + index), maxWidth: inner.width,
        style: Style(foreground: Self.color(of: row.state)))
    }
    let counts = "loads \(statistics.loads) · reuses \(statistics.reuses) · releases \(statistics.releases)"
    grid.drawText(
      counts, at: CellPoint(x: inner.x, y: inner.maxY - 1), maxWidth: inner.width,
      style: Theme.standard.secondaryText)
  }

  static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func phase(_ phase: DataPhase) -> String {
    switch phase {
    case .empty: "empty"
    case .loading: "loading"
    case .loaded: "loaded"
    case .failed: "failed"
    }
  }

  /// The lifecycle debug view's tint (rule T3): created grey, visible blue, active green,
  /// hidden red.
  package static func color(of state: PaneState) -> TerminalColor {
    switch state {
    case .created: .brightBlack
    case .visible: .blue
    case .active: .green
    case .hidden: .red
    case .destroyed: .default
    }
  }

  /// The `?` overlay, from the one key table (``KeyBindings``).
  static let help = HelpOverlay(
    title: "Keys", bindings: KeyBindings.all.map { .init(keys: $0.keys, action: $0.action) },
    footer: "Press q, Esc or any key to close")
}
