import Colonnade
import ColonnadeUIKit
import UIKit

/// Seed 003 in UIKit: a two-pane mail app for dual-screen and foldable phones. The `duo` preset's
/// breakpoints (two panes from 500 points), the hinge the app reports from its posture, each
/// message tinted by its lifecycle state, and its text kept 5 minutes, released 30 seconds after
/// it hides. Container mode: a tabletop fold stacks the panes and the mail stays clear of an
/// occluding hinge's gap, which UIKit's own split view cannot lay out.
typealias ThisApp = Duo

enum Duo: SplitApp {
  static let activityType = "org.colonnade.duo.session"

  static func makeSplit(
    send: @escaping (CoordinatorAction<MailRoute>) -> Void
  ) throws -> ColonnadeSplitViewController<MailRoute, String> {
    try ColonnadeSplitViewController(
      mode: .container, configuration: MailRoute.configuration, navigation: MailRoute.navigation,
      dataPolicy: MailRoute.dataPolicy,
      load: MailRoute.load
    ) { pane in
      switch pane.entry.route {
      case .inbox:
        return ListViewController(title: "Inbox", rows: MailRoute.subjects) { row in
          send(.itemSelected(.message(MailRoute.subjects[row]), in: .secondary))
        }
      case .message(let subject):
        return TextViewController(
          title: subject, button: ("Attachment", { send(.itemPushed(.attachment(subject), in: .secondary)) }),
          tintsLifecycle: true)
      case .attachment:
        return TextViewController(title: pane.entry.route.title, tintsLifecycle: true)
      }
    }
  }
}

extension SceneDelegate {
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
}
