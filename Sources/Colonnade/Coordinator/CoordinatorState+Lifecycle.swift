extension CoordinatorState {
  /// The panes on screen: each shown column's top entry (rule P1).
  @inlinable public var onScreenPanes: BoundedList<Pane<Route>> {
    var panes = BoundedList<Pane<Route>>()
    // The inspector's stack holds entries only as a history's extra pane (rule N13).
    for layout in layout.columns {
      if let entry = _navigation.stacks[layout.column].last {
        panes.append(Pane(column: layout.column, entry: entry))
      }
    }
    return panes
  }

  /// The focused pane, if the focused column shows one.
  @inlinable public var activePane: Pane<Route>? {
    onScreenPanes.first { $0.column == focusedColumn }
  }

  /// Announces what an action changed (rules P1–P3) and what that means for the panes' data
  /// (R1–R4). Work is proportional to the panes created, removed or on screen, not to history,
  /// and the effects are built in one array.
  ///
  /// - Parameters:
  ///   - onScreenBefore: the panes on screen before the action.
  ///   - firstNewID: the id counter before the action; entries from it on are new.
  ///   - removed: the entries the action dropped.
  @inlinable mutating func announce(
    onScreenBefore: BoundedList<Pane<Route>>, firstNewID: UInt64, removed: RemovedEntries<Route>
  ) -> [CoordinatorEffect<Route>] {
    if announcesNothing(onScreenBefore: onScreenBefore, firstNewID: firstNewID, removed: removed) {
      return []
    }
    let onScreen = onScreenPanes
    let focused = focusedColumn
    let active = onScreen.first { $0.column == focused }?.entry.id
    // Ids, compared without copying panes (each copy retains its route).
    var onScreenIDs = BoundedList<EntryID>()
    for index in 0..<onScreen.count { onScreenIDs.append(onScreen[index].entry.id) }
    let holding = transitionDepth > 0 || !lifecycle.held.isEmpty
    var effects: [CoordinatorEffect<Route>] = []
    // One array for the events and their data effects, sized so a few panes' worth never grows;
    // inside a transition nothing is announced, so nothing is allocated.
    if transitionDepth == 0 {
      effects.reserveCapacity(
        4 * (removed.count + onScreenBefore.count + onScreen.count + lifecycle.held.count) + 4)
    }
    // The one pane that lost focus and stays visible: its data needs nothing (rule R1).
    var unfocused: EntryID?
    func settle(_ pane: Pane<Route>, removed: Bool) {
      lifecycle.settle(
        pane, removed: removed, isOnScreen: onScreenIDs.contains(pane.entry.id), active: active
      ) { event, previous in
        effects.append(.lifecycle(event))
        if event.state == .visible, previous == .active { unfocused = event.pane.entry.id }
      }
    }
    // Every touched pane once: removed entries (each dropped once), the panes on screen before
    // and now, and the entries the action created.
    func touch(_ pane: Pane<Route>, removed: Bool) {
      if holding { lifecycle.hold(pane, removed: removed) } else { settle(pane, removed: removed) }
    }
    removed.forEachDropped { column, entry in touch(Pane(column: column, entry: entry), removed: true) }
    // By index: iterating a list copies it, and each pane in it.
    for index in 0..<onScreenBefore.count {
      let id = onScreenBefore[index].entry.id
      if !removed.contains(id) && !onScreenIDs.contains(id) { touch(onScreenBefore[index], removed: false) }
    }
    // A restore drops entries that stay on screen: dropped wins.
    for index in 0..<onScreen.count where !removed.contains(onScreen[index].entry.id) {
      touch(onScreen[index], removed: false)
    }
    // New entries, the extra pane's of a history navigator too (rule N13).
    func touchNew(in column: Column) {
      let stack = _navigation.stacks[column]
      for index in stride(from: stack.count - 1, through: 0, by: -1) {
        let entry = stack[index]
        guard entry.id.rawValue >= firstNewID else { break }
        if !onScreenIDs.contains(entry.id) {
          touch(Pane(column: column, entry: entry), removed: false)
        }
      }
    }
    for column in Column.entryColumns { touchNew(in: column) }
    touchNew(in: .inspector)
    if transitionDepth > 0 { return [] }
    if holding {
      // A transition ended: announce the net difference of everything it touched.
      let held = lifecycle.held
      lifecycle.held = [:]
      for pending in held.values { settle(pending.pane, removed: pending.removed) }
    }
    lifecycle.hasStarted = true
    effects.sort { a, b in
      guard case .lifecycle(let p) = a, case .lifecycle(let q) = b else { return false }
      return PaneLifecycle.emitsBefore(p, q)
    }
    for index in effects.indices {
      guard case .lifecycle(let event) = effects[index] else { continue }
      switch event.state {
      case .visible where event.pane.entry.id != unfocused:
        data.becameVisible(event.pane, now: now) { effects.append(.data($0)) }
      case .hidden:
        data.becameHidden(event.pane, now: now)
      case .destroyed:
        data.destroyed(event.pane) { effects.append(.data($0)) }
      default:
        break
      }
    }
    return effects
  }

  /// Whether an action left every pane as announced: the same panes on screen, each already
  /// visible or active as it should be, nothing created or removed. A resize within a width class
  /// then costs no bookkeeping and allocates nothing.
  @inlinable func announcesNothing(
    onScreenBefore: BoundedList<Pane<Route>>, firstNewID: UInt64, removed: RemovedEntries<Route>
  ) -> Bool {
    guard lifecycle.hasStarted, removed.isEmpty, _navigation.nextID == firstNewID else { return false }
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
