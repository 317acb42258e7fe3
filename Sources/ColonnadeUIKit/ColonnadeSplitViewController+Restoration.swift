#if os(iOS)
  import Colonnade
  import ColonnadeCoding
  import UIKit

  extension ColonnadeSplitViewController {
    /// The key under which an activity's `userInfo` holds the saved session's JSON.
    public static var sessionKey: String { "colonnade.session" }

    /// An activity holding the user's session (rule N9), for `stateRestorationActivity(for:)`.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///   split.stateRestorationActivity(type: "com.example.animals.session", routes: .animals)
    /// }
    /// ```
    public func stateRestorationActivity(type: String, routes: RouteCoding<Route>) -> NSUserActivity {
      let activity = NSUserActivity(activityType: type)
      activity.addUserInfoEntries(from: [
        Self.sessionKey: SavedSession(coordinator.state).json(routes: routes).serialized()
      ])
      return activity
    }

    /// Restores the session an activity saved; an activity without one changes nothing, and one
    /// that does not read or fit throws, changing nothing (rule N9).
    public func restoreSession(from activity: NSUserActivity, routes: RouteCoding<Route>) throws {
      guard let text = activity.userInfo?[Self.sessionKey] as? String else { return }
      let saved = try SavedSession(json: text, routes: routes)
      try send(.sessionRestored(saved.navigation, overrides: saved.overrides), animated: false)
    }
  }
#endif
