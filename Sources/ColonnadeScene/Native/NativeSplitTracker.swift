import Colonnade

/// What a native split view has built — each navigation controller's stack and every view
/// controller it made — and the steps that take it to the next coordinator state.
///
/// ```swift
/// var tracker = NativeSplitTracker<Animal>()
/// let update = tracker.update(to: coordinator.state, effects: effects)
/// for pane in update.created { views[pane.entry.id] = makeViewController(pane) }
/// for change in update.stackChanges {
///   navigationController(change.column).setViewControllers(
///     change.stack.map { views[$0.entry.id]! }, animated: change.animation != .none)
/// }
/// apply(update.plan)   // display mode, widths, size class
/// for pane in update.destroyed { views[pane.entry.id] = nil }
/// ```
///
/// A view controller leaves one navigation controller before it joins another: the changes that
/// give view controllers away come first. Views live as long as their entries, as in
/// ``SceneTracker``.
public struct NativeSplitTracker<Route: Hashable & Sendable>: Sendable {
  /// The plan last carried out; `nil` before the first update.
  public private(set) var plan: NativeSplitPlan<Route>?
  /// The navigation controller whose stack holds each view made (`nil`: kept off screen).
  public private(set) var views: [EntryID: ViewRecord<Route>] = [:]
  /// The panes the engine announced and has not destroyed.
  var announced: Set<EntryID> = []

  /// A tracker that has built nothing yet.
  public init() {}

  /// The steps from what was built to `state`, whose action returned `effects`. O(entries).
  public mutating func update(
    to state: CoordinatorState<Route>, effects: [CoordinatorEffect<Route>] = []
  ) -> NativeSplitUpdate<Route> {
    let next = NativeSplitPlan(state)
    let previous = plan
    let resized = previous.map { $0.isCollapsed != next.isCollapsed || $0.style != next.style } ?? true
    var changes: [NativeStackChange<Route>] = []
    var placed: [EntryID: ViewRecord<Route>] = [:]
    var created: [Pane<Route>] = []
    for column in Self.columns {
      let old = previous?.stacks[column] ?? HostStack()
      let new = next.stacks[column]
      for pane in new {
        placed[pane.entry.id] = ViewRecord(pane: pane, host: column)
        if views[pane.entry.id] == nil { created.append(pane) }
      }
      guard old != new else { continue }
      let animation = resized ? StackAnimation.none : Self.animation(old, new)
      changes.append(NativeStackChange(column: column, stack: new, animation: animation))
    }
    var events: [PaneEvent<Route>] = []
    for case .lifecycle(let event) in effects { events.append(event) }
    // A pane the engine creates beyond the stacks shown gets its view too, kept off screen.
    for event in events where event.state == .created {
      let id = event.pane.entry.id
      if views[id] == nil, placed[id] == nil {
        created.append(event.pane)
        placed[id] = ViewRecord(pane: event.pane, host: nil)
      }
    }
    // Controllers that lose entries change first, so a view controller leaves before it joins.
    let givers = changes.filter { change in
      (previous?.stacks[change.column] ?? HostStack()).contains {
        placed[$0.entry.id].map { $0.host != change.column && $0.host != nil } ?? false
      }
    }
    changes = givers + changes.filter { change in !givers.contains { $0.column == change.column } }
    for event in events {
      if event.state == .destroyed {
        announced.remove(event.pane.entry.id)
      } else {
        announced.insert(event.pane.entry.id)
      }
    }
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
    plan = next
    return NativeSplitUpdate(
      created: created, stackChanges: changes, events: events, destroyed: destroyed, plan: next)
  }

  /// The actions for a pop the user made in `column`'s navigation controller (its back button,
  /// edge swipe or back menu), which now shows the bottom `remaining` entries: one
  /// `columnPopped` per entry popped (rule N5) — collapsed, of the column on top — and none when
  /// nothing was popped (a cancelled swipe) or under the inspector's sheet (rule L10). The tracker
  /// records the shorter stack, so the next update pops nothing the user already popped.
  public mutating func userPopped(in column: Column, remaining: Int) -> [CoordinatorAction<Route>] {
    guard var plan, plan.inspector != .sheet, remaining >= 1, remaining < plan.stacks[column].count else {
      return []
    }
    let stack = plan.stacks[column]
    for index in remaining..<stack.count { views[stack[index].entry.id]?.host = nil }
    plan.stacks[column] = stack.prefix(remaining)
    let popped = plan.entryColumn(of: column)
    self.plan = plan
    return Array(repeating: .columnPopped(popped), count: stack.count - remaining)
  }

  /// The navigation controllers' columns, made once.
  static var columns: [Column] { [.primary, .supplementary, .secondary, .inspector, .compact] }

  /// How a navigation controller goes from `old` to `new`: only a push or a pop animates; a
  /// replaced top (a new detail, a new destination) swaps without a push's slide.
  static func animation(_ old: HostStack<Route>, _ new: HostStack<Route>) -> StackAnimation {
    let shared = old.sharedPrefixCount(with: new)
    if shared == old.count, new.count > old.count { return .push }
    if shared == new.count, old.count > new.count { return .pop }
    return .none
  }

  /// Every entry of `navigation`: in its stacks and in those its destinations left behind (N6).
  static func entries(of navigation: NavigationState<Route>) -> Set<EntryID> {
    var ids = Set<EntryID>()
    for column in Column.allCases {
      for entry in navigation.stacks[column] { ids.insert(entry.id) }
    }
    for saved in navigation.saved {
      for entry in saved.supplementary { ids.insert(entry.id) }
      for entry in saved.secondary { ids.insert(entry.id) }
    }
    return ids
  }
}

/// The steps a native split view takes to show the next state, in order: make the view
/// controllers, change the navigation controllers' stacks, apply ``plan``, deliver the lifecycle
/// events, drop the view controllers whose entries are gone.
public struct NativeSplitUpdate<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The view controllers to make.
  public var created: [Pane<Route>]
  /// The navigation controllers whose stacks change, those that give view controllers away first.
  public var stackChanges: [NativeStackChange<Route>]
  /// The lifecycle events to deliver, in the engine's order (rules P1–P3).
  public var events: [PaneEvent<Route>]
  /// The view controllers to drop after the events.
  public var destroyed: [Pane<Route>]
  /// Everything else to set on the split view.
  public var plan: NativeSplitPlan<Route>
}

/// One navigation controller's new stack.
public struct NativeStackChange<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The column whose navigation controller changes (`.compact`: the one shown collapsed).
  public var column: Column
  /// Its new stack, bottom first.
  public var stack: HostStack<Route>
  /// `.push` or `.pop` to animate; `.none` otherwise.
  public var animation: StackAnimation

  /// Creates a change.
  public init(column: Column, stack: HostStack<Route>, animation: StackAnimation) {
    self.column = column
    self.stack = stack
    self.animation = animation
  }
}
