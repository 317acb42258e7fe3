import ColonnadeTerminal

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

  /// Reads every entry of the folder and arranges it in `order`; throws when the folder itself
  /// cannot be read. O(n log n).
  ///
  /// With `kindsOnly`, an entry whose kind the directory records (`d_type`) is not stat'ed: its
  /// size, time and mode read as 0, so only the name and extension orders are those of a full
  /// read (a folder's preview, which shows names and marks folders). Links and entries of
  /// unknown kind are stat'ed as in a full read.
  public static func read(
    _ path: FilePath, from tree: any FileTree, order: ListingOrder = ListingOrder(), kindsOnly: Bool = false
  ) throws(FileTreeError) -> DirectoryListing {
    // A value the visitor mutates in place: a local function capturing the arrays would have
    // them checked for exclusive access at run time on every entry (9 % of a 20,000-entry read).
    var read = Reading()
    if kindsOnly {
      try tree.visitNames(inDirectory: path) { name, kind in
        guard let kind, kind != .symbolicLink else {
          return read.add(name, tree.entryFacts(of: path.appending(name)))
        }
        read.add(name, EntryFacts(own: .success(FileStatus(kind: kind, permissions: 0))))
      }
    } else {
      try tree.visitEntries(inDirectory: path) { read.add($0, $1) }
    }
    var listing = DirectoryListing(
      path: path, names: read.names, entries: read.entries, failures: read.failures, owners: read.owners,
      shown: [])
    listing.hiddenTotal = read.entries.count(where: { $0.flags.contains(.hidden) })
    listing.arrange(order, filter: "", force: true)
    return listing
  }

  /// The names, entries and failures of a folder as it is read, one entry at a time.
  private struct Reading {
    var names: [UInt8] = []
    var entries: [Entry] = []
    var failures: [Int32: FileTreeError] = [:]
    var owners: [UInt64] = []
    /// Where each owner is in `owners`; entries in a row mostly share the last one's.
    var ownerIndex: [UInt64: UInt32] = [:]
    var lastOwner: (key: UInt64, index: UInt32)?

    mutating func add(_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) {
      guard name.count <= Int(UInt16.max), names.count + name.count <= Int(UInt32.max) else { return }
      var entry = Entry(
        nameStart: UInt32(names.count), nameCount: UInt16(name.count), kind: .unknown, flags: [],
        permissions: 0, owner: 0, size: 0, modified: 0)
      names += name
      if name.first == UInt8(ascii: ".") { entry.flags.insert(.hidden) }
      switch facts.own {
      case .success(let status):
        entry.kind = status.kind
        entry.permissions = UInt16(truncatingIfNeeded: status.permissions & 0o7777)
        entry.size = status.size
        entry.modified = status.modified
        entry.owner = ownerIndex(of: status)
        if status.kind == .directory { entry.flags.insert(.opensAsDirectory) }
        if status.kind == .regular, status.permissions & 0o111 != 0 { entry.flags.insert(.executable) }
      case .failure(let error):
        entry.flags.insert(.failed)
        failures[Int32(entries.count)] = error
      }
      if entry.kind == .symbolicLink {
        entry.flags.insert(.isLink)
        switch facts.target {
        case .success(let target)?:
          if target.kind == .directory { entry.flags.insert(.opensAsDirectory) }
        case .failure(let error)?:
          entry.flags.insert(.linkBroken)
          failures[Int32(entries.count)] = error
        case nil:
          entry.flags.insert(.linkBroken)
        }
      }
      entries.append(entry)
    }

    /// The index of `status`'s owner in `owners`, added if new.
    private mutating func ownerIndex(of status: FileStatus) -> UInt32 {
      let key = status.ownerKey
      if let lastOwner, lastOwner.key == key { return lastOwner.index }
      let index: UInt32
      if let known = ownerIndex[key] {
        index = known
      } else {
        index = UInt32(truncatingIfNeeded: owners.count)
        owners.append(key)
        ownerIndex[key] = index
      }
      lastOwner = (key, index)
      return index
    }
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

  /// The row showing the entry named `name`, if shown. O(n).
  public func row(named name: [UInt8]) -> Int? {
    names.withUnsafeBufferPointer { buffer in
      shown.firstIndex { Self.name(of: entries[Int($0)], in: buffer).elementsEqual(name) }
    }
  }

  /// The name of the entry in `row`. O(name).
  public func name(at row: Int) -> [UInt8] {
    let entry = entries[Int(shown[row])]
    return Array(names[Int(entry.nameStart)..<Int(entry.nameStart) + Int(entry.nameCount)])
  }

  /// The entry in `row` as a folder's preview lists it: its safe name, with `/` after a folder.
  /// A printable ASCII name (most) is copied straight from the names, in one string. O(name).
  func previewName(at row: Int) -> String {
    let entry = entries[Int(shown[row])]
    let bytes = names[Int(entry.nameStart)..<Int(entry.nameStart) + Int(entry.nameCount)]
    let slash = entry.flags.contains(.opensAsDirectory) ? 1 : 0
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
      return SafeText.decoding(Array(bytes)) + (slash == 1 ? "/" : "")
    }
    return String(unsafeUninitializedCapacity: bytes.count + slash) { buffer in
      var end = buffer[...].initialize(from: bytes).1
      if slash == 1 {
        buffer[end] = 0x2F
        end += 1
      }
      return end
    }
  }

  /// Whether the entry in `row` is a folder or a link to one. O(1).
  public func opensAsDirectory(at row: Int) -> Bool {
    entries[Int(shown[row])].flags.contains(.opensAsDirectory)
  }

  /// The entry in `row`, made into text and a path for drawing. O(name).
  public func item(at row: Int) -> ListingItem {
    let index = shown[row]
    let entry = entries[Int(index)]
    let name = self.name(at: row)
    let status: Result<FileStatus, FileTreeError> =
      entry.flags.contains(.failed)
      ? .failure(failures[index] ?? .notFound)
      : .success(status(of: entry))
    var link: Result<FileKind, FileTreeError>?
    if entry.flags.contains(.isLink) {
      link =
        entry.flags.contains(.linkBroken)
        ? .failure(failures[index] ?? .notFound)
        : .success(entry.flags.contains(.opensAsDirectory) ? .directory : .regular)
    }
    return ListingItem(
      name: name, path: path.appending(name), displayName: SafeText.decoding(name), status: status,
      link: link,
      isExecutable: entry.flags.contains(.executable))
  }

  /// The status `lstat` gave the entry in `row`, owner included, unless it failed or the entry is
  /// a symbolic link (whose details need its target). O(1).
  public func linkStatus(at row: Int) -> FileStatus? {
    let entry = entries[Int(shown[row])]
    guard !entry.flags.contains(.failed), !entry.flags.contains(.isLink) else { return nil }
    return status(of: entry)
  }

  /// An entry's status as read (size, time and mode 0 when read for its kind only).
  private func status(of entry: Entry) -> FileStatus {
    let owner = Int(entry.owner) < owners.count ? owners[Int(entry.owner)] : 0
    return FileStatus(
      kind: entry.kind, size: entry.size, permissions: UInt32(entry.permissions), modified: entry.modified,
      user: UInt32(truncatingIfNeeded: owner >> 32), group: UInt32(truncatingIfNeeded: owner))
  }

  static func name(of entry: Entry, in names: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: names[Int(entry.nameStart)..<Int(entry.nameStart) + Int(entry.nameCount)])
  }

  /// Folders first, then by the order's key, then names without case, then bytes; reversed
  /// within the folders and within the files when asked.
  static func precedes(_ a: Entry, _ b: Entry, names: UnsafeBufferPointer<UInt8>, order: ListingOrder) -> Bool
  {
    let aFolder = a.flags.contains(.opensAsDirectory)
    if aFolder != b.flags.contains(.opensAsDirectory) { return aFolder }
    let (first, second) = order.reversed ? (b, a) : (a, b)
    switch order.key {
    case .name: break
    case .size where first.size != second.size: return first.size > second.size
    case .modified where first.modified != second.modified: return first.modified > second.modified
    case .extension:
      let sign = compareFolded(
        ListingOrder.extensionOf(name(of: first, in: names)),
        ListingOrder.extensionOf(name(of: second, in: names)))
      if sign != 0 { return sign < 0 }
    case .size, .modified: break
    }
    let left = name(of: first, in: names)
    let right = name(of: second, in: names)
    let sign = compareFolded(left, right)
    return sign != 0 ? sign < 0 : left.lexicographicallyPrecedes(right)
  }

  /// An entry's place in a sort by name, in 16 bytes: folders first (the top bit of `tagged`,
  /// above the entry's index), then the first 12 folded bytes of the name (``nameKey(_:)``),
  /// complemented to sort in reverse.
  struct SortKey {
    var high: UInt64
    var middle: UInt32
    var tagged: UInt32

    init(_ entry: Entry, index: Int, names: UnsafeBufferPointer<UInt8>, reversed: Bool) {
      let (high, low) = DirectoryListing.nameKey(DirectoryListing.name(of: entry, in: names))
      self.high = reversed ? ~high : high
      middle = UInt32(truncatingIfNeeded: (reversed ? ~low : low) >> 32)
      tagged = (entry.flags.contains(.opensAsDirectory) ? 0 : 1 << 31) | UInt32(index)
    }

    var index: Int32 { Int32(tagged & ~(1 << 31)) }
  }

  /// The first 16 bytes of `name`, folded as ``compareFolded(_:_:)`` folds them and zero-padded, as
  /// two big-endian integers: keys that differ order as the folded names do (names hold no zero
  /// byte, so a shorter name's padding sorts first, as a prefix does). O(1).
  package static func nameKey(_ name: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    (foldedWord(of: name, from: 0), foldedWord(of: name, from: 8))
  }

  /// Eight bytes of `name` from `start` (zero past its end), first byte highest, with ASCII
  /// capitals folded all at once: a byte from `A` to `Z` gains 0x20. O(1).
  static func foldedWord(of name: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
    var word: UInt64 = 0
    let count = min(8, name.count - start)
    if count > 0, let base = name.baseAddress {
      withUnsafeMutableBytes(of: &word) {
        $0.copyMemory(from: UnsafeRawBufferPointer(start: base + start, count: count))
      }
    }
    word = UInt64(bigEndian: word)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low7 = word & (0x7F * ones)
    // A byte's top bit: its low seven bits reach `A` (0x41), reach past `Z` (0x5B), its own.
    let reachesA = low7 &+ 0x3F * ones
    let pastZ = low7 &+ 0x25 * ones
    let capitals = reachesA & ~pastZ & ~word & (0x80 * ones)
    return word | capitals >> 2
  }

  /// Compares bytes with ASCII letters folded to lower case: -1, 0 or 1. O(n).
  static func compareFolded(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let count = min(a.count, b.count)
    var index = 0
    while index < count {
      let x = fold(a[index])
      let y = fold(b[index])
      if x != y { return x < y ? -1 : 1 }
      index += 1
    }
    return a.count == b.count ? 0 : a.count < b.count ? -1 : 1
  }

  @inline(__always) static func fold(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}

