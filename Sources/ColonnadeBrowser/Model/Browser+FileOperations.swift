extension Browser {
  // MARK: The file operations' keys (rules T10–T14)

  /// The folder a copy or move puts files in (rule T10): the folder the detail column previews
  /// when it shows one beside the list (the other visible column; a highlighted folder whose
  /// preview is still loading too), else the folder the list shows.
  ///
  /// ```swift
  /// if let target = browser.operationTarget {
  ///   var draft = try OperationPlanner.draft(.copy(sources, into: target), in: tree)
  /// }
  /// ```
  public var operationTarget: FilePath? {
    if state.layout[.secondary] != nil, state.layout[.supplementary] != nil, !state.layout.isCollapsed,
      let entry = top(.secondary), case .file(let path) = entry.route
    {
      if case .preview(.folder)? = contents[entry.id] { return path }
      if contents[entry.id] == nil, let item = highlightedItem, item.path == path, item.opensAsDirectory {
        return path
      }
    }
    return currentFolder
  }

  /// What an operation acts on: the marked files, else the one the user is on — the highlighted
  /// entry of the list, or the file the focused preview shows.
  var operationSources: [FilePath]? {
    if !marks.isEmpty { return marks.paths }
    return fileUnderFocus.map { [$0] }
  }

  /// The highlighted entry of the focused list, or the file the focused preview shows.
  var fileUnderFocus: FilePath? {
    if focusedColumn == .secondary, case .file(let path)? = top(.secondary)?.route { return path }
    return focusedColumn == .supplementary ? highlightedPath : nil
  }

  /// `yy`, `dd`: keeps the marked files (else the highlighted one) for `pp` to copy or move.
  mutating func fillRegister(moving: Bool) {
    guard let paths = operationSources else {
      message = "Nothing to \(moving ? "cut" : "copy"): highlight a file in the list, or mark some with Space"
      return
    }
    register = Register(paths: paths, moving: moving)
    let what =
      paths.count == 1 ? "'\(paths[0].displayName)'" : "\(FileFacts.number(UInt64(paths.count))) items"
    message =
      (moving ? "Cut " : "Copied ") + what + ": pp " + (moving ? "moves" : "copies")
      + " into the folder shown"
  }

  /// `ud`, `uy`: forgets what `yy` or `dd` kept.
  mutating func clearRegister() {
    message = register == nil ? "Nothing copied or cut to forget" : "Forgot the files copied or cut"
    register = nil
  }

  /// `pp`: copies or moves the register's files into ``operationTarget``, asking about each
  /// destination that needs an answer. A moved register is used up once pasted.
  mutating func paste() -> BrowserCommand {
    guard let register else {
      message = "Nothing to paste: yy copies, dd cuts the marked files (else the highlighted one)"
      return .continue
    }
    guard let target = operationTarget else {
      message = "No folder to paste into: open one"
      return .continue
    }
    return plan(register.operation(into: target))
  }

  /// `dD`, Delete: asks whether to move the marked files (else the highlighted one) to the Trash,
  /// as ranger's `dD` asks; `y` answers yes.
  mutating func trashRequested() {
    guard refusesWhileRunning() == nil else { return }
    guard let sources = operationSources else {
      message = "Nothing to move to the Trash: highlight a file in the list, or mark some with Space"
      return
    }
    do {
      prompt = .trash(try OperationPlanner.draft(.trash(sources), in: tree))
    } catch {
      message = Self.sentence(error.description)
    }
  }

  /// `cw`, `a`, `A`, `I`: the command line at `rename NAME`, NAME the highlighted entry's (its
  /// bytes), the cursor where ranger puts it; Enter renames.
  mutating func renameRequested(_ start: CommandLineEdit.Start) {
    guard let path = fileUnderFocus else {
      message = "Nothing to rename: highlight a file in the list"
      return
    }
    // A folder's name has no extension: `a` puts the cursor at its end, as ranger's does.
    let isFolder = (try? tree.status(of: path).kind) == .directory
    commandLine = CommandLineEdit(
      Array("rename ".utf8) + path.lastComponent, cursor: isFolder && start == .beforeExtension ? .end : start
    )
  }

  /// `:rename NAME`: renames the highlighted entry to NAME's bytes.
  mutating func rename(to name: [UInt8]) -> BrowserCommand {
    guard let path = fileUnderFocus else {
      message = "Nothing to rename: highlight a file in the list"
      return .continue
    }
    return plan(.rename(path, to: name))
  }

  /// `:mkdir NAME`, `:touch NAME`: a new folder or an empty file in the folder the list shows.
  mutating func makeNew(folder: Bool, named name: [UInt8]) -> BrowserCommand {
    guard let here = currentFolder else { return .continue }
    return plan(folder ? .newFolder(named: name, in: here) : .newFile(named: name, in: here))
  }

  /// `uu`: puts back what the last rename, move or trash moved (rule T14).
  mutating func undoRequested() -> BrowserCommand {
    if let refusal = refusesWhileRunning() { return refusal }
    guard let record = lastUndo else {
      message = Self.sentence(FileOperationError.nothingToUndo.description)
      return .continue
    }
    return start(.undo(record), verb: "undo")
  }

  /// Plans `operation` from the file tree (rule T10): a refusal says what is wrong in the status
  /// line and changes nothing; a destination that needs an answer asks (rule T11); else it runs.
  mutating func plan(_ operation: FileOperation) -> BrowserCommand {
    if let refusal = refusesWhileRunning() { return refusal }
    do {
      return proceed(try OperationPlanner.draft(operation, in: tree))
    } catch {
      message = Self.sentence(error.description)
      return .continue
    }
  }

  /// Asks the draft's next conflict, or runs its plan once none waits.
  mutating func proceed(_ draft: OperationDraft) -> BrowserCommand {
    if draft.conflict != nil {
      prompt = .conflict(draft)
      return .continue
    }
    do {
      return start(.run(try draft.plan()), verb: draft.operation.verb)
    } catch {
      message = Self.sentence(error.description)
      return .continue
    }
  }

  /// Asks the edge to carry out `request`; the progress line shows until it reports back.
  mutating func start(_ request: OperationRequest, verb: String) -> BrowserCommand {
    operation = OperationProgress(verb: verb, isCounting: true)
    return .operate(request)
  }

  /// While an operation runs, another waits: `nil` when none runs, else the command that says so.
  mutating func refusesWhileRunning() -> BrowserCommand? {
    guard let operation else { return nil }
    message = "Wait for the \(operation.verb) to finish, or press Esc to stop it"
    return .continue
  }

  /// Text from the operations' messages, made a sentence for the status line: "'a' is gone: …".
  static func sentence(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
