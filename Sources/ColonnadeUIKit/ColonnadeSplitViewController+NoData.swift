#if os(iOS)
  import Colonnade
  import ColonnadeRuntime
  import ColonnadeScene
  import UIKit

  extension ColonnadeSplitViewController where Value == Void {
    /// A split view controller whose screens load no data of their own.
    public convenience init(
      mode: ColonnadeSplitMode = .native, configuration: SplitConfiguration = .standard,
      navigation: NavigationState<Route>, router: DeepLinkRouter<Route>? = nil,
      route: ((UIViewController) -> Route?)? = nil,
      viewController: @escaping (Pane<Route>) -> UIViewController,
      inspector: (() -> UIViewController)? = nil
    ) throws(CoordinatorError<Route>) {
      try self.init(
        mode: mode, configuration: configuration, navigation: navigation, router: router, load: { _ in },
        route: route, viewController: viewController, inspector: inspector)
    }
  }
#endif
