/// Every pane's lifecycle state as last announced, and the changes a transition holds back
/// (rules P1–P3).
///
/// Events are the difference between what was on screen and what is: a pane that stays visible
/// gets none. Inside a transition nothing is announced; its end announces the net difference.
public struct PaneLifecycle<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Each live pane's announced state, by entry id.
  public internal(set) var records: [EntryID: PaneRecord<Route>] = [:]
  /// Panes touched since the open transition began, and whether each was removed.
  var held: [EntryID: HeldPane<Route>] = [:]
  /// Whether anything has been announced yet; the first action announces the panes on screen.
  public internal(set) var hasStarted = false

  /// Creates an empty lifecycle.
  public init() {}

  /// The announced state of a pane, if it lives.
  public func state(of id: EntryID) -> PaneState? { records[id]?.state }

  /// Notes what one action changed and, outside a transition, announces it.
  ///
  /// - Parameters:
  ///   - touched: panes created, removed, or on screen before or after the action.
  ///   - removed: ids among them whose entries are gone.
  ///   - onScreen: the panes on screen now; `active` the focused one.
  ///   - holding: whether a transition is open.
  /// - Returns: the events in P3's order, each paired with the state it left.
  mutating func update(
    touched: [Pane<Route>], removed: Set<EntryID>, onScreen: BoundedList<Pane<Route>>, active: EntryID?,
    holding: Bool
  ) -> [(event: PaneEvent<Route>, from: PaneState?)] {
    for pane in touched {
      let wasRemoved = held[pane.entry.id]?.removed ?? false
      held[pane.entry.id] = HeldPane(pane: pane, removed: wasRemoved || removed.contains(pane.entry.id))
    }
    if holding { return [] }
    hasStarted = true
    var events: [(event: PaneEvent<Route>, from: PaneState?)] = []
    for (id, pending) in held {
      let current = records[id]?.state
      let target: PaneState
      if pending.removed {
        target = .destroyed
      } else if id == active {
        target = .active
      } else if onScreen.contains(where: { $0.entry.id == id }) {
        target = .visible
      } else {
        target = current == nil || current == .created ? .created : .hidden
      }
      var previous = current
      for step in PaneState.path(from: current, to: target) {
        events.append((PaneEvent(pane: pending.pane, state: step), previous))
        previous = step
      }
      if target == .destroyed {
        records[id] = nil
      } else if let previous {
        records[id] = PaneRecord(pane: pending.pane, state: previous)
      }
    }
    held = [:]
    events.sort { a, b in
      let (p, q) = (a.event, b.event)
      if p.state.emissionRank != q.state.emissionRank { return p.state.emissionRank < q.state.emissionRank }
      if p.pane.column != q.pane.column { return Column.rank(p.pane.column) < Column.rank(q.pane.column) }
      return p.pane.entry.id < q.pane.entry.id
    }
    return events
  }
}

/// A live pane and its announced state.
public struct PaneRecord<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pane this record tracks.
  public var pane: Pane<Route>
  /// Its announced state.
  public var state: PaneState
}

/// A pane touched inside an open transition.
struct HeldPane<Route: Hashable & Sendable>: Hashable, Sendable {
  var pane: Pane<Route>
  var removed: Bool
}

extension Column {
  /// Leading to trailing: primary, supplementary, secondary, inspector.
  static func rank(_ column: Column) -> Int {
    switch column {
    case .primary: 0
    case .supplementary: 1
    case .secondary: 2
    case .inspector: 3
    }
  }
}
