import Colonnade
import ColonnadeCoding
import ColonnadeUIKit
import UIKit

/// Seed 003 in UIKit: a two-pane mail app for dual-screen and foldable phones. The `duo` preset's
/// breakpoints (two panes from 500 points), the hinge the app reports from its posture, each
/// message tinted by its lifecycle state, and its text kept 5 minutes, released 30 seconds after
/// it hides.
typealias MailSplit = ColonnadeSplitViewController<MailRoute, String>

extension SceneDelegate {
  var split: MailSplit? { window?.rootViewController as? MailSplit }

  func makeRoot(restoring activity: NSUserActivity?) -> UIViewController {
    do {
      let split = try MailSplit(
        configuration: MailRoute.configuration, navigation: MailRoute.navigation,
        dataPolicy: MailRoute.dataPolicy,
        load: MailRoute.load
      ) { [weak self] pane in
        let send = { (action: CoordinatorAction<MailRoute>) in _ = try? self?.split?.send(action) }
        switch pane.entry.route {
        case .inbox:
          return ListViewController(title: "Inbox", rows: MailRoute.subjects) { row in
            send(.itemSelected(.message(MailRoute.subjects[row]), in: .secondary))
          }
        case .message(let subject):
          return TextViewController(
            title: subject,
            button: ("Attachment", { send(.itemPushed(.attachment(subject), in: .secondary)) }),
            tintsLifecycle: true)
        case .attachment:
          return TextViewController(title: pane.entry.route.title, tintsLifecycle: true)
        }
      }
      if let activity { try? split.restoreSession(from: activity, routes: .descriptions) }
      return split
    } catch {
      return UIViewController()  // The configuration is the app's own: it does not fail.
    }
  }

  /// A foldable's posture: the app reads its hinge (from the platform's posture API) and hands it
  /// over in the split view's coordinates; `nil` when flat.
  func postureChanged(hinge frame: CGRect?, halfOpened: Bool) {
    split?.hinges =
      frame.map { frame in
        [
          Hinge(
            rect: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
            orientation: frame.height > frame.width ? .vertical : .horizontal,
            state: halfOpened ? .halfOpened : .flat, isOccluding: frame.width > 0 && frame.height > 0)
        ]
      } ?? []
  }

  func open(_ url: URL) { try? split?.open(url) }

  func restorationActivity() -> NSUserActivity? {
    split?.stateRestorationActivity(type: "org.colonnade.duo.session", routes: .descriptions)
  }
}
