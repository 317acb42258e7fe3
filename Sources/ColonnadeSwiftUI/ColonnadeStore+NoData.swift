#if os(iOS)
  import Colonnade

  extension ColonnadeStore where Value == Void {
    /// A store whose screens load no data of their own.
    public convenience init(
      configuration: SplitConfiguration = .standard, navigation: NavigationState<Route>,
      router: DeepLinkRouter<Route>? = nil
    ) throws(CoordinatorError<Route>) {
      try self.init(configuration: configuration, navigation: navigation, router: router, load: { _ in })
    }
  }
#endif
