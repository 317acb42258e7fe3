import Colonnade

extension SplitCoordinator where Route == String {
  /// Rules N2 and N5 after one step, given the coordinator before it: the collapsed stack is the
  /// column stacks end to end; a back with the inspector's sheet or extra pane up dismisses it
  /// (L10, L12); an expanded back pops the entries the back behaviour names (N12) of one column
  /// deeper than one, leaving the columns before it as they were. The first failure, or `nil`.
  public func stackFailure(after action: CoordinatorAction<String>, from before: SplitCoordinator<String>)
    -> String?
  {
    let navigation = state.navigation
    let projected = navigation.collapsedStack.map(\.entry)
    let concatenated =
      Array(navigation.stacks.primary)
      + (navigation.style == .tripleColumn ? Array(navigation.stacks.supplementary) : [])
      + Array(navigation.stacks.secondary)
    if projected != concatenated { return "projection \(projected) is not the stacks \(concatenated)" }
    guard case .backRequested = action else { return nil }
    let previous = before.state.navigation
    if previous.navigator.keepsHistory {
      // N13: back pops the history, never grows it; where it cannot go back nothing changes.
      if navigation.history.count > previous.history.count { return "back grew the history" }
      if !before.snapshot.canGoBack, state.navigation != before.state.navigation {
        return "back changed the navigation of a state that could not go back"
      }
      return nil
    }
    if before.state.backColumn == .inspector {
      // L10, L12: back dismissed the sheet or the extra pane, and popped nothing.
      if navigation != previous || state.layout[.inspector] != nil {
        return "back did not dismiss the inspector first"
      }
      return nil
    }
    guard before.state.collapsedColumn == nil, let popped = previous.backColumn(collapsedShowing: nil) else {
      return nil
    }
    // N12: the configuration's back behaviour says how many entries.
    let count = previous.backCount(
      of: popped, collapsed: false, behavior: before.state.configuration.backBehavior)
    if navigation.stacks[popped].count != previous.stacks[popped].count - count
      || navigation.stacks[popped].isEmpty
    {
      return "expanded back did not pop exactly \(count) entries of \(popped)"
    }
    for column in Column.stackColumns {
      if column == popped { break }
      if navigation.stacks[column] != previous.stacks[column] { return "expanded back changed \(column)" }
    }
    return nil
  }
}
