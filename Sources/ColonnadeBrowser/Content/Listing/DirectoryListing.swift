/// One folder's entries: every one of them, read once through a ``FileTree``, and the rows shown:
/// hidden entries left out unless asked for, filtered, sorted folders first.
///
/// ```swift
/// var listing = try DirectoryListing.read(FilePath("/home/ada"), from: tree)
/// listing.arrange(ListingOrder(key: .name), filter: "")
/// (0..<listing.count).map { listing.item(at: $0).displayName }   // ["Documents", "notes.txt"]
/// ```
///
/// Memory is bounded per entry: the names lie back to back in one buffer and each entry keeps
/// 32 bytes of facts, so a 200,000-entry folder costs a few MiB. Reading costs one `lstat` per
/// entry plus one `stat` per symbolic link; arranging sorts indices. Rows are made into
/// ``ListingItem``s (text, paths) only when drawn.
public struct DirectoryListing: Hashable, Sendable {
  /// The folder.
  public let path: FilePath
  /// Every name, back to back.
  let names: [UInt8]
  /// Every entry, in directory order.
  let entries: [Entry]
  /// What `lstat` or `stat` failed with, by entry index (rare).
  let failures: [Int32: FileTreeError]
  /// The owners met, user id above group id; entries keep an index here (few differ in a folder).
  let owners: [UInt64]
  /// Every entry's index, sorted by the order's key and direction (hidden ones included).
  private(set) var sorted: [Int32] = []
  /// The shown entries' indices, in the order shown.
  public private(set) var shown: [Int32]
  /// The order and filter `shown` was made with.
  public private(set) var order = ListingOrder()
  public private(set) var filter = ""

  /// One entry's facts, 32 bytes.
  package struct Entry: Hashable, Sendable {
    var nameStart: UInt32
    var nameCount: UInt16
    var kind: FileKind
    var flags: Flags
    var permissions: UInt16
    /// Its owner's index in ``DirectoryListing/owners`` (in what would be padding).
    var owner: UInt32
    var size: UInt64
    var modified: Int64

    struct Flags: OptionSet, Hashable, Sendable {
      var rawValue: UInt8
      /// `lstat` failed.
      static let failed = Flags(rawValue: 1)
      /// A symbolic link whose target could not be reached.
      static let linkBroken = Flags(rawValue: 2)
      /// A folder, or a symbolic link to one.
      static let opensAsDirectory = Flags(rawValue: 4)
      /// A symbolic link (to a folder or not).
      static let isLink = Flags(rawValue: 8)
      /// The name starts with a dot.
      static let hidden = Flags(rawValue: 16)
      /// Any execute bit is set on a regular file.
      static let executable = Flags(rawValue: 32)
    }
  }

  /// How many rows are shown.
  public var count: Int { shown.count }
  /// How many entries the folder holds, shown or not.
  public var total: Int { entries.count }
  /// How many entries have names starting with a dot.
  public private(set) var hiddenTotal = 0
  /// How many entries show without a filter.
  public var unfilteredCount: Int { order.showsHidden ? total : total - hiddenTotal }

  /// The listing of what ``read(_:from:order:kindsOnly:)`` found; nothing shows until it is arranged.
  init(path: FilePath, names: [UInt8], entries: [Entry], failures: [Int32: FileTreeError], owners: [UInt64]) {
    self.path = path
    self.names = names
    self.entries = entries
    self.failures = failures
    self.owners = owners
    shown = []
    hiddenTotal = entries.count(where: { $0.flags.contains(.hidden) })
  }

  /// Shows the entries `order` and `filter` (case-insensitive, part of the name) keep, sorted.
  ///
  /// Sorting happens only when the key or direction changes (O(n log n)); hiding and filtering
  /// walk the sorted entries (O(n)), and a filter that only grows walks the rows already shown.
  public mutating func arrange(_ order: ListingOrder, filter: String, force: Bool = false) {
    guard force || order != self.order || filter != self.filter else { return }
    let resort = force || order.key != self.order.key || order.reversed != self.order.reversed
    let narrows =
      !resort && order.showsHidden == self.order.showsHidden && !self.filter.isEmpty
      && filter.lowercased().hasPrefix(self.filter.lowercased())
    self.order = order
    self.filter = filter
    let matcher = NameMatcher(filter)
    names.withUnsafeBufferPointer { names in
      entries.withUnsafeBufferPointer { entries in
        if resort {
          if order.key == .name, entries.count < 1 << 31 {
            // By name, most pairs differ in their first 12 folded bytes: sort those, held with
            // each index (complemented when reversed), and compare the names only on a tie.
            var keys = (0..<entries.count).map { index in
              SortKey(entries[index], index: index, names: names, reversed: order.reversed)
            }
            keys.sort { a, b in
              if a.tagged >> 31 != b.tagged >> 31 { return a.tagged < b.tagged }
              if a.high != b.high { return a.high < b.high }
              if a.middle != b.middle { return a.middle < b.middle }
              return Self.precedes(entries[Int(a.index)], entries[Int(b.index)], names: names, order: order)
            }
            sorted = keys.map(\.index)
          } else {
            var all = (0..<Int32(entries.count)).map { $0 }
            all.sort { Self.precedes(entries[Int($0)], entries[Int($1)], names: names, order: order) }
            sorted = all
          }
        }
        let source = narrows ? shown : sorted
        var kept: [Int32] = []
        kept.reserveCapacity(source.count)
        for index in source {
          let entry = entries[Int(index)]
          if !order.showsHidden, entry.flags.contains(.hidden) { continue }
          if !matcher.isEmpty, !matcher.matches(Self.name(of: entry, in: names)) { continue }
          kept.append(index)
        }
        shown = kept
      }
    }
  }
}
