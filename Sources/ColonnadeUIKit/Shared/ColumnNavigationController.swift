#if os(iOS)
  import Colonnade
  import UIKit

  /// What a column's navigation controller tells the split view that owns it: the pushes, pops
  /// and details that UIKit's own API asks of it, which become the engine's actions.
  @MainActor
  protocol ColumnNavigationOwner: AnyObject {
    /// Whether the split view is carrying out a plan: its own changes are not requests.
    var isApplyingPlan: Bool { get }
    /// The app asked `navigationController` to push `controller` (`pushViewController`, or
    /// `show(_:sender:)` from a view controller in it).
    func navigationController(
      _ navigationController: ColumnNavigationController, push controller: UIViewController)
    /// The app set `navigationController`'s whole stack.
    func navigationController(
      _ navigationController: ColumnNavigationController, replaceStackWith controllers: [UIViewController])
    /// `showDetailViewController(_:sender:)` reached `navigationController`.
    func navigationController(
      _ navigationController: ColumnNavigationController, showDetail controller: UIViewController)
    /// The user popped `navigationController` (back button, edge swipe, back menu) and it now
    /// shows what it shows; a cancelled swipe reports nothing.
    func navigationControllerDidPop(_ navigationController: ColumnNavigationController)
  }

  /// A column's `UINavigationController`. UIKit's own navigation reaches the engine through it:
  /// a push, `show(_:sender:)` and `showDetailViewController(_:sender:)` become the engine's
  /// selections and pushes, and the user's pops one back each (rules N3–N5), so the engine's stacks
  /// never drift from what UIKit shows. Its `delegate` stays the app's.
  public final class ColumnNavigationController: UINavigationController {
    /// The engine column whose stack it holds (`.compact`: the one a collapsed split view shows).
    public let column: Column
    weak var owner: (any ColumnNavigationOwner)?
    /// Called after it lays out: its top view controller's view is loaded by then.
    var onLayout: (() -> Void)?

    init(column: Column) {
      self.column = column
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Sets the stack a plan gives it, as itself, not as the app's request.
    func show(_ controllers: [UIViewController], animated: Bool) {
      super.setViewControllers(controllers, animated: animated)
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      onLayout?()
    }

    public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      guard let owner, !owner.isApplyingPlan else {
        super.pushViewController(viewController, animated: animated)
        return
      }
      owner.navigationController(self, push: viewController)
    }

    public override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      guard let owner, !owner.isApplyingPlan else {
        super.setViewControllers(viewControllers, animated: animated)
        return
      }
      owner.navigationController(self, replaceStackWith: viewControllers)
    }

    public override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
      guard let owner else {
        super.showDetailViewController(vc, sender: sender)
        return
      }
      owner.navigationController(self, showDetail: vc)
    }

    public override func popViewController(animated: Bool) -> UIViewController? {
      let popped = super.popViewController(animated: animated)
      reportPop(animated: animated)
      return popped
    }

    public override func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    {
      let popped = super.popToViewController(viewController, animated: animated)
      reportPop(animated: animated)
      return popped
    }

    public override func popToRootViewController(animated: Bool) -> [UIViewController]? {
      let popped = super.popToRootViewController(animated: animated)
      reportPop(animated: animated)
      return popped
    }

    /// Reports a pop once it is done: an interactive one the user cancels reports nothing.
    private func reportPop(animated: Bool) {
      guard let owner, !owner.isApplyingPlan else { return }
      guard animated, let coordinator = transitionCoordinator else {
        owner.navigationControllerDidPop(self)
        return
      }
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        guard let self, !context.isCancelled else { return }
        self.owner?.navigationControllerDidPop(self)
      }
    }
  }
#endif
