/// A program the browser asks its caller to run: the user's pager or editor on a file, a command
/// typed after `!`, an application chosen with `o`, or a shell (`S`).
///
/// ```swift
/// ExternalProgram(variables: ["PAGER"], fallback: "less", file: FilePath("/home/ada/notes.txt"))
/// ExternalProgram(command: "wc -l %s", files: marks.paths, waitsForEnter: true)
/// ```
///
/// Programs that take over the terminal (a pager, an editor, a shell, a typed command) are given
/// it; graphical ones (the desktop's opener, an application without `Terminal=true`) run apart
/// from it, their input and output `/dev/null` (rule T3).
public struct ExternalProgram: Hashable, Sendable {
  /// What runs.
  public enum Kind: Hashable, Sendable {
    /// The program the first set variable names (`VISUAL`, then `EDITOR`), else `fallback`; the
    /// system's opener (`xdg-open` in a graphical session, `open` on macOS) first when
    /// `prefersOpener` and there is one: for files a pager cannot show.
    case variable([String], fallback: String, prefersOpener: Bool)
    /// A shell command line (`!`, `:shell`, typed in the open-with menu), the files as `"$@"` and
    /// `%s` standing for them; the screen waits for Enter after it when `waitsForEnter`.
    case command(String, waitsForEnter: Bool)
    /// A desktop application's command line (its `.desktop` file's `Exec`, the files as `"$@"`),
    /// graphical unless it asks for a terminal.
    case application(name: String, command: String, graphical: Bool)
    /// The user's `$SHELL` (else `sh`), interactive.
    case shell
  }

  /// What runs.
  public var kind: Kind
  /// The files it is given, in order: the chosen file, or the marked ones.
  public var files: [FilePath]
  /// The folder it runs in (the folder shown), or the browser's own when `nil`.
  public var directory: FilePath?

  /// Creates a request for `kind` on `files`, run in `directory`.
  public init(_ kind: Kind, files: [FilePath], directory: FilePath? = nil) {
    self.kind = kind
    self.files = files
    self.directory = directory
  }

  /// The pager or editor `variables` name (else `fallback`) on `file`.
  public init(variables: [String], fallback: String, file: FilePath, prefersOpener: Bool = false) {
    self.init(.variable(variables, fallback: fallback, prefersOpener: prefersOpener), files: [file])
  }

  /// The first file, if any.
  public var file: FilePath? { files.first }
}
