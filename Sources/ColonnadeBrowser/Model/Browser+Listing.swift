import Colonnade
import ColonnadeTerminal

extension Browser {
  // MARK: Find (`/`, `n`, `N`)

  /// `/`: starts typing a filter for the list (or edits the one it has).
  mutating func startFilter() {
    guard let entry = top(.supplementary), case .listing = contents[entry.id] else {
      message = "/ filters a folder's list"
      return
    }
    if focusedColumn != .supplementary, state.layout[.supplementary] != nil {
      send(.focusMoved(.supplementary))
    }
    filterEditing = entry.id
    setFilter(filters[entry.id] ?? "", for: entry.id)
  }

  /// A key while the filter is typed: characters extend it, Backspace shortens it, Enter keeps it,
  /// Esc clears it; ↑ ↓ still move.
  mutating func editFilter(_ key: Key) -> BrowserCommand {
    guard let id = filterEditing else { return .continue }
    let text = filters[id] ?? ""
    switch key {
    case .character(let character):
      guard text.utf8.count + character.utf8.count <= BrowserLimits.filterBytes else {
        message = "A filter holds at most \(BrowserLimits.filterBytes) bytes: no name shows more"
        return .continue
      }
      setFilter(text + String(character), for: id)
    case .backspace:
      if text.isEmpty {
        filterEditing = nil
        setFilter(nil, for: id)
      } else {
        setFilter(String(text.dropLast()), for: id)
      }
    case .enter:
      filterEditing = nil
      if text.isEmpty { setFilter(nil, for: id) }
    case .escape:
      filterEditing = nil
      setFilter(nil, for: id)
    case .control("c"):
      return .quit
    case .up: move(by: -1)
    case .down: move(by: 1)
    default: break
    }
    return .continue
  }

  /// Sets (or, with `nil`, clears) list `id`'s filter and rearranges it, keeping the highlighted
  /// entry when it still shows.
  mutating func setFilter(_ filter: String?, for id: EntryID) {
    let before = highlightedName(in: id)
    filters[id] = filter
    guard case .listing(var listing) = contents[id] else { return }
    contents[id] = nil  // Keeps the listing uniquely referenced while it is rearranged.
    listing.arrange(order, filter: filter ?? "")
    contents[id] = .listing(listing)
    let row = before.flatMap { listing.row(named: $0) } ?? 0
    setCursor(min(row, max(0, listing.count - 1)), of: id, count: listing.count)
  }

  /// `n`, `N`: the next or previous match of the filter (the filtered list's rows), wrapping.
  mutating func jumpToMatch(by step: Int) {
    guard let entry = top(.supplementary), filters[entry.id] != nil,
      case .listing(let listing) = contents[entry.id],
      listing.count > 0
    else {
      message = "No filter: / finds"
      return
    }
    if focusedColumn != .supplementary { send(.focusMoved(.supplementary)) }
    let current = cursors[entry.id] ?? 0
    setCursor(
      ((current + step) % listing.count + listing.count) % listing.count, of: entry.id, count: listing.count)
  }

  // MARK: Hidden entries and order (`.`, `zh`, `S`, `R`)

  /// `.`, `zh`: shows or hides entries whose names start with a dot.
  mutating func toggleHidden() {
    var next = order
    next.showsHidden.toggle()
    applyOrder(next)
    message = next.showsHidden ? "Hidden files shown" : "Hidden files hidden"
  }

  /// `S`, `R`: the sort key, or the direction.
  mutating func setOrder(key: ListingOrder.Key? = nil, reversed: Bool? = nil) {
    var next = order
    if let key { next.key = key }
    if let reversed { next.reversed = reversed }
    applyOrder(next)
    message = "Sorted by " + next.summary
  }

  /// Rearranges every loaded listing in `next`, keeping each one's highlighted entry.
  mutating func applyOrder(_ next: ListingOrder) {
    order = next
    for (id, content) in contents {
      guard case .listing(var listing) = content else { continue }
      let before = highlightedName(in: id)
      contents[id] = nil
      listing.arrange(order, filter: filters[id] ?? "")
      contents[id] = .listing(listing)
      let row = before.flatMap { listing.row(named: $0) } ?? 0
      setCursor(min(row, max(0, listing.count - 1)), of: id, count: listing.count)
    }
    // Folder previews list names in the order: read them again.
    if case .file = top(.secondary)?.route,
      case .preview(.folder)? = top(.secondary).flatMap({ contents[$0.id] })
    {
      send(.dataInvalidated(.secondary))
    }
  }

