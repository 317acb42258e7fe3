#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  extension ColonnadeSplitViewController {
    /// Container mode: UIKit's split view shows only its secondary column (or, collapsed, its
    /// compact one), whose host places every column itself; UIKit's own button and swipe are off,
    /// the host draws the engine's.
    func installContainer() {
      let regular = ContainerHostViewController(split: self)
      let compact = ContainerHostViewController(split: self)
      containers = (regular, compact)
      let wrapper = UINavigationController(rootViewController: regular)
      wrapper.setNavigationBarHidden(true, animated: false)
      super.setViewController(UIViewController(), for: .primary)
      super.setViewController(wrapper, for: .secondary)
      super.setViewController(compact, for: .compact)
      super.preferredDisplayMode = .secondaryOnly
      super.presentsWithGesture = false
      super.displayModeButtonVisibility = .never
      if let content = core.inspectorContent { columns.inspector.show([content], animated: false) }
    }

    /// The host UIKit shows now: the compact column's while UIKit is collapsed.
    var shownContainer: ContainerHostViewController<Route, Value>? {
      isCollapsed ? containers?.compact : containers?.regular
    }

    /// UIKit collapsed or expanded: the columns move to the host it shows.
    func showContainer() {
      guard let host = shownContainer, let scene = core.sceneTracker.scene else { return }
      host.loadViewIfNeeded()
      host.place(scene)
    }

    /// Carries out a scene plan in its order: make the view controllers, change the navigation
    /// controllers' stacks (those that give one away first; only pushes and pops animate), place
    /// the columns, deliver the lifecycle events, drop what is gone.
    func renderContainer(_ effects: [CoordinatorEffect<Route>], animated: Bool) {
      let plan = core.sceneTracker.update(to: coordinator.state, effects: effects)
      core.isApplying = true
      defer { core.isApplying = false }
      for pane in plan.created { _ = core.viewController(for: pane) }
      for change in plan.stackChanges {
        var controllers = change.stack.map { core.viewController(for: $0) }
        // The inspector shows the app's content, or the extra pane's entries a history holds (N13).
        if change.host == .inspector, controllers.isEmpty, let content = core.inspectorContent {
          controllers = [content]
        }
        let slides = change.animation == .push || change.animation == .pop
        columns[change.host].show(controllers, animated: animated && slides)
      }
      applySizeClass(plan.scene.isCollapsed ? .compact : .regular)
      if let host = shownContainer {
        switch animated ? plan.animation : .none {
        case .none: host.place(plan.scene)
        case .frames:
          UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            host.place(plan.scene)
          }
        case .crossfade:
          UIView.transition(with: host.view, duration: 0.25, options: .transitionCrossDissolve) {
            host.place(plan.scene)
          }
        }
      }
      if plan.scene.presentsSheet { presentInspectorSheet() } else { dismissInspectorSheet() }
      core.deliver(plan.events)
      for pane in plan.destroyed { core.views[pane.entry.id] = nil }
    }
  }
#endif
