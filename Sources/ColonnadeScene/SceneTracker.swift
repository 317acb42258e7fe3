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
  @inlinable public var scene: SplitScene<Route>? { _scene }
  /// Every view made and not dropped, by entry: its pane and the host whose stack holds it
  /// (`nil`: kept off screen).
  @inlinable public var views: [EntryID: ViewRecord<Route>] { _views }

  // Storage behind the read-only properties above, open to the inlined `update`: an adapter's
  // tracker is specialized for its route type, so a frame's plan looks up no generic metadata.
  @usableFromInline var _scene: SplitScene<Route>?
  @usableFromInline var _views: [EntryID: ViewRecord<Route>] = [:]
  /// The panes the engine announced and has not destroyed: their views wait for that event.
  @usableFromInline var announced: Set<EntryID> = []
  /// The navigation the last plan saw.
  @usableFromInline var seen: NavigationMark?
  /// Views kept off every host whose panes are not announced: no event says when their entries
  /// go, so each plan that changes stacks asks the navigation.
  @usableFromInline var quiet: Set<EntryID> = []
  /// Views the user popped off a host since the last plan.
  @usableFromInline var poppedByUser: [Pane<Route>] = []

  /// A tracker that has built nothing yet.
  public init() {}

  /// The plan from what was built to `state`, whose action returned `effects`; the tracker then
  /// holds the new scene. O(1) when no host's stack changed and nothing was announced (a live
  /// resize: no malloc); otherwise O(entries of the hosts whose stacks changed, and of the panes
  /// announced) — the other hosts and the rest of the navigation are not visited.
  @inlinable public mutating func update(
    to state: CoordinatorState<Route>, effects: [CoordinatorEffect<Route>] = []
  ) -> ScenePlan<Route> {
    let next = SplitScene(state)
    let mark = NavigationMark(state.navigation)
    var announces = false
    for effect in effects {
      if case .lifecycle = effect { announces = true }
    }
    var unchanged = ColumnMap(repeating: false)
    if let previous = _scene {
      var allUnchanged = true
      for column in Column.everyColumn {
        unchanged[column] = previous.hosts[column].stack.isEvidentlyEqual(to: next.hosts[column].stack)
        allUnchanged = allUnchanged && unchanged[column]
      }
      // Nothing made, dropped or moved between hosts: only the hosts' places change.
      if allUnchanged, !announces, mark == seen {
        _scene = next
        return ScenePlan(
          created: [], stackChanges: [], moved: [], events: [], destroyed: [], scene: next,
          animation: Self.animation(from: previous, to: next))
      }
    }
    let before = seen
    seen = mark
    return plan(to: next, state: state, effects: effects, unchanged: unchanged, before: before, now: mark)
  }

  /// The plan when stacks changed or panes were announced: only the hosts whose stacks changed,
  /// and the panes the events name, are visited.
  @usableFromInline mutating func plan(
    to next: SplitScene<Route>, state: CoordinatorState<Route>, effects: [CoordinatorEffect<Route>],
    unchanged: ColumnMap<Bool>, before: NavigationMark?, now: NavigationMark
  ) -> ScenePlan<Route> {
    let previous = _scene
    let resized =
      previous.map { $0.windowSize != next.windowSize || $0.isCollapsed != next.isCollapsed } ?? true
    var changes: [StackChange<Route>] = []
    // Only the entries past the part a changed host shares with what it showed are visited.
    var placed: [EntryID: Column] = [:]
    var created: [Pane<Route>] = []
    var moved: [ViewMove] = []
    // Entries the changed hosts showed: their views may leave every host.
    var unplaced = poppedByUser
    poppedByUser = []
    for column in Column.everyColumn where !unchanged[column] {
      let old = previous?.hosts[column].stack ?? HostStack()
      let new = next.hosts[column].stack
      let shared = old.quickSharedPrefixCount(with: new)
      guard shared < old.count || shared < new.count else { continue }
      for index in shared..<new.count {
        let pane = new[index]
        placed[pane.entry.id] = column
        if let record = _views[pane.entry.id] {
          if let from = record.host, from != column {
            moved.append(ViewMove(entry: pane.entry.id, from: from, to: column))
          }
        } else {
          created.append(pane)
        }
      }
      for index in shared..<old.count { unplaced.append(old[index]) }
      let wasShown = previous.map { !$0.hosts[column].isHidden } ?? false
      let animated = wasShown && !next.hosts[column].isHidden && !resized
      let animation: StackAnimation =
        shared == old.count && new.count > old.count
        ? .push : shared == new.count && old.count > new.count ? .pop : .replace
      changes.append(StackChange(host: column, stack: new, animation: animated ? animation : .none))
    }
    var events: [PaneEvent<Route>] = []
    for case .lifecycle(let event) in effects { events.append(event) }
    for change in changes {
      let shared = (previous?.hosts[change.host].stack ?? HostStack()).quickSharedPrefixCount(
        with: change.stack)
      for index in shared..<change.stack.count {
        let pane = change.stack[index]
        _views[pane.entry.id] = ViewRecord(pane: pane, host: change.host)
        quiet.remove(pane.entry.id)
      }
    }
    // A pane the engine creates off every host (beyond the top of a collapsed stack) gets its
    // view too, kept off screen, so it hears its whole lifecycle.
    for event in events where event.state == .created {
      let id = event.pane.entry.id
      if _views[id] == nil, placed[id] == nil {
        created.append(event.pane)
        _views[id] = ViewRecord(pane: event.pane, host: nil)
      }
    }
    // A host that gives a view away changes first, so the view leaves before it joins another.
    let givers = Set(moved.map { $0.from })
    changes.sort { givers.contains($0.host) && !givers.contains($1.host) }
    var dead = Set<EntryID>()
    for event in events {
      if event.state == .destroyed {
        announced.remove(event.pane.entry.id)
        dead.insert(event.pane.entry.id)
        unplaced.append(event.pane)
      } else {
        announced.insert(event.pane.entry.id)
        quiet.remove(event.pane.entry.id)
      }
    }
    // Entries go without an event only where they were never announced; only where the count of
    // entries says some went that way are views of such entries looked for in the navigation.
    var destroyedEvents = 0
    for event in events where event.state == .destroyed { destroyedEvents += 1 }
    // A counter that went back (a session restored) says nothing: look.
    let silentDrops =
      before.map {
        now.nextID < $0.nextID
          || now.entries < $0.entries + Int(clamping: now.nextID - $0.nextID) - destroyedEvents
      } ?? true
    if silentDrops {
      for id in quiet {
        if let record = _views[id] { unplaced.append(record.pane) }
      }
    }
    // A view goes with its entry, but not before the engine announces the pane destroyed (a
    // transition holds that back until it ends); until then it is kept off screen.
    var destroyed: [Pane<Route>] = []
    for pane in unplaced {
      let id = pane.entry.id
      guard placed[id] == nil, let record = _views[id] else { continue }
      let alive =
        !dead.contains(id)
        && (announced.contains(id) || !silentDrops || Self.holds(state.navigation, record.pane))
      if alive || announced.contains(id) {
        _views[id]?.host = nil
        if !announced.contains(id) { quiet.insert(id) }
      } else {
        _views[id] = nil
        quiet.remove(id)
        destroyed.append(record.pane)
      }
    }
    destroyed.sort { $0.entry.id < $1.entry.id }
    _scene = next
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
    // Under a levitated pane's scrim only its own host pops (rule L15).
    guard var scene = _scene, !scene.presentsSheet, !scene.presentsLevitated || host == .inspector,
      remaining >= 1, remaining < scene.hosts[host].stack.count
    else { return [] }
    let stack = scene.hosts[host].stack
    for index in remaining..<stack.count {
      _views[stack[index].entry.id]?.host = nil
      poppedByUser.append(stack[index])
    }
    scene.hosts[host].stack = stack.prefix(remaining)
    _scene = scene
    // One entry per pop, whatever the app's back behaviour: the container popped exactly that many.
    return Array(repeating: .columnPopped(host), count: stack.count - remaining)
  }

  /// How the hosts move from `previous` to `next`.
  @inlinable static func animation(from previous: SplitScene<Route>?, to next: SplitScene<Route>)
    -> SceneAnimation
  {
    guard let previous, previous.windowSize == next.windowSize else { return .none }
    if previous.arrangement != next.arrangement || previous.isCollapsed != next.isCollapsed {
      return .crossfade
    }
    for column in Column.everyColumn {
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

  /// Whether `navigation` still holds `pane`'s entry: in its column's stack, or in the stacks a
  /// destination left behind (rule N6). O(those stacks); asked only of entries never announced.
  static func holds(_ navigation: NavigationState<Route>, _ pane: Pane<Route>) -> Bool {
    let id = pane.entry.id
    if navigation.stacks[pane.column].contains(where: { $0.id == id }) { return true }
    for saved in navigation.saved {
      if saved.supplementary.contains(where: { $0.id == id })
        || saved.secondary.contains(where: { $0.id == id })
      {
        return true
      }
    }
    return false
  }
}

/// The few numbers of a navigation state that change whenever an entry is made or dropped: the
/// id counter, the stacks' depths and how many entries there are in all. O(destinations).
@usableFromInline struct NavigationMark: Equatable, Sendable {
  @usableFromInline var nextID: UInt64
  @usableFromInline var depths: ColumnMap<Int>
  @usableFromInline var saved: Int
  /// Every entry: the stacks' and those destinations left behind (rule N6).
  @usableFromInline var entries: Int

  @inlinable init<Route: Hashable & Sendable>(_ navigation: NavigationState<Route>) {
    nextID = navigation.nextID
    depths = navigation.summary.depths
    saved = navigation.saved.count
    var entries = depths.primary + depths.supplementary + depths.secondary + depths.inspector + depths.compact
    for index in navigation.saved.indices {
      entries += navigation.saved[index].supplementary.count + navigation.saved[index].secondary.count
    }
    self.entries = entries
  }
}

/// A view an adapter made: the pane it shows and the host whose stack holds it.
public struct ViewRecord<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry and the column whose stack holds it (which view builder made it).
  public var pane: Pane<Route>
  /// The host whose container holds the view; `nil` while it is kept off screen.
  public var host: Column?
}
