#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeScene
  import SwiftUI

  // What SwiftUI's controls bind to: the engine's state read, the user's changes sent as the
  // engine's actions, so the engine never drifts from what SwiftUI shows.
  extension ColonnadeStore {
    /// The columns shown, as `NavigationSplitViewVisibility` names them; setting it sets the app's
    /// preferred display mode (rule D2). What the app set reads back while it shows.
    public var columnVisibility: SplitVisibility {
      get {
        let style = coordinator.state.navigation.style
        let shown = SplitVisibility(layout: snapshot.layout, style: style)
        return SplitVisibility.reading(shown, set: visibilitySet, style: style)
      }
      set {
        visibilitySet = newValue
        handle(
          .displayModePreferenceChanged(
            newValue.preferredDisplayMode(style: coordinator.state.navigation.style)))
      }
    }

    /// The route the list `column` is chosen from shows as `column`'s root: a `List(selection:)`
    /// binding. Choosing sends `itemSelected` (rule N3) — the detail beside the list, or pushed
    /// on a collapsed stack — and `nil`, SwiftUI's back from it on a collapsed stack, pops it.
    ///
    /// ```swift
    /// List(animals, id: \.self, selection: store.selection(in: .secondary)) { Text($0.name) }
    /// ```
    public func selection(in column: Column) -> Binding<Route?> {
      Binding(
        get: { self.plan.roots[column]?.entry.route },
        set: { route in
          if let route {
            self.handle(.itemSelected(route, in: column))
          } else {
            self.popRoot(of: column)
          }
        })
    }

    /// The selected sidebar destination: the sidebar's `List(selection:)` binding (rule N6).
    public var destination: Binding<Route?> {
      Binding(
        get: {
          self.track(\.snapshot)
          return self.coordinator.state.navigation.selection
        },
        set: { route in
          if let route { self.handle(.destinationSelected(route)) } else { self.popRoot(of: .supplementary) }
        })
    }

    /// `column`'s `NavigationStack` path: the routes above its root. The app's
    /// `NavigationLink(value:)` appends one — the engine's push (rule N4) — and the user's back
    /// button, swipe and back menu shorten it — one back each (rule N5).
    public func path(of column: Column) -> Binding<[Route]> {
      Binding(
        get: { self.plan.paths[column].map { $0.entry.route } },
        set: { self.setPath($0, of: column) })
    }

    /// SwiftUI set `column`'s path: pops down to the part both share, then pushes the rest.
    func setPath(_ routes: [Route], of column: Column) {
      let current = plan.paths[column].map { $0.entry.route }
      var shared = 0
      while shared < min(routes.count, current.count), routes[shared] == current[shared] { shared += 1 }
      var actions: [CoordinatorAction<Route>] = Array(
        repeating: .columnPopped(column), count: current.count - shared)
      actions += routes.dropFirst(shared).map { .itemPushed($0, in: column) }
      run(actions)
    }

    /// The pane a destination of `column`'s stack draws: the top one of that route.
    func pane(for route: Route, in column: Column) -> Pane<Route>? {
      plan.paths[column].last { $0.entry.route == route }
        ?? plan.roots[column].flatMap {
          $0.entry.route == route ? $0 : nil
        }
    }

    /// SwiftUI showed a shallower column on top of the collapsed stack (the back button at a
    /// column's root): the backs that take the engine there (rules N5, N7).
    func compactColumnChanged(to column: Column) {
      let native = NativeSplitPlan(coordinator.state)
      run(SplitViewRequest<Route>.columnShown(column).actions(in: coordinator, plan: native))
    }

    /// The user changed the columns shown in SwiftUI (the sidebar toggle): the press that does
    /// the same; where none does, SwiftUI is shown the engine's columns again.
    func visibilityChanged(to visibility: SplitVisibility) {
      let style = coordinator.state.navigation.style
      let mode = visibility.preferredDisplayMode(style: style)
      guard mode != .automatic else { return }
      let native = NativeSplitPlan(coordinator.state)
      run(SplitViewRequest<Route>.displayModeChanged(mode).actions(in: coordinator, plan: native))
    }

    /// The inspector was closed in SwiftUI: by the user's sheet swipe or close (rules L10, L11).
    func inspectorDismissed() {
      guard snapshot.layout[.inspector] != nil else { return }
      handle(snapshot.layout.presentsSheet ? .dimmedAreaTapped : .inspectorButtonTapped)
    }

    /// Pops `column`'s root where the engine allows it: collapsed, going back from it.
    private func popRoot(of column: Column) {
      guard coordinator.state.layout.isCollapsed, !coordinator.state.navigation.stacks[column].isEmpty else {
        publish([])
        return
      }
      run(Array(repeating: .columnPopped(column), count: coordinator.state.navigation.stacks[column].count))
    }

    /// Sends `actions` in order, stopping at a refusal, and publishes once.
    func run(_ actions: [CoordinatorAction<Route>]) {
      var effects: [CoordinatorEffect<Route>] = []
      for action in actions {
        do {
          effects += try session.send(mode == .native ? NativeSplit.action(action) : action)
        } catch {
          onError?(error)
          break
        }
      }
      publish(effects)
    }
  }
#endif
