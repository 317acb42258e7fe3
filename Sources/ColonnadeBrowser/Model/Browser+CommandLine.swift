import Colonnade
import ColonnadeTerminal

extension Browser {
  // MARK: The command line (`:`, `;`, `cd`, `!`, `s`)

  /// A key while a command is typed after `:`: characters extend it, Backspace shortens it (or
  /// closes the line when empty), Enter runs it, Esc closes it.
  mutating func editCommandLine(_ key: Key) -> BrowserCommand {
    let text = commandLine ?? ""
    switch key {
    case .character(let character):
      guard text.utf8.count + character.utf8.count <= BrowserLimits.commandBytes else {
        message = "A command holds at most \(BrowserLimits.commandBytes) bytes"
        return .continue
      }
      commandLine = text + String(character)
    case .backspace: commandLine = text.isEmpty ? nil : String(text.dropLast())
    case .escape: commandLine = nil
    case .enter:
      commandLine = nil
      return runCommandLine(text)
    default: break
    }
    return .continue
  }

  /// Runs a typed command, as ranger's console does: `cd PATH` (or a path alone: `/`, `~`, `.` or
  /// a name here) goes there, `shell CMD` (also `!CMD`) runs CMD on the marked files, `q` quits;
  /// ranger's file commands (`mkdir`, `touch`, `rename`, `delete`…) are kept for the file
  /// operations.
  mutating func runCommandLine(_ text: String) -> BrowserCommand {
    let trimmed = text.drop { $0 == " " }
    if trimmed.hasPrefix("!") { return runShellCommand(String(trimmed.dropFirst())) }
    let word = String(trimmed.prefix { $0 != " " })
    let rest = String(trimmed.dropFirst(word.count).drop { $0 == " " })
    switch word {
    case "": return .continue
    case "cd": go(to: rest.isEmpty ? "~" : rest)
    case "shell": return runShellCommand(rest)
    case "open_with": return openWith(rest)
    case "q", "quit", "q!", "quit!", "qa", "qall": return word.hasSuffix("!") ? .cancel : quit()
    case "mkdir", "touch", "rename", "delete", "trash", "copy", "cut", "paste", "undo":
      message = ":\(word) is not in Colonnade yet: it will be the file operations' command"
    default: go(to: String(trimmed))
    }
    return .continue
  }

  /// `!CMD`, `:shell CMD`: runs CMD in `sh` on the terminal in the folder shown, the marked files
  /// (else the highlighted entry) as `"$@"` and in place of `%s`; the screen waits for Enter after.
  mutating func runShellCommand(_ command: String) -> BrowserCommand {
    guard !command.allSatisfy({ $0 == " " }) else {
      message = "Type a command after shell, such as: shell wc -l %s"
      return .continue
    }
    let files = marks.isEmpty ? chosenPath.map { [$0] } ?? [] : marks.paths
    return .run(
      ExternalProgram(.command(command, waitsForEnter: true), files: files, directory: currentFolder))
  }

  /// `S`: the user's shell in the folder shown; the browser comes back as it was when it exits.
  mutating func shellRequested() -> BrowserCommand {
    guard let folder = currentFolder else { return .continue }
    return .run(ExternalProgram(.shell, files: [], directory: folder))
  }

  /// What the status line shows while a command is typed.
  var commandLineText: String? { commandLine.map { ":" + $0 + "▏" } }
}
