/// Every pane's lifecycle state as last announced, and the changes a transition holds back
/// (rules P1–P3).
///
/// Events are the difference between what was on screen and what is: a pane that stays visible
/// gets none. Inside a transition nothing is announced; its end announces the net difference.
@usableFromInline package struct PaneLifecycle<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Each live pane's announced state, by entry id.
  @usableFromInline package var records: [EntryID: PaneRecord<Route>] = [:]
  /// Panes touched since the open transition began, and whether each was removed.
  @usableFromInline package var held: [EntryID: HeldPane<Route>] = [:]
  /// Whether anything has been announced yet; the first action announces the panes on screen.
  @usableFromInline package var hasStarted = false

  /// Creates an empty lifecycle.
  @inlinable package init() {}

  /// The announced state of a pane, if it lives.
  @inlinable package func state(of id: EntryID) -> PaneState? { records[id]?.state }

  /// Notes a pane an action touched while a transition is open; its end announces it.
  @inlinable package mutating func hold(_ pane: Pane<Route>, removed: Bool) {
    let wasRemoved = held[pane.entry.id]?.removed ?? false
    held[pane.entry.id] = HeldPane(pane: pane, removed: wasRemoved || removed)
  }

  /// Moves a touched pane to where it now belongs and emits each step as an event.
  ///
  /// - Parameters:
  ///   - removed: whether its entry is gone.
  ///   - isOnScreen: whether it is on screen now; `active` the focused pane's id.
  ///   - emit: receives each event and the state it left.
  @inlinable package mutating func settle(
    _ pane: Pane<Route>, removed: Bool, isOnScreen: Bool, active: EntryID?,
    emit: (PaneEvent<Route>, PaneState?) -> Void
  ) {
    let id = pane.entry.id
    let current = records[id]?.state
    let target: PaneState
    if removed {
      target = .destroyed
    } else if id == active {
      target = .active
    } else if isOnScreen {
      target = .visible
    } else {
      target = current == nil || current == .created ? .created : .hidden
    }
    var previous = current
    for step in PaneState.path(from: current, to: target) {
      emit(PaneEvent(pane: pane, state: step), previous)
      previous = step
    }
    if target == .destroyed {
      records[id] = nil
    } else if let previous {
      records[id] = PaneRecord(pane: pane, state: previous)
    }
  }

  /// P3's emission order: destroyed, hidden, created, visible, active; then leading columns
  /// first, then older entries first.
  @inlinable static func emitsBefore(_ p: PaneEvent<Route>, _ q: PaneEvent<Route>) -> Bool {
    if p.state.emissionRank != q.state.emissionRank { return p.state.emissionRank < q.state.emissionRank }
    if p.pane.column != q.pane.column { return Column.rank(p.pane.column) < Column.rank(q.pane.column) }
    return p.pane.entry.id < q.pane.entry.id
  }
}

/// A live pane and its announced state.
@usableFromInline package struct PaneRecord<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pane this record tracks.
  @usableFromInline package var pane: Pane<Route>
  /// Its announced state.
  @usableFromInline package var state: PaneState

  @inlinable package init(pane: Pane<Route>, state: PaneState) {
    self.pane = pane
    self.state = state
  }
}

/// A pane touched inside an open transition.
@usableFromInline package struct HeldPane<Route: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline package var pane: Pane<Route>
  @usableFromInline package var removed: Bool

  @inlinable package init(pane: Pane<Route>, removed: Bool) {
    self.pane = pane
    self.removed = removed
  }
}

extension Column {
  /// Leading to trailing: primary, supplementary, secondary, inspector, then the compact column.
  @inlinable static func rank(_ column: Column) -> Int {
    switch column {
    case .primary: 0
    case .supplementary: 1
    case .secondary: 2
    case .inspector: 3
    case .compact: 4
    }
  }
}
