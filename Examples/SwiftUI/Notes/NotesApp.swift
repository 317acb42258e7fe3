import Colonnade
import ColonnadeCoding
import ColonnadeScene
import ColonnadeSwiftUI
import SwiftUI

/// Seed 000 in SwiftUI: an adaptive three-column app whose sidebar button tells the truth, with a
/// `NavigationSplitViewVisibility`-style picker for apps that think in it.
@main @MainActor
struct NotesApp: App {
  @StateObject private var store = validStore {
    try ColonnadeStore(configuration: NoteRoute.configuration, navigation: NoteRoute.navigation)
  }

  var body: some Scene {
    WindowGroup {
      ColonnadeSplitView(store: store) { _ in
        RowList(title: "Folders", rows: NoteRoute.folderNames) { row in
          _ = try? store.send(.destinationSelected(.folder(NoteRoute.folderNames[row])))
        }
      } content: { pane in
        let notes = NoteRoute.notes(in: pane.entry.route.title)
        RowList(title: pane.entry.route.title, rows: notes) { row in
          _ = try? store.send(.itemSelected(.note(notes[row]), in: .secondary))
        }
      } detail: { pane in
        DetailView(title: pane.entry.route.title, text: pane.entry.route.title)
          .toolbar {
            Picker("Columns", selection: $store.columnVisibility) {
              Text("All").tag(SplitVisibility.all)
              Text("Notes").tag(SplitVisibility.doubleColumn)
              Text("Note").tag(SplitVisibility.detailOnly)
            }
          }
      }
      .colonnadeSceneStorage(store, routes: .descriptions)
    }
  }
}
