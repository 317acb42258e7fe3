import Colonnade
import ColonnadeCoding
import ColonnadeUIKit
import UIKit

/// Seed 001 in UIKit: Animals in three columns and Profile in two, in one split view controller
/// (not two swapped by hand). Select Cat on an iPad, rotate, collapse into Slide Over: Cat stays,
/// and the back button and the sidebar button keep telling the truth.
typealias ZooSplit = ColonnadeSplitViewController<ZooRoute, String>

extension SceneDelegate {
  var split: ZooSplit? { window?.rootViewController as? ZooSplit }

  func makeRoot(restoring activity: NSUserActivity?) -> UIViewController {
    do {
      let split = try ZooSplit(navigation: ZooRoute.navigation, router: ZooRoute.router, load: ZooRoute.load)
      {
        [weak self] pane in
        self?.viewController(for: pane) ?? UIViewController()
      }
      if let activity { try? split.restoreSession(from: activity, routes: .descriptions) }
      return split
    } catch {
      return UIViewController()  // The configuration is the app's own: it does not fail.
    }
  }

  func viewController(for pane: Pane<ZooRoute>) -> UIViewController {
    let send = { [weak self] (action: CoordinatorAction<ZooRoute>) in _ = try? self?.split?.send(action) }
    switch pane.entry.route {
    case .sidebar:
      return ListViewController(title: "Zoo", rows: ["Animals", "Profile"]) { row in
        send(.destinationSelected(row == 0 ? .animals : .profile))
      }
    case .animals:
      return ListViewController(title: "Animals", rows: ZooRoute.animalNames) { row in
        send(.itemSelected(.animal(ZooRoute.animalNames[row]), in: .secondary))
      }
    case .animal(let name):
      return TextViewController(
        title: name, button: ("Its young", { send(.itemPushed(.young(name), in: .secondary)) }))
    case .young, .profile:
      return TextViewController(title: pane.entry.route.title)
    }
  }

  func open(_ url: URL) { try? split?.open(url) }

  func restorationActivity() -> NSUserActivity? {
    split?.stateRestorationActivity(type: "org.colonnade.zoo.session", routes: .descriptions)
  }
}
