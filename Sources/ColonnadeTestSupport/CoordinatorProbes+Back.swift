import Colonnade

extension SplitCoordinator where Route == String {
  /// Rules N2 and N5 after one step, given the coordinator before it: the collapsed stack is the
  /// column stacks end to end, and an expanded back pops exactly one entry of one column deeper
  /// than one, leaving the columns before it as they were. The first failure, or `nil`.
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
    guard before.state.collapsedColumn == nil, let popped = previous.backColumn(collapsedShowing: nil) else {
      return nil
    }
    if navigation.stacks[popped].count != previous.stacks[popped].count - 1
      || navigation.stacks[popped].isEmpty
    {
      return "expanded back did not pop exactly one entry of \(popped)"
    }
    for column in Column.stackColumns {
      if column == popped { break }
      if navigation.stacks[column] != previous.stacks[column] { return "expanded back changed \(column)" }
    }
    return nil
  }
}
