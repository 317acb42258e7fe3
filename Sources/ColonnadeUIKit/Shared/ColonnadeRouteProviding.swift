#if os(iOS)
  import Colonnade
  import UIKit

  /// A view controller that knows the route it shows, so one the app pushes or shows through
  /// UIKit's own API — `pushViewController(_:animated:)`, `show(_:sender:)`,
  /// `showDetailViewController(_:sender:)`, `setViewController(_:for:)` — becomes the engine's
  /// entry for that route, and is the view controller the split view shows for it.
  ///
  /// ```swift
  /// final class AnimalViewController: UIViewController, ColonnadeRouteProviding {
  ///   let colonnadeRoute: Animal
  /// }
  /// navigationController?.pushViewController(AnimalViewController(colonnadeRoute: .kitten), animated: true)
  /// ```
  @MainActor
  public protocol ColonnadeRouteProviding: UIViewController {
    /// The app's route type, the split view's `Route`.
    associatedtype ColonnadeRoute: Hashable & Sendable
    /// The route this view controller shows.
    var colonnadeRoute: ColonnadeRoute { get }
  }

  /// What a Colonnade split view reports when something the user or the app did through UIKit
  /// changed nothing: the state stays as it was, and the split view shows it.
  public enum ColonnadeSplitError<Route: Hashable & Sendable>: Error {
    /// The engine refused the action (a push on the sidebar, a selection under the inspector's
    /// sheet…): its error names the rule.
    case refused(CoordinatorError<Route>)
    /// A view controller reached the split view through UIKit's API without a route: adopt
    /// ``ColonnadeRouteProviding``, or pass `route(for:)` when making the split view. The
    /// associated value names its type.
    case noRoute(String)
    /// The view controller factory returned what a column cannot hold; the text says what and
    /// how to fix it.
    case unusableViewController(String)
  }

  extension ColonnadeSplitError: CustomStringConvertible {
    /// One line naming what went wrong and how to fix it.
    public var description: String {
      switch self {
      case .refused(let error): "\(error)"
      case .noRoute(let type):
        "a \(type) reached the split view through UIKit with no route: adopt ColonnadeRouteProviding or pass route(for:)"
      case .unusableViewController(let problem): problem
      }
    }
  }
#endif
