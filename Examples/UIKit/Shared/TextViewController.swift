import Colonnade
import ColonnadeUIKit
import UIKit

/// A detail screen: a title, the text its pane's data holds, and an optional button. It hears its
/// pane's data (rules R1–R5) and, with `tintsLifecycle`, tints itself by its lifecycle state as
/// seed 003's debug view does: created grey, visible blue, active green, hidden red (rule P1).
class TextViewController: UIViewController, ColonnadeDataReceiving, ColonnadeLifecycleObserving {
  private let label = UILabel()
  private let button: UIButton?
  private let tintsLifecycle: Bool

  init(title: String, button: (title: String, action: () -> Void)? = nil, tintsLifecycle: Bool = false) {
    self.tintsLifecycle = tintsLifecycle
    self.button = button.map { button in
      UIButton(
        configuration: .filled(), primaryAction: UIAction(title: button.title) { _ in button.action() })
    }
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    label.numberOfLines = 0
    label.text = "Loading…"
    let stack = UIStackView(arrangedSubviews: [label] + (button.map { [$0] } ?? []))
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
  }

  func paneDataDidChange(_ data: String?, failure: String?) {
    label.text = failure.map { "Could not load: \($0)" } ?? data ?? "Loading…"
  }

  func paneLifecycleDidChange(to state: PaneState) {
    guard tintsLifecycle else { return }
    view.backgroundColor =
      switch state {
      case .created: .systemGray5
      case .visible: .systemBlue.withAlphaComponent(0.15)
      case .active: .systemGreen.withAlphaComponent(0.15)
      case .hidden, .destroyed: .systemRed.withAlphaComponent(0.15)
      }
  }
}

/// A detail screen that names its route, for the app to hand to UIKit's own API —
/// `showDetailViewController(_:sender:)`, `pushViewController(_:animated:)` — which the split view
/// turns into the engine's selection or push, showing this very view controller.
final class RoutedTextViewController<Route: Hashable & Sendable>: TextViewController, ColonnadeRouteProviding
{
  let colonnadeRoute: Route

  init(route: Route, title: String, button: (title: String, action: () -> Void)? = nil) {
    colonnadeRoute = route
    super.init(title: title, button: button)
  }
}
