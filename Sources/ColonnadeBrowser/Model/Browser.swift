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
  /// The engine; its state says what is shown where.
  public internal(set) var coordinator: SplitCoordinator<BrowserRoute> { didSet { revision &+= 1 } }
  /// The sidebar's places.
  public let places: [Place]
  /// The home folder, shown as `~`.
  public let home: FilePath?
  /// How much is read at most.
  public let limits: BrowserLimits
  /// The terminal size.
  public internal(set) var size: CellSize { didSet { if size != oldValue { revision &+= 1 } } }
  /// The simulated fold.
  public internal(set) var fold: FoldPosture { didSet { if fold != oldValue { revision &+= 1 } } }
  /// Each pane's loaded content, by entry id: kept while the data policy holds it.
  public internal(set) var contents: [EntryID: PaneContent] = [:] { didSet { revision &+= 1 } }
  /// Each list's highlighted row and each pane's scroll offset, by entry id.
  var cursors: [EntryID: Int] = [:] { didSet { revision &+= 1 } }
  var scrolls: [EntryID: Int] = [:] { didSet { revision &+= 1 } }
  /// Whether the key help is shown.
  public internal(set) var showsHelp = false { didSet { if showsHelp != oldValue { revision &+= 1 } } }
  /// Whether the lifecycle debug tint is on.
  public internal(set) var showsLifecycle = false {
    didSet { if showsLifecycle != oldValue { revision &+= 1 } }
  }
  /// A one-line message for the status line, cleared by the next key.
  public internal(set) var message: String? { didSet { if message != oldValue { revision &+= 1 } } }
  /// What the data effects asked for so far.
  public internal(set) var statistics = DataStatistics() { didSet { revision &+= 1 } }
  /// The user's inspector choice and the width class it was made in.
  var inspectorChoice: (shown: Bool, widthClass: String)? {
    didSet {
      if inspectorChoice?.shown != oldValue?.shown || inspectorChoice?.widthClass != oldValue?.widthClass {
        revision &+= 1
      }
    }
  }
  let tree: any FileTree
  /// How every listing is sorted, and whether hidden entries show (`S`, `R`, `.`).
  public internal(set) var order = ListingOrder() { didSet { if order != oldValue { revision &+= 1 } } }
  /// Each list's filter (`/`), by entry id.
  var filters: [EntryID: String] = [:] { didSet { revision &+= 1 } }
  /// The filter being typed, and the list it filters; `nil` when not typing one.
  package var filterEditing: EntryID? { didSet { if filterEditing != oldValue { revision &+= 1 } } }
  /// A key that starts a two-key command (`z` of `zh`, `m` and `'` of the bookmarks).
  var pendingPrefix: Character? { didSet { if pendingPrefix != oldValue { revision &+= 1 } } }
  /// The help's first shown line when it is longer than the screen (`?`, then ↓ ↑).
  package var helpScroll = 0 { didSet { if helpScroll != oldValue { revision &+= 1 } } }
  /// The path typed after `:`, while it is typed.
  package var pathPrompt: String? { didSet { if pathPrompt != oldValue { revision &+= 1 } } }
  /// The folders the list showed, for `H`, `L` and `-` (not drawn).
  var visits = FolderHistory()
  /// The folders marked with `m`, by their key, for `'` (kept for the session: the browser never writes).
  var bookmarks: [Character: FilePath] = [:]
  /// The name to highlight in a list once its content arrives (going up, `demo FILE`).
  var wantedHighlights: [EntryID: [UInt8]] = [:]
  /// Whether loads are handed to the caller (``takeLoadRequests()``) instead of read at once.
  public let loadsInBackground: Bool
  /// Loads the caller has yet to start.
  var loadRequests: [LoadRequest] = []
  /// What the inspector shows about the highlighted entry, read when the highlight moves.
  var details: EntryDetails? { didSet { revision &+= 1 } }
  /// User and group names by their ids, as read so far.
  var ownerNames: [UInt64: (String?, String?)] = [:]
  /// How local time differs from UTC at a moment: the edge injects the system's zone (rule R6).
  public var timeZone: @Sendable (Int64) -> LocalTimeZone = { _ in .utc } { didSet { revision &+= 1 } }
  /// File-type colours (`LS_COLORS`, or `ls`'s defaults).
  public var colors = FileColors.standard { didSet { if colors != oldValue { revision &+= 1 } } }
  /// The column a divider being dragged is at, between a press and a release.
  var draggedDivider: Int? { didSet { if draggedDivider != oldValue { revision &+= 1 } } }
  /// The inspector probe last resolved, with its answer (see ``updateInspectorPresentation()``).
  var inspectorProbe: InspectorProbe.Answer?
  /// The terminal size asked for, when larger than ``maximumSize`` (issue 11, item 4).
  public internal(set) var requestedSize: CellSize? {
    didSet { if requestedSize != oldValue { revision &+= 1 } }
  }
  /// Counts the changes to what the screen shows: while it stays the same, ``render()`` draws the
  /// same screen, so a loop redraws only when it moves. A key that changes nothing (a move past the
  /// end) or time passing without a release leaves it.
  public private(set) var revision: UInt64 = 0

  /// The largest screen drawn: larger terminals are drawn in their top-left corner, as `--snapshot` caps.
  public static let maximumSize = CellSize(width: 1000, height: 1000)

  /// The engine configuration: the standard preset, three columns, with the inspector (shown
  /// when it tiles, rule T1).
  public static var configuration: SplitConfiguration {
    var configuration = SplitConfiguration.standard
    configuration.style = .tripleColumn
    configuration.showsInspector = false
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
  public init(
    start: FilePath, home: FilePath?, tree: any FileTree, size: CellSize, fold: FoldPosture = .flat,
    limits: BrowserLimits = .standard, now: Double = 0, highlight: [UInt8]? = nil,
    loadsInBackground: Bool = false
  ) throws(CoordinatorError<BrowserRoute>) {
    places = Place.standard(start: start, home: home)
    self.home = home
    self.tree = tree
    self.limits = limits
    self.loadsInBackground = loadsInBackground
    self.size = Self.capped(size)
    if size.width > Self.maximumSize.width || size.height > Self.maximumSize.height { requestedSize = size }
    self.fold = fold
    var destinations = places.map { SidebarDestination(BrowserRoute.place($0), style: .tripleColumn) }
    destinations.append(SidebarDestination(.about, style: .doubleColumn))
    coordinator = try SplitCoordinator(
      environment: TerminalWindow.environment(self.size, fold: fold), configuration: Self.configuration,
      navigation: NavigationState(sidebar: .sidebar, destinations: destinations), dataPolicy: Self.dataPolicy)
    if now > 0 { send(.clockAdvanced(to: now)) }
    updateInspectorPresentation()
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
      updateInspectorPresentation()
    case .loaded(let result):
      finishLoad(result)
    case .changed(let folder):
      folderChanged(folder)
    case .programEnded(let name, let outcome):
      message = outcome.map { "\(name): \($0)" }
      if outcome == nil { reloadShownFolders() }
    case .notice(let text):
      message = text
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
    let unchanged = revision
    guard let effects = try? coordinator.send(.clockAdvanced(to: now)) else { return }
    // The clock's reading is not drawn; only a release it causes is (rule R3).
    guard !effects.isEmpty else {
      revision = unchanged
      return
    }
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
    updateInspectorPresentation()
    // Collapsing keeps the user in the list they were in: the preview beside it only followed
    // the highlight, and a list alone shows no preview until Enter (rules N7, T3).
    if wasInList, state.layout.isCollapsed, case .file? = top(.secondary)?.route { send(.backRequested) }
    send(.transitionEnded)
  }

  /// Presents the inspector when it would tile, unless the user chose otherwise in this width
  /// class (rule T1: metadata as the inspector when the window is wide enough).
  ///
  /// Whether it tiles is judged with the sidebar as the width class shows it by default, so hiding
  /// the sidebar gives its room to the content, not to the inspector; the About page has nothing
  /// to inspect. (The engine's `inspectorTilesOnly` would let freed room bring the inspector in,
  /// so the browser asks about the default sidebar with a probe.)
  mutating func updateInspectorPresentation() {
    var probe = state.configuration
    probe.showsInspector = true
    var overrides = state.overrides
    overrides.displayMode = nil
    let inputs = InspectorProbe(
      environment: state.environment, configuration: probe, navigation: state.navigation.summary,
      overrides: overrides)
    let tiles: Bool
    if let last = inspectorProbe, last.probe == inputs {
      tiles = last.tiles
    } else {
      tiles =
        inputs.navigation.style == .tripleColumn
        && LayoutResolver.resolve(
          environment: inputs.environment, configuration: inputs.configuration,
          navigation: inputs.navigation, overrides: inputs.overrides)[.inspector]?.presentation == .tiled
      inspectorProbe = InspectorProbe.Answer(probe: inputs, tiles: tiles)
    }
    if let choice = inspectorChoice, choice.widthClass != state.layout.widthClass.name {
      inspectorChoice = nil
    }
    let wanted = inspectorChoice?.shown ?? tiles
    if wanted != state.configuration.showsInspector { send(.inspectorPresentationChanged(wanted)) }
  }
}

