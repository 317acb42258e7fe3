import Colonnade
import ColonnadeScene

/// A model of a native split view's navigation controllers — one per column and the compact one —
/// that carries out updates as the UIKit adapter does, refuses every step UIKit would not take,
/// and applies what the user and the app do through UIKit's own API as UIKit would.
struct NativeSplitModel {
  /// Each view controller made: the navigation controller holding it, `nil` for none.
  var views: [EntryID: Column?] = [:]
  /// What each navigation controller holds, bottom first.
  var stacks = ColumnMap<[EntryID]>(repeating: [])
  /// Every entry that ever had a view controller.
  var everCreated: Set<EntryID> = []

  /// Carries out `update` in its order; the first step UIKit could not take, or `nil`.
  mutating func apply(_ update: NativeSplitUpdate<String>) -> String? {
    for pane in update.created {
      let id = pane.entry.id
      guard views[id] == nil else { return "made \(id) twice" }
      guard everCreated.insert(id).inserted else { return "made \(id) again after dropping it" }
      views[id] = .some(nil)
    }
    for change in update.stackChanges {
      let ids = change.stack.map { $0.entry.id }
      guard Set(ids).count == ids.count else { return "\(change.column) holds one view controller twice" }
      for id in ids {
        guard let holder = views[id] else { return "\(change.column) shows \(id), which was never made" }
        // UIKit moves a view controller out of another navigation controller silently and badly.
        if let holder, holder != change.column { return "\(change.column) takes \(id) from \(holder)" }
      }
      for id in stacks[change.column] where !ids.contains(id) { views[id] = .some(nil) }
      for id in ids { views[id] = change.column }
      stacks[change.column] = ids
      if change.animation == .replace { return "\(change.column) animates a replaced top" }
    }
    for pane in update.destroyed {
      guard let holder = views[pane.entry.id] else { return "dropped \(pane.entry.id), never made" }
      if let holder { return "dropped \(pane.entry.id) while \(holder) shows it" }
      views[pane.entry.id] = nil
    }
    return nil
  }

  /// The user popped `column`'s navigation controller to its bottom `remaining`.
  mutating func pop(_ column: Column, to remaining: Int) {
    for id in stacks[column].dropFirst(remaining) { views[id] = .some(nil) }
    stacks[column] = Array(stacks[column].prefix(remaining))
  }

  /// Whether the navigation controllers hold exactly the plan's stacks.
  func mismatch(with plan: NativeSplitPlan<String>) -> String? {
    for column in Column.allCases where stacks[column] != plan.stacks[column].map({ $0.entry.id }) {
      return
        "\(column)'s navigation controller holds \(stacks[column]), the plan \(plan.stacks[column].count)"
    }
    return nil
  }
}
