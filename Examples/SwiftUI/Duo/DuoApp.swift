import Colonnade
import ColonnadeCoding
import ColonnadeSwiftUI
import SwiftUI

/// Seed 003 in SwiftUI: the two-pane mail app with the `duo` preset's breakpoints, messages tinted
/// by their lifecycle state, and text kept 5 minutes, released 30 seconds after it hides. Container
/// mode: the panes stack on a tabletop fold and keep clear of a hinge, which `NavigationSplitView`
/// cannot lay out.
@main @MainActor
struct DuoApp: App {
  var body: some Scene {
    WindowGroup {
      ColonnadeWindow(routes: .descriptions) {
        try ColonnadeStore(
          mode: .container, configuration: MailRoute.configuration, navigation: MailRoute.navigation,
          dataPolicy: MailRoute.dataPolicy, load: MailRoute.load)
      } content: { store in
        ColonnadeSplitView(store: store) { _ in
          List(
            MailRoute.subjects.map(MailRoute.message), id: \.self, selection: store.selection(in: .secondary)
          ) {
            Text($0.title)
          }
          .navigationTitle("Inbox")
        } detail: { pane in
          DetailView(
            title: pane.entry.route.title, text: store.value(for: pane), failure: store.failure(for: pane),
            lifecycle: store.lifecycleState(of: pane)
          )
          .toolbar {
            if case .message(let subject) = pane.entry.route {
              NavigationLink("Attachment", value: MailRoute.attachment(subject))
            }
          }
        }
        .colonnadeOpenURL(store)
      }
    }
  }
}
