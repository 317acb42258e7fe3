extension SplitCoordinator {
  /// The reducer: applies `action` to `state` and returns the effects.
  ///
  /// Every case checks its input before its first change, so a throw leaves `state` untouched
  /// and ``send(_:)`` can work in place; the coordinator property tests hold it to that.
  @inlinable static func reduce(
    into state: inout CoordinatorState<Route>, _ action: CoordinatorAction<Route>,
    router: DeepLinkRouter<Route>?, removed: inout RemovedEntries<Route>
  ) throws(CoordinatorError<Route>) -> [CoordinatorEffect<Route>] {
    var effects: [CoordinatorEffect<Route>] = []
    // The inspector's sheet is modal: the stack under it does not navigate (rule L10).
    if state.layout.presentsSheet, action.navigatesUnderSheet { throw .sheetIsPresented }
    // Nothing under a levitated pane's scrim navigates either (rule L15).
    if state.layout.presentsLevitated, action.navigatesUnderLevitatedPane { throw .levitatedPaneIsPresented }
    // The layout is resolved from the environment, the configuration, the overrides and the
    // navigation's summary; an action that changes none of them leaves it as it is.
    let summary = state._navigation.summary
    let nextID = state._navigation.nextID
    let selection = state._navigation.selection
    let focusBefore = state.focusedColumn
    let sidebarShownBefore = state.layout.showsSidebar
    var layoutInputsChanged = true
    // The column that shows what a selection chose: floating columns over it are dismissed (N10).
    var selected: Column?
    var revealed = false
    switch action {
    case .windowResized(let size): try state.changeEnvironment { $0.size = size }
    case .sizeClassChanged(let sizeClass): try state.changeEnvironment { $0.horizontalSizeClass = sizeClass }
    case .displayScaleChanged(let scale): try state.changeEnvironment { $0.displayScale = scale }
    case .foldChanged(let hinges): try state.changeEnvironment { $0.hinges = hinges }
    case .layoutDirectionChanged(let direction):
      try state.changeEnvironment { $0.layoutDirection = direction }
    case .inspectorPresentationChanged(let shown):
      state._configuration.showsInspector = shown
      state._overrides.inspector = nil
      // A history navigator goes to the extra pane it shows (rule N13).
      if shown, state._navigation.isHistoryPane(.inspector) { state._navigation.navigate(toPane: .inspector) }
    case .inspectorButtonTapped:
      state._overrides.inspector = state.layout[.inspector] == nil
      if state._overrides.inspector == true, state._navigation.isHistoryPane(.inspector) {
        state._navigation.navigate(toPane: .inspector)
      }
    case .sidebarButtonTapped:
      state._overrides = state.overrides.pressingSidebarButton(
        environment: state.environment, configuration: state.configuration,
        navigation: state.navigation.summary)
    case .secondaryOnlyButtonTapped:
      state._overrides = state.overrides.pressingSecondaryOnlyButton(
        environment: state.environment, configuration: state.configuration,
        navigation: state.navigation.summary)
    case .dimmedAreaTapped where state.layout.presentsLevitated:
      // A tap on the scrim dismisses the levitated pane, as back does (rule L15).
      state.dismissLevitatedPane(removing: &removed)
    case .dimmedAreaTapped:
      state._overrides = state.overrides.tappingDimmedArea(
        environment: state.environment, configuration: state.configuration,
        navigation: state.navigation.summary)
    case .displayModePreferenceChanged(let mode):
      state._configuration.preferredDisplayMode = mode
      state._overrides.displayMode = nil
    case .splitBehaviorPreferenceChanged(let behavior): state._configuration.preferredSplitBehavior = behavior
    case .configurationChanged(let configuration):
      do {
        try configuration.validate()
      } catch {
        throw .configuration(error)
      }
      state._configuration = configuration
      state._navigation.adopt(configuration.navigator, removing: &removed)
    case .destinationDeclared(let destination):
      try state.navigate { navigation throws(NavigationError<Route>) in
        try navigation.declare(destination, removing: &removed)
        if navigation.navigator.keepsHistory { navigation.rebuildHistory() }
      }
    case .destinationSelected(let route, let reset):
      try state.navigate { navigation throws(NavigationError<Route>) in
        if try navigation.select(route, reset: reset, removing: &removed), navigation.navigator.keepsHistory {
          navigation.rebuildHistory()
        }
      }
      selected = state._navigation.rootColumn(of: state._navigation.style)
    case .itemSelected(let route, let column):
      try state.navigate { navigation throws(NavigationError<Route>) in
        if navigation.isHistoryPane(column) {
          try navigation.navigate(to: route, in: column)
        } else if try navigation.show(route, in: column, removing: &removed),
          navigation.navigator.keepsHistory,
          column != .compact
        {
          // The sidebar shown anew clears what it led to (rule N3): the history starts again.
          navigation.rebuildHistory()
        }
      }
      selected = column
      layoutInputsChanged = state._navigation.summary != summary
      // Choosing again what a column the collapsed stack stops short of shows brings it on top
      // (rule N7), as UIKit's `showDetailViewController` pushes the detail the list had chosen.
      revealed = !layoutInputsChanged && state.collapsedStackStopsShort(of: column)
    case .itemPushed(let route, let column):
      try state.navigate { navigation throws(NavigationError<Route>) in
        // A history navigator makes no difference between showing and pushing (rule N13).
        if navigation.isHistoryPane(column) {
          try navigation.navigate(to: route, in: column)
        } else {
          _ = try navigation.push(route, in: column, removing: &removed)
        }
      }
      layoutInputsChanged = state._navigation.summary != summary
    case .backRequested:
      if state.backDismissesInspector {
        state._overrides.inspector = false
      } else if state.historyHandlesBack {
        if let index = state.previousDestinationIndex {
          state._navigation.popHistory(to: index, removing: &removed)
        }
        layoutInputsChanged = state._navigation.summary != summary
      } else {
        let toSidebar = state._navigation.navigator.keepsHistory && state.historyBackLeavesForSidebar
        let popped = state._navigation.back(
          collapsedShowing: state.collapsedColumn, besideRail: state.collapsedBesideRail,
          behavior: state.configuration.backBehavior, removing: &removed)
        // Back to the sidebar: a history starts again from what is left (rule N13).
        if popped, toSidebar { state._navigation.rebuildHistory() }
        layoutInputsChanged = state._navigation.summary != summary
      }
    case .columnPopped(let column)
    where state._navigation.navigator.keepsHistory && state.layout[.compact] == nil
      && (state.collapsedColumn != nil || state._navigation.isHistoryPane(column)):
      // A bar's back under a history navigator (rule N13): the column it shows — collapsed, the
      // top of the stack shown — loses its top entry and the history from where it was pushed; a
      // root pops as with column stacks (collapsed, back to the sidebar).
      let shown = state.collapsedColumn
      let rail = state.collapsedBesideRail
      let target =
        shown == nil ? column : state._navigation.backColumn(collapsedShowing: shown, besideRail: rail)
      if let target, state._navigation.isHistoryPane(target),
        state._navigation.popTop(of: target, removing: &removed)
      {
      } else if shown != nil,
        state._navigation.back(collapsedShowing: shown, besideRail: rail, removing: &removed)
      {
        state._navigation.rebuildHistory()
      }
      layoutInputsChanged = state._navigation.summary != summary
    case .columnPopped(let column):
      let shown = state.collapsedColumn
      let rail = state.collapsedBesideRail
      try state.navigate { navigation throws(NavigationError<Route>) in
        _ = try navigation.back(in: column, collapsedShowing: shown, besideRail: rail, removing: &removed)
      }
      layoutInputsChanged = state._navigation.summary != summary
    case .dividerDragged(let column, let width):
      guard column != .secondary, column != .compact, width.isFinite, width >= 0,
        width <= WindowEnvironment.maximumDimension
      else {
        throw .invalidWidth(column, width)
      }
      state._overrides.columnWidths[column] = width
    case .focusMoved(let column):
      guard state.layout[column] != nil else { throw .columnNotShown(column) }
      state._focus = column
      layoutInputsChanged = false
    case .transitionBegan: state.transitionDepth += 1
    case .transitionEnded: state.transitionDepth = max(0, state.transitionDepth - 1)
    case .deepLinkOpened(let link):
      let actions = try parse(link, router: router)
      // Applying to a scratch copy reports an unknown destination now, even before ready.
      var scratch = state
      scratch.dismissSheetForLink()
      var scratchRemoved = removed
      for linked in actions {
        effects += try reduce(into: &scratch, linked, router: nil, removed: &scratchRemoved)
      }
      if state.isReady {
        state = scratch
        removed = scratchRemoved
      } else {
        state.pendingLinks.append(PendingLink(link: link, actions: actions))
      }
    case .becameReady:
      state._isReady = true
      let pending = state.pendingLinks
      state.pendingLinks = []
      for pendingLink in pending {
        var attempt = state
        attempt.dismissSheetForLink()
        var attemptRemoved = removed
        do {
          for linked in pendingLink.actions {
            effects += try reduce(into: &attempt, linked, router: nil, removed: &attemptRemoved)
          }
          state = attempt
          removed = attemptRemoved
        } catch {
          effects.append(.deepLinkFailed(link: pendingLink.link, error: error))
        }
      }
    case .clockAdvanced(let seconds):
      guard seconds.isFinite, seconds >= state.now else { throw .invalidTime(seconds) }
      state._now = seconds
      state.data.clockAdvanced(to: seconds) { effects.append(.data($0)) }
      return effects
    case .loadFinished(let token, let succeeded):
      state.data.loadFinished(token, succeeded: succeeded, now: state.now) { effects.append(.data($0)) }
      return effects
    case .sessionRestored:
      // `send(_:)` restores before it reduces; links may not carry a session (see `parse`).
      break
    case .dataInvalidated(let column):
      guard let entry = state.navigation.stacks[column].last else {
        throw .columnIsEmpty(column)
      }
      let pane = Pane(column: column, entry: entry)
      let visible = state.onScreenPanes.contains(pane)
      state.data.invalidate(pane, visible: visible) { effects.append(.data($0)) }
    }
    if layoutInputsChanged { state.refresh() }
    let navigated =
      action.navigates
      && (state._navigation.summary != summary || state._navigation.nextID != nextID
        || state._navigation.selection != selection || revealed)
    if navigated { state.collapsedStackNavigated() }
    // The extra pane gives way first: the columns it uncovers may float over the choice, and
    // those go too (rules L12, N10).
    if let navigated = action.navigatedColumn(in: state._navigation) { state.extraPaneYields(to: navigated) }
    if let selected { state.dismissFloatingColumns(over: selected) }
    // A navigation that changed nothing leaves the focus, say on a rail beside the pane (N3, L13).
    if navigated { state.focusFollowsNavigation() }
    if action.keepsFocusOffRail {
      state.keepFocusOffRail(focusBefore, hidingSidebar: action.hidesSidebar && sidebarShownBefore)
    }
    return effects
  }

  /// The router's actions for `link`; links may not open links or change readiness.
  @usableFromInline static func parse(
    _ link: String, router: DeepLinkRouter<Route>?
  ) throws(CoordinatorError<Route>) -> [CoordinatorAction<Route>] {
    guard let router else { throw .deepLink(DeepLinkError(link: link, reason: "this app takes no links")) }
    let actions: [CoordinatorAction<Route>]
    do {
      actions = try router.parse(link)
    } catch {
      throw .deepLink(error)
    }
    for action in actions {
      switch action {
      case .deepLinkOpened, .becameReady, .sessionRestored:
        throw .deepLink(DeepLinkError(link: link, reason: "a link may only navigate"))
      default: continue
      }
    }
    return actions
  }
}

