import Colonnade
import ColonnadeCoding
import Testing

/// Engine bugs the fuzzers and the soak found, each as the smallest input that showed it, kept as
/// regression tests now that they are fixed.
@Suite struct FoundByFuzzingTests {
  /// Rule E3: scales far below 1 (1e-7) broke pixel snapping — a column was laid across a
  /// 1-point occluding hinge. Scales below 0.01 are now rejected; at 0.01 the same window is sound.
  /// Found by: `colonnade-fuzz coordinator`, `colonnade-soak --seed 2`.
  @Test func tinyDisplayScalesAreRejectedAndTheSmallestAllowedIsSound() throws {
    let hinge = Hinge(
      rect: Rect(x: 0, y: 0, width: 1, height: 1_024), orientation: .vertical, state: .flat, isOccluding: true
    )
    var environment = WindowEnvironment(
      size: Size(width: 1_366, height: 1_024), displayScale: 1e-7, hinges: [hinge])
    #expect(throws: EnvironmentError.invalidScale(1e-7)) { try environment.validate() }
    environment.displayScale = WindowEnvironment.minimumScale
    try environment.validate()
    let layout = LayoutResolver.resolve(environment: environment, configuration: .standard)
    #expect(layout.invariantViolations(environment: environment, configuration: .standard) == [])
  }

  /// Rules D2, N9: a session saved in another width class (`compact`, on a phone) restored in a
  /// 1366-point window kept its sidebar choice; it now lapses.
  /// Found by: `colonnade-fuzz session-json`.
  @Test func restoringASessionFromAnotherWidthClassDropsTheSidebarChoice() throws {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1_366, height: 1_024), displayScale: 2),
      configuration: .standard, navigation: NavigationState(root: "root"))
    _ = try coordinator.send(.windowResized(Size(width: 1_366, height: 1_000)))
    let overrides = UserOverrides(
      displayMode: DisplayModeOverride(
        mode: .secondaryOnly, widthClassName: "compact", previousMode: .automatic))
    _ = try coordinator.restore(navigation: NavigationState(root: "root"), overrides: overrides)
    #expect(coordinator.state.invariantViolations == [])
    #expect(coordinator.state.overrides.displayMode == nil)
  }

  /// Rules L4, L5: the inspector dragged to 1e20 points with no maximum width made the sums lose
  /// the window's pixels. Dragged widths are now clamped to the window by the resolver, and the
  /// coordinator rejects widths beyond the largest window.
  /// Found by: `colonnade-soak --seed 1`.
  @Test func aHugeDraggedWidthStillCoversTheWindow() throws {
    var configuration = SplitConfiguration.standard
    configuration.showsInspector = true
    configuration.columns.inspector.maxWidth = .infinity
    let environment = WindowEnvironment(size: Size(width: 1_366, height: 1_024), displayScale: 2)
    var overrides = UserOverrides()
    overrides.columnWidths.inspector = 1e20
    let layout = LayoutResolver.resolve(
      environment: environment, configuration: configuration, overrides: overrides)
    #expect(layout.invariantViolations(environment: environment, configuration: configuration) == [])
    var coordinator = try SplitCoordinator(
      environment: environment, configuration: configuration, navigation: NavigationState(root: "root"))
    #expect(throws: CoordinatorError<String>.invalidWidth(.inspector, 1e20)) {
      try coordinator.send(.dividerDragged(.inspector, width: 1e20))
    }
  }

  /// Rule N9: once the coordinator rejected dragged widths above 1 000 000 points, a session
  /// holding one still read back but no longer restored. Reading now rejects it, naming the field.
  /// Found by: `colonnade-fuzz session-json`, replaying its corpus after the fix above.
  @Test func aSessionWithAWidthTheCoordinatorRejectsIsRejectedWhenRead() throws {
    let text = """
      {"format": "colonnade-session", "version": 1,
       "navigation": {"destinations": [], "selection": null, "stacks": {"primary": [{"id": 1, "route": "root"}],
         "supplementary": [], "secondary": []}, "saved": [], "nextID": 2, "defaultStyle": "doubleColumn"},
       "overrides": {"columnWidths": {"primary": 2e6}}}
      """
    #expect(
      throws: CodingError.outOfRange(
        path: "overrides.columnWidths.primary", value: 2e6, expected: "a number from 0 to 1000000")
    ) { try SavedSession(json: text, routes: .strings) }
    let session = try SavedSession(json: text.replacing("2e6", with: "1e6"), routes: .strings)
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1_366, height: 1_024)), configuration: .standard,
      navigation: NavigationState(root: "root"))
    _ = try coordinator.restore(navigation: session.navigation, overrides: session.overrides)
    #expect(coordinator.state.invariantViolations == [])
  }
}
