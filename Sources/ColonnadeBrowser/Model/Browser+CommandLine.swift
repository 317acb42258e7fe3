import Colonnade
import ColonnadeTerminal

extension Browser {
  // MARK: The command line (`:`, `;`, `cd`, `!`, `s`, `cw`, F7, Insert)

  /// A key while a command is typed after `:`: characters go in at the cursor, Backspace and
  /// Delete remove one (Backspace on an empty line closes it), ← → Home End (Ctrl-A, Ctrl-E) move
  /// the cursor, Ctrl-W and Ctrl-U remove the word or everything before it, Enter runs the
  /// command, Esc closes the line.
  mutating func editCommandLine(_ key: Key) -> BrowserCommand {
    guard var line = commandLine else { return .continue }
    switch key {
    case .character(let character):
      guard line.insert(String(character)) else {
        message = "A command holds at most \(BrowserLimits.commandBytes) bytes"
        return .continue
      }
    case .backspace:
      guard !line.isEmpty else {
        commandLine = nil
        return .continue
      }
      line.deleteBackward()
    case .delete: line.deleteForward()
    case .left: line.moveLeft()
    case .right: line.moveRight()
    case .home, .control("a"): line.moveToStart()
    case .end, .control("e"): line.moveToEnd()
    case .control("u"): line.deleteToStart()
    case .control("w"): line.deleteWordBackward()
    case .escape:
      commandLine = nil
      return .continue
    case .enter:
      commandLine = nil
      return runCommandLine(line.text)
    default: return .continue
    }
    commandLine = line
    return .continue
  }

  /// Runs a typed command, as ranger's console does: `cd PATH` (or a path alone: `/`, `~`, `.` or
  /// a name here) goes there, `shell CMD` (also `!CMD`) runs CMD on the marked files, `rename
  /// NAME`, `mkdir NAME` and `touch NAME` rename the highlighted entry, make a folder or an empty
  /// file here (NAME as typed, its bytes), `delete` and `trash` ask to move the marked files to the
  /// Trash, `copy`, `cut`, `paste`, `undo` are `yy`, `dd`, `pp`, `uu`, and `q` quits.
  mutating func runCommandLine(_ line: [UInt8]) -> BrowserCommand {
    let space = UInt8(ascii: " ")
    let trimmed = line.drop { $0 == space }
    let wordBytes = trimmed.prefix { $0 != space }
    let argument = Array(trimmed.dropFirst(wordBytes.count).drop { $0 == space })
    let text = String(decoding: trimmed, as: UTF8.self)
    if text.hasPrefix("!") { return runShellCommand(String(text.dropFirst())) }
    let word = String(decoding: wordBytes, as: UTF8.self)
    let rest = String(decoding: argument, as: UTF8.self)
    switch word {
    case "": return .continue
    case "cd": go(to: rest.isEmpty ? "~" : rest)
    case "shell": return runShellCommand(rest)
    case "open_with": return openWith(rest)
    case "q", "quit", "q!", "quit!", "qa", "qall": return word.hasSuffix("!") ? .cancel : quit()
    case "rename": return rename(to: argument)
    case "mkdir", "touch": return makeNew(folder: word == "mkdir", named: argument)
    case "delete", "trash": trashRequested()
    case "copy", "cut": fillRegister(moving: word == "cut")
    case "paste": return paste()
    case "undo": return undoRequested()
    default: go(to: text)
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

  /// What the status line shows while a command is typed: the text, a bar at the cursor.
  var commandLineText: String? { commandLine?.shown(width: size.width - 2 - Self.helpHint.count) }
}
