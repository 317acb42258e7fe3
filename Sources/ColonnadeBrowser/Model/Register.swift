/// The files `yy` copied or `dd` cut, waiting for `pp` (ranger's copy buffer, rule T10): paths,
/// read when the key was pressed, and whether pasting moves them.
///
/// ```swift
/// let register = Register(paths: [FilePath("/home/ada/a.txt")], moving: true)   // dd
/// register.operation(into: FilePath("/home/ada/backup"))   // .move([/home/ada/a.txt], into: /home/ada/backup)
/// ```
public struct Register: Hashable, Sendable {
  /// The files, in the order they were marked (by their bytes).
  public var paths: [FilePath]
  /// Whether `pp` moves them (`dd`) rather than copies them (`yy`).
  public var moving: Bool

  /// Creates a register.
  public init(paths: [FilePath], moving: Bool) {
    self.paths = paths
    self.moving = moving
  }

  /// What `pp` asks for: a copy or a move of the paths into `folder`.
  public func operation(into folder: FilePath) -> FileOperation {
    moving ? .move(paths, into: folder) : .copy(paths, into: folder)
  }

  /// What the status line says it holds: "2 to copy", "1 to move".
  var summary: String {
    FileFacts.number(UInt64(paths.count)) + (moving ? " to move" : " to copy")
  }
}
