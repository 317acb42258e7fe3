import Colonnade
import ColonnadeTestSupport
import Testing

/// What front ends used to decide for themselves, decided by the engine, each test naming the
/// documentation it follows (rules L10, L11).
@Suite struct EngineDecisionTests {
  /// Rule L11. Apple, `inspector(isPresented:content:)`: "isPresented: A binding to Bool
  /// controlling the presented state"; Material's supporting pane with `AdaptStrategy.Hide`: "hide
  /// the associated pane when it … cannot be displayed in its Expanded state". The app presents the
  /// inspector where it tiles (`inspectorTilesOnly`); the engine answers whether it does, and once
  /// the user hides it, it stays hidden across resizes and width classes until shown again.
  @Test func inspectorChoiceIsStateTheEngineKeeps() throws {
    var coordinator = try animals(1280, 800) {
      $0.showsInspector = true
      $0.inspectorTilesOnly = true
    }
    #expect(coordinator.snapshot.layout[.inspector]?.presentation == .tiled)
    _ = try coordinator.send(.inspectorButtonTapped)
    #expect(coordinator.snapshot.layout[.inspector] == nil)
    #expect(coordinator.state.overrides.inspector == false)
    for width in [1680.0, 1280, 2000, 1280] {
      _ = try coordinator.send(.windowResized(Size(width: width, height: 800)))
      #expect(coordinator.snapshot.layout[.inspector] == nil, "\(width)")
    }
    _ = try coordinator.send(.inspectorButtonTapped)
    #expect(coordinator.snapshot.layout[.inspector]?.presentation == .tiled)
    // The app's own change drops the user's choice (as the app setting its preference does, D2).
    _ = try coordinator.send(.inspectorPresentationChanged(false))
    #expect(coordinator.state.overrides.inspector == nil)
    #expect(coordinator.snapshot.layout[.inspector] == nil)
  }

  /// Rule L11: the automatic inspector is judged beside the leading columns the app's display mode
  /// shows, so hiding the sidebar gives its room to the content, not to the inspector — the
  /// question the browser used to ask with a second, hypothetical resolution.
  @Test func hidingTheSidebarDoesNotBringTheInspectorIn() throws {
    var coordinator = try animals(1100, 800) {
      $0.showsInspector = true
      $0.inspectorTilesOnly = true
    }
    #expect(coordinator.snapshot.layout[.inspector] == nil)
    _ = try coordinator.send(.sidebarButtonTapped)
    #expect(coordinator.snapshot.layout[.primary] == nil)
    #expect(coordinator.snapshot.layout[.inspector] == nil)
    let why = LayoutResolver.explain(
      environment: coordinator.state.environment, configuration: coordinator.state.configuration,
      navigation: coordinator.state.navigation.summary, overrides: coordinator.state.overrides)
    #expect(why.contains { $0.rule == "L11" && $0.text.contains("does not tile there") })
  }

