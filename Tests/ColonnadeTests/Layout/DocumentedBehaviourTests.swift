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
    var coordinator = try animals(1366, 1024, detail: "Cat") { $0.preferredCompactColumn = .supplementary }
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

  /// Rule L12 (new, second round). Google, `calculateThreePaneScaffoldValue`: "The function will
  /// treat the current destination as the highest priority and then adapt the rest panes …
  /// If there are still remaining partitions to put the pane, the pane will be set as
  /// PaneAdaptedValue.Expanded, otherwise it will be adapted according to its associated
  /// AdaptStrategy"; `AdaptStrategy.Hide`: "hide the associated pane when it has to be adapted".
  /// The `material` preset's extra pane, once shown: the only pane on a phone (not a sheet);
  /// beside the detail at expanded width with the list hidden (nothing floats); at large too, as
  /// Compose's default directive gives two partitions from 840 (`PaneScaffoldDirectiveTest.
  /// test_calculateStandardPaneScaffoldDirective_expandedWidth`, 1200 × 800).
  @Test func materialExtraPaneTakesItsPartition() throws {
    var configuration = SplitConfiguration.material
    configuration.style = .tripleColumn
    configuration.showsInspector = true
    let navigation = NavigationSummary(
      style: .tripleColumn,
      depths: ColumnMap(primary: 1, supplementary: 1, secondary: 1, inspector: 0, compact: 0))
    let phone = resolveSoundly(environment(393, 852), configuration, navigation: navigation, case: "phone")
    #expect(
      phone.summary == [
        "collapsed single secondaryOnly compact button:hidden", "inspector 0,0 393×852 tiled",
        "order inspector",
      ])
    let expanded = resolveSoundly(
      environment(1024, 768), configuration, navigation: navigation, case: "expanded")
    #expect(expanded.columns.map(\.column) == [.primary, .secondary, .inspector])
    #expect(expanded.columns.allSatisfy { $0.presentation == .tiled && !$0.isDimmed })
    let large = resolveSoundly(environment(1366, 1024), configuration, navigation: navigation, case: "large")
    #expect(large.columns.map(\.column) == [.primary, .secondary, .inspector])
  }

  /// Rule L12. Google, `BackNavigationBehavior.PopUntilScaffoldValueChange`, the default of
  /// `ThreePaneScaffoldNavigator.navigateBack`: "back navigation forces a change in which pane(s)
  /// is/are shown" — from the extra pane, back leaves it first, and its preview says so.
  @Test func backLeavesTheExtraPaneFirst() throws {
    var coordinator = try animals(393, 852, detail: "Cat") { $0 = .material }
    _ = try coordinator.send(.inspectorButtonTapped)
    #expect(coordinator.snapshot.layout.columns.map(\.column) == [.inspector])
    #expect(coordinator.snapshot.backColumn == .inspector)
    let preview = coordinator.peekBack()
    #expect(preview.layout.columns.map(\.column) == [.secondary])
    _ = try coordinator.send(.backRequested)
    #expect(coordinator.snapshot == preview)
    #expect(coordinator.state.navigation.stacks.secondary.last?.route == "Cat")
  }

  /// Rule L7 (amended, second round). Google, `AdaptStrategy.Reflow`: "Note that if the current
  /// layout can have more than one horizontal partition, the pane will never be reflowed" — and the
  /// scaffolds' default strategies are `Hide`: a tabletop posture stacks nothing unless the app
  /// opts into reflow (`tabletopStacks`).
  @Test func materialTabletopDoesNotStackUnlessTheAppOptsIn() {
    let flip = Hinge(
      rect: Rect(x: 0, y: 502.5, width: 411.5, height: 0), orientation: .horizontal, state: .halfOpened,
      isOccluding: false)
    var configuration = configuration(.material, style: .doubleColumn)
    let plain = resolveSoundly(
      environment(411.5, 1005, hinge: flip), configuration, case: "material tabletop")
    #expect(plain.arrangement == .single && plain.isCollapsed)
    configuration.tabletopStacks = true
    let reflowed = resolveSoundly(environment(411.5, 1005, hinge: flip), configuration, case: "reflow")
    #expect(reflowed.arrangement == .stacked)
  }
}
