#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeScene

  extension ColonnadeStore where Value == Void {
    /// A store whose screens load no data of their own.
    public convenience init(
      mode: ColonnadeSplitMode = .native, configuration: SplitConfiguration = .standard,
      navigation: NavigationState<Route>, router: DeepLinkRouter<Route>? = nil
    ) throws(CoordinatorError<Route>) {
      try self.init(
        mode: mode, configuration: configuration, navigation: navigation, router: router, load: { _ in })
    }
  }
#endif
