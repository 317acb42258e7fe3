#if os(iOS)
  import Colonnade

  /// A view controller that hears its pane's lifecycle: created, visible, active, hidden,
  /// destroyed (rules P1–P3). Events are what changed on screen, never a rotation's churn.
  ///
  /// ```swift
  /// final class AnimalViewController: UIViewController, ColonnadeLifecycleObserving {
  ///   func paneLifecycleDidChange(to state: PaneState) {
  ///     if state == .active { becomeFirstResponder() }
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ColonnadeLifecycleObserving: AnyObject {
    /// The pane moved to `state`.
    func paneLifecycleDidChange(to state: PaneState)
  }

  /// A view controller that receives its pane's data, loaded when it first shows, reused while
  /// fresh, released a grace period after it hides (rules R1–R5).
  ///
  /// ```swift
  /// final class PhotoViewController: UIViewController, ColonnadeDataReceiving {
  ///   func paneDataDidChange(_ data: Photo?, failure: String?) {
  ///     imageView.image = data?.image
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ColonnadeDataReceiving: AnyObject {
    /// The value the split view controller's loader returns.
    associatedtype PaneData
    /// The pane's data changed: loaded, released (`nil`), or its load failed.
    func paneDataDidChange(_ data: PaneData?, failure: String?)
  }
#endif
