/// A program to run on the terminal: the user's pager or editor on a file.
public struct ExternalProgram: Hashable, Sendable {
  /// The environment variables naming the program, the first set one winning: `VISUAL`, then
  /// `EDITOR`.
  public var variables: [String]
  /// The program used when none of them is set, such as `less`.
  public var fallback: String
  /// The file to open.
  public var file: FilePath
  /// Whether the system's opener (`xdg-open` in a graphical session, `open` on macOS) goes
  /// first, when there is one: for files a pager cannot show.
  public var prefersOpener: Bool

  /// Creates a program request.
  public init(variables: [String], fallback: String, file: FilePath, prefersOpener: Bool = false) {
    self.variables = variables
    self.fallback = fallback
    self.file = file
    self.prefersOpener = prefersOpener
  }
}
