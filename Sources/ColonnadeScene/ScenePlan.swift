import Colonnade

/// What an adapter does to go from the scene it shows to the next one, in order: make the new
/// views, change the hosts' stacks (hosts that give views away first), place the hosts, deliver
/// the lifecycle events, then drop the views whose entries are gone.
///
/// ```swift
/// let plan = tracker.update(to: coordinator.state, effects: effects)
/// for pane in plan.created { views[pane.entry.id] = makeView(pane) }
/// for change in plan.stackChanges { host(change.host).setStack(change.stack, animated: change.animation) }
/// place(plan.scene, animation: plan.animation)
/// for event in plan.events { views[event.pane.entry.id]?.lifecycleChanged(event.state) }
/// for pane in plan.destroyed { views[pane.entry.id] = nil }
/// ```
public struct ScenePlan<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The views to make, for entries that now appear on a host's stack.
  public var created: [Pane<Route>]
  /// The hosts whose stacks changed, hosts that lose entries first: a view leaves one container
  /// before it joins another.
  public var stackChanges: [StackChange<Route>]
  /// The views that change host (collapsing gathers them on the primary's, expanding spreads them).
  public var moved: [ViewMove]
  /// The lifecycle events to deliver to the views, in the engine's order (rules P1–P3).
  public var events: [PaneEvent<Route>]
  /// The views to drop after the events: their entries are gone from every stack.
  public var destroyed: [Pane<Route>]
  /// The whole scene to show.
  public var scene: SplitScene<Route>
  /// How the hosts move from their old places to the new ones.
  public var animation: SceneAnimation

  /// A plan; ``SceneTracker/update(to:effects:)`` is the source.
  @inlinable init(
    created: [Pane<Route>], stackChanges: [StackChange<Route>], moved: [ViewMove], events: [PaneEvent<Route>],
    destroyed: [Pane<Route>], scene: SplitScene<Route>, animation: SceneAnimation
  ) {
    self.created = created
    self.stackChanges = stackChanges
    self.moved = moved
    self.events = events
    self.destroyed = destroyed
    self.scene = scene
    self.animation = animation
  }

  /// Whether the plan changes nothing an adapter shows.
  public var isEmpty: Bool {
    created.isEmpty && stackChanges.isEmpty && events.isEmpty && destroyed.isEmpty && animation == .none
  }
}

/// One host's new stack.
public struct StackChange<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The host whose stack changes.
  public var host: Column
  /// Its new stack, bottom first.
  public var stack: HostStack<Route>
  /// How its navigation container shows the change.
  public var animation: StackAnimation
}

/// How a navigation container goes to its new stack.
public enum StackAnimation: String, Hashable, Sendable {
  /// Without animation: the host was hidden or the window changed (the platform animates that).
  case none
  /// A push: the old stack is the bottom of the new one.
  case push
  /// A pop: the new stack is the bottom of the old one.
  case pop
  /// The top is replaced: a new detail, a new destination.
  case replace
}

/// How the hosts move to their new places.
public enum SceneAnimation: String, Hashable, Sendable {
  /// Nothing moves, or the window changed size (the platform's rotation animates it).
  case none
  /// Frames slide to their new places: the sidebar shown or hidden, a divider dragged.
  case frames
  /// The arrangement changed (collapsed, expanded, stacked): cross-fade.
  case crossfade
}

/// A view that moves from one host to another.
public struct ViewMove: Hashable, Sendable {
  /// The entry whose view moves.
  public var entry: EntryID
  /// The host it leaves.
  public var from: Column
  /// The host it joins.
  public var to: Column
}
