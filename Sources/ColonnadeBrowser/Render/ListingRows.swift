import ColonnadeTerminal

/// The list rows last built for listings, kept by a retained screen so a key that moves the
/// highlight, or scrolls by a row, formats only the rows it has not formatted yet.
///
/// A row is reused only for the same listing (compared by value: its arrays compare in O(1) when
/// they are the same storage, which is the case while the listing is unchanged) and the same
/// look (colours, marks, details), so the rows are exactly those built afresh. At most
/// ``capacity`` listings are kept.
struct ListingRows {
  /// What else a row's look depends on: the colours, the marks' generation, the details shown.
  struct Look: Equatable {
    var colors: FileColors
    var marks: UInt64
    var details: ListingDetails
  }

  /// One listing's rows `first..<first + items.count`.
  struct Kept {
    var listing: DirectoryListing
    var look: Look
    var first: Int
    var items: [ListView.Item]
  }

  /// Listings shown at once: the primary and secondary columns, and one more while one changes.
  static let capacity = 3
  private var kept: [Kept] = []

  /// Rows `rows` of `listing` in `look`, reusing the rows kept for it. O(rows not kept).
  mutating func items(
    _ rows: Range<Int>, of listing: DirectoryListing, look: Look,
    build: (Int) -> ListView.Item
  ) -> [ListView.Item] {
    let found = kept.firstIndex { $0.listing == listing && $0.look == look }
    if let found, kept[found].first == rows.lowerBound, kept[found].items.count == rows.count {
      // The same rows (a moved highlight): the same array, which compares in O(1) afterwards.
      if found > 0 { kept.insert(kept.remove(at: found), at: 0) }
      return kept[0].items
    }
    let old = found.map { kept[$0] }
    let items = rows.map { row -> ListView.Item in
      if let old, row >= old.first, row < old.first + old.items.count { return old.items[row - old.first] }
      return build(row)
    }
    if let found { kept.remove(at: found) }
    kept.insert(Kept(listing: listing, look: look, first: rows.lowerBound, items: items), at: 0)
    if kept.count > Self.capacity { kept.removeLast() }
    return items
  }
}
