import Colonnade
import ColonnadeCoding
import ColonnadeSwiftUI
import SwiftUI

/// Seed 002 in SwiftUI, Shutterbug: a list of photos and a photo; on an iPhone it starts on the
/// list, and a chosen photo is pushed onto it (rule N7).
@main @MainActor
struct ShutterbugApp: App {
  var body: some Scene {
    WindowGroup {
      ColonnadeWindow(routes: .descriptions) {
        try ColonnadeStore(navigation: PhotoRoute.navigation, load: Photo.load)
      } content: { store in
        ColonnadeSplitView(store: store) { _ in
          List(
            PhotoRoute.titles.map(PhotoRoute.photo), id: \.self, selection: store.selection(in: .secondary)
          ) {
            Text($0.description)
          }
          .navigationTitle("Photos")
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
        .detailPlaceholder { Text("Choose a photo").foregroundStyle(.secondary) }
      }
    }
  }
}
