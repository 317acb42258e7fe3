extension NavigationState {
  /// The first broken invariant, or `nil` (rule N1): entry ids unique and below the counter, the
  /// selection declared, no inspector stack, no list in double style, destinations unique.
  ///
  /// O(n) in entries and destinations (sets, not scans of earlier ones), so restoring a large
  /// session stays linear.
  public var firstInvariantViolation: String? {
    var seen = Set<EntryID>()
    var stacksToCheck: [EntryStack<Route>] = [stacks.primary, stacks.supplementary, stacks.secondary]
    for memory in saved { stacksToCheck += [memory.supplementary, memory.secondary] }
    for stack in stacksToCheck {
      for entry in stack {
        if entry.id.rawValue >= nextID { return "entry id \(entry.id) is not below the counter \(nextID)" }
        if !seen.insert(entry.id).inserted { return "entry id \(entry.id) appears twice" }
      }
    }
    if !stacks.inspector.isEmpty { return "the inspector holds a stack" }
    if style == .doubleColumn, !stacks.supplementary.isEmpty { return "double style with a list stack" }
    var declared = Set<Route>()
    for destination in destinations where !declared.insert(destination.route).inserted {
      return "a destination is declared twice"
    }
    if let selection, !declared.contains(selection) {
      return "the selection is not a declared destination"
    }
    for memory in saved {
      if !declared.contains(memory.destination) {
        return "saved stacks belong to an undeclared destination"
      }
      if memory.destination == selection { return "the selected destination also has saved stacks" }
    }
    return nil
  }
}
