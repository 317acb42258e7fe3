extension NavigationState {
  /// Whether `column` is one of the history's panes (rule N13): every column but UIKit's compact
  /// column and a sidebar of destinations, which keep their own rules.
  @inlinable public func isHistoryPane(_ column: Column) -> Bool {
    _navigator.keepsHistory && column != .compact && (column != .primary || _destinations.isEmpty)
  }

  /// Compose's `navigateTo(pane, content)` (rule N13): appends a destination showing `route` in
  /// `column` — the entry already on top when it shows `route`, else a new entry pushed on the
  /// column's stack. Nothing is cleared: the history keeps what came before. O(1).
  @inlinable mutating func navigate(to route: Route, in column: Column) throws(NavigationError<Route>) {
    if column == .supplementary, style == .doubleColumn { throw .columnNotInStyle(column, style) }
    if let top = _stacks[column].last, top.route == route {
      _history.append(PaneDestination(column: column, entry: top.id, content: route), pushesEntry: false)
      return
    }
    let entry = makeEntry(route)
    _stacks[column].push(entry)
    _history.append(PaneDestination(column: column, entry: entry.id, content: route), pushesEntry: true)
  }

  /// Compose's `navigateTo(pane)` without new content: a destination showing what `column` shows.
  /// O(1).
  @inlinable mutating func navigate(toPane column: Column) {
    let top = _stacks[column].last
    _history.append(PaneDestination(column: column, entry: top?.id, content: top?.route), pushesEntry: false)
  }

  /// The index of the destination back returns to under `behavior`, or `nil` when back cannot go
  /// back — Compose's `getPreviousDestinationIndex` (rule N13). `value` names the panes a
  /// recency order shows (a set, as bits), for `popUntilScaffoldValueChange` and
  /// `popUntilContentChange`. O(destinations scanned).
  @inlinable public func previousDestinationIndex(
    behavior: BackBehavior, value: (BoundedList<Column>) -> Int
  ) -> Int? {
    let count = _history.count
    guard count > 1 else { return nil }
    let aware = _navigator == .historyAware
    switch behavior {
    case .popLatest:
      return count - 2
    case .popUntilCurrentDestinationChange:
      let current = _history[count - 1].column
      for index in stride(from: count - 2, through: 0, by: -1) where _history[index].column != current {
        return index
      }
      return nil
    case .popUntilScaffoldValueChange, .popUntilContentChange:
      let currentValue = value(_history.recency(historyAware: aware))
      let currentContent = _history[count - 1].content
      var latest = _history.latest
      for index in stride(from: count - 2, through: 0, by: -1) {
        // The history as far as `index`: its column's latest is the one before the dropped one.
        latest[_history[index + 1].column] = _history.previousInColumn(at: index + 1)
        if behavior == .popUntilContentChange, _history[index].content != currentContent { return index }
        let recency = DestinationHistory<Route>.recency(latest: latest, count: index + 1, historyAware: aware)
        if value(recency) != currentValue { return index }
      }
      return nil
    }
  }

  /// Pops the history down to the destination at `index`, popping each entry a popped
  /// destination pushed (rule N13). O(destinations popped).
  @inlinable mutating func popHistory(to index: Int, removing removed: inout RemovedEntries<Route>) {
    while _history.count > index + 1, let popped = _history.popLast() {
      guard popped.pushesEntry, let entry = _stacks[popped.destination.column].pop() else { continue }
      removed.append(popped.destination.column, entry)
    }
  }

  /// A column's own back under a history navigator (rule N13): pops `column`'s top entry and the
  /// history from the destination that pushed it, so the column shows the entry below, as its
  /// bar's back button promises. `false`, changing nothing, where the history did not push the top
  /// (a root). O(destinations popped and of the column scanned).
  @inlinable mutating func popTop(of column: Column, removing removed: inout RemovedEntries<Route>) -> Bool {
    guard let top = _stacks[column].last else { return false }
    var index = _history.latest[column]
    while index >= 0, !(_history.pushesEntry(at: index) && _history[index].entry == top.id) {
      index = _history.previousInColumn(at: index)
    }
    guard index >= 1 else { return false }
    popHistory(to: index - 1, removing: &removed)
    return true
  }

  /// Takes up the configuration's navigator (rule N13): into a history mode from column stacks,
  /// the stacks become a history; back to stacks, the history and the extra pane's entries go.
  @inlinable mutating func adopt(_ navigator: NavigatorMode, removing removed: inout RemovedEntries<Route>) {
    guard navigator != _navigator else { return }
    let kept = _navigator.keepsHistory
    _navigator = navigator
    if !navigator.keepsHistory {
      _history.removeAll()
      clear(.inspector, into: &removed)
    } else if !kept {
      rebuildHistory()
    }
  }

  /// A history that leads to the stacks as they are (rule N13): the first pane column's root,
  /// then every entry above it, the lists before the detail before the extra pane, whose entries
  /// are always the history's own. Used where the
  /// stacks change wholesale: a sidebar destination selected or declared, a sidebar shown anew.
  @inlinable mutating func rebuildHistory() {
    _history.removeAll()
    guard _navigator.keepsHistory else { return }
    for column in Column.paneColumns where isHistoryPane(column) {
      if column == .supplementary, style == .doubleColumn { continue }
      for entry in _stacks[column] {
        _history.append(
          PaneDestination(column: column, entry: entry.id, content: entry.route),
          pushesEntry: column == .inspector || !_history.isEmpty)
      }
    }
  }

  /// The first way the history and the stacks disagree, or `nil` (rules N9, N13): no history
  /// with column stacks; otherwise each destination in a history pane, its entry and content on
  /// the column's stack, the entries destinations pushed the top of their stacks in order, and the
  /// extra pane's entries all pushed by the history. O(destinations + entries).
  @inlinable var historyViolation: String? {
    guard _navigator.keepsHistory else {
      return _history.isEmpty ? nil : "history is kept, but the navigator is stacks"
    }
    var pushed = ColumnMap<[EntryID]>(repeating: [])
    for index in 0..<_history.count {
      let destination = _history[index]
      guard isHistoryPane(destination.column) else {
        return "history[\(index)] shows in \(destination.column), which is no pane of the history"
      }
      guard let id = destination.entry else {
        if destination.content != nil { return "history[\(index)] has content but no entry" }
        continue
      }
      guard let entry = _stacks[destination.column].first(where: { $0.id == id }),
        entry.route == destination.content
      else {
        return "history[\(index)] shows entry \(id), which stacks.\(destination.column) does not hold"
      }
      if _history.pushesEntry(at: index) { pushed[destination.column].append(id) }
    }
    for column in Column.paneColumns {
      let stack = _stacks[column]
      let ids = pushed[column]
      guard ids.count <= stack.count else {
        return "the history pushed more entries than stacks.\(column) holds"
      }
      for (offset, id) in ids.enumerated() where stack[stack.count - ids.count + offset].id != id {
        return "the entries the history pushed are not the top of stacks.\(column), in order"
      }
      if column == .inspector, ids.count != stack.count {
        return "stacks.inspector holds entries the history did not push"
      }
    }
    return nil
  }
}
