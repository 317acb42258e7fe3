import Colonnade
import ColonnadeCoding
import ColonnadeScene
import ColonnadeSwiftUI
import SwiftUI

/// Seed 000 in SwiftUI: an adaptive three-column app whose sidebar toggle tells the truth, with a
/// `NavigationSplitViewVisibility`-style picker that reads back what it set.
@main @MainActor
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      ColonnadeWindow(routes: .descriptions) {
        try ColonnadeStore(configuration: NoteRoute.configuration, navigation: NoteRoute.navigation)
      } content: { store in
        ColonnadeSplitView(store: store) { _ in
          List(NoteRoute.folderNames.map(NoteRoute.folder), id: \.self, selection: store.destination) {
            Text($0.title)
          }
          .navigationTitle("Folders")
        } content: { pane in
          let notes = NoteRoute.notes(in: pane.entry.route.title).map(NoteRoute.note)
          List(notes, id: \.self, selection: store.selection(in: .secondary)) { Text($0.title) }
            .navigationTitle(pane.entry.route.title)
        } detail: { pane in
          DetailView(title: pane.entry.route.title, text: pane.entry.route.title)
            .toolbar {
              Picker(
                "Columns",
                selection: Binding(get: { store.columnVisibility }, set: { store.columnVisibility = $0 })
              ) {
                Text("All").tag(SplitVisibility.all)
                Text("Notes").tag(SplitVisibility.doubleColumn)
                Text("Note").tag(SplitVisibility.detailOnly)
              }
            }
        }
        .detailPlaceholder { Text("No Note Selected").foregroundStyle(.secondary) }
      }
    }
  }
}
