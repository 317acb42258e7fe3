import Colonnade
import ColonnadeCoding
import ColonnadeSwiftUI
import SwiftUI

/// Seed 001 in SwiftUI: Animals in three columns and Profile in two, in one split view.
@main @MainActor
struct ZooApp: App {
  @StateObject private var store = validStore {
    try ColonnadeStore(navigation: ZooRoute.navigation, router: ZooRoute.router, load: ZooRoute.load)
  }

  var body: some Scene {
    WindowGroup {
      ColonnadeSplitView(store: store) { _ in
        RowList(title: "Zoo", rows: ["Animals", "Profile"]) { row in
          _ = try? store.send(.destinationSelected(row == 0 ? .animals : .profile))
        }
      } content: { _ in
        RowList(title: "Animals", rows: ZooRoute.animalNames) { row in
          _ = try? store.send(.itemSelected(.animal(ZooRoute.animalNames[row]), in: .secondary))
        }
      } detail: { pane in
        DetailView(
          title: pane.entry.route.title, text: store.value(for: pane), failure: store.failure(for: pane),
          button: young(of: pane.entry.route))
      }
      .colonnadeSceneStorage(store, routes: .descriptions)
    }
  }

  /// An animal's detail offers its young, pushed on the detail's stack.
  private func young(of route: ZooRoute) -> (title: String, action: () -> Void)? {
    guard case .animal(let name) = route else { return nil }
    return ("Its young", { _ = try? store.send(.itemPushed(.young(name), in: .secondary)) })
  }
}
