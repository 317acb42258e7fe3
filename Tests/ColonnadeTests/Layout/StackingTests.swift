import Colonnade
import Testing

/// Rule L7: tabletop folds and tall mode stack the secondary and the list.
@Suite struct StackingTests {
  static let tabletop = Hinge(
    rect: Rect(x: 0, y: 540, width: 720, height: 34), orientation: .horizontal, state: .halfOpened,
    isOccluding: true)

  @Test func tabletopPutsTheSecondaryAboveTheHinge() {
    let layout = resolveSoundly(
      environment(720, 1114, scale: 2.5, hinge: Self.tabletop), configuration(.duo), case: "Duo tabletop")
    #expect(
      layout.summary == [
        "expanded stacked oneBesideSecondary dual button:showSidebar",
        "supplementary 0,574 720×540 tiled",
        "secondary 0,0 720×540 tiled",
        "order secondary supplementary",
      ])
  }

  @Test func tabletopArrangementIsConfigurable() {
    var config = configuration(.duo, style: .doubleColumn)
    config.tabletopArrangement = .secondaryBottom
    let layout = resolveSoundly(
      environment(720, 1114, scale: 2.5, hinge: Self.tabletop), config, case: "secondary bottom")
    #expect(
      layout.summary == [
        "expanded stacked oneBesideSecondary dual button:hideSidebar",
        "primary 0,0 720×540 tiled",
        "secondary 0,574 720×540 tiled",
        "order primary secondary",
      ])
  }

  /// A seamless tabletop fold on a compact phone still stacks: posture decides, not width.
  @Test func seamlessTabletopStacksOnAPhone() {
    let flip = Hinge(
      rect: Rect(x: 0, y: 502.5, width: 411.5, height: 0), orientation: .horizontal,
      state: .halfOpened, isOccluding: false)
    let layout = resolveSoundly(
      environment(411.5, 1005, scale: 2, hinge: flip), configuration(style: .doubleColumn), case: "Flip")
    #expect(
      layout.summary == [
        "expanded stacked oneBesideSecondary compact button:hideSidebar",
        "primary 0,502.5 411.5×502.5 tiled",
        "secondary 0,0 411.5×502.5 tiled",
        "order secondary primary",
      ])
  }

  /// Rule L7 (amended, second round): the tall mode stacks flat, the list on top, as WinUI's
  /// `TwoPaneView.TallModeConfiguration` defaults to `TopBottom` ("The pane that has priority is
  /// shown on top, the other pane is shown on the bottom"; Pane1, the list, has priority).
  @Test func tallModeStacksANarrowTallWindow() {
    var config = configuration(style: .doubleColumn)
    config.tallModeMinimumHeight = 800
    let tall = resolveSoundly(environment(393, 852, scale: 3), config, case: "tall phone")
    #expect(
      tall.summary == [
        "expanded stacked oneBesideSecondary compact button:hideSidebar",
        "primary 0,0 393×425.333 tiled",
        "secondary 0,426.333 393×425.667 tiled",
        "divider 0,425.333 393×1",
        "order primary secondary",
      ])
    let short = resolveSoundly(environment(852, 393, scale: 3, sizeClass: .compact), config, case: "short")
    #expect(short.isCollapsed)
  }

  /// Rules L7, L9, D3: hiding the list of a stacked layout gives the secondary the whole window,
  /// and one pane is `single`, whatever the posture.
  @Test func hidingTheListLetsTheSecondarySpan() {
    var config = configuration(style: .doubleColumn)
    config.preferredDisplayMode = .secondaryOnly
    let layout = resolveSoundly(
      environment(720, 1114, scale: 2.5, hinge: Self.tabletop), config, case: "secondary only")
    #expect(
      layout.summary == [
        "expanded single secondaryOnly medium button:showSidebar",
        "secondary 0,0 720×540 tiled",
        "order secondary",
      ])
  }
}