extension CoordinatorState {
  /// Only the user puts the focus on a rail (rule L13): a rail that comes up leaves the focus where
  /// it was (`before`), unless it was in the sidebar that became the rail — kept there by a
  /// resize, moved to where it goes by default when the user hid the sidebar, as when it hides
  /// altogether.
  @inlinable mutating func keepFocusOffRail(_ before: Column, hidingSidebar: Bool) {
    guard layout.showsRail, _focus == .primary else { return }
    if before == .primary, !hidingSidebar { return }
    _focus = before != .primary && layout[before] != nil ? before : defaultFocus
  }

  /// Whether back dismisses the inspector rather than popping a stack: it is up as a modal sheet
  /// (rule L10), or shown as Material's extra pane, which back leaves first (rule L12).
  @inlinable var backDismissesInspector: Bool {
    // Where a history navigator does not decide the panes (nothing selected yet), the extra pane
    // is dismissed as with column stacks (rules L12, N13).
    let stacksDecide = !_navigation.navigator.keepsHistory || !_navigation.summary.historyDecides
    return layout.presentsSheet
      || (configuration.inspectorStyle == .extraPane && layout[.inspector] != nil && stacksDecide)
      || (layout.presentsLevitated && stacksDecide)
  }

  /// Dismisses the levitated extra pane (rule L15): the user's inspector choice becomes hidden
  /// (L11); under a history navigator, whose current destination it is, the history pops it.
  @inlinable mutating func dismissLevitatedPane(removing removed: inout RemovedEntries<Route>) {
    guard layout.presentsLevitated else { return }
    if _navigation.navigator.keepsHistory, _navigation.summary.historyDecides,
      _navigation.history.last?.column == .inspector, _navigation.history.count > 1
    {
      _navigation.popHistory(to: _navigation.history.count - 2, removing: &removed)
    } else {
      _overrides.inspector = false
    }
  }

