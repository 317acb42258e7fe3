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
}
