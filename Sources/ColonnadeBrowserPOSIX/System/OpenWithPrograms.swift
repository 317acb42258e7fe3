import ColonnadeBrowser

/// What the open-with menu (`o`) offers for a file on this machine: the user's editor and pager by
/// name, the desktop's applications for the file's type (``DesktopApplications``), and the
/// system's opener where there is one.
package enum OpenWithPrograms {
  /// The choices for `path`, the editor first.
  package static func choices(for path: FilePath, environment: [String: String]) -> [OpenWithChoice] {
    let editor = ExternalProgram.Kind.variable(["VISUAL", "EDITOR"], fallback: "vi", prefersOpener: false)
    let pager = ExternalProgram.Kind.variable(["PAGER"], fallback: "less", prefersOpener: false)
    var choices = [
      OpenWithChoice(title: title(editor, "$VISUAL, $EDITOR", environment), kind: editor),
      OpenWithChoice(title: title(pager, "$PAGER", environment), kind: pager),
    ]
    let isFolder = (try? LocalFileTree().status(of: path).kind) == .directory
    for application in DesktopApplications(environment: environment).applications(
      for: path, isFolder: isFolder)
    {
      choices.append(
        OpenWithChoice(
          title: application.name + (application.terminal ? " (in the terminal)" : ""),
          kind: .application(
            name: application.name, command: application.command, graphical: !application.terminal)))
    }
    if let opener = ExternalProgramRunner.opener(environment: environment) {
      let kind = ExternalProgram.Kind.variable([], fallback: opener, prefersOpener: true)
      choices.append(OpenWithChoice(title: opener + ": the desktop's default", kind: kind))
    }
    return choices
  }

  /// "vim ($VISUAL, $EDITOR)": the program a variable names now, and where it comes from.
  private static func title(_ kind: ExternalProgram.Kind, _ source: String, _ environment: [String: String])
    -> String
  {
    ExternalProgramRunner.name(ExternalProgram(kind, files: []), environment: environment) + " (" + source
      + ")"
  }
}
