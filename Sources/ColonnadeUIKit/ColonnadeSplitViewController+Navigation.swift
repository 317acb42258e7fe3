#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  // UIKit's own navigation — pushes, `show(_:sender:)`, `showDetailViewController(_:sender:)`,
  // the user's pops — in a column's navigation controller becomes the engine's action (rules
  // N3–N5), in both modes.
  extension ColonnadeSplitViewController {
    func navigationController(
      _ navigationController: ColumnNavigationController, push controller: UIViewController
    ) {
      guard let route = core.route(of: controller) else { return }
      core.request(.pushed(route, onto: requestColumn(of: navigationController)), adopting: controller)
    }

    func navigationController(
      _ navigationController: ColumnNavigationController, replaceStackWith controllers: [UIViewController]
    ) {
      let routes = controllers.compactMap { core.route(of: $0) }
      guard routes.count == controllers.count, !routes.isEmpty else {
        render([], animated: false)
        return
      }
      let nextID = coordinator.state.navigation.nextID
      core.request(.replacedStack(routes, in: requestColumn(of: navigationController)))
      // Each view controller the app set shows the entry made for it, bottom first.
      let made = Column.entryColumns.flatMap { column in
        coordinator.state.navigation.stacks[column].filter { $0.id.rawValue >= nextID }
      }.sorted { $0.id < $1.id }
      for (entry, controller) in zip(made, controllers) where core.views[entry.id] == nil {
        core.views[entry.id] = controller
      }
      render([], animated: false)
    }

    func navigationController(
      _ navigationController: ColumnNavigationController, showDetail controller: UIViewController
    ) {
      showDetailViewController(controller, sender: navigationController)
    }

    func navigationControllerDidPop(_ navigationController: ColumnNavigationController) {
      let remaining = navigationController.viewControllers.count
      let column = navigationController.column
      let actions =
        core.mode == .native
        ? core.nativeTracker.userPopped(in: column, remaining: remaining)
        : core.sceneTracker.userPopped(in: column, remaining: remaining)
      var effects: [CoordinatorEffect<Route>] = []
      for action in actions {
        do {
          effects += try core.session.send(action)
        } catch {
          core.onError?(.refused(error))
        }
      }
      if !actions.isEmpty { render(effects, animated: false) }
    }

    /// The navigation controller a request names: in container mode, the one showing the
    /// collapsed stack is the compact one of native mode (the column on top, rule N7).
    func requestColumn(of navigationController: ColumnNavigationController) -> Column {
      guard core.mode == .container, let scene = core.sceneTracker.scene, scene.isCollapsed,
        !scene.hosts[navigationController.column].isHidden
      else { return navigationController.column }
      return .compact
    }
  }
#endif
