#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeCoding
  import SwiftUI

  /// One window's store: made inside the window's view hierarchy (so every window of the app has
  /// its own engine), with the window's saved session restored from `@SceneStorage` before the
  /// first frame draws, and saved again after every change (rule N9).
  ///
  /// ```swift
  /// WindowGroup {
  ///   ColonnadeWindow(routes: .descriptions) {
  ///     try ColonnadeStore(navigation: ZooRoute.navigation, load: ZooRoute.load)
  ///   } content: { store in
  ///     ColonnadeSplitView(store: store) { … } detail: { … }
  ///       .colonnadeOpenURL(store)   // this window takes deep links
  ///   }
  /// }
  /// ```
  ///
  /// A saved session that no longer reads or fits is dropped; `make` throws only for the app's own
  /// invalid configuration, which stops the app with the configuration's error.
  @MainActor
  public struct ColonnadeWindow<Route: Hashable & Sendable, Value: Sendable, Content: View>: View {
    @SceneStorage private var saved: String
    @State private var holder = StoreHolder<Route, Value>()
    private let routes: RouteCoding<Route>
    private let make: () throws -> ColonnadeStore<Route, Value>
    private let content: (ColonnadeStore<Route, Value>) -> Content

    /// A window whose store `make` creates, its session kept under `sessionKey`.
    public init(
      sessionKey: String = "colonnade.session", routes: RouteCoding<Route>,
      make: @escaping () throws -> ColonnadeStore<Route, Value>,
      @ViewBuilder content: @escaping (ColonnadeStore<Route, Value>) -> Content
    ) {
      _saved = SceneStorage(wrappedValue: "", sessionKey)
      self.routes = routes
      self.make = make
      self.content = content
    }

    public var body: some View {
      let store = holder.store(make: make, restoring: saved, routes: routes)
      content(store)
        .task(id: store.snapshot) { saved = store.savedSession(routes: routes) }
    }
  }

  /// Makes the window's store the first time the window's body is read, with the saved session
  /// already restored, and keeps it for the window's life.
  @MainActor
  final class StoreHolder<Route: Hashable & Sendable, Value: Sendable> {
    private var made: ColonnadeStore<Route, Value>?

    func store(
      make: () throws -> ColonnadeStore<Route, Value>, restoring saved: String, routes: RouteCoding<Route>
    ) -> ColonnadeStore<Route, Value> {
      if let made { return made }
      let store: ColonnadeStore<Route, Value>
      do {
        store = try make()
      } catch {
        preconditionFailure("the app's own configuration is invalid: \(error)")
      }
      if !saved.isEmpty { try? store.restoreSession(json: saved, routes: routes) }
      made = store
      return store
    }
  }

  @MainActor extension View {
    /// Deep links opened in this window (`.onOpenURL`) go to `store` (rule N8); a link that
    /// arrives before the split view shows waits for it. Opt in on the one split view per window
    /// that takes them.
    public func colonnadeOpenURL<Route: Hashable & Sendable, Value: Sendable>(
      _ store: ColonnadeStore<Route, Value>
    ) -> some View {
      onOpenURL { url in store.handle(.deepLinkOpened(url.absoluteString)) }
    }
  }
#endif
