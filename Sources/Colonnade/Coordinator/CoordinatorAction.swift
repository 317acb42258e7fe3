/// Something that happened, named as an event; the coordinator decides what it means.
public enum CoordinatorAction<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The window changed size.
  case windowResized(Size)
  /// The platform reported a horizontal size class, or stopped reporting one.
  case sizeClassChanged(SizeClass?)
  /// The window moved to a screen with another scale.
  case displayScaleChanged(Double)
  /// The fold or hinges changed (posture, spanning).
  case foldChanged([Hinge])
  /// The reading direction changed.
  case layoutDirectionChanged(WindowEnvironment.LayoutDirection)
  /// The app presented or dismissed the inspector; this drops the user's inspector choice (rule L11).
  case inspectorPresentationChanged(Bool)
  /// The user pressed the inspector's toolbar button: a shown inspector hides, a hidden one shows,
  /// and the choice holds across resizes until the user or the app changes it (rule L11).
  case inspectorButtonTapped
  /// The user pressed the sidebar button (rule D3).
  case sidebarButtonTapped
  /// The user tapped the dimmed area beside floating or displacing leading columns (rule D4).
  case dimmedAreaTapped
  /// The user pressed the secondary's secondary-only button (rule D5).
  case secondaryOnlyButtonTapped
  /// The app set its preferred display mode; this drops the user's choice (rule D2).
  case displayModePreferenceChanged(DisplayMode)
  /// The app set its preferred split behaviour.
  case splitBehaviorPreferenceChanged(SplitBehavior)
  /// The app replaced its configuration (validated first, rule C4); the user's choices stay, but
  /// for a sidebar choice made in a width class the new configuration does not have (rule D2).
  case configurationChanged(SplitConfiguration)
  /// The app declared a sidebar destination; the first turns the primary into the sidebar
  /// (``NavigationState/sidebar``).
  case destinationDeclared(SidebarDestination<Route>)
  /// The user selected a sidebar destination (rule N6); `reset` starts its stacks afresh.
  case destinationSelected(Route, reset: Bool = false)
  /// The user selected an item, shown in `column` (rule N3).
  case itemSelected(Route, in: Column)
  /// The user drilled down inside `column` (rule N4).
  case itemPushed(Route, in: Column)
  /// The user asked to go back (rule N5).
  case backRequested
  /// The user went back inside `column`'s own navigation bar: its back button, edge swipe or
  /// back menu (rule N5): one entry, whatever the back behaviour (N12). Collapsed, it pops the
  /// single stack as a one-entry ``backRequested`` does.
  case columnPopped(Column)
  /// The user dragged the divider so `column` is `width` points wide (rule L4).
  case dividerDragged(Column, width: Double)
  /// Focus moved to `column`.
  case focusMoved(Column)
  /// An animated transition (rotation, resize drag) began.
  case transitionBegan
  /// The transition ended: the net lifecycle difference is announced now (rule P3).
  case transitionEnded
  /// A deep link arrived (rule N8).
  case deepLinkOpened(String)
  /// The app's UI is ready; queued deep links apply now (rule N8).
  case becameReady
  /// The injected clock reads `seconds` (rule R6); time never runs backward.
  case clockAdvanced(to: Double)
  /// A load ended (rule R5); a result for a superseded token is dropped.
  case loadFinished(LoadToken, succeeded: Bool)
  /// The data shown in `column` is out of date (rule R2).
  case dataInvalidated(Column)
  /// A saved session came back (rule N9): its navigation and the user's choices replace the
  /// current ones; the window and configuration stay. Every current pane is destroyed and the
  /// restored ones on screen are created.
  case sessionRestored(NavigationState<Route>, overrides: UserOverrides)
}

extension CoordinatorAction {
  /// Whether the action only tells the panes' data about time or a finished load: the window,
  /// configuration, navigation and focus stay, so there is nothing to resolve or announce.
  @inlinable var touchesOnlyData: Bool {
    switch self {
    case .clockAdvanced, .loadFinished: true
    default: false
    }
  }

  /// Whether the action moves through the stacks under the inspector's modal sheet, which it may
  /// not (rule L10): a selection, a push, a column's own pop, or focus moving under the sheet.
  /// Whether the action moves through the panes under a levitated pane's scrim (rule L15): as under
  /// the sheet, but for a selection, push or pop in the levitated extra pane itself.
  @inlinable package var navigatesUnderLevitatedPane: Bool {
    switch self {
    case .itemSelected(_, .inspector), .itemPushed(_, .inspector), .columnPopped(.inspector): false
    case .sidebarButtonTapped, .secondaryOnlyButtonTapped, .displayModePreferenceChanged, .dividerDragged:
      true
    default: navigatesUnderSheet
    }
  }

  @inlinable package var navigatesUnderSheet: Bool {
    switch self {
    case .destinationSelected, .itemSelected, .itemPushed, .columnPopped: true
    case .focusMoved(let column): column != .inspector
    default: false
    }
  }

  /// The column a selection or push shows its entry in, if the action is one (rules N10, L12).
  @inlinable func navigatedColumn(in navigation: NavigationState<Route>) -> Column? {
    switch self {
    case .itemSelected(_, let column), .itemPushed(_, let column): column
    case .destinationSelected: navigation.rootColumn(of: navigation.style)
    default: nil
    }
  }

  /// Whether the action is the user's hiding of leading columns: the sidebar button, the
  /// secondary-only button, a tap on the dimmed area (rules D3–D5, L13).
  @inlinable package var hidesSidebar: Bool {
    switch self {
    case .sidebarButtonTapped, .secondaryOnlyButtonTapped, .dimmedAreaTapped: true
    default: false
    }
  }

  /// Whether a rail the action brings up keeps the focus off it (rule L13): every action but the
  /// user's focus move, navigation (whose focus is the engine's, N11) and a restored session.
  @inlinable package var keepsFocusOffRail: Bool {
    switch self {
    case .focusMoved, .sessionRestored: false
    default: !navigates
    }
  }

  /// Whether the action moves through the stacks (select, show, push, back, a link).
  @inlinable package var navigates: Bool {
    switch self {
    case .destinationSelected, .itemSelected, .itemPushed, .backRequested, .columnPopped, .deepLinkOpened,
      .becameReady:
      true
    default: false
    }
  }
}
