import Colonnade
import ColonnadeCoding
import ColonnadeSwiftUI
import SwiftUI

/// Seed 002 in SwiftUI, Shutterbug: a list of photos and a photo; on an iPhone it starts on the
/// list, and a chosen photo is pushed onto it (rule N7).
@main @MainActor
struct ShutterbugApp: App {
  @StateObject private var store = validStore {
    try ColonnadeStore(navigation: PhotoRoute.navigation, load: Photo.load)
  }

  var body: some Scene {
    WindowGroup {
      ColonnadeSplitView(store: store) { _ in
        RowList(title: "Photos", rows: PhotoRoute.titles) { row in
          _ = try? store.send(.itemSelected(.photo(PhotoRoute.titles[row]), in: .secondary))
        }
      } detail: { pane in
        VStack {
          if let photo = store.value(for: pane) {
            Image(systemName: photo.symbol).resizable().scaledToFit()
          } else {
            ProgressView()
          }
        }
        .navigationTitle(pane.entry.route.description)
      }
      .colonnadeSceneStorage(store, routes: .descriptions)
    }
  }
}
