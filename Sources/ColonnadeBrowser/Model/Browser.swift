import Colonnade
import ColonnadeTerminal

/// The terminal file browser (rules T1–T7): a reducer over a ``SplitCoordinator`` that turns keys,
/// resizes and clock ticks into coordinator actions, reads the file system when the coordinator's
/// data effects say so, and draws the screen into a `CellGrid`.
///
/// ```swift
/// var browser = try Browser(
///   start: FilePath("/home/ada/project"), home: FilePath("/home/ada"), tree: tree,
///   size: CellSize(width: 120, height: 40))
/// browser.handle(.key(.character("j")), at: 1)     // move down; the detail previews the item
/// browser.handle(.key(.enter), at: 2)              // open it
/// browser.handle(.resized(CellSize(width: 60, height: 20)), at: 3)  // collapses to one column
/// print(browser.render().plainText)
/// ```
///
/// Everything outside comes in as a value: the file tree, the terminal size, the time (in
/// seconds, from the caller's clock, rule R6). The same inputs always draw the same screen.
public struct Browser {
  /// What the browser draws that can change, each change counted (``revision``); its fields are
  /// read and written by their names (`Browser+Drawn.swift`).
  var shown: Revised<DrawnState>
  /// The sidebar's places.
  public let places: [Place]
  /// The home folder, shown as `~`.
  public let home: FilePath?
  /// How much is read at most.
  public let limits: BrowserLimits
  let tree: any FileTree
  /// The folders the list showed, for `H`, `L` and `-` (not drawn).
  var visits = FolderHistory()
  /// The folders bookmarked with `m`, by their key, for `'` (kept between runs by the edge, in
  /// ``remembered``).
  var bookmarks: [Character: FilePath] = [:]
  /// This run's changes to the bookmarks, for saving them over another browser's (``Remembered``).
  var bookmarkEdits: [Character: FilePath?] = [:]
  /// The name last highlighted in each folder left, so coming back highlights it again (rule T3).
  var highlightsLeft = HighlightMemory()
  /// Counts the changes to what is kept between runs (bookmarks, the history): the edge saves
  /// ``remembered`` when it moves.
  public internal(set) var rememberedRevision: UInt64 = 0
  /// What the browser is picking for, if it runs as a picker.
  public var picker: Picker?
  /// The name to highlight in a list once its content arrives (going up, `demo FILE`).
  var wantedHighlights: [EntryID: [UInt8]] = [:]
  /// Whether loads are handed to the caller (``takeLoadRequests()``) instead of read at once.
  public let loadsInBackground: Bool
  /// Loads the caller has yet to start.
  var loadRequests: [LoadRequest] = []
  /// User and group names by their ids, as read so far.
  var ownerNames: [UInt64: (String?, String?)] = [:]
  /// What `uu` puts back: the last rename, move or trash (rule T14; not drawn).
  public internal(set) var lastUndo: UndoRecord?

  /// Counts the changes to what the screen shows: while it stays the same, ``render()`` draws the
  /// same screen, so a loop redraws only when it moves. A key that changes nothing (a move past the
  /// end) or time passing without a release leaves it.
  public var revision: UInt64 { shown.revision }

  /// The largest screen drawn: larger terminals are drawn in their top-left corner, as `--snapshot` caps.
  public static let maximumSize = CellSize(width: 1000, height: 1000)

  /// The engine configuration: the standard preset, three columns, with the inspector presented
  /// automatically — shown where it tiles beside the columns the width class shows, until the
  /// user's `i` chooses otherwise (rules T1, L11: the engine keeps the choice), and a navigation
  /// rail one cell wide where the sidebar is hidden (rule L13).
  public static var configuration: SplitConfiguration { configuration(levitatesInfo: false) }

  /// ``configuration``; with `levitatesInfo`, the Info pane is Material's extra pane that
  /// levitates (rule L15): `zi` shows it as a dialog over a scrim, which Esc, `zi` or a click on the
  /// scrim dismisses, instead of tiling, floating or showing as a sheet.
  public static func configuration(levitatesInfo: Bool) -> SplitConfiguration {
    var configuration = SplitConfiguration.standard
    configuration.style = .tripleColumn
    configuration.showsInspector = true
    configuration.inspectorTilesOnly = true
    // Where the sidebar is hidden side by side, it shows as a rail one cell wide (rule L13).
    configuration.railWidth = TerminalWindow.cellWidth
    if levitatesInfo {
      configuration.inspectorStyle = .extraPane
      configuration.adaptStrategies.extraPane = .levitate
    }
    return configuration
  }

  /// How long shown data stays fresh: not at all, so a folder or file shown again is read again
  /// and shows what is on disk now, as nnn and ranger do (rule T6; the edge lists an unchanged
  /// folder again from memory). Hidden panes keep their data for the standard grace period.
  public static let dataPolicy = DataPolicyConfiguration(timeToLive: 0)

