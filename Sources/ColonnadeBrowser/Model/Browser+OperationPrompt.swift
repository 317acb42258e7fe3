import ColonnadeTerminal

extension Browser {
  // MARK: Questions and answers (rule T11), progress and reports (rules T13, T14)

  /// A key while a file operation waits on a question. Trashing: `y` goes ahead, any other key
  /// keeps the files. A conflict: `r` renames, `s` skips, `o` overwrites this once, `a` overwrites
  /// this and every later name taken; Esc (or `q`) cancels the whole operation, nothing done;
  /// another key says which keys answer.
  mutating func promptKey(_ key: Key) -> BrowserCommand {
    guard let prompt else { return .continue }
    switch prompt {
    case .trash(let draft):
      self.prompt = nil
      guard key == .character("y") || key == .character("Y") else {
        message = "Nothing was moved to the Trash"
        return .continue
      }
      return proceed(draft)
    case .conflict(var draft):
      let answer: ConflictAnswer
      switch key {
      case .character("r"): answer = .rename
      case .character("s"): answer = .skip
      case .character("o"): answer = .overwrite
      case .character("a"): answer = .overwriteAll
      case .escape, .character("q"):
        self.prompt = nil
        message = "Cancelled: nothing was done"
        return .continue
      default:
        message = "r renames, s skips, o overwrites, a overwrites all, Esc cancels"
        return .continue
      }
      do {
        try draft.answer(answer)
      } catch {
        message = Self.sentence(error.description)
        return .continue
      }
      self.prompt = nil
      return proceed(draft)
    }
  }

  /// What the status line says while a question waits.
  var promptText: String? {
    switch prompt {
    case .trash(let draft)?:
      guard case .trash(let paths) = draft.operation else { return nil }
      let what =
        paths.count == 1 ? "'\(paths[0].displayName)'" : "\(FileFacts.number(UInt64(paths.count))) items"
      return "Move \(what) to the Trash? y moves, any other key keeps"
    case .conflict(let draft)?:
      return draft.conflict.map {
        statement($0) + ($0.allowsOverwrite ? ": r s o a, or Esc" : ": r s, or Esc")
      }
    case nil:
      return nil
    }
  }

  /// The small prompt a conflict shows over the columns: what is taken, and the answers.
  package var conflictMenu: HelpOverlay? {
    guard case .conflict(let draft)? = prompt, let conflict = draft.conflict else { return nil }
    var lines = [
      HelpOverlay.Binding(keys: "r", action: "Rename it '\(SafeText.decoding(conflict.freeName))'"),
      HelpOverlay.Binding(keys: "s", action: "Skip it"),
    ]
    if conflict.allowsOverwrite {
      lines.append(HelpOverlay.Binding(keys: "o", action: "Overwrite '\(conflict.destination.displayName)'"))
      lines.append(HelpOverlay.Binding(keys: "a", action: "Overwrite it and every later name taken"))
    }
    return HelpOverlay(title: statement(conflict), bindings: lines, footer: "Esc cancels: nothing is done")
  }

  /// A conflict as the status line and the prompt say it: its folder as the status line writes
  /// paths (`~` for the home folder).
  func statement(_ conflict: OperationConflict) -> String {
    Self.sentence(conflict.statement(folder: conflict.destination.parent.abbreviated(home: home)))
  }

  /// What the status line shows while an operation runs: its progress line, and how to stop it.
  var operationText: String? {
    operation.map { $0.line + " · Esc stops it" }
  }

  /// The edge read the running operation's progress: shown when its line changed.
  mutating func operationProgressed(_ progress: OperationProgress) {
    guard let current = operation, current.line != progress.line else { return }
    operation = progress
  }

  /// The operation is over: the report's summary in the status line, the undo kept, the marks and
  /// the cut files of what moved dropped (they name nothing now), and the folders on screen read
  /// again, a renamed or new entry highlighted.
  mutating func operationFinished(_ report: OperationReport) {
    operation = nil
    message = Self.sentence(report.summary)
    if report.isUndo {
      lastUndo = nil
    } else if let undo = report.undo {
      lastUndo = undo
    }
    var gone: Set<FilePath> = []
    for step in report.done {
      switch step {
      case .move(let source, let destination, _):
        gone.insert(source)
        highlight(destination)
      case .trash(let source): gone.insert(source)
      case .makeFolder(let path), .makeFile(let path): highlight(path)
      case .copy: break
      }
    }
    for path in gone where marks.contains(path) { marks.toggle(path) }
    if let register, register.moving, register.paths.contains(where: gone.contains) {
      let left = register.paths.filter { !gone.contains($0) }
      self.register = left.isEmpty ? nil : Register(paths: left, moving: true)
    }
    reloadShownFolders()
  }

  /// Highlights `path` in the list when the list shows its folder, once the list is read again.
  private mutating func highlight(_ path: FilePath) {
    guard let entry = top(.supplementary), entry.route.listedDirectory == path.parent else { return }
    wantedHighlights[entry.id] = path.lastComponent
  }
}
