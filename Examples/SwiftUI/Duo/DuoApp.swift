import Colonnade
import ColonnadeCoding
import ColonnadeSwiftUI
import SwiftUI

/// Seed 003 in SwiftUI: the two-pane mail app with the `duo` preset's breakpoints, messages tinted
/// by their lifecycle state, and text kept 5 minutes, released 30 seconds after it hides.
@main @MainActor
struct DuoApp: App {
  @StateObject private var store = validStore {
    try ColonnadeStore(
      configuration: MailRoute.configuration, navigation: MailRoute.navigation,
      dataPolicy: MailRoute.dataPolicy,
      load: MailRoute.load)
  }

  var body: some Scene {
    WindowGroup {
      ColonnadeSplitView(store: store) { _ in
        RowList(title: "Inbox", rows: MailRoute.subjects) { row in
          _ = try? store.send(.itemSelected(.message(MailRoute.subjects[row]), in: .secondary))
        }
      } detail: { pane in
        DetailView(
          title: pane.entry.route.title, text: store.value(for: pane), failure: store.failure(for: pane),
          button: attachment(of: pane.entry.route), lifecycle: store.lifecycleState(of: pane))
      }
      .colonnadeSceneStorage(store, routes: .descriptions)
    }
  }

  private func attachment(of route: MailRoute) -> (title: String, action: () -> Void)? {
    guard case .message(let subject) = route else { return nil }
    return ("Attachment", { _ = try? store.send(.itemPushed(.attachment(subject), in: .secondary)) })
  }
}
