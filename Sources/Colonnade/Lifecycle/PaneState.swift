/// A pane's lifecycle state (rule P1): created → visible ⇄ active, visible → hidden → visible,
/// and destroyed from any state.
public enum PaneState: String, CaseIterable, Hashable, Sendable {
  /// Made for an entry, not yet on screen.
  case created
  /// On screen.
  case visible
  /// On screen and focused; one pane at a time.
  case active
  /// Off screen, kept alive: covered by a push, collapsed away, or its destination unselected.
  case hidden
  /// Gone: its entry was popped or dropped.
  case destroyed

  /// Whether a pane in state `previous` (`nil`: no pane yet) may move to `next` (rules P1, P4).
  @inlinable public static func isLegal(from previous: PaneState?, to next: PaneState) -> Bool {
    switch (previous, next) {
    case (nil, .created): true
    case (.created?, .visible), (.hidden?, .visible), (.active?, .visible): true
    case (.visible?, .active): true
    case (.visible?, .hidden), (.active?, .hidden): true
    case (.created?, .destroyed), (.visible?, .destroyed), (.active?, .destroyed), (.hidden?, .destroyed):
      true
    default: false
    }
  }

  /// The states a pane passes through from `previous` to `target`, each step legal.
  @inlinable static func path(from previous: PaneState?, to target: PaneState) -> BoundedList<PaneState> {
    var steps = BoundedList<PaneState>()
    guard let previous else {
      if target == .destroyed || target == .hidden { return steps }
      steps.append(.created)
      for step in path(from: .created, to: target) { steps.append(step) }
      return steps
    }
    switch (previous, target) {
    case _ where previous == target: break
    case (.created, .hidden): break  // never shown: stays created
    case (.created, .active), (.hidden, .active):
      steps.append(.visible)
      steps.append(.active)
    default: steps.append(target)
    }
    return steps
  }

  /// P3's emission order: destroyed, hidden, created, visible, active.
  @inlinable var emissionRank: Int {
    switch self {
    case .destroyed: 0
    case .hidden: 1
    case .created: 2
    case .visible: 3
    case .active: 4
    }
  }
}

/// A pane: an entry and the column whose stack holds it.
public struct Pane<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The column the pane shows in.
  public var column: Column
  /// The stack entry the pane shows.
  public var entry: Entry<Route>

  /// Creates a pane.
  @inlinable public init(column: Column, entry: Entry<Route>) {
    self.column = column
    self.entry = entry
  }
}

/// One lifecycle event: a pane moved to a new state.
public struct PaneEvent<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pane whose state changed.
  public var pane: Pane<Route>
  /// The state it moved to.
  public var state: PaneState

  /// Creates an event.
  @inlinable public init(pane: Pane<Route>, state: PaneState) {
    self.pane = pane
    self.state = state
  }
}
