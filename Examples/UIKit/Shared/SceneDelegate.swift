import Colonnade
import ColonnadeCoding
import ColonnadeUIKit
import UIKit

/// An example app: its split view controller, made with a way for its screens to send actions.
@MainActor
protocol SplitApp {
  associatedtype Route: Hashable & Sendable & LosslessStringConvertible
  associatedtype Value: Sendable
  /// The activity type its sessions are saved under.
  static var activityType: String { get }
  /// The app's split view controller; `send` reaches it once it is on screen.
  static func makeSplit(
    send: @escaping (CoordinatorAction<Route>) -> Void
  ) throws -> ColonnadeSplitViewController<Route, Value>
}

/// Every example app's scene delegate: a window whose root is the app's split view controller
/// (`ThisApp`, which each app names), deep links, and the session saved and restored.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var split: ColonnadeSplitViewController<ThisApp.Route, ThisApp.Value>? {
    window?.rootViewController as? ColonnadeSplitViewController<ThisApp.Route, ThisApp.Value>
  }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = makeRoot(restoring: session.stateRestorationActivity)
    window.makeKeyAndVisible()
    self.window = window
    for context in options.urlContexts { try? split?.open(context.url) }
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    for context in contexts { try? split?.open(context.url) }
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    split?.stateRestorationActivity(type: ThisApp.activityType, routes: .descriptions)
  }

  private func makeRoot(restoring activity: NSUserActivity?) -> UIViewController {
    do {
      let split = try ThisApp.makeSplit { [weak self] action in _ = try? self?.split?.send(action) }
      if let activity { try? split.restoreSession(from: activity, routes: .descriptions) }
      return split
    } catch {
      return UIViewController()  // The configuration is the app's own: it does not fail.
    }
  }
}
