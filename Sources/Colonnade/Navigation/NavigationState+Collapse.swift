extension NavigationState {
  /// The collapsed navigation stack: primary, then supplementary (triple style), then secondary
  /// (rule N2). A projection, not a copy: O(1) to make and to index.
  public var collapsedStack: CollapsedStack<Route> {
    CollapsedStack(
      primary: stacks.primary,
      supplementary: style == .tripleColumn ? stacks.supplementary : EntryStack(),
      secondary: stacks.secondary)
  }
}

/// The three column stacks seen as one, bottom first (rule N2).
public struct CollapsedStack<Route: Hashable & Sendable>: RandomAccessCollection {
  let primary: EntryStack<Route>
  let supplementary: EntryStack<Route>
  let secondary: EntryStack<Route>

  public var startIndex: Int { 0 }
  public var endIndex: Int { primary.count + supplementary.count + secondary.count }

  /// The entry at `index` from the bottom, and the column it lives in. O(1).
  public subscript(index: Int) -> (column: Column, entry: Entry<Route>) {
    if index < primary.count { return (.primary, primary[index]) }
    let rest = index - primary.count
    if rest < supplementary.count { return (.supplementary, supplementary[rest]) }
    return (.secondary, secondary[rest - supplementary.count])
  }
}
