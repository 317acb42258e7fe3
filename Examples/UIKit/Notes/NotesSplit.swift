import Colonnade
import ColonnadeUIKit
import UIKit

/// Seed 000 in UIKit: an adaptive three-column app whose sidebar button tells the truth. It
/// shows only when a press changes what is shown, sits in the sidebar while the sidebar shows and
/// in the next column when it does not, and says "Show Sidebar" or "Hide Sidebar" (rule D3); the
/// app's own title follows it through `onChange`.
typealias ThisApp = Notes

enum Notes: SplitApp {
  static let activityType = "org.colonnade.notes.session"

  static func makeSplit(
    send: @escaping (CoordinatorAction<NoteRoute>) -> Void
  ) throws -> ColonnadeSplitViewController<NoteRoute, Void> {
    let split = try ColonnadeSplitViewController(
      configuration: NoteRoute.configuration, navigation: NoteRoute.navigation
    ) { pane in
      switch pane.entry.route {
      case .folders:
        return ListViewController(title: "Folders", rows: NoteRoute.folderNames) { row in
          send(.destinationSelected(.folder(NoteRoute.folderNames[row])))
        }
      case .folder(let name):
        let notes = NoteRoute.notes(in: name)
        return ListViewController(title: name, rows: notes) { row in
          send(.itemSelected(.note(notes[row]), in: .secondary))
        }
      case .note(let name):
        return TextViewController(title: name)
      }
    }
    split.onChange = { [weak split] snapshot in
      split?.title = snapshot.layout.sidebarButton == .showSidebar ? "Notes — sidebar hidden" : "Notes"
    }
    return split
  }
}
