import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rule T3 (`o`): the desktop's applications for a file, as the freedesktop.org specifications
/// find them, in a scratch XDG tree; the commands they make never splice a file name in.
@Suite struct DesktopApplicationsTests {
  /// `Exec` lines as `sh` commands: words quoted, `%f %u` the first file, `%F %U` all of them,
  /// other field codes dropped, `%%` a percent sign, files appended when no code names them.
  @Test(arguments: [
    ("eog %U", "'eog' \"$@\""), ("gimp-2.10 %f", "'gimp-2.10' \"$1\""),
    ("\"/opt/My App/run\" --new %F", "'/opt/My App/run' '--new' \"$@\""), ("vlc", "'vlc' \"$@\""),
    ("app --icon %i --name %c %u", "'app' '--icon' '--name' \"$1\""),
    ("echo 100%% it's", "'echo' '100%' 'it'\\''s' \"$@\""),
    ("sh -c \"echo \\\"$x\\\"\" %f", "'sh' '-c' 'echo \"$x\"' \"$1\""),
  ])
  func execLines(_ exec: String, _ command: String) {
    #expect(DesktopApplications.shellCommand(exec: exec) == command)
  }

  @Test func anUnclosedQuoteIsNoCommand() {
    #expect(DesktopApplications.shellCommand(exec: "\"app %f") == nil)
    #expect(DesktopApplications.shellCommand(exec: "  ") == nil)
  }

  /// The type from globs2 (the heaviest, the longest), the default application first, added
  /// ones after, removed ones left out, hidden entries and unknown ids skipped; none without the
  /// files.
  @Test func applicationsFromMimeappsList() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-desktop-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      "data/mime/globs2", "50:text/plain:*.txt\n10:text/x-log:*.txt\n60:image/png:*.png\n50:text/x-c:*.c:cs\n"
    )
    try write(
      "config/mimeapps.list",
      "[Default Applications]\ntext/plain=editor.desktop\n[Added Associations]\ntext/plain=viewer.desktop;gone.desktop;hidden.desktop;removed.desktop;\n[Removed Associations]\ntext/plain=removed.desktop\n"
    )
    try write(
      "data/applications/editor.desktop", "[Desktop Entry]\nName=Editor\nExec=edit %F\nTerminal=true\n")
    try write(
      "data/applications/viewer.desktop",
      "[Desktop Action x]\nName=Wrong\n[Desktop Entry]\nName=Viewer\nExec=view %f\n")
    try write("data/applications/hidden.desktop", "[Desktop Entry]\nName=Hidden\nExec=h\nHidden=true\n")
    try write("data/applications/removed.desktop", "[Desktop Entry]\nName=Removed\nExec=r\n")
    let desktop = DesktopApplications(environment: [
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_CONFIG_DIRS": "/nonexistent",
      "XDG_DATA_HOME": root.appendingPathComponent("data").path, "XDG_DATA_DIRS": "/nonexistent",
    ])
    let found = desktop.applications(for: FilePath("/x/notes.TXT"), isFolder: false)
    #expect(found.map(\.name) == ["Editor", "Viewer"])
    #expect(found.first?.terminal == true && found.last?.terminal == false)
    #expect(found.last?.command == "'view' \"$1\"")
    #expect(desktop.applications(for: FilePath("/x/a.png"), isFolder: false).isEmpty)
    #expect(
      desktop.mimeType(of: Array("main.C".utf8)) == nil
        && desktop.mimeType(of: Array("main.c".utf8)) == "text/x-c")
    #expect(
      DesktopApplications(environment: [:]).applications(for: FilePath("/x/notes.txt"), isFolder: false)
        .allSatisfy { !$0.name.isEmpty })
  }
}