  /// Rule L10 (amended, second round). Apple, `UISheetPresentationController.
  /// largestUndimmedDetentIdentifier`: "The default value is nil, which means the system adds a
  /// noninteractive dimming view underneath the sheet at all detents"; SwiftUI,
  /// `presentationBackgroundInteraction(_:)`: "SwiftUI automatically disables the view behind a sheet
  /// that you present, so that people can't interact with the backing view until they dismiss the
  /// sheet". The collapsed inspector sheet is modal: the stack behind it is dimmed and does not
  /// navigate, focus is on the sheet, and back closes the sheet first.
  @Test func collapsedInspectorSheetIsModal() throws {
    var coordinator = try animals(393, 852)
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.inspectorButtonTapped)
    let layout = coordinator.snapshot.layout
    #expect(layout.presentsSheet)
    #expect(layout[.secondary]?.isDimmed == true)
    #expect(layout[.inspector]?.isDimmed == false)
    #expect(coordinator.snapshot.focusedColumn == .inspector)
    #expect(coordinator.snapshot.backColumn == .inspector)
    let before = coordinator.state
    #expect(throws: CoordinatorError<String>.sheetIsPresented) {
      try coordinator.send(.itemSelected("Dog", in: .secondary))
    }
    #expect(throws: CoordinatorError<String>.sheetIsPresented) {
      try coordinator.send(.focusMoved(.secondary))
    }
    #expect(coordinator.state == before)
    let preview = coordinator.peekBack()
    _ = try coordinator.send(.backRequested)
    #expect(coordinator.snapshot == preview)
    #expect(!coordinator.snapshot.layout.presentsSheet)
    #expect(coordinator.snapshot.visibleEntries.secondary?.route == "Cat")
    #expect(coordinator.snapshot.focusedColumn == .secondary)
    // A tap on the dimmed area dismisses it too (rule D4).
    _ = try coordinator.send(.inspectorButtonTapped)
    _ = try coordinator.send(.dimmedAreaTapped)
    #expect(coordinator.snapshot.layout[.inspector] == nil)
    #expect(coordinator.state.overrides.inspector == false)
  }

  /// Rule N10 (new, second round). Apple, `UISplitViewController.show(_:)`: "the split view
  /// interface transitions to the closest display mode available for the current split behavior
  /// where the specified column is fully visible"; `oneOverSecondary`: "Touching the dimmed view
  /// dismisses the overlay". Choosing a detail in a floating list dismisses the floating columns,
  /// as iPad Mail and Notes do: one action, the coordinator's answer says it.
  @Test func selectionInAFloatingColumnDismissesTheFloatingColumns() throws {
    var coordinator = try animals(820, 1180) { $0.preferredSplitBehavior = .overlay }
    _ = try coordinator.send(.sidebarButtonTapped)
    _ = try coordinator.send(.focusMoved(.supplementary))
    #expect(coordinator.snapshot.layout.displayMode == .oneOverSecondary)
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(coordinator.snapshot.layout.displayMode == .secondaryOnly)
    #expect(!coordinator.snapshot.layout.hasDimmedArea)
    #expect(coordinator.snapshot.visibleEntries.secondary?.route == "Cat")
    // Rule N11: the list that had focus went; focus goes to the detail the choice shows.
    #expect(coordinator.snapshot.focusedColumn == .secondary)
  }

  /// Rules L12, N10: a detail chosen under Material's extra pane (`navigateTo`: the new
  /// destination is the pane in use) dismisses the extra pane, and then whatever the columns it
  /// uncovered float over the detail (UIKit's `show(_:)`: the column "fully visible"): across a
  /// book fold, the sidebar wanted beside the list would float over the detail; it goes too.
  @Test func aDetailChosenUnderTheExtraPaneLeavesNothingFloating() throws {
    var coordinator = try animals(1200, 1200) {
      $0 = .duo
      $0.style = .tripleColumn
      $0.preferredDisplayMode = .twoBesideSecondary
      $0.inspectorStyle = .extraPane
      $0.showsInspector = true
    }
    let fold = Hinge(
      rect: Rect(x: 254, y: 0, width: 0, height: 1200), orientation: .vertical, state: .halfOpened,
      isOccluding: true)
    _ = try coordinator.send(.foldChanged([fold]))
    // Shown by the user: one region is too narrow for the detail, so the extra pane takes the only
    // pane (L12).
    if coordinator.state.overrides.inspector != true { _ = try coordinator.send(.inspectorButtonTapped) }
    #expect(coordinator.snapshot.layout.columns.map(\.column) == [.inspector])
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(coordinator.snapshot.layout[.inspector] == nil)
    #expect(!coordinator.snapshot.layout.hasDimmedArea, "\(coordinator.snapshot.layout.columns)")
    #expect(coordinator.snapshot.visibleEntries.secondary?.route == "Cat")
  }

  /// Rule N10: a destination chosen in the floating sidebar hides the sidebar and leaves its list,
  /// which now shows the choice (`show(.supplementary)`: the supplementary fully visible).
  @Test func destinationChosenInAFloatingSidebarLeavesItsList() throws {
    var coordinator = try animals(820, 1180)
    _ = try coordinator.send(.sidebarButtonTapped)
    _ = try coordinator.send(.focusMoved(.primary))
    #expect(coordinator.snapshot.layout.displayMode == .twoOverSecondary)
    _ = try coordinator.send(.destinationSelected("Profile"))
    _ = try coordinator.send(.destinationSelected("Animals"))
    #expect(coordinator.snapshot.layout.displayMode == .oneBesideSecondary)
    #expect(coordinator.snapshot.layout[.primary] == nil)
    #expect(coordinator.snapshot.focusedColumn == .supplementary)
    var overlay = try animals(820, 1180) { $0.preferredSplitBehavior = .overlay }
    _ = try overlay.send(.sidebarButtonTapped)
    _ = try overlay.send(.sidebarButtonTapped)
    #expect(overlay.snapshot.layout.displayMode == .twoOverSecondary)
    _ = try overlay.send(.destinationSelected("Animals", reset: true))
    #expect(overlay.snapshot.layout.displayMode == .oneOverSecondary)
  }

  /// Rule N11 (new, second round): where focus goes after a selection, a back, a dismissal and a
  /// collapse — where the user is while that column shows, else the column the action brought
  /// into view. Apple, `UIFocusSystem`: focus moves only when the focused item goes away; Google,
  /// `ThreePaneScaffoldNavigator.navigateTo`: "the new destination pane will be expanded … so it
  /// provides users the sense that the new destination is the pane currently being used".
  @Test func focusFollowsTheEnginesDecisions() throws {
    var coordinator = try animals(1366, 1024)
    _ = try coordinator.send(.focusMoved(.supplementary))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(coordinator.snapshot.focusedColumn == .supplementary)  // the list stays: it is still shown
    _ = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    #expect(coordinator.snapshot.focusedColumn == .secondary)  // collapsed: the one column
    _ = try coordinator.send(.backRequested)
    #expect(coordinator.snapshot.focusedColumn == .supplementary)  // back: the column now on top
    _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(coordinator.snapshot.focusedColumn == .supplementary)
    _ = try coordinator.send(.displayModePreferenceChanged(.twoOverSecondary))
    _ = try coordinator.send(.focusMoved(.primary))
    _ = try coordinator.send(.dimmedAreaTapped)
    #expect(coordinator.snapshot.focusedColumn == .secondary)  // dismissed: the content it uncovered
  }
}
