#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  extension ColonnadeSplitViewController {
    /// A navigation controller finished showing a view controller. When the user popped (back
    /// button, edge swipe, back menu), each entry popped becomes one back for the engine (rule N5);
    /// a cancelled swipe pops nothing and sends nothing.
    func userMayHavePopped(_ navigationController: UINavigationController) {
      guard !isApplying,
        let column = Column.entryColumns.first(where: { hosts[$0] === navigationController })
      else { return }
      let actions = tracker.userPopped(in: column, remaining: navigationController.viewControllers.count)
      var effects: [CoordinatorEffect<Route>] = []
      for action in actions {
        do {
          effects += try session.send(action)
        } catch {
          onError?(error)
        }
      }
      if !actions.isEmpty { render(effects, animated: false) }
    }

    /// ⌘[ goes back and ⌃⌘S toggles the sidebar, as in iPadOS apps.
    var commands: [UIKeyCommand] {
      var commands: [UIKeyCommand] = []
      let snapshot = session.coordinator.snapshot
      if snapshot.canGoBack {
        commands.append(
          UIKeyCommand(title: "Back", action: #selector(goBack(_:)), input: "[", modifierFlags: .command))
      }
      if snapshot.layout.sidebarButton != .hidden {
        let title = SceneSidebarButton(state: snapshot.layout.sidebarButton, host: nil).title
        commands.append(
          UIKeyCommand(
            title: title, action: #selector(toggleSidebar(_:)), input: "s",
            modifierFlags: [.command, .control]))
      }
      return commands
    }

  }
#endif
