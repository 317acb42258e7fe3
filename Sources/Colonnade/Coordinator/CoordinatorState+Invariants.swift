extension CoordinatorState {
  /// Every broken invariant of the whole state, one line each; checked after every action in
  /// tests and debug builds: the navigation's (N1), the layout's (L4–L6), the layout up to date,
  /// focus on a shown column, and no lapsed sidebar choice (D2).
  package var invariantViolations: [String] {
    var found = layout.invariantViolations(environment: environment, configuration: configuration)
    if let problem = navigation.firstInvariantViolation { found.append(problem) }
    if layout != resolveLayout() { found.append("the layout is stale") }
    if layout[focus] == nil { found.append("focus is on \(focus), which is not shown") }
    if let choice = overrides.displayMode, choice.widthClassName != layout.widthClass.name {
      found.append("a sidebar choice from width class \(choice.widthClassName) outlived it")
    }
    return found
  }
}
