import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal

/// The terminal file browser (`colonnade demo`) on an in-memory project, for measuring frame
/// building, diffing and the bytes a terminal is sent.
///
/// ```swift
/// var screen = try BrowserScreen(size: CellSize(width: 200, height: 60))
/// let first = screen.browser.render()
/// screen.moveCursor(down: true)
/// Renderer.diff(from: first, to: screen.browser.render()).utf8.count
/// ```
///
/// The project holds 300 Swift files of 120 lines each; the browser opens it with the first
/// file highlighted and previewed.
public struct BrowserScreen {
  /// The browser.
  public private(set) var browser: Browser
  /// The clock handed to the browser, in seconds; each input advances it a little.
  private var now = 0.0

  /// The project's files.
  public static let fileCount = 300

  /// Opens the project in a terminal of `size` cells.
  public init(size: CellSize) throws(CoordinatorError<BrowserRoute>) {
    var tree = MemoryFileTree()
    for index in 0..<Self.fileCount {
      let lines = (0..<120).map { line in
        "    let value\(line) = compute(\(line), in: file\(index)) // line \(line) of file \(index)"
      }
      tree.addFile("/home/ada/project/Source\(1_000 + index).swift", lines.joined(separator: "\n"))
    }
    tree.addFile("/home/ada/notes.txt", "hello\n")
    browser = try Browser(
      start: FilePath("/home/ada/project"), home: FilePath("/home/ada"), tree: tree, size: size)
  }

  /// Moves the highlighted row one down (`j`) or up (`k`); the preview follows it.
  public mutating func moveCursor(down: Bool) {
    now += 0.05
    browser.handle(.key(.character(down ? "j" : "k")), at: now)
  }
}
