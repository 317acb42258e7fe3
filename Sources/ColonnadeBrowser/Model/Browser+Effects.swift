import Colonnade
import ColonnadeTerminal

/// A load the browser asks its caller to run off the key-handling path (rules R1, R5).
public struct LoadRequest: Hashable, Sendable {
  /// The engine's token for the load.
  public var token: LoadToken
  /// What to read.
  public var route: BrowserRoute
  /// How listings are to be ordered.
  public var order: ListingOrder

  /// Creates a request.
  package init(token: LoadToken, route: BrowserRoute, order: ListingOrder) {
    self.token = token
    self.route = route
    self.order = order
  }
}

/// A finished load: what was read for a request.
public struct LoadResult: Hashable, Sendable {
  /// The request's token.
  public var token: LoadToken
  /// The request's route.
  public var route: BrowserRoute
  /// What was read.
  public var content: PaneContent
  /// Whether it could be read.
  public var succeeded: Bool

  /// Creates a result.
  package init(token: LoadToken, route: BrowserRoute, content: PaneContent, succeeded: Bool) {
    self.token = token
    self.route = route
    self.content = content
    self.succeeded = succeeded
  }

  /// Runs a request: reads the file system through `tree` (only reads, rule T6).
  public static func run(_ request: LoadRequest, tree: any FileTree, limits: BrowserLimits) -> LoadResult {
    let loaded = PaneContent.load(request.route, from: tree, limits: limits, order: request.order)
    return LoadResult(
      token: request.token, route: request.route, content: loaded.content, succeeded: loaded.succeeded)
  }
}

extension Browser {
  /// The effect executor: carries out the coordinator's data effects (rules R1–R5).
  ///
  /// A load reads the file system at once and reports back with `.loadFinished` (whose `deliver`
  /// effects name each pane that receives the content), or, with
  /// ``loadsInBackground``, becomes a ``LoadRequest`` for the caller, whose ``LoadResult`` comes
  /// back as ``BrowserEvent/loaded(_:)``; a reuse reads nothing; a release drops the content. A
  /// destroyed pane's cursor, scroll position and filter go with it.
  mutating func perform(_ effects: [CoordinatorEffect<BrowserRoute>]) {
    rememberHighlights(leaving: effects)
    for effect in effects {
      switch effect {
      case .data(.load(let token, let pane)):
        statistics.loads += 1
        note("load", pane)
        let request = LoadRequest(token: token, route: pane.entry.route, order: order)
        if loadsInBackground {
          loadRequests.append(request)
        } else {
          finishLoad(LoadResult.run(request, tree: tree, limits: limits))
        }
      case .data(.deliver):
        break  // handled where the load finishes, below
      case .data(.reuse(let pane)):
        statistics.reuses += 1
        note("reuse", pane)
      case .data(.release(let pane)):
        statistics.releases += 1
        note("release", pane)
        contents[pane.entry.id] = nil
      case .data(.cancel(let token, let pane)):
        statistics.cancels += 1
        note("cancel", pane)
        loadRequests.removeAll { $0.token == token }
      case .lifecycle(let event) where event.state == .destroyed:
        let id = event.pane.entry.id
        contents[id] = nil
        cursors[id] = nil
        scrolls[id] = nil
        filters[id] = nil
        wantedHighlights[id] = nil
        if filterEditing == id { filterEditing = nil }
      case .lifecycle, .deepLinkFailed:
        break
      }
    }
  }

  /// Remembers the highlighted entry of each folder whose list the effects release or destroy,
  /// for when it is shown again (``HighlightMemory``).
  mutating func rememberHighlights(leaving effects: [CoordinatorEffect<BrowserRoute>]) {
    for effect in effects {
      let pane: Pane<BrowserRoute>
      switch effect {
      case .data(.release(let released)): pane = released
      case .lifecycle(let event) where event.state == .destroyed: pane = event.pane
      default: continue
      }
      guard let folder = pane.entry.route.listedDirectory, let name = highlightedName(in: pane.entry.id)
      else { continue }
      highlightsLeft.remember(name, in: folder)
    }
  }

  /// The loads to run, oldest first; each is handed out once.
  public mutating func takeLoadRequests() -> [LoadRequest] {
    defer { loadRequests.removeAll() }
    return loadRequests
  }

  /// Reports a finished load and hands its content to each pane the coordinator names in a
  /// `deliver` effect (a shared load's panes included); a load nobody waits for any more
  /// (cancelled, superseded) delivers to no one.
  mutating func finishLoad(_ result: LoadResult) {
    let finished = (try? coordinator.send(.loadFinished(result.token, succeeded: result.succeeded))) ?? []
    for case .data(.deliver(_, let pane)) in finished { install(result.content, for: pane.entry.id) }
    perform(finished)
  }

