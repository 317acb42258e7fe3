import Colonnade
import ColonnadeCoding
import ColonnadeUIKit
import UIKit

/// Seed 000 in UIKit: an adaptive three-column app whose sidebar button tells the truth. It
/// shows only when a press changes what is shown, sits in the sidebar while the sidebar shows and
/// in the next column when it does not, and says "Show Sidebar" or "Hide Sidebar" (rule D3); the
/// app's own title follows it through `onChange`.
typealias NotesSplit = ColonnadeSplitViewController<NoteRoute, Void>

extension SceneDelegate {
  var split: NotesSplit? { window?.rootViewController as? NotesSplit }

  func makeRoot(restoring activity: NSUserActivity?) -> UIViewController {
    do {
      let split = try NotesSplit(configuration: NoteRoute.configuration, navigation: NoteRoute.navigation) {
        [weak self] pane in
        let send = { (action: CoordinatorAction<NoteRoute>) in _ = try? self?.split?.send(action) }
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
      if let activity { try? split.restoreSession(from: activity, routes: .descriptions) }
      return split
    } catch {
      return UIViewController()  // The configuration is the app's own: it does not fail.
    }
  }

  func open(_ url: URL) { try? split?.open(url) }

  func restorationActivity() -> NSUserActivity? {
    split?.stateRestorationActivity(type: "org.colonnade.notes.session", routes: .descriptions)
  }
}
