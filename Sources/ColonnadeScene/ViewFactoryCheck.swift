/// What an adapter does with the view an app's factory made for a pane, before a column's
/// navigation container holds it: a navigation container cannot hold another one, nor one view
/// twice (UIKit raises on both).
///
/// ```swift
/// switch ViewFactoryCheck.outcome(for: .navigationController(children: 1), route: "Cat") {
/// case .use: stack.append(made)
/// case .unwrapRoot: stack.append(made.viewControllers[0])
/// case .refuse(let problem): report(problem); stack.append(placeholder)
/// }
/// ```
public enum ViewFactoryCheck {
  /// What the factory returned.
  public enum Product: Hashable, Sendable {
    /// An ordinary view (controller).
    case view
    /// A navigation container holding `children` views.
    case navigationController(children: Int)
    /// A container that cannot be pushed: a tab bar or split view controller (named).
    case container(String)
    /// A view another pane already shows.
    case alreadyShown
  }

  /// What to do with it.
  public enum Outcome: Hashable, Sendable {
    /// Put it on the stack.
    case use
    /// Put its one child on the stack instead: the column's own container gives it a bar.
    case unwrapRoot
    /// Show a placeholder and report the problem, which names the rule and the fix.
    case refuse(String)
  }

  /// What to do with `product`, made for the pane showing `route` (described).
  public static func outcome(for product: Product, route: String) -> Outcome {
    switch product {
    case .view: .use
    case .navigationController(let children) where children == 1: .unwrapRoot
    case .navigationController(let children):
      .refuse(
        "the view controller made for \(route) is a navigation controller holding \(children): each column already "
          + "has one, so return the screen itself (a pane is one entry, rule N1)")
    case .container(let name):
      .refuse(
        "the view controller made for \(route) is a \(name), which a column's navigation controller cannot hold: "
          + "return the screen itself")
    case .alreadyShown:
      .refuse(
        "the view controller made for \(route) already shows another pane: make a new one for each pane "
          + "(each entry is a pane of its own, rule P1)")
    }
  }
}
