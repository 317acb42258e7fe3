extension NavigationState {
  /// The first broken invariant, or `nil` (rule N1): entry ids unique and below the counter, the
  /// selection declared, no inspector stack, no list in double style, destinations unique.
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
    if let selection, !destinations.contains(where: { $0.route == selection }) {
      return "the selection is not a declared destination"
    }
    for (index, destination) in destinations.enumerated()
    where destinations[..<index].contains(where: { $0.route == destination.route }) {
      return "a destination is declared twice"
    }
    for memory in saved {
      if !destinations.contains(where: { $0.route == memory.destination }) {
        return "saved stacks belong to an undeclared destination"
      }
      if memory.destination == selection { return "the selected destination also has saved stacks" }
    }
    return nil
  }
}
