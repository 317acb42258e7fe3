/// The entry last highlighted in each folder the list left, so that every way back to a folder
/// (up, `H`, `-`, a bookmark, `:cd`) highlights it again, as ranger does (rule T3).
///
/// ```swift
/// var memory = HighlightMemory()
/// memory.remember(Array("notes.txt".utf8), in: FilePath("/home/ada"))
/// memory.name(in: FilePath("/home/ada"))   // "notes.txt"
/// ```
///
/// At most ``limit`` folders are kept; past it, the oldest half is forgotten.
struct HighlightMemory: Sendable {
  private var names: [FilePath: (name: [UInt8], age: UInt64)] = [:]
  private var clock: UInt64 = 0
  /// The most folders kept.
  static let limit = 1_024

  /// The name last highlighted in `folder`, if remembered. O(path).
  func name(in folder: FilePath) -> [UInt8]? { names[folder]?.name }

  /// Remembers `name` as `folder`'s highlight. O(path), amortized.
  mutating func remember(_ name: [UInt8], in folder: FilePath) {
    clock += 1
    names[folder] = (name, clock)
    guard names.count > Self.limit else { return }
    let ages = names.values.map(\.age).sorted()
    let oldest = ages[ages.count / 2]
    names = names.filter { $0.value.age > oldest }
  }
}
