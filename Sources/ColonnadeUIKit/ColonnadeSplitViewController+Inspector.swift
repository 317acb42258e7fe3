#if os(iOS)
  import Colonnade
  import UIKit

  extension ColonnadeSplitViewController {
    /// Presents the inspector's navigation controller as a sheet, modal, at half height first
    /// (rule L10): once the split view is in a window and no transition runs. When the split view
    /// already presents something else (an alert, a settings sheet) the sheet cannot show, so the
    /// engine is told the inspector is dismissed, as the user's swipe would (rule L11): it never
    /// believes a sheet is up that is not.
    func presentInspectorSheet() {
      let sheet = columns.inspector
      guard sheet.presentingViewController == nil, viewIfLoaded?.window != nil else { return }
      if let transition = transitionCoordinator {
        transition.animate(alongsideTransition: nil) { [weak self] _ in self?.presentInspectorSheet() }
        return
      }
      if let presented = presentedViewController, presented !== sheet {
        core.handle(.dimmedAreaTapped, animated: false)
        return
      }
      detach(sheet)
      sheet.view.isHidden = false
      sheet.modalPresentationStyle = .pageSheet
      if let controller = sheet.sheetPresentationController {
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
      }
      sheet.presentationController?.delegate = self
      present(sheet, animated: true)
    }

    /// Takes the inspector's sheet down, if it is up, so the column can hold it again.
    func dismissInspectorSheet() {
      let sheet = columns.inspector
      guard sheet.presentingViewController != nil else { return }
      sheet.dismiss(animated: false)
    }

    /// Takes `child` out of its container, with the calls UIKit's containment asks for.
    func detach(_ child: UIViewController) {
      guard child.parent != nil else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
  }
#endif
