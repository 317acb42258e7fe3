extension CoordinatorState {
  /// The panes on screen: each shown column's top entry (rule P1).
  public var onScreenPanes: BoundedList<Pane<Route>> {
    var panes = BoundedList<Pane<Route>>()
    for layout in layout.columns where layout.column != .inspector {
      if let entry = navigation.stacks[layout.column].last {
        panes.append(Pane(column: layout.column, entry: entry))
      }
    }
    return panes
  }

  /// The focused pane, if the focused column shows one.
  public var activePane: Pane<Route>? {
    onScreenPanes.first { $0.column == focusedColumn }
  }

  /// Announces what an action changed (rules P1–P3) and what that means for the panes' data
  /// (R1–R4). Work is proportional to the panes created, removed or on screen, not to history.
  ///
  /// - Parameters:
  ///   - onScreenBefore: the panes on screen before the action.
  ///   - firstNewID: the id counter before the action; entries from it on are new.
  ///   - removed: the entries the action dropped.
  mutating func announce(
    onScreenBefore: BoundedList<Pane<Route>>, firstNewID: UInt64, removed: RemovedEntries<Route>
  ) -> [CoordinatorEffect<Route>] {
    if announcesNothing(onScreenBefore: onScreenBefore, firstNewID: firstNewID, removed: removed) {
      return []
    }
    var touched: [Pane<Route>] = []
    var removedIDs = Set<EntryID>()
    for (column, entry) in removed.entries {
      touched.append(Pane(column: column, entry: entry))
      removedIDs.insert(entry.id)
    }
    touched += onScreenBefore
    let onScreen = onScreenPanes
    touched += onScreen
    for column in Column.stackColumns {
      let stack = navigation.stacks[column]
      for index in stride(from: stack.count - 1, through: 0, by: -1) {
        guard stack[index].id.rawValue >= firstNewID else { break }
        touched.append(Pane(column: column, entry: stack[index]))
      }
    }
    let events = lifecycle.update(
      touched: touched, removed: removedIDs, onScreen: onScreen, active: activePane?.entry.id,
      holding: transitionDepth > 0)
    var effects: [CoordinatorEffect<Route>] = events.map { .lifecycle($0.event) }
    for (event, previous) in events {
      switch event.state {
      case .visible where previous != .active:
        effects += data.becameVisible(event.pane, now: now).map { .data($0) }
      case .hidden:
        data.becameHidden(event.pane, now: now)
      case .destroyed:
        effects += data.destroyed(event.pane).map { .data($0) }
      default:
        break
      }
    }
    return effects
  }

  /// Whether an action left every pane as announced: the same panes on screen, each already
  /// visible or active as it should be, nothing created or removed. A resize within a width class
  /// then costs no bookkeeping and allocates nothing.
  private func announcesNothing(
    onScreenBefore: BoundedList<Pane<Route>>, firstNewID: UInt64, removed: RemovedEntries<Route>
  ) -> Bool {
    guard lifecycle.hasStarted, removed.isEmpty, navigation.nextID == firstNewID else { return false }
    // A transition that just ended announces what it held.
    guard transitionDepth > 0 || lifecycle.held.isEmpty else { return false }
    let onScreen = onScreenPanes
    guard onScreen == onScreenBefore else { return false }
    let active = activePane?.entry.id
    for pane in onScreen {
      let expected: PaneState = pane.entry.id == active ? .active : .visible
      if lifecycle.state(of: pane.entry.id) != expected { return false }
    }
    return true
  }
}