  /// A selection that shows in `column` dismisses the floating columns over it (rule N10): a
  /// detail chosen in a floating list dismisses every floating or displacing column, as a tap on
  /// the dimmed area does (D4); a list chosen in a floating sidebar hides the sidebar as its button
  /// does (D3), leaving the list — UIKit's `show(_:)` goes to "the closest display mode … where the
  /// specified column is fully visible".
  @inlinable mutating func dismissFloatingColumns(over column: Column) {
    guard layout.hasDimmedArea, !layout.presentsSheet else { return }
    let summary = _navigation.summary
    if column == .supplementary {
      let pushes = layout[.secondary]?.presentation == .displaced
      guard let primary = layout[.primary], primary.presentation == .overlay || pushes else { return }
      _overrides = overrides.pressingSidebarButton(
        environment: environment, configuration: configuration, navigation: summary)
    } else if column == .secondary {
      _overrides = overrides.tappingDimmedArea(
        environment: environment, configuration: configuration, navigation: summary)
    } else {
      return
    }
    refresh()
  }

  /// Material's extra pane gives way to a navigation whose column it hides: the new destination
  /// is the pane in use, as `ThreePaneScaffoldNavigator.navigateTo` makes it (rule L12).
  @inlinable mutating func extraPaneYields(to column: Column) {
    // A history navigator's panes follow its history (rule N13).
    guard configuration.inspectorStyle == .extraPane, column != .compact, layout[.inspector] != nil,
      !_navigation.navigator.keepsHistory || !_navigation.summary.historyDecides,
      layout[column] == nil
    else {
      return
    }
    _overrides.inspector = false
    refresh()
  }

  /// A deep link navigates the stack under the inspector's sheet: the sheet goes first, as the
  /// user's back would take it (rule L10).
  @inlinable mutating func dismissSheetForLink() {
    // A levitated pane goes too (rule L15): hidden, as the user's inspector choice hides it.
    guard layout.presentsModal else { return }
    _overrides.inspector = false
    refresh()
  }

  @inlinable mutating func changeEnvironment(
    _ change: (inout WindowEnvironment) -> Void
  ) throws(CoordinatorError<Route>) {
    var next = environment
    change(&next)
    do {
      try next.validate()
    } catch {
      throw .environment(error)
    }
    _environment = next
  }

  @inlinable mutating func navigate(
    _ change: (inout NavigationState<Route>) throws(NavigationError<Route>) -> Void
  ) throws(CoordinatorError<Route>) {
    do {
      try change(&_navigation)
    } catch {
      throw .navigation(error)
    }
  }
}