  /// Creates a browser showing `start`, and reads what the first screen shows.
  ///
  /// - Parameters:
  ///   - start: the folder to open; the sidebar's first place.
  ///   - home: the home folder, if known: a second place, and shown as `~`.
  ///   - tree: where files are read; nothing is ever written.
  ///   - size: the terminal's size in cells.
  ///   - now: the clock's reading in seconds.
  ///   - highlight: the name of an entry of `start` to highlight (`demo FILE`).
  ///   - loadsInBackground: hand loads to the caller instead of reading at once.
  ///   - levitatesInfo: show the Info pane as a levitated dialog (rule L15, ``configuration(levitatesInfo:)``).
  public init(
    start: FilePath, home: FilePath?, tree: any FileTree, size: CellSize, fold: FoldPosture = .flat,
    limits: BrowserLimits = .standard, now: Double = 0, highlight: [UInt8]? = nil,
    loadsInBackground: Bool = false, levitatesInfo: Bool = false
  ) throws(CoordinatorError<BrowserRoute>) {
    places = Place.standard(start: start, home: home)
    self.home = home
    self.tree = tree
    self.limits = limits
    self.loadsInBackground = loadsInBackground
    let capped = Self.capped(size)
    var destinations = places.map { SidebarDestination(BrowserRoute.place($0), style: .tripleColumn) }
    destinations.append(SidebarDestination(.about, style: .doubleColumn))
    let coordinator = try SplitCoordinator(
      environment: TerminalWindow.environment(capped, fold: fold),
      configuration: Self.configuration(levitatesInfo: levitatesInfo),
      navigation: NavigationState(sidebar: .sidebar, destinations: destinations), dataPolicy: Self.dataPolicy)
    shown = Revised(DrawnState(coordinator: coordinator, size: capped, fold: fold))
    if size.width > Self.maximumSize.width || size.height > Self.maximumSize.height { requestedSize = size }
    if now > 0 { send(.clockAdvanced(to: now)) }
    send(.destinationSelected(.place(places[0]), reset: false))
    if let highlight, let entry = top(.supplementary) {
      wantedHighlights[entry.id] = highlight
      applyWantedHighlight(entry.id)
    }
    followHighlight()
    recordVisit()
  }

  /// A size within 1 × 1 and ``maximumSize``.
  static func capped(_ size: CellSize) -> CellSize {
    CellSize(
      width: min(max(1, size.width), maximumSize.width), height: min(max(1, size.height), maximumSize.height))
  }

  /// The coordinator's state.
  public var state: CoordinatorState<BrowserRoute> { coordinator.state }

  /// Handles one input at time `now` (seconds from the caller's clock); `.quit` when the user quits.
  @discardableResult
  public mutating func handle(_ event: BrowserEvent, at now: Double) -> BrowserCommand {
    advanceClock(to: now)
    var command = BrowserCommand.continue
    switch event {
    case .tick:
      break
    case .resized(let newSize):
      requestedSize =
        newSize.width > Self.maximumSize.width || newSize.height > Self.maximumSize.height ? newSize : nil
      applyWindow(size: newSize, fold: fold)
    case .key(let key):
      command = handleKey(key)
      presentInspectorForContent()
    case .loaded(let result):
      finishLoad(result)
    case .changed(let folder):
      folderChanged(folder)
    case .programEnded(let name, let outcome):
      message = outcome.map { "\(name): \($0)" }
      if outcome == nil { reloadShownFolders() }
    case .notice(let text):
      message = text
    case .operationProgressed(let progress):
      operationProgressed(progress)
    case .operationFinished(let report):
      operationFinished(report)
    }
    followHighlight()
    recordVisit()
    return command
  }

  /// When the next hidden pane's data is due for release: the loop wakes then (rule R3).
  public var nextDeadline: Double? { coordinator.nextDataDeadline }

  /// The highlighted row of the list an entry shows.
  public func cursor(of id: EntryID) -> Int { cursors[id] ?? 0 }

  /// The entry on top of `column`'s stack.
  package func top(_ column: Column) -> Entry<BrowserRoute>? { coordinator.topEntry(of: column) }

  // MARK: Engine

  /// Sends an action and carries out its effects; an error becomes the status line's message.
  @discardableResult
  mutating func send(_ action: CoordinatorAction<BrowserRoute>) -> Bool {
    do {
      let effects = try coordinator.send(action)
      perform(effects)
      return true
    } catch {
      message = error.description
      return false
    }
  }

  /// Lets the coordinator release what outlived its grace period (rules R3, R6).
  mutating func advanceClock(to now: Double) {
    guard now.isFinite, now > state.now else { return }
    let effects = shown.changeUncounted { try? $0.coordinator.send(.clockAdvanced(to: now)) }
    // The clock's reading is not drawn; only a release it causes is (rule R3).
    guard let effects, !effects.isEmpty else { return }
    shown.countChange()
    perform(effects)
  }

  /// Resizes the window and sets the fold as one transition, so panes that stay see no event
  /// (rule P3) and a hinge is never outside the window in between (rule E3).
  mutating func applyWindow(size newSize: CellSize, fold newFold: FoldPosture) {
    let wasInList = !state.layout.isCollapsed && focusedColumn == .supplementary
    size = Self.capped(newSize)
    fold = newFold
    let environment = TerminalWindow.environment(size, fold: fold)
    send(.transitionBegan)
    if !state.environment.hinges.isEmpty { send(.foldChanged([])) }
    send(.windowResized(environment.size))
    if !environment.hinges.isEmpty { send(.foldChanged(environment.hinges)) }
    // Collapsing keeps the user in the list they were in: the preview beside it only followed
    // the highlight, and a list alone shows no preview until Enter (rules N7, T3).
    if wasInList, state.layout.isCollapsed, case .file? = top(.secondary)?.route { send(.backRequested) }
    send(.transitionEnded)
  }

  /// The app's inspector presentation follows the content: a place's files have metadata to
  /// inspect, the About page has none (rule T1). Where it shows, and the user's `i`, are the
  /// engine's (rule L11); this changes only when the About page is entered or left.
  mutating func presentInspectorForContent() {
    let wanted = state.navigation.selection != .about
    if wanted != state.configuration.showsInspector { send(.inspectorPresentationChanged(wanted)) }
  }
}
