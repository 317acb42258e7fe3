import Colonnade
import ColonnadeCoding
import ColonnadeSwiftUI
import SwiftUI

/// Seed 001 in SwiftUI: Animals in three columns and Profile in two, in SwiftUI's own
/// `NavigationSplitView` (native mode). Each window has its store, restored before it draws; the
/// lists bind `List(selection:)` to the engine and the detail pushes with `NavigationLink(value:)`.
@main @MainActor
struct ZooApp: App {
  var body: some Scene {
    WindowGroup {
      ColonnadeWindow(routes: .descriptions) {
        try ColonnadeStore(navigation: ZooRoute.navigation, router: ZooRoute.router, load: ZooRoute.load)
      } content: { store in
        ColonnadeSplitView(store: store) { _ in
          List([ZooRoute.animals, .profile], id: \.self, selection: store.destination) { Text($0.title) }
            .navigationTitle("Zoo")
        } content: { _ in
          List(
            ZooRoute.animalNames.map(ZooRoute.animal), id: \.self, selection: store.selection(in: .secondary)
          ) {
            Text($0.title)
          }
          .navigationTitle("Animals")
        } detail: { pane in
          DetailView(
            title: pane.entry.route.title, text: store.value(for: pane), failure: store.failure(for: pane)
          )
          .toolbar {
            if case .animal(let name) = pane.entry.route {
              NavigationLink("Its young", value: ZooRoute.young(name))
            }
          }
        }
        .detailPlaceholder { Text("Choose an animal").foregroundStyle(.secondary) }
        .colonnadeOpenURL(store)
      }
    }
  }
}
