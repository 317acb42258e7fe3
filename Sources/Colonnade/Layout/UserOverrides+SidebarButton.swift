extension UserOverrides {
  /// The overrides after the user presses the sidebar button (rules D2, D3).
  ///
  /// ```swift
  /// let pressed = overrides.pressingSidebarButton(environment: env, configuration: config)
  /// let twice = pressed.pressingSidebarButton(environment: env, configuration: config)
  /// // resolving `twice` gives the same layout as resolving `overrides`
  /// ```
  ///
  /// A press shows the primary when it is hidden and hides it when it is shown. The choice holds
  /// in the current width class and remembers the mode it replaced, so a second press returns to
  /// the same layout. Collapsed, or where the primary cannot be shown (the `tile` behaviour with
  /// no room), a press changes nothing.
  public func pressingSidebarButton(
    environment: WindowEnvironment, configuration: SplitConfiguration,
    navigation: NavigationSummary? = nil
  ) -> UserOverrides {
    func showsPrimary(_ overrides: UserOverrides) -> Bool {
      LayoutResolver.resolve(
        environment: environment, configuration: configuration, navigation: navigation,
        overrides: overrides)[.primary] != nil
    }
    let current = LayoutResolver.resolve(
      environment: environment, configuration: configuration, navigation: navigation, overrides: self)
    guard !current.isCollapsed else { return self }
    let primaryShown = current[.primary] != nil
    let widthClassName = current.widthClass.name
    let active = displayMode(in: current.widthClass)

    if let active, let choice = displayMode {
      var restored = self
      restored.displayMode = DisplayModeOverride(
        mode: choice.previousMode, widthClassName: widthClassName, previousMode: active)
      if showsPrimary(restored) != primaryShown { return restored }
    }
    let style = navigation?.style ?? configuration.style
    let target: DisplayMode
    switch (primaryShown, style) {
    case (true, .tripleColumn): target = .oneBesideSecondary
    case (true, .doubleColumn): target = .secondaryOnly
    case (false, .tripleColumn): target = .twoBesideSecondary
    case (false, .doubleColumn): target = .oneBesideSecondary
    }
    var next = self
    next.displayMode = DisplayModeOverride(
      mode: target, widthClassName: widthClassName,
      previousMode: active ?? configuration.preferredDisplayMode)
    return showsPrimary(next) != primaryShown ? next : self
  }
}
