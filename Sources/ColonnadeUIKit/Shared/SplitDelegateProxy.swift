#if os(iOS)
  import Colonnade
  import UIKit

  /// What UIKit's split view delegate tells a Colonnade split view.
  @MainActor
  protocol SplitDelegateEvents: AnyObject {
    /// The column UIKit shows collapsed (rule N7: the compact column, holding the stack on top).
    func topColumnForCollapsing(proposed: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode UIKit expands to: the engine's.
    func displayModeForExpanding(proposed: UISplitViewController.DisplayMode)
      -> UISplitViewController.DisplayMode
    /// The user changed the display mode: the display-mode button, the swipe, a tap outside.
    func willChange(to displayMode: UISplitViewController.DisplayMode)
    /// UIKit collapsed or expanded.
    func didChangeCollapse()
  }

  /// The split view's delegate as UIKit sees it: it asks the Colonnade split view what the engine
  /// decided, tells it what the user did, and forwards every call to the app's own delegate
  /// (`split.delegate = self` keeps working), whose answers the engine's replace.
  final class SplitDelegateProxy: NSObject, UISplitViewControllerDelegate {
    weak var events: (any SplitDelegateEvents)?
    weak var forward: (any UISplitViewControllerDelegate)?

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      _ = forward?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn)
      return events?.topColumnForCollapsing(proposed: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
      _ = forward?.splitViewController?(
        svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode)
      return events?.displayModeForExpanding(proposed: proposedDisplayMode) ?? proposedDisplayMode
    }

    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
      forward?.splitViewController?(svc, willChangeTo: displayMode)
      events?.willChange(to: displayMode)
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
      forward?.splitViewController?(svc, willShow: column)
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
      forward?.splitViewController?(svc, willHide: column)
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      forward?.splitViewControllerDidCollapse?(svc)
      events?.didChangeCollapse()
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      forward?.splitViewControllerDidExpand?(svc)
      events?.didChangeCollapse()
    }

    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
      forward?.splitViewControllerInteractivePresentationGestureWillBegin?(svc)
    }

    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
      forward?.splitViewControllerInteractivePresentationGestureDidEnd?(svc)
    }
  }
#endif
