import Colonnade

extension Browser {
  // MARK: Marks (Space, `v`, `uv`)

  /// Space: marks the highlighted entry of the list, or unmarks it, and moves down, `times` over
  /// (ranger's and nnn's Space).
  mutating func toggleMarks(_ times: Int) {
    guard let entry = top(.supplementary), case .listing(let listing) = contents[entry.id], listing.count > 0
    else {
      message = "Space marks a folder's entries"
      return
    }
    var row = min(cursors[entry.id] ?? 0, listing.count - 1)
    for _ in 0..<min(times, listing.count) {
      marks.toggle(listing.path.appending(listing.name(at: row)))
      guard row + 1 < listing.count else { break }
      row += 1
    }
    setCursor(row, of: entry.id, count: listing.count)
  }

  /// `v`: inverts the marks of the entries the list shows (filtered, hidden ones left out), as
  /// ranger's `v`. O(rows).
  mutating func invertMarks() {
    guard let entry = top(.supplementary), case .listing(let listing) = contents[entry.id] else {
      message = "v inverts the marks of a folder's entries"
      return
    }
    for row in 0..<listing.count { marks.toggle(listing.path.appending(listing.name(at: row))) }
    message = marks.isEmpty ? "No marks" : "\(marks.count) marked"
  }

  /// `uv`: unmarks everything, in every folder.
  mutating func clearMarks() {
    let count = marks.count
    marks.removeAll()
    message = count == 0 ? "No marks to clear" : "\(count) marks cleared"
  }
}
