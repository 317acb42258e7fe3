extension CoordinatorState {
  /// Every broken invariant of the whole state, one line each; checked after every action in
  /// tests and debug builds: the navigation's (N1), the layout's (L4–L6), the layout up to date,
  /// focus on a shown column, no lapsed sidebar choice (D2), and a rail's pane on screen, standing for sidebar destinations (L13).
  @usableFromInline package var invariantViolations: [String] {
    var found = layout.invariantViolations(environment: environment, configuration: configuration)
    if let problem = navigation.firstInvariantViolation { found.append(problem) }
    if layout != resolveLayout() { found.append("the layout is stale") }
    if layout[focusedColumn] == nil { found.append("focus is on \(focusedColumn), which is not shown") }
    if let choice = overrides.displayMode, choice.widthClassName != layout.widthClass.name {
      found.append("a sidebar choice from width class \(choice.widthClassName) outlived it")
    }
    if overrides.inspector == false, layout[.inspector] != nil {
      found.append("the inspector shows though the user hid it (rule L11)")
    }
    if layout.presentsModal, focusedColumn != .inspector {
      found.append("focus is under the inspector's modal sheet or levitated pane (rules L10, L15)")
    }
    if layout.showsRail, !onScreenPanes.contains(where: { $0.column == .primary }) {
      found.append("the rail shows but the primary's pane is not on screen (rules L13, P1)")
    }
    if layout.showsRail, navigation.destinations.isEmpty {
      found.append("the rail stands for the app's own list, not sidebar destinations (rule L13)")
    }
    found += lifecycleViolations
    return found
  }

  /// Rules P1, P2: outside a transition, the panes on screen are announced visible, the focused one
  /// active, no other pane active, and every announced pane's entry still exists.
  private var lifecycleViolations: [String] {
    guard lifecycle.hasStarted, transitionDepth == 0 else { return [] }
    var found: [String] = []
    let onScreen = onScreenPanes
    for pane in onScreen {
      let expected: PaneState = pane == activePane ? .active : .visible
      if lifecycle.state(of: pane.entry.id) != expected {
        found.append(
          "pane \(pane.entry.id) on screen is \(lifecycle.state(of: pane.entry.id)?.rawValue ?? "unannounced")"
        )
      }
    }
    var live = Set<EntryID>()
    for column in Column.entryColumns { for entry in navigation.stacks[column] { live.insert(entry.id) } }
    for entry in navigation.stacks.inspector { live.insert(entry.id) }
    for saved in navigation.saved {
      for entry in saved.supplementary { live.insert(entry.id) }
      for entry in saved.secondary { live.insert(entry.id) }
    }
    for (id, record) in lifecycle.records {
      if !live.contains(id) { found.append("pane \(id) outlived its entry") }
      if record.state == .active, record.pane != activePane {
        found.append("pane \(id) is active without focus")
      }
      if [.visible, .active].contains(record.state), !onScreen.contains(record.pane) {
        found.append("pane \(id) is announced visible but is off screen")
      }
    }
    for id in data.panes.keys where !live.contains(id) { found.append("pane \(id)'s data outlived it") }
    return found
  }
}