/// How a listing is ordered: the sort key, reversed or not, and whether hidden entries show.
public struct ListingOrder: Hashable, Sendable {
  /// What rows are sorted by (folders always come first).
  public enum Key: String, CaseIterable, Hashable, Sendable {
    /// By name, without case.
    case name
    /// Largest first.
    case size
    /// Newest first.
    case modified
    /// By extension, then name.
    case `extension`

    /// The key after this one, as `S` cycles them.
    public var next: Key {
      switch self {
      case .name: .size
      case .size: .modified
      case .modified: .extension
      case .extension: .name
      }
    }
  }

  /// The sort key.
  public var key: Key
  /// Whether the order is reversed.
  public var reversed: Bool
  /// Whether names starting with a dot are shown.
  public var showsHidden: Bool

  /// Creates an order: by name, not reversed, hidden entries hidden, unless given.
  public init(key: Key = .name, reversed: Bool = false, showsHidden: Bool = false) {
    self.key = key
    self.reversed = reversed
    self.showsHidden = showsHidden
  }

  /// What the status line says: "name", "size ↓", "+hidden".
  public var summary: String {
    (key == .extension ? "ext" : key.rawValue) + (reversed ? " rev" : "")
  }

  /// The part of a name after its last dot, or nothing (a leading dot starts no extension).
  static func extensionOf(_ name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else {
      return UnsafeBufferPointer(rebasing: name[name.endIndex...])
    }
    return UnsafeBufferPointer(rebasing: name[(dot + 1)...])
  }
}