/// What ``Browser/updateInspectorPresentation()`` asks the layout resolver: whether the
/// inspector would tile in this window, for this navigation. Kept with its answer, so an event
/// that changes none of it (a move) resolves nothing.
struct InspectorProbe: Equatable {
  var environment: WindowEnvironment
  var configuration: SplitConfiguration
  var navigation: NavigationSummary
  var overrides: UserOverrides

  /// A probe and whether the inspector tiles for it.
  struct Answer {
    var probe: InspectorProbe
    var tiles: Bool
  }
}

/// An input to the browser.
public enum BrowserEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// The terminal's new size.
  case resized(CellSize)
  /// Time passed; nothing else happened.
  case tick
  /// A load handed out by ``Browser/takeLoadRequests()`` finished.
  case loaded(LoadResult)
  /// A folder on screen changed on disk (inotify, or polling).
  case changed(FilePath)
  /// A program the browser asked for (``BrowserCommand/run(_:)``) ended; a message when it failed.
  case programEnded(String, failure: String?)
  /// Something the edge tells the user once, in the status line (folders on screen polled since
  /// inotify ran out of watches).
  case notice(String)
}

/// What the caller should do after an input.
public enum BrowserCommand: Hashable, Sendable {
  /// Draw and wait for the next input.
  case `continue`
  /// Restore the terminal and exit.
  case quit
  /// Restore the terminal and stop the process (Ctrl-Z); redraw when it continues.
  case suspend
  /// Leave the screen, run a program on the terminal, then restore and redraw.
  case run(ExternalProgram)
  /// Put text on the clipboard (OSC 52).
  case copy(String)
}

