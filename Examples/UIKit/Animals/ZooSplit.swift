import Colonnade
import ColonnadeUIKit
import UIKit

/// Seed 001 in UIKit: Animals in three columns and Profile in two, in one split view controller
/// (not two swapped by hand). Select Cat on an iPad, rotate, collapse into Slide Over: Cat stays,
/// and the back button and the sidebar button keep telling the truth. The list and the detail
/// navigate with UIKit's own API — `showDetailViewController(_:sender:)` and a push — which the
/// split view hands to the engine.
typealias ThisApp = Zoo

enum Zoo: SplitApp {
  static let activityType = "org.colonnade.zoo.session"

  static func makeSplit(
    send: @escaping (CoordinatorAction<ZooRoute>) -> Void
  ) throws -> ColonnadeSplitViewController<ZooRoute, String> {
    try ColonnadeSplitViewController(
      navigation: ZooRoute.navigation, router: ZooRoute.router, load: ZooRoute.load
    ) {
      pane in
      switch pane.entry.route {
      case .sidebar:
        return ListViewController(title: "Zoo", rows: ["Animals", "Profile"]) { row in
          send(.destinationSelected(row == 0 ? .animals : .profile))
        }
      case .animals:
        weak var list: UIViewController?
        let made = ListViewController(title: "Animals", rows: ZooRoute.animalNames) { row in
          let animal = ZooRoute.animal(ZooRoute.animalNames[row])
          list?.showDetailViewController(young(of: animal), sender: list)
        }
        list = made
        return made
      case .animal(let name):
        return young(of: .animal(name))
      case .young, .profile:
        return TextViewController(title: pane.entry.route.title)
      }
    }
  }

  /// An animal's screen, whose button pushes its young with UIKit's `pushViewController`.
  static func young(of animal: ZooRoute) -> UIViewController {
    guard case .animal(let name) = animal else { return TextViewController(title: animal.title) }
    weak var screen: UIViewController?
    let made = RoutedTextViewController(
      route: animal, title: name,
      button: (
        "Its young",
        {
          let young = ZooRoute.young(name)
          screen?.navigationController?.pushViewController(
            RoutedTextViewController(route: young, title: young.title), animated: true)
        }
      ))
    screen = made
    return made
  }
}