  // MARK: Programs (`i`, `e`, Enter)

  /// The file `i`, `e` and `o` open and `yp` copies: the focused preview's, else the highlighted
  /// entry's, else the folder shown.
  var chosenPath: FilePath? {
    if focusedColumn == .secondary, case .file(let path)? = top(.secondary)?.route { return path }
    if let item = highlightedItem { return item.path }
    return top(.supplementary)?.route.listedDirectory
  }

  /// `i`, `e`: asks the caller to run the user's pager or editor on the chosen file: the first of
  /// `variables` that is set, else `fallback`.
  mutating func program(variables: [String], fallback: String) -> BrowserCommand {
    guard let path = chosenPath, highlightedItem?.opensAsDirectory != true || focusedColumn == .secondary
    else {
      message = "Nothing to open: highlight a file"
      return .continue
    }
    return .run(ExternalProgram(variables: variables, fallback: fallback, file: path))
  }

  /// Enter: on a file whose preview shows (beside the list, or focused), opens the file itself,
  /// as nnn and ranger do: text in `$PAGER`, anything else with the system's opener where there
  /// is one (`xdg-open`, `open`), else `$PAGER`. Otherwise opens as → does (a folder, a place; a
  /// file's preview first when the list is alone on screen).
  mutating func enter() -> BrowserCommand {
    if let chosen = choiceOfPicker() { return chosen }
    guard let (path, content) = shownFile else {
      open()
      return .continue
    }
    switch content {
    case .preview(.text): return .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: path))
    case .preview(.binary):
      return .run(ExternalProgram(variables: ["PAGER"], fallback: "less", file: path, prefersOpener: true))
    case .problem(let problem):
      message = "\(path.displayName): \(problem.title)"
    default:
      open()
    }
    return .continue
  }

  /// In a file picker (`--choose`), Enter, → and `l` on a file choose the marked files, or that
  /// file when none is marked, as ranger's `--choosefiles` does; on a folder they open it.
  func choiceOfPicker() -> BrowserCommand? {
    guard picker == .files else { return nil }
    let file: FilePath?
    if focusedColumn == .secondary, case .file(let path)? = top(.secondary)?.route {
      file = path
    } else if focusedColumn == .supplementary, let item = highlightedItem, !item.opensAsDirectory {
      file = item.path
    } else {
      file = nil
    }
    guard let file else { return nil }
    return .choose(marks.isEmpty ? [file] : marks.paths)
  }

  /// The file Enter opens, with what its preview shows: the focused preview's, or the
  /// highlighted file's when its preview shows beside the list.
  private var shownFile: (FilePath, PaneContent)? {
    guard state.layout[.secondary] != nil, let entry = top(.secondary), case .file(let path) = entry.route,
      let content = contents[entry.id]
    else { return nil }
    if focusedColumn == .secondary { return (path, content) }
    guard focusedColumn == .supplementary, !state.layout.isCollapsed, let item = highlightedItem,
      !item.opensAsDirectory, item.path == path
    else { return nil }
    return (path, content)
  }

  /// The folder the list shows: what `--choose-dir` writes on quit.
  public var currentFolder: FilePath? {
    top(.supplementary)?.route.listedDirectory ?? places.first?.path
  }
}

/// What the inspector shows beyond a listing's facts: owner names and a link's target, read when
/// the highlight moves onto the entry.
struct EntryDetails {
  var path: FilePath
  var user: String?
  var group: String?
  var status: FileStatus?
  var linkTarget: String?
  var linkTargetStatus: Result<FileStatus, FileTreeError>?

  /// Reads the details of the entry at `path`, whose `lstat` is `status` when known (else it is
  /// taken); `names` caches user and group names by id (a lookup reads the password and group files).
  static func read(
    _ path: FilePath, status: FileStatus? = nil, from tree: any FileTree,
    names: inout [UInt64: (String?, String?)]
  ) -> EntryDetails {
    var details = EntryDetails(path: path)
    details.status = status ?? (try? tree.linkStatus(of: path))
    if let status = details.status {
      let key = status.ownerKey
      let found = names[key] ?? tree.ownerNames(user: status.user, group: status.group)
      names[key] = found
      details.user = found.0 ?? String(status.user)
      details.group = found.1 ?? String(status.group)
      if status.kind == .symbolicLink {
        details.linkTarget = (try? tree.linkTarget(of: path)).map { SafeText.decoding($0) } ?? "?"
        details.linkTargetStatus = Result(catching: { () throws(FileTreeError) in
          try tree.status(of: path)
        })
      }
    }
    return details
  }
}
