import Colonnade

/// Seed 000: an adaptive three-column app (folders, notes, a note) whose sidebar button tells the
/// truth: shown only when a press changes what is shown, titled for what it does (rule D3).
enum NoteRoute: Hashable, Sendable, LosslessStringConvertible {
  case folders
  case folder(String)
  case note(String)

  static let navigation = NavigationState<NoteRoute>(
    sidebar: .folders,
    destinations: ["Work", "Home", "Travel"].map { SidebarDestination(.folder($0), style: .tripleColumn) })

  /// The sidebar floats over the note when the columns do not all fit, as iPad Notes does.
  static var configuration: SplitConfiguration {
    var configuration = SplitConfiguration.standard
    configuration.preferredSplitBehavior = .overlay
    return configuration
  }

  static let folderNames = ["Work", "Home", "Travel"]

  var title: String {
    switch self {
    case .folders: "Folders"
    case .folder(let name), .note(let name): name
    }
  }

  var description: String {
    switch self {
    case .folders: "folders"
    case .folder(let name): "folder/\(name)"
    case .note(let name): "note/\(name)"
    }
  }

  init?(_ description: String) {
    let parts = description.split(separator: "/", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count) {
    case ("folders", 1): self = .folders
    case ("folder", 2): self = .folder(parts[1])
    case ("note", 2): self = .note(parts[1])
    default: return nil
    }
  }

  /// The notes of a folder.
  static func notes(in folder: String) -> [String] { (1...4).map { "\(folder) note \($0)" } }
}
