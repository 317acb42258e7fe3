extension DirectoryListing {
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
