extension DirectoryListing {
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
      path: path, names: read.names, entries: read.entries, failures: read.failures, owners: read.owners)
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
}