/// A program to run on the terminal: the user's pager or editor on a file.
public struct ExternalProgram: Hashable, Sendable {
  /// The environment variables naming the program, the first set one winning: `VISUAL`, then
  /// `EDITOR`.
  public var variables: [String]
  /// The program used when none of them is set, such as `less`.
  public var fallback: String
  /// The file to open.
  public var file: FilePath
  /// Whether the system's opener (`xdg-open` in a graphical session, `open` on macOS) goes
  /// first, when there is one: for files a pager cannot show.
  public var prefersOpener: Bool

  /// Creates a program request.
  public init(variables: [String], fallback: String, file: FilePath, prefersOpener: Bool = false) {
    self.variables = variables
    self.fallback = fallback
    self.file = file
    self.prefersOpener = prefersOpener
  }
}

/// How local time differs from UTC: an offset in seconds and the zone's abbreviation.
public struct LocalTimeZone: Hashable, Sendable {
  /// Seconds east of UTC.
  public var offset: Int
  /// The abbreviation, such as "CET".
  public var abbreviation: String

  /// Creates a zone.
  public init(offset: Int, abbreviation: String) {
    self.offset = offset
    self.abbreviation = abbreviation
  }

  /// UTC itself.
  public static let utc = LocalTimeZone(offset: 0, abbreviation: "UTC")
}

/// Counts of the data effects the browser carried out (rules R1–R4).
public struct DataStatistics: Hashable, Sendable {
  /// Loads started (each one read the file system once).
  public var loads = 0
  /// Panes shown again with the data they held: no read.
  public var reuses = 0
  /// Data dropped after the grace period or with its pane.
  public var releases = 0
  /// Loads cancelled.
  public var cancels = 0
  /// The latest effects, newest last, for the debug view.
  public var recent: [String] {
    notes.map { "\($0.kind) \($0.pane.column) \($0.pane.entry.route) \($0.pane.entry.id)" }
  }
  /// The latest effects as values (at most 4): their text is made only when ``recent`` is read.
  var notes: [Note] = []

  /// One effect carried out: its kind and its pane.
  struct Note: Hashable, Sendable {
    var kind: String
    var pane: Pane<BrowserRoute>
  }
}
