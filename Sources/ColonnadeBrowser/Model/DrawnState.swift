import Colonnade
import ColonnadeTerminal

/// Everything the browser draws that can change: the screen is a function of it, the browser's
/// constants and the file tree. ``Browser`` keeps it in a ``Revised``, so any change to a field
/// moves ``Browser/revision``; a new field is counted by being here. Each field is documented
/// where the browser exposes it (`Browser+Drawn.swift`).
struct DrawnState {
  var coordinator: SplitCoordinator<BrowserRoute>
  var size: CellSize
  var fold: FoldPosture
  var requestedSize: CellSize?
  var contents: [EntryID: PaneContent] = [:]
  var cursors: [EntryID: Int] = [:]
  var scrolls: [EntryID: Int] = [:]
  var filters: [EntryID: String] = [:]
  var filterEditing: EntryID?
  var order = ListingOrder()
  var details: EntryDetails?
  var draggedDivider: Int?
  var message: String?
  var pendingKeys: [Key] = []
  var count: Int?
  var commandLine: CommandLineEdit?
  var register: Register?
  var prompt: OperationPrompt?
  var operation: OperationProgress?
  var marks = Marks()
  var showsDetails = false
  var openWithMenu: OpenWithMenu?
  var applications: @Sendable (FilePath) -> [OpenWithChoice] = { _ in OpenWithChoice.standard }
  var showsHelp = false
  var helpScroll = 0
  var showsLifecycle = false
  var statistics = DataStatistics()
  var timeZone: @Sendable (Int64) -> LocalTimeZone = { _ in .utc }
  var colors = FileColors.standard
}
