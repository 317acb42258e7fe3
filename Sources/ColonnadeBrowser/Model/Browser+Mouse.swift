import Colonnade
import ColonnadeScene
import ColonnadeTerminal

extension Browser {
  /// Rule T3: a click focuses the column under it and highlights the row (a click on the
  /// highlighted row opens it); the wheel scrolls the column under it; dragging a divider resizes
  /// the column beside it through the engine's `dividerDragged`, so the width is kept as the
  /// engine's rules say (L4).
  mutating func handleMouse(_ event: MouseEvent) {
    let screen = screen()
    switch event.kind {
    case .press(0):
      if let divider = screen.dividers.first(where: {
        $0.width == 1 && $0.height > 1 && $0.contains(event.point)
      }) {
        draggedDivider = divider.x
        return
      }
      click(at: event.point, screen: screen)
    case .drag:
      guard let from = draggedDivider else { return }
      dragDivider(from: from, to: event.point.x)
    case .release:
      draggedDivider = nil
    case .wheelUp, .wheelDown:
      guard let pane = pane(at: event.point, screen: screen) else { return }
      let column = pane.layout.column
      if column != focusedColumn, column != .inspector { send(.focusMoved(column)) }
      if focusedColumn == column { move(by: event.kind == .wheelUp ? -3 : 3) }
    case .press:
      break
    }
  }

  /// The pane under `point`: floating panes first, as they are drawn on top.
  func pane(at point: CellPoint, screen: ScreenLayout) -> ScreenLayout.Pane? {
    screen.panes.reversed().first { $0.rect.contains(point) || $0.box?.contains(point) == true }
  }

  /// Focuses the pane under `point`; in a list, highlights the row (opening it when it already was).
  /// A click on the header's sidebar or back button presses it; one on the dimmed area dismisses
  /// the floating columns (rule D4), as a tap does.
  mutating func click(at point: CellPoint, screen: ScreenLayout) {
    guard let pane = pane(at: point, screen: screen) else { return }
    if pane.layout.isDimmed {
      send(.dimmedAreaTapped)
      return
    }
    let column = pane.layout.column
    if point.y == pane.rect.y,
      let button = drawing(of: pane, screen: screen).frame.button(at: point.x, in: pane.rect)
    {
      switch button {
      case .sidebar: pressSidebarButton()
      case .back: pressBackButton(in: column)
      }
      return
    }
    guard column != .inspector else { return }
    if column != focusedColumn { send(.focusMoved(column)) }
    guard let entry = top(column), let count = listCount(entry), pane.body.contains(point) else { return }
    let row = (scrolls[entry.id] ?? 0) + point.y - pane.body.y
    guard row < count else { return }
    if row == (cursors[entry.id] ?? 0) {
      open()
    } else {
      setCursor(row, of: entry.id, count: count)
    }
  }

  /// Moves the divider at column `from` to column `x`, resizing the column the engine's scene
  /// says it resizes (rule L4): the one on its left, or the inspector beside the detail.
  mutating func dragDivider(from: Int, to x: Int) {
    let cell = TerminalWindow.cellWidth
    guard x != from,
      let divider = SceneDivider.dividers(of: state.layout).first(where: { $0.frame.x == Double(from) * cell }
      ),
      let column = divider.resizes, let width = divider.width(draggedTo: Double(x) * cell)
    else { return }
    if send(.dividerDragged(column, width: max(cell, width))) { draggedDivider = x }
  }

  /// The back button of `column`'s header: goes back from that column (rule N5), to the screen
  /// its label names.
  mutating func pressBackButton(in column: Column) {
    if column != focusedColumn, column != .inspector, !state.layout.isCollapsed { send(.focusMoved(column)) }
    goBack()
  }
}
