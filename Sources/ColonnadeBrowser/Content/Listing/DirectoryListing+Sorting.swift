extension DirectoryListing {
  /// Folders first, then by the order's key, then names in natural order without case (`file2`
  /// before `file10`, ``compareNatural(_:_:)``), then bytes; reversed within the folders and
  /// within the files when asked.
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
      let sign = compareNatural(
        ListingOrder.extensionOf(name(of: first, in: names)),
        ListingOrder.extensionOf(name(of: second, in: names)))
      if sign != 0 { return sign < 0 }
    case .size, .modified: break
    }
    let left = name(of: first, in: names)
    let right = name(of: second, in: names)
    let sign = compareNatural(left, right)
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

  /// 16 bytes that order as ``compareNatural(_:_:)`` orders names wherever they differ, as two
  /// big-endian integers: the name's first 16 bytes folded and zero-padded (names hold no zero
  /// byte, so a shorter name's padding sorts first, as a prefix does); from a name's first digit,
  /// its number (``naturalKey(_:)``). O(1).
  package static func nameKey(_ name: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    let key = (foldedWord(of: name, from: 0), foldedWord(of: name, from: 8))
    guard name.prefix(16).contains(where: isDigit) else { return key }
    return naturalKey(name)
  }

  /// ``nameKey(_:)`` for a name with a digit in its first 16 bytes: the folded bytes before it,
  /// then `0` (so the number sorts where a digit does among other bytes), the count of its
  /// significant digits and those digits, then zeros. Keys that differ order as the names do;
  /// equal keys leave the order to ``compareNatural(_:_:)``. O(1).
  static func naturalKey(_ name: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    // The 16 bytes, first byte highest, built in two words without an array.
    var key: (UInt64, UInt64) = (0, 0)
    var at = 0
    func put(_ byte: UInt8) {
      guard at < 16 else { return }
      if at < 8 { key.0 |= UInt64(byte) << (56 - 8 * at) } else { key.1 |= UInt64(byte) << (120 - 8 * at) }
      at += 1
    }
    var index = 0
    while index < name.count, at < 16, !isDigit(name[index]) {
      put(fold(name[index]))
      index += 1
    }
    guard at < 16, index < name.count else { return key }
    put(0x30)
    while index < name.count, name[index] == 0x30 { index += 1 }
    var end = index
    while end < name.count, isDigit(name[end]) { end += 1 }
    // A number of more digits than a byte counts ties, and the full comparison decides.
    put(UInt8(min(end - index, 255)))
    if end - index < 255 {
      while index < end, at < 16 {
        put(name[index])
        index += 1
      }
    }
    return key
  }

  /// Compares names in natural order: runs of digits by their numbers (`file2` before `file10`,
  /// `a01` equal to `a1`), other bytes with ASCII letters folded to lower case; -1, 0 or 1. A run
  /// of digits and another byte compare as that byte and a digit do. O(n).
  static func compareNatural(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if isDigit(a[i]), isDigit(b[j]) {
        while i < a.count, a[i] == 0x30 { i += 1 }
        while j < b.count, b[j] == 0x30 { j += 1 }
        var endA = i
        var endB = j
        while endA < a.count, isDigit(a[endA]) { endA += 1 }
        while endB < b.count, isDigit(b[endB]) { endB += 1 }
        if endA - i != endB - j { return endA - i < endB - j ? -1 : 1 }
        while i < endA {
          if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
          i += 1
          j += 1
        }
        continue
      }
      let x = fold(a[i])
      let y = fold(b[j])
      if x != y { return x < y ? -1 : 1 }
      i += 1
      j += 1
    }
    let restA = a.count - i
    let restB = b.count - j
    return restA == restB ? 0 : restA < restB ? -1 : 1
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

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

  @inline(__always) static func fold(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}
