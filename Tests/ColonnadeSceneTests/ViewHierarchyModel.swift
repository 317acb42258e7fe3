import Colonnade
import ColonnadeScene

/// A model of an adapter's view hierarchy — the views it made and each host's stack — that
/// carries out plans as an adapter must, and refuses every step an adapter could not take.
struct ViewHierarchyModel {
  /// Each view's host; `nil`: made but in no container.
  var views: [EntryID: Column?] = [:]
  var stacks = ColumnMap<[EntryID]>(repeating: [])
  /// Every entry that ever had a view: a view is made at most once for an entry.
  var everCreated: Set<EntryID> = []
  /// The panes the plans' events announced and did not destroy.
  var announced: Set<EntryID> = []

  /// Carries out `plan` in its order; the first step an adapter could not take, or `nil`.
  mutating func apply(_ plan: ScenePlan<String>) -> String? {
    for pane in plan.created {
      let id = pane.entry.id
      guard views[id] == nil else { return "created \(id) twice while it lives" }
      guard everCreated.insert(id).inserted else { return "created \(id) again after it was dropped" }
      views[id] = .some(nil)
    }
    for move in plan.moved {
      guard let host = views[move.entry], host == move.from else {
        return "moved \(move.entry) from \(move.from), where it is not"
      }
    }
    for change in plan.stackChanges {
      let ids = change.stack.map { $0.entry.id }
      for id in ids {
        guard let host = views[id] else { return "\(change.host) shows \(id), which has no view" }
        if let host, host != change.host, stacks[host].contains(id) {
          return "\(change.host) takes \(id) while \(host) still holds it"
        }
      }
      for id in stacks[change.host] where !ids.contains(id) { views[id] = .some(nil) }
      for id in ids { views[id] = change.host }
      stacks[change.host] = ids
    }
    for event in plan.events {
      let id = event.pane.entry.id
      guard views[id] != nil else { return "\(event.state) for \(id), which has no view" }
      if event.state == .destroyed { announced.remove(id) } else { announced.insert(id) }
    }
    for pane in plan.destroyed {
      let id = pane.entry.id
      guard let host = views[id] else { return "dropped \(id), which has no view" }
      if let host { return "dropped \(id) while \(host) shows it" }
      views[id] = nil
    }
    return nil
  }

  /// Whether the model shows `scene` and keeps views only for entries of `navigation`.
  func mismatch(with scene: SplitScene<String>, navigation: NavigationState<String>) -> String? {
    for column in Column.allCases {
      let expected = scene.hosts[column].stack.map { $0.entry.id }
      if stacks[column] != expected { return "\(column) shows \(stacks[column]), the scene \(expected)" }
    }
    let alive = Self.entries(of: navigation)
    // A transition holds a pane's `destroyed` back until it ends; its view waits for it.
    for id in views.keys where !alive.contains(id) && !announced.contains(id) {
      return "the view of \(id) outlived its entry"
    }
    return nil
  }

  /// Every entry of `navigation`, in its stacks and in those its destinations left behind.
  static func entries(of navigation: NavigationState<String>) -> Set<EntryID> {
    var entries = Set<EntryID>()
    for column in Column.entryColumns { for entry in navigation.stacks[column] { entries.insert(entry.id) } }
    for entry in navigation.stacks.inspector { entries.insert(entry.id) }
    for saved in navigation.saved {
      for entry in saved.supplementary { entries.insert(entry.id) }
      for entry in saved.secondary { entries.insert(entry.id) }
    }
    return entries
  }
}
