import ColonnadeTerminal

extension DirectoryListing {
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
}