  /// Shows `content` in the pane `id`, keeping its highlight on the entry it was on (a reload,
  /// a change on disk) and arranging a listing in the current order and the pane's filter.
  mutating func install(_ content: PaneContent, for id: EntryID) {
    var content = content
    let before = highlightedName(in: id)
    if case .listing(var listing) = content {
      listing.arrange(order, filter: filters[id] ?? "")
      content = .listing(listing)
    }
    let shownBefore = contents[id] != nil
    contents[id] = content
    if wantedHighlights[id] == nil, let before { wantedHighlights[id] = before }
    // A folder's list shown anew highlights what it did when it was left.
    if case .listing(let listing) = content, !shownBefore, wantedHighlights[id] == nil, cursors[id] == nil,
      let name = highlightsLeft.name(in: listing.path)
    {
      wantedHighlights[id] = name
    }
    applyWantedHighlight(id)
  }

  /// The name of the highlighted entry of the list `id`, if it shows one.
  func highlightedName(in id: EntryID) -> [UInt8]? {
    guard case .listing(let listing) = contents[id], listing.count > 0 else { return nil }
    return listing.name(at: min(cursors[id] ?? 0, listing.count - 1))
  }

  /// Moves the highlight of list `id` to the entry it should be on, once its content is here.
  mutating func applyWantedHighlight(_ id: EntryID) {
    guard let name = wantedHighlights[id], case .listing(let listing) = contents[id] else { return }
    wantedHighlights[id] = nil
    let row = listing.row(named: name) ?? min(cursors[id] ?? 0, max(0, listing.count - 1))
    setCursor(row, of: id, count: listing.count)
  }

  /// Sets a list's highlighted row and scrolls it into view.
  mutating func setCursor(_ row: Int, of id: EntryID, count: Int) {
    setCursor(row, of: id, count: count, visibleRows: listRows(of: id))
  }

  /// Sets a list's highlighted row and scrolls it into view, given how many rows it shows.
  mutating func setCursor(_ row: Int, of id: EntryID, count: Int, visibleRows visible: Int) {
    let scroll = ListView.scrollOffset(
      keeping: row, visibleRows: visible, count: count, current: scrolls[id] ?? 0)
    // Only a change is written, so a move past the end changes nothing (``revision``).
    if cursors[id] != row { cursors[id] = row }
    if scrolls[id] != scroll { scrolls[id] = scroll }
  }

  /// How many rows the list `id` shows now (its pane's body, less a footer).
  func listRows(of id: EntryID) -> Int {
    for column in [Column.primary, .supplementary] where top(column)?.id == id {
      return Self.listRows(in: column, body: screen().body(of: column))
    }
    return 1
  }

  /// How many rows a list in `column` shows in `body`: its height (at least one) in the two list
  /// columns, one elsewhere.
  static func listRows(in column: Column, body: CellRect?) -> Int {
    column == .primary || column == .supplementary ? max(1, body?.height ?? 1) : 1
  }

  /// A folder changed on disk: every pane showing it reloads, keeping its highlight (rule R2).
  mutating func folderChanged(_ folder: FilePath) {
    for column in [Column.supplementary, .secondary] {
      guard let entry = top(column) else { continue }
      let shows: Bool =
        switch entry.route {
        case .place, .directory: entry.route.listedDirectory == folder
        case .file(let path): path == folder || path.parent == folder
        case .sidebar, .about: false
        }
      if shows { send(.dataInvalidated(column)) }
    }
  }

  /// The folders on screen, for the edge to watch.
  public var watchedFolders: [FilePath] {
    var folders: [FilePath] = []
    for column in [Column.supplementary, .secondary] {
      guard state.layout[column] != nil, let entry = top(column) else { continue }
      switch entry.route {
      case .place, .directory: entry.route.listedDirectory.map { folders.append($0) }
      case .file(let path): folders.append(path.parent)
      case .sidebar, .about: break
      }
    }
    return folders
  }

  /// After a program ran, the folders on screen may have changed: read them again.
  mutating func reloadShownFolders() {
    for folder in watchedFolders { folderChanged(folder) }
  }

  /// Remembers an effect for the debug view; keeps the last few.
  private mutating func note(_ kind: String, _ pane: Pane<BrowserRoute>) {
    if statistics.notes.count == 4 { statistics.notes.removeFirst() }
    statistics.notes.append(DataStatistics.Note(kind: kind, pane: pane))
  }
}
