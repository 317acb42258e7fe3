import Colonnade
import ColonnadeTerminal

/// What the browser draws, each a name for a field of its ``DrawnState``: reading one reads the
/// field, and writing one goes through ``Revised``, which counts the change in ``revision``.
extension Browser {
  /// The engine; its state says what is shown where.
  public internal(set) var coordinator: SplitCoordinator<BrowserRoute> {
    _read { yield shown.value.coordinator }
    _modify { yield &shown.coordinator }
  }

  /// The terminal size.
  public internal(set) var size: CellSize {
    get { shown.value.size }
    set { shown.size = newValue }
  }

  /// The simulated fold.
  public internal(set) var fold: FoldPosture {
    get { shown.value.fold }
    set { shown.fold = newValue }
  }

  /// The terminal size asked for, when larger than ``maximumSize`` (rule T2: drawn capped, and the
  /// status line says so).
  public internal(set) var requestedSize: CellSize? {
    get { shown.value.requestedSize }
    set { shown.requestedSize = newValue }
  }

  /// Each pane's loaded content, by entry id: kept while the data policy holds it.
  public internal(set) var contents: [EntryID: PaneContent] {
    _read { yield shown.value.contents }
    _modify { yield &shown.contents }
  }

  /// Each list's highlighted row, by entry id.
  var cursors: [EntryID: Int] {
    _read { yield shown.value.cursors }
    _modify { yield &shown.cursors }
  }

  /// Each pane's scroll offset, by entry id.
  var scrolls: [EntryID: Int] {
    _read { yield shown.value.scrolls }
    _modify { yield &shown.scrolls }
  }

  /// Each list's filter (`/`), by entry id.
  var filters: [EntryID: String] {
    _read { yield shown.value.filters }
    _modify { yield &shown.filters }
  }

  /// The filter being typed, and the list it filters; `nil` when not typing one.
  package var filterEditing: EntryID? {
    get { shown.value.filterEditing }
    set { shown.filterEditing = newValue }
  }

  /// How every listing is sorted, and whether hidden entries show (`S`, `R`, `.`).
  public internal(set) var order: ListingOrder {
    get { shown.value.order }
    set { shown.order = newValue }
  }

  /// What the inspector shows about the highlighted entry, read when the highlight moves.
  var details: EntryDetails? {
    _read { yield shown.value.details }
    _modify { yield &shown.details }
  }

  /// The column a divider being dragged is at, between a press and a release.
  var draggedDivider: Int? {
    get { shown.value.draggedDivider }
    set { shown.draggedDivider = newValue }
  }

  /// A one-line message for the status line, cleared by the next key.
  public internal(set) var message: String? {
    get { shown.value.message }
    set { shown.message = newValue }
  }

  /// The first keys of a sequence typed so far (`g` of `gg`, `m` before a bookmark's name).
  var pendingKeys: [Key] {
    get { shown.value.pendingKeys }
    set { shown.pendingKeys = newValue }
  }

  /// The count typed before a key (`5` of `5j`).
  var count: Int? {
    get { shown.value.count }
    set { shown.count = newValue }
  }

  /// The command typed after `:` (a path, `cd PATH`, `shell CMD`, `rename NAME`), while it is
  /// typed, with its cursor.
  package var commandLine: CommandLineEdit? {
    _read { yield shown.value.commandLine }
    _modify { yield &shown.commandLine }
  }

  /// The files `yy` copied or `dd` cut, for `pp` (ranger's copy buffer; rule T10).
  public internal(set) var register: Register? {
    get { shown.value.register }
    set { shown.register = newValue }
  }

  /// The question a file operation waits on: a conflict's answer, or whether to trash (rule T11).
  package var prompt: OperationPrompt? {
    _read { yield shown.value.prompt }
    _modify { yield &shown.prompt }
  }

  /// How far the running file operation has come, while one runs (rule T13).
  public internal(set) var operation: OperationProgress? {
    get { shown.value.operation }
    set { shown.operation = newValue }
  }

  /// The marked files and folders (Space, `v`, `uv`): what `!` and the file operations act on.
  public internal(set) var marks: Marks {
    _read { yield shown.value.marks }
    _modify { yield &shown.marks }
  }

  /// Whether lists show each entry's permissions, size and time (`Mp`), or its size only (`Mf`).
  public internal(set) var showsDetails: Bool {
    get { shown.value.showsDetails }
    set { shown.showsDetails = newValue }
  }

  /// The open-with menu (`o`), while it is shown.
  var openWithMenu: OpenWithMenu? {
    _read { yield shown.value.openWithMenu }
    _modify { yield &shown.openWithMenu }
  }

  /// The programs the open-with menu offers for a file: the edge injects the user's editor and
  /// pager by name and the desktop's applications for the file's type (`mimeapps.list`).
  public var applications: @Sendable (FilePath) -> [OpenWithChoice] {
    get { shown.value.applications }
    set { shown.applications = newValue }
  }

  /// Whether the key help is shown.
  public internal(set) var showsHelp: Bool {
    get { shown.value.showsHelp }
    set { shown.showsHelp = newValue }
  }

  /// The help's first shown line when it is longer than the screen (`?`, then ↓ ↑).
  package var helpScroll: Int {
    get { shown.value.helpScroll }
    set { shown.helpScroll = newValue }
  }

  /// Whether the lifecycle debug tint is on.
  public internal(set) var showsLifecycle: Bool {
    get { shown.value.showsLifecycle }
    set { shown.showsLifecycle = newValue }
  }

  /// What the data effects asked for so far.
  public internal(set) var statistics: DataStatistics {
    _read { yield shown.value.statistics }
    _modify { yield &shown.statistics }
  }

  /// How local time differs from UTC at a moment: the edge injects the system's zone (rule R6).
  public var timeZone: @Sendable (Int64) -> LocalTimeZone {
    get { shown.value.timeZone }
    set { shown.timeZone = newValue }
  }

  /// File-type colours (`LS_COLORS`, or `ls`'s defaults).
  public var colors: FileColors {
    get { shown.value.colors }
    set { shown.colors = newValue }
  }
}
