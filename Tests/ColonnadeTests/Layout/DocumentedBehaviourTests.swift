import Colonnade
import ColonnadeTestSupport
import Testing

/// A second reading of the anchors' documentation: each test names its source, quotes it, and
/// states what Colonnade does (rules D3, L7, N7 and the extra pane of C2's `material` preset).
@Suite struct DocumentedBehaviourTests {
  /// Rule D3 (amended, second round). Apple, `UISplitViewController.SplitBehavior.overlay`: "The
  /// possible display modes for this split behavior are: secondaryOnly, oneOverSecondary,
  /// twoOverSecondary"; `oneOverSecondary`: "The sidebar shown is … the supplementary column for
  /// tripleColumn interfaces". One press reveals one column: the list, then the sidebar.
  @Test func overlayRevealsOneColumnPerPress() {
    let environment = environment(820, 1180)
    let configuration = configuration(behavior: .overlay)
    let navigation = NavigationSummary.initial(style: .tripleColumn)
    var overrides = UserOverrides.none
    var modes: [DisplayMode] = []
    for _ in 0..<4 {
      let layout = resolveSoundly(environment, configuration, overrides: overrides, case: "press")
      modes.append(layout.displayMode)
      overrides = overrides.pressingSidebarButton(
        environment: environment, configuration: configuration, navigation: navigation)
    }
    #expect(modes == [.secondaryOnly, .oneOverSecondary, .twoOverSecondary, .oneOverSecondary])
    let first = UserOverrides.none.pressingSidebarButton(
      environment: environment, configuration: configuration)
    #expect(
      resolveSoundly(environment, configuration, overrides: first, case: "one press").summary == [
        "expanded sideBySide oneOverSecondary medium button:showSidebar",
        "supplementary 0,0 246×1180 overlay",
        "secondary 0,0 820×1180 tiled dimmed",
        "order supplementary secondary",
      ])
    let why = LayoutResolver.explain(environment: environment, configuration: configuration)
    #expect(why.contains { $0.rule == "D3" && $0.text.contains("one column per press") })
  }

  /// Rule L7 (amended, second round). Microsoft, `TwoPaneView.TallModeConfiguration` (default
  /// `TopBottom`): "The pane that has priority is shown on top, the other pane is shown on the
  /// bottom" — Pane1, the list, on top. A Surface Duo spanned and held tall (double landscape: two
  /// flat screens one above the other, a 34-point gap) puts the list on the top screen.
  @Test func flatDualScreenHeldTallPutsTheListOnTop() {
    let gap = Hinge(
      rect: Rect(x: 0, y: 540, width: 720, height: 34), orientation: .horizontal, state: .flat,
      isOccluding: true)
    let layout = resolveSoundly(
      environment(720, 1114, scale: 2.5, hinge: gap), configuration(.duo), case: "Duo double landscape")
    #expect(
      layout.summary == [
        "expanded stacked oneBesideSecondary dual button:showSidebar",
        "supplementary 0,0 720×540 tiled",
        "secondary 0,574 720×540 tiled",
        "order supplementary secondary",
      ])
    let why = LayoutResolver.explain(
      environment: environment(720, 1114, scale: 2.5, hinge: gap), configuration: configuration(.duo))
    #expect(why.contains { $0.rule == "L7" && $0.text.contains("the list above") })
  }

  /// Rule L7: the half-opened tabletop keeps the content on top (Android, "Make your app fold
  /// aware": in tabletop posture the content goes above the fold, the controls below).
  @Test func halfOpenedTabletopKeepsTheContentOnTop() {
    let fold = Hinge(
      rect: Rect(x: 0, y: 540, width: 720, height: 34), orientation: .horizontal, state: .halfOpened,
      isOccluding: true)
    let layout = resolveSoundly(
      environment(720, 1114, scale: 2.5, hinge: fold), configuration(.duo), case: "tabletop")
    #expect(layout[.secondary]?.frame.y == 0)
    #expect(layout[.supplementary]?.frame.y == 574)
  }

  /// Rule N7 (amended, second round). Apple, `NavigationSplitView(preferredCompactColumn:…)`: "A
  /// Binding to state that controls which column appears on top when the view collapses";
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: "The column corresponding
  /// to the view controller to display in the collapsed interface". The app's choice decides the
  /// top also when a detail is selected; the user's navigation then moves it.
  @Test func preferredCompactColumnDecidesTheTopAlsoWithADetail() throws {
    var configuration = SplitConfiguration.standard
    configuration.preferredCompactColumn = .supplementary
    var coordinator = try animalsAndProfile(1366, 1024, configuration: configuration)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    #expect(coordinator.state.collapsedColumn == .supplementary)
    #expect(coordinator.snapshot.visibleEntries.secondary == nil)
    #expect(coordinator.state.navigation.stacks.secondary.last?.route == "Cat")
    let why = LayoutResolver.explain(
      environment: coordinator.state.environment, configuration: coordinator.state.configuration,
      navigation: coordinator.state.navigation.summary)
    #expect(why.contains { $0.rule == "L3" && $0.text.contains("preferred compact column") })
    _ = try coordinator.send(.itemSelected("Dog", in: .secondary))
    #expect(coordinator.state.collapsedColumn == .secondary)
    #expect(coordinator.snapshot.backTargets.secondary?.route == "Animals")
    _ = try coordinator.send(.backRequested)
    #expect(coordinator.state.collapsedColumn == .supplementary)
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))
    _ = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    #expect(coordinator.state.collapsedColumn == .supplementary)
  }
}
