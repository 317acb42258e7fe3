/// The folders the list showed, oldest first, and where the user is in them: `H` goes back, `L`
/// forward, as a web browser's history (ranger's `H` and `L`).
///
/// ```swift
/// var history = FolderHistory()
/// history.visit(FilePath("/a"))
/// history.visit(FilePath("/b"))
/// history.step(by: -1)   // /a
/// history.visit(FilePath("/c"))   // /b is dropped: a new visit ends the forward history
/// ```
struct FolderHistory: Hashable, Sendable {
  /// The folders, oldest first.
  private(set) var folders: [FilePath] = []
  /// The index of the folder shown now.
  private(set) var index = -1
  /// At most this many folders are kept; the oldest go first.
  static let limit = 256

  /// The folder shown now.
  var current: FilePath? { folders.indices.contains(index) ? folders[index] : nil }

  /// The folder shown before the current one, if any (`-`).
  var previous: FilePath? { folders.indices.contains(index - 1) ? folders[index - 1] : nil }

  /// Records that the list now shows `folder`: drops the forward history when it moved on. O(1)
  /// amortized.
  mutating func visit(_ folder: FilePath) {
    guard folder != current else { return }
    if index + 1 < folders.count { folders.removeSubrange((index + 1)...) }
    folders.append(folder)
    if folders.count > Self.limit { folders.removeFirst(folders.count - Self.limit) }
    index = folders.count - 1
  }

  /// Moves back (negative) or forward through the history; the folder to show, or `nil` at its end.
  mutating func step(by delta: Int) -> FilePath? {
    let next = index + delta
    guard folders.indices.contains(next) else { return nil }
    index = next
    return folders[next]
  }
}