/// Case-insensitive matching of a filter against names (rule: `/` finds as you type).
struct NameMatcher {
  let needle: [UInt8]
  let text: String
  let isASCII: Bool

  init(_ filter: String) {
    text = filter.lowercased()
    needle = Array(text.utf8)
    isASCII = needle.allSatisfy { $0 < 0x80 }
  }

  var isEmpty: Bool { needle.isEmpty }

  /// Whether `name` contains the filter, ignoring case. O(name × filter).
  func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    if isASCII, name.allSatisfy({ $0 < 0x80 }) { return range(in: name) != nil }
    return SafeText.decoding(Array(name)).lowercased().contains(text)
  }

  /// Where an ASCII needle first occurs in `name`, ignoring ASCII case.
  func range(in name: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    guard needle.count <= name.count else { return nil }
    outer: for start in 0...(name.count - needle.count) {
      for offset in 0..<needle.count where DirectoryListing.fold(name[start + offset]) != needle[offset] {
        continue outer
      }
      return start..<(start + needle.count)
    }
    return nil
  }
}

/// One shown entry of a folder, made into a path and text for drawing.
public struct ListingItem: Hashable, Sendable {
  /// The entry's name as the file system spells it.
  public var name: [UInt8]
  /// The entry's full path.
  public var path: FilePath
  /// The name as safe text (rule T5).
  public var displayName: String
  /// What the entry is, or why `lstat` failed.
  public var status: Result<FileStatus, FileTreeError>
  /// For a symbolic link: the kind it leads to (folder or not), or why it leads nowhere.
  public var link: Result<FileKind, FileTreeError>?
  /// Whether it is a regular file with an execute bit.
  public var isExecutable: Bool

  /// Creates an item.
  package init(
    name: [UInt8], path: FilePath, displayName: String, status: Result<FileStatus, FileTreeError>,
    link: Result<FileKind, FileTreeError>?, isExecutable: Bool
  ) {
    self.name = name
    self.path = path
    self.displayName = displayName
    self.status = status
    self.link = link
    self.isExecutable = isExecutable
  }

  /// Whether Enter drills into it: a folder, or a link to one.
  public var opensAsDirectory: Bool {
    if let link { return (try? link.get()) == .directory }
    return (try? status.get())?.kind == .directory
  }

  /// The short text at the right of its row: `›` for folders, the size of files, `@` for links
  /// (`@!` when they lead nowhere), the kind of special files.
  public var accessory: String {
    if let link {
      switch link {
      case .success(let kind): return kind == .directory ? "@ ›" : "@"
      case .failure: return "@!"
      }
    }
    switch status {
    case .success(let found):
      switch found.kind {
      case .directory: return "›"
      case .regular: return FileFacts.size(found.size)
      case .fifo: return "pipe"
      case .socket: return "socket"
      case .characterDevice, .blockDevice: return "device"
      case .symbolicLink, .unknown: return "?"
      }
    case .failure: return "!"
    }
  }
}
