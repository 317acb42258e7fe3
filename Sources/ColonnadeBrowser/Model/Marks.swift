/// The marked files and folders (Space, `v`), by path: what `!` runs a command on and what the
/// file operations take. Marks stay while the user moves between folders (rule T3).
///
/// ```swift
/// var marks = Marks()
/// marks.toggle(FilePath("/home/ada/a.txt"))
/// marks.toggle(FilePath("/home/ada/b.txt"))
/// marks.paths      // [/home/ada/a.txt, /home/ada/b.txt], in byte order
/// marks.toggle(FilePath("/home/ada/a.txt"))
/// marks.count      // 1
/// ```
public struct Marks: Hashable, Sendable {
  private var marked: Set<FilePath> = []
  /// Counts the changes, so drawn rows know cheaply whether their marks may have changed.
  private(set) var generation: UInt64 = 0

  /// No marks.
  public init() {}

  /// The marked paths, sorted by their bytes. O(n log n).
  public var paths: [FilePath] { marked.sorted() }

  /// How many paths are marked.
  public var count: Int { marked.count }

  /// Whether nothing is marked.
  public var isEmpty: Bool { marked.isEmpty }

  /// Whether `path` is marked. O(path).
  public func contains(_ path: FilePath) -> Bool { marked.contains(path) }

  /// Marks `path`, or unmarks it when marked. O(path).
  public mutating func toggle(_ path: FilePath) {
    if marked.remove(path) == nil { marked.insert(path) }
    generation &+= 1
  }

  /// Unmarks everything.
  public mutating func removeAll() {
    guard !marked.isEmpty else { return }
    marked.removeAll()
    generation &+= 1
  }
}
