import Colonnade
import ColonnadeUIKit
import UIKit

/// Seed 001 in UIKit: Animals in three columns and Profile in two, in one split view controller
/// (not two swapped by hand). Select Cat on an iPad, rotate, collapse into Slide Over: Cat stays,
/// and the back button and the sidebar button keep telling the truth.
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
  }
}
