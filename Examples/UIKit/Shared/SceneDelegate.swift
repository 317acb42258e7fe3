import UIKit

/// Every example app's scene delegate: a window whose root is what the app's `makeRoot()` makes.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = makeRoot(restoring: session.stateRestorationActivity)
    window.makeKeyAndVisible()
    self.window = window
    for context in options.urlContexts { open(context.url) }
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    for context in contexts { open(context.url) }
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { restorationActivity() }
}
