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
  /// the same layout. Where a press cannot change whether the primary shows (collapsed, or `tile`
  /// with no room), it changes nothing, and the layout does not offer the button.
  public func pressingSidebarButton(
    environment: WindowEnvironment, configuration: SplitConfiguration,
    navigation: NavigationSummary? = nil
  ) -> UserOverrides {
    let resolution = Resolution(
      environment: environment, configuration: configuration,
      navigation: navigation ?? .initial(style: configuration.style), overrides: self)
    return pressingSidebarButton(in: resolution, current: resolution.finish(resolution.draft()))
  }

  /// The overrides after a tap on the dimmed area: the floating or displacing leading columns go
  /// and the display mode they replaced returns (rule D4); under the inspector's sheet, the sheet
  /// goes and the user's inspector choice becomes hidden (rule L10), as a levitated pane does
  /// (L15). Without a dimmed area, nothing changes.
  public func tappingDimmedArea(
    environment: WindowEnvironment, configuration: SplitConfiguration,
    navigation: NavigationSummary? = nil
  ) -> UserOverrides {
    let navigation = navigation ?? .initial(style: configuration.style)
    func dims(_ overrides: UserOverrides) -> Bool {
      Resolution(
        environment: environment, configuration: configuration, navigation: navigation, overrides: overrides
      ).layoutWithoutButton().hasDimmedArea
    }
    let current = Resolution(
      environment: environment, configuration: configuration, navigation: navigation, overrides: self)
    let layout = current.layoutWithoutButton()
    guard layout.hasDimmedArea else { return self }
    // The sheet (L10) and a levitated pane's scrim (L15) go first: the user's choice hides them.
    if layout[.inspector]?.presentation == .sheet || layout.presentsLevitated {
      var dismissed = self
      dismissed.inspector = false
      return dismissed
    }
    let widthClass = current.widthClass
    let active = displayMode(in: widthClass)
    if let active, let choice = displayMode {
      var restored = self
      let previous = choice.previousMode
      restored.displayMode =
        previous == configuration.preferredDisplayMode
        ? nil : DisplayModeOverride(mode: previous, widthClassName: widthClass.name, previousMode: active)
      if !dims(restored) { return restored }
    }
    var dismissed = self
    dismissed.displayMode = DisplayModeOverride(
      mode: .secondaryOnly, widthClassName: widthClass.name,
      previousMode: active ?? configuration.preferredDisplayMode)
    return dismissed
  }

  /// The press, given the resolution of `self` and the layout it gives (rule D3).
  ///
  /// A shown primary hides; a hidden one shows. In triple style with no leading column shown, a
  /// press reveals one column, the list, as UIKit's overlay does (secondaryOnly → oneOverSecondary
  /// → twoOverSecondary); the next press reveals the primary.
  func pressingSidebarButton(in resolution: Resolution, current: SplitLayout) -> UserOverrides {
    // A history navigator's list is a pane, which no button hides (rule N13).
    guard !current.isCollapsed, !current.presentsLevitated,
      !resolution.historyDecides || resolution.navigation.primaryIsSidebar
    else {
      return self
    }
    func shown(_ overrides: UserOverrides) -> LeadingShown {
      LeadingShown(
        Resolution(
          environment: resolution.environment, configuration: resolution.configuration,
          navigation: resolution.navigation, overrides: overrides
        ).layoutWithoutButton())
    }
    let before = LeadingShown(current)
    let widthClassName = current.widthClass.name
    let active = displayMode(in: current.widthClass)
    // Two leading columns: triple style, unless Material's extra pane took the list's place.
    let triple = resolution.leadingByPriority.count > 1

    // A press is undone by the next: the mode it replaced comes back, when that toggles the
    // primary alone (one column per press).
    if let active, let choice = displayMode, !before.none || !triple {
      var restored = self
      restored.displayMode = DisplayModeOverride(
        mode: choice.previousMode, widthClassName: widthClassName, previousMode: active)
      let after = shown(restored)
      if after.primary != before.primary, after.supplementary == before.supplementary { return restored }
    }
    // A bounded list, not an array: the resolver asks this for every layout and allocates nothing.
    var targets = BoundedList<DisplayMode>()
    switch (before.primary, triple) {
    case (true, true): targets.append(.oneBesideSecondary)
    case (true, false): targets.append(.secondaryOnly)
    case (false, true):
      if before.none { targets.append(.oneBesideSecondary) }
      targets.append(.twoBesideSecondary)
    case (false, false): targets.append(.oneBesideSecondary)
    }
    for target in targets {
      var next = self
      next.displayMode = DisplayModeOverride(
        mode: target, widthClassName: widthClassName,
        previousMode: active ?? resolution.configuration.preferredDisplayMode)
      if shown(next) != before { return next }
    }
    return self
  }
}

extension UserOverrides {
  /// The overrides after the user presses the secondary-only button (rule D5, UIKit's
  /// `showsSecondaryOnlyButton`: "toggle the display mode to and from secondaryOnly"): with
  /// leading columns shown, only the secondary shows; with none, the mode the button replaced
  /// comes back (else both leading columns). A press that changes nothing shown changes nothing.
  public func pressingSecondaryOnlyButton(
    environment: WindowEnvironment, configuration: SplitConfiguration, navigation: NavigationSummary? = nil
  ) -> UserOverrides {
    let resolution = Resolution(
      environment: environment, configuration: configuration,
      navigation: navigation ?? .initial(style: configuration.style), overrides: self)
    return pressingSecondaryOnlyButton(in: resolution, current: resolution.layoutWithoutButton())
  }

  func pressingSecondaryOnlyButton(in resolution: Resolution, current: SplitLayout) -> UserOverrides {
    // A history navigator's panes follow its history, not UIKit's display modes (rule N13).
    guard !current.isCollapsed, !resolution.historyDecides, !current.presentsLevitated else { return self }
    let before = LeadingShown(current)
    let widthClass = current.widthClass
    let active = displayMode(in: widthClass)
    let preferred = resolution.configuration.preferredDisplayMode
    var candidates = BoundedList<DisplayModeOverride>()
    if !before.none {
      candidates.append(
        DisplayModeOverride(
          mode: .secondaryOnly, widthClassName: widthClass.name, previousMode: active ?? preferred))
    } else {
      if active == .secondaryOnly, let choice = displayMode {
        candidates.append(
          DisplayModeOverride(
            mode: choice.previousMode, widthClassName: widthClass.name, previousMode: .secondaryOnly))
      }
      candidates.append(
        DisplayModeOverride(
          mode: .twoBesideSecondary, widthClassName: widthClass.name, previousMode: active ?? preferred))
    }
    for candidate in candidates {
      var next = self
      next.displayMode = candidate
      let after = Resolution(
        environment: resolution.environment, configuration: resolution.configuration,
        navigation: resolution.navigation, overrides: next
      ).layoutWithoutButton()
      if LeadingShown(after) != before { return next }
    }
    return self
  }
}

/// Which leading columns a layout shows, floating or not; a rail is not the sidebar shown (D3, L13).
struct LeadingShown: Equatable {
  var primary: Bool
  var supplementary: Bool

  init(_ layout: SplitLayout) {
    primary = layout.showsSidebar
    supplementary = layout[.supplementary] != nil
  }

  /// Whether no leading column shows.
  var none: Bool { !primary && !supplementary }
}
