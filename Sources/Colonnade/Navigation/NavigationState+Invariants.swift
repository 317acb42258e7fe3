extension NavigationState {
  /// The first broken invariant, or `nil` (rules N1, N9): entry ids unique and below the counter,
  /// destinations unique, the selection declared, the primary holding its root entry (the
  /// sidebar alone in an app with sidebar destinations), no inspector stack but a history's extra
  /// pane (N13), no list in double style, the history in step with the stacks. Each message names the field at fault as a saved session spells it.
  ///
  /// O(n) in entries and destinations (sets, not scans of earlier ones), so restoring a large
  /// session stays linear.
  public var firstInvariantViolation: String? {
    var seen = Set<EntryID>()
    var stacksToCheck: [EntryStack<Route>] = [
      stacks.primary, stacks.supplementary, stacks.secondary, stacks.inspector, stacks.compact,
    ]
    for memory in saved { stacksToCheck += [memory.supplementary, memory.secondary] }
    for stack in stacksToCheck {
      for entry in stack {
        if entry.id.rawValue >= nextID { return "entry id \(entry.id) is not below the counter \(nextID)" }
        if !seen.insert(entry.id).inserted { return "entry id \(entry.id) appears twice" }
      }
    }
    var declared = Set<Route>()
    for destination in destinations where !declared.insert(destination.route).inserted {
      return "a destination is declared twice"
    }
    // Before the style checks: an undeclared selection has no style of its own.
    if let selection, !declared.contains(selection) {
      return "selection is not a declared destination"
    }
    if stacks.primary.isEmpty {
      return "stacks.primary is empty: the primary column always holds its root entry"
    }
    if !destinations.isEmpty, stacks.primary.count > 1 {
      return "stacks.primary holds \(stacks.primary.count) entries: in an app with sidebar destinations "
        + "the primary is the sidebar and holds one"
    }
    if !stacks.inspector.isEmpty, !navigator.keepsHistory { return "the inspector holds a stack" }
    if let problem = historyViolation { return problem }
    if style == .doubleColumn, !stacks.supplementary.isEmpty { return "double style with a list stack" }
    for memory in saved {
      if !declared.contains(memory.destination) {
        return "saved stacks belong to an undeclared destination"
      }
      if memory.destination == selection { return "the selected destination also has saved stacks" }
    }
    return nil
  }
}
