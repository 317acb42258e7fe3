#if os(iOS)
  import Colonnade
  import ColonnadeCoding
  import SwiftUI

  extension View {
    /// Saves the user's session in `@SceneStorage` after every change and restores it when the
    /// scene comes back (rule N9); a saved session that no longer reads or fits is dropped.
    ///
    /// ```swift
    /// ColonnadeSplitView(store: store) { ... } detail: { ... }
    ///   .colonnadeSceneStorage(store, routes: .strings)
    /// ```
    @MainActor public func colonnadeSceneStorage<Route: Hashable & Sendable, Value: Sendable>(
      _ store: ColonnadeStore<Route, Value>, routes: RouteCoding<Route>, key: String = "colonnade.session"
    ) -> some View {
      modifier(SessionStorage(store: store, routes: routes, saved: SceneStorage(wrappedValue: "", key)))
    }
  }

  @MainActor
  struct SessionStorage<Route: Hashable & Sendable, Value: Sendable>: ViewModifier {
    @ObservedObject var store: ColonnadeStore<Route, Value>
    let routes: RouteCoding<Route>
    @SceneStorage var saved: String
    @State private var restored = false

    func body(content: Content) -> some View {
      content
        .onAppear {
          guard !restored else { return }
          restored = true
          if !saved.isEmpty, (try? store.restoreSession(json: saved, routes: routes)) == nil { saved = "" }
        }
        .onChange(of: store.snapshot) { _ in
          if restored { saved = store.savedSession(routes: routes) }
        }
    }
  }
#endif
