import Colonnade
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
    let theme = Theme.standard
    for pane in screen.panes where !pane.floats { draw(pane, into: &grid, screen: screen) }
    for divider in screen.dividers {
      drawDivider(divider, into: &grid, content: screen.content, theme: theme)
    }
    // The content under floating or displacing leading columns is dimmed (rule L8).
    for pane in screen.panes where pane.layout.isDimmed { grid.dim(pane.rect) }
    for pane in screen.panes where pane.floats {
      if let border = pane.border {
        grid.drawVerticalDivider(x: border.x, y: border.y, height: border.height, style: theme.divider)
      }
      draw(pane, into: &grid, screen: screen)
    }
    if let row = screen.statusLine {
      StatusLine(leading: message ?? location, trailing: statusSummary, keeping: Self.helpHint)
        .draw(into: &grid, in: row)
    }
    if showsLifecycle { drawLifecycle(into: &grid, in: screen.content) }
    if showsHelp { Self.help.draw(into: &grid, in: screen.content) }
    return grid
  }

  /// A divider line, or the fold drawn as a hatched band where a hinge lies.
  private func drawDivider(_ divider: CellRect, into grid: inout CellGrid, content: CellRect, theme: Theme) {
    guard !divider.isEmpty else { return }
    let isHinge = state.environment.hinges.contains {
      TerminalWindow.cells($0.rect).intersection(content) == divider
    }
    if isHinge {
      grid.drawHatch(divider, style: theme.hinge)
    } else if divider.width <= divider.height {
      grid.drawVerticalDivider(x: divider.x, y: divider.y, height: divider.height, style: theme.divider)
    } else {
      grid.drawHorizontalDivider(x: divider.x, y: divider.y, width: divider.width, style: theme.divider)
    }
  }

  /// One pane: its header (sidebar button, back button, title) and its body.
  private func draw(_ pane: ScreenLayout.Pane, into grid: inout CellGrid, screen: ScreenLayout) {
    guard !pane.rect.isEmpty else { return }
    let column = pane.layout.column
    let entry = column == .inspector ? nil : top(column)
    let focused = column == focusedColumn
    var theme = Theme.standard
    var title = entry?.route.title ?? placeholderTitle(column)
    var tint: TerminalColor?
    if showsLifecycle, let entry, let paneState = state.lifecycle.state(of: entry.id) {
      tint = Self.color(of: paneState.debugTint)
      let header = Style(foreground: Self.color(of: paneState.debugTint), bold: true, reverse: true)
      theme.header = header
      theme.focusedHeader = header
      title += " [\(paneState.rawValue)]"
    }
    defer {
      // Issue 13, item 8: `d` tints each pane's body, not only its header.
      if let tint { grid.setForeground(pane.rect.inset(top: 1), tint) }
    }
    let frame = PaneFrame(
      title: title, backButton: pane.layout.showsBackButton ? backLabel(for: column) : nil,
      sidebarButton: hostsSidebarButton(column, screen: screen) ? "☰" : nil, focused: focused, theme: theme)
    let body = frame.draw(into: &grid, in: pane.rect)
    guard !body.isEmpty else { return }
    if column == .inspector {
      TextView(text: inspectorText(width: body.width - 2)).draw(
        into: &grid, in: body.inset(left: 1, right: 1))
      return
    }
    let content: PaneBody
    if let entry {
      content = paneBody(of: entry, width: body.width, height: body.height, focused: focused)
    } else {
      content = placeholder(column)
    }
    switch content {
    case .list(let list, let footer):
      var area = body
      if let footer, body.height >= 2 {
        area = body.inset(bottom: 1)
        grid.drawText(
          footer, at: CellPoint(x: body.x + 1, y: body.maxY - 1), maxWidth: body.width - 2,
          style: theme.secondaryText)
      }
      list.draw(into: &grid, in: area)
    case .text(let notice, let view):
      for (row, line) in notice.prefix(body.height).enumerated() {
        grid.drawText(
          line.text, at: CellPoint(x: body.x + 1, y: body.y + row), maxWidth: body.width - 2,
          style: line.emphasized ? Style(bold: true) : theme.secondaryText)
      }
      view.draw(into: &grid, in: Self.textArea(of: body, notice: notice.count))
    }
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
    }
  }

  /// The back button's label: the title of the screen a back would return to (rule N5).
  private func backLabel(for column: Column) -> String {
    let navigation = state.navigation
    if state.layout.isCollapsed {
      let stack = navigation.collapsedStack
      var depth = 0
      for index in stack.indices {
        depth = index + 1
        if stack[index].column == column, index + 1 < stack.count, stack[index + 1].column != column { break }
      }
      return depth >= 2 ? stack[depth - 2].entry.route.title : "Back"
    }
    let stack = navigation.stacks[column]
    return stack.count >= 2 ? stack[stack.count - 2].route.title : "Back"
  }

  /// The sidebar button sits in the sidebar while it shows, else in the first other pane.
  private func hostsSidebarButton(_ column: Column, screen: ScreenLayout) -> Bool {
    switch state.layout.sidebarButton {
    case .hidden: return false
    case .hideSidebar: return column == .primary
    case .showSidebar:
      return column == Column.allCases.first { $0 != .primary && $0 != .inspector && screen.pane($0) != nil }
    }
  }

  /// The status line's left side: where the focused pane is.
  private var location: String {
    guard let entry = top(focusedColumn), focusedColumn != .inspector else { return "Colonnade" }
    switch entry.route {
    case .sidebar: return "Places"
    case .about: return "About Colonnade"
    case .place, .directory:
      let path = entry.route.listedDirectory?.abbreviated(home: home) ?? ""
      guard let item = highlightedItem, focusedColumn == .supplementary else { return path }
      if case .listing(let listing) = contents[entry.id] {
        let position = "\(min(cursors[entry.id] ?? 0, listing.count - 1) + 1)/\(listing.count)"
        return item.path.abbreviated(home: home) + "  " + position
      }
      return item.path.abbreviated(home: home)
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
    let sorted = order.key == .name && !order.reversed ? "" : "sort: \(order.summary) · "
    return
      "\(sorted)\(hidden.isEmpty ? "" : "hidden shown · ")\(window) \(state.layout.widthClass.name)\(fold) · "
      + Self.helpHint
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
      " Lifecycle (d) ", at: CellPoint(x: box.x + 2, y: box.y), maxWidth: box.width - 4, style: border)
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    for (index, row) in rows.prefix(max(0, inner.height - 1)).enumerated() {
      let text =
        Self.padded(row.state.rawValue, 10) + Self.padded(row.pane.column.rawValue, 14)
        + Self.padded("\(row.pane.entry.id)", 5) + Self.padded(Self.phase(row.data), 8)
        + row.pane.entry.route.description
      grid.drawText(
        text, at: CellPoint(x: inner.x, y: inner.y + index), maxWidth: inner.width,
        style: Style(foreground: Self.color(of: row.state.debugTint)))
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

  /// Created grey, visible blue, active green, hidden red.
  static func color(of tint: DebugTint) -> TerminalColor {
    switch tint {
    case .grey: .brightBlack
    case .blue: .blue
    case .green: .green
    case .red: .red
    case .none: .default
    }
  }

  /// The `?` overlay, from the one key table (``KeyBindings``).
  static let help = HelpOverlay(
    title: "Keys", bindings: KeyBindings.all.map { .init(keys: $0.keys, action: $0.action) },
    footer: "Press any key to close")
}
