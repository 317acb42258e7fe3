import Colonnade

extension CoordinatorState where Route == String {
  /// The whole state as short lines, so scenario tests write out every field they expect.
  var summary: [String] {
    func stack(_ entries: some Sequence<Entry<String>>) -> String {
      "[" + entries.map { "\($0.id) \($0.route)" }.joined(separator: ", ") + "]"
    }
    var lines = [layout.summary[0], "shown: " + layout.columns.map(\.column.rawValue).joined(separator: " ")]
    for column in Column.stackColumns {
      lines.append("\(column): \(stack(navigation.stacks[column]))")
    }
    lines.append("selection: \(navigation.selection ?? "none")")
    for saved in navigation.saved {
      lines.append("saved \(saved.destination): \(stack(saved.supplementary)) \(stack(saved.secondary))")
    }
    let back = backColumn?.rawValue ?? "none"
    lines.append(
      "focus: \(focusedColumn), back: \(back), ready: \(isReady), pending: \(pendingLinks.map(\.link))")
    return lines
  }
}
