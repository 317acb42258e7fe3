import Colonnade

/// What an adapter has built — each host's stack and every view it made — and the plan that
/// takes it to the next coordinator state.
///
/// ```swift
/// var tracker = SceneTracker<Animal>()
/// let effects = try coordinator.send(.itemSelected(.cat, in: .secondary))
/// let plan = tracker.update(to: coordinator.state, effects: effects)   // carry it out
/// // The user swiped back in the detail's navigation controller, which now shows one entry:
/// for action in tracker.userPopped(in: .secondary, remaining: 1) { try coordinator.send(action) }
/// ```
///
/// Views live as long as their entries: a destination's stacks kept while another is selected
/// (rule N6) keep their views, off screen, and an entry popped or dropped loses its view once its
/// lifecycle events are delivered.
public struct SceneTracker<Route: Hashable & Sendable>: Sendable {
  /// The scene last planned; `nil` before the first update.
  public private(set) var scene: SplitScene<Route>?
  /// Every view made and not dropped, by entry: its pane and the host whose stack holds it
  /// (`nil`: kept off screen).
  public private(set) var views: [EntryID: ViewRecord<Route>] = [:]
  /// The panes the engine announced and has not destroyed: their views wait for that event.
  var announced: Set<EntryID> = []

  /// A tracker that has built nothing yet.
  public init() {}

  /// The plan from what was built to `state`, whose action returned `effects`; the tracker then
  /// holds the new scene. O(entries in the stacks).
  public mutating func update(
    to state: CoordinatorState<Route>, effects: [CoordinatorEffect<Route>] = []
  ) -> ScenePlan<Route> {
    let next = SplitScene(state)
    let previous = scene
    let resized =
      previous.map { $0.windowSize != next.windowSize || $0.isCollapsed != next.isCollapsed } ?? true
    var changes: [StackChange<Route>] = []
    var placed: [EntryID: ViewRecord<Route>] = [:]
    for column in Column.allCases {
      let old = previous?.hosts[column].stack ?? HostStack()
      let new = next.hosts[column].stack
      for pane in new { placed[pane.entry.id] = ViewRecord(pane: pane, host: column) }
      guard old != new else { continue }
      let wasShown = previous.map { !$0.hosts[column].isHidden } ?? false
      let animated = wasShown && !next.hosts[column].isHidden && !resized
      changes.append(
        StackChange(host: column, stack: new, animation: animated ? Self.animation(old, new) : .none))
    }
    var events: [PaneEvent<Route>] = []
    for case .lifecycle(let event) in effects { events.append(event) }
    var created: [Pane<Route>] = []
    var moved: [ViewMove] = []
    for column in Column.allCases {
      for pane in next.hosts[column].stack {
        guard let record = views[pane.entry.id] else {
          created.append(pane)
          continue
        }
        if let from = record.host, from != column {
          moved.append(ViewMove(entry: pane.entry.id, from: from, to: column))
        }
      }
    }
    // A pane the engine creates off every host (beyond the top of a collapsed stack) gets its
    // view too, kept off screen, so it hears its whole lifecycle.
    for event in events where event.state == .created {
      let id = event.pane.entry.id
      if views[id] == nil, placed[id] == nil {
        created.append(event.pane)
        placed[id] = ViewRecord(pane: event.pane, host: nil)
      }
    }
    // A host that gives a view away changes first, so the view leaves before it joins another.
    let givers = Set(moved.map { $0.from })
    changes.sort { givers.contains($0.host) && !givers.contains($1.host) }
    for event in events {
      if event.state == .destroyed {
        announced.remove(event.pane.entry.id)
      } else {
        announced.insert(event.pane.entry.id)
      }
    }
    // A view goes with its entry, but not before the engine announces the pane destroyed (a
    // transition holds that back until it ends).
    let alive = Self.entries(of: state.navigation)
    var destroyed: [Pane<Route>] = []
    var kept = placed
    for (id, record) in views where placed[id] == nil {
      if alive.contains(id) || announced.contains(id) {
        kept[id] = ViewRecord(pane: record.pane, host: nil)
      } else {
        destroyed.append(record.pane)
      }
    }
    destroyed.sort { $0.entry.id < $1.entry.id }
    views = kept
    scene = next
    return ScenePlan(
      created: created, stackChanges: changes, moved: moved, events: events, destroyed: destroyed,
      scene: next,
      animation: Self.animation(from: previous, to: next))
  }

  /// The actions for a pop the user made in `host`'s navigation container (its back button, edge
  /// swipe or back menu), which now shows the bottom `remaining` entries of its stack: one per
  /// entry popped — `columnPopped`, which collapsed pops the single stack (rule N5) — and none when
  /// nothing was popped (an interactive pop the user cancelled). The tracker records the shorter
  /// stack, so the next plan moves nothing the user already moved. Under the inspector's modal
  /// sheet no container can pop (rule L10): nothing is recorded and no action returned.
  public mutating func userPopped(in host: Column, remaining: Int) -> [CoordinatorAction<Route>] {
    guard var scene, !scene.presentsSheet, remaining >= 1, remaining < scene.hosts[host].stack.count
    else { return [] }
    let stack = scene.hosts[host].stack
    for index in remaining..<stack.count { views[stack[index].entry.id]?.host = nil }
    scene.hosts[host].stack = stack.prefix(remaining)
    self.scene = scene
    // One entry per pop, whatever the app's back behaviour: the container popped exactly that many.
    return Array(repeating: .columnPopped(host), count: stack.count - remaining)
  }

  /// How a container goes from `old` to `new`.
  static func animation(_ old: HostStack<Route>, _ new: HostStack<Route>) -> StackAnimation {
    let shared = old.sharedPrefixCount(with: new)
    if shared == old.count, new.count > old.count { return .push }
    if shared == new.count, old.count > new.count { return .pop }
    return .replace
  }

  /// How the hosts move from `previous` to `next`.
  static func animation(from previous: SplitScene<Route>?, to next: SplitScene<Route>) -> SceneAnimation {
    guard let previous, previous.windowSize == next.windowSize else { return .none }
    if previous.arrangement != next.arrangement || previous.isCollapsed != next.isCollapsed {
      return .crossfade
    }
    for column in Column.allCases {
      let old = previous.hosts[column]
      let new = next.hosts[column]
      if old.isHidden != new.isHidden || old.frame != new.frame || old.presentation != new.presentation
        || old.isDimmed != new.isDimmed
      {
        return .frames
      }
    }
    return .none
  }

  /// Every entry in the navigation's stacks, saved ones included.
  static func entries(of navigation: NavigationState<Route>) -> Set<EntryID> {
    var ids = Set<EntryID>()
    for column in Column.entryColumns {
      for entry in navigation.stacks[column] { ids.insert(entry.id) }
    }
    // A history navigator's extra pane (rule N13).
    for entry in navigation.stacks.inspector { ids.insert(entry.id) }
    for saved in navigation.saved {
      for entry in saved.supplementary { ids.insert(entry.id) }
      for entry in saved.secondary { ids.insert(entry.id) }
    }
    return ids
  }
}

/// A view an adapter made: the pane it shows and the host whose stack holds it.
public struct ViewRecord<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry and the column whose stack holds it (which view builder made it).
  public var pane: Pane<Route>
  /// The host whose container holds the view; `nil` while it is kept off screen.
  public var host: Column?
}
