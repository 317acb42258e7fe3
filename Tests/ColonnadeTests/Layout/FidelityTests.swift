import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules C2, L6–L10, D3: what UIKit, SwiftUI, Material 3 and Microsoft's dual-screen guidance
/// document, one row per behaviour, naming its source and stating the whole layout.
@Suite struct FidelityTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var source: String
    var environment: WindowEnvironment
    var configuration: SplitConfiguration
    var expected: [String]
    var testDescription: String { source }
  }

  static let bookHinge = Hinge(
    rect: Rect(x: 420.5, y: 0, width: 0, height: 701), orientation: .vertical, state: .halfOpened,
    isOccluding: false)
  static let tabletopHinge = Hinge(
    rect: Rect(x: 0, y: 540, width: 720, height: 34), orientation: .horizontal, state: .halfOpened,
    isOccluding: true)

  static let rows: [Row] = [
    Row(
      source: "Apple, UISplitViewController.DisplayMode.twoOverSecondary: iPad portrait, both sidebars "
        + "layered over the dimmed secondary",
      environment: environment(820, 1180), configuration: configuration(mode: .twoBesideSecondary),
      expected: [
        "expanded sideBySide twoOverSecondary medium button:hideSidebar",
        "primary 0,0 246×1180 overlay",
        "supplementary 246,0 246×1180 overlay",
        "secondary 0,0 820×1180 tiled dimmed",
        "order primary supplementary secondary",
      ]),
    Row(
      source: "Apple, twoOverSecondary, right to left: the sidebars float from the leading (right) edge",
      environment: environment(820, 1180, direction: .rightToLeft),
      configuration: configuration(mode: .twoBesideSecondary),
      expected: [
        "expanded sideBySide twoOverSecondary medium button:hideSidebar",
        "primary 574,0 246×1180 overlay",
        "supplementary 328,0 246×1180 overlay",
        "secondary 0,0 820×1180 tiled dimmed",
        "order primary supplementary secondary",
      ]),
    Row(
      source: "Apple, UISplitViewController.SplitBehavior.displace: oneBesideSecondary is tiled and "
        + "fully interactive",
      environment: environment(1366, 1024),
      configuration: configuration(style: .doubleColumn, mode: .oneBesideSecondary, behavior: .displace),
      expected: [
        "expanded sideBySide oneBesideSecondary large button:hideSidebar",
        "primary 0,0 360×1024 tiled",
        "secondary 361,0 1005×1024 tiled",
        "divider 360,0 1×1024",
        "order primary secondary",
      ]),
    Row(
      source: "Apple, twoDisplaceSecondary: the secondary keeps the width it had beside one column, "
        + "moved and dimmed",
      environment: environment(1366, 1024),
      configuration: configuration(mode: .twoDisplaceSecondary, behavior: .displace),
      expected: [
        "expanded sideBySide twoDisplaceSecondary large button:hideSidebar",
        "primary 0,0 360×1024 tiled",
        "supplementary 361,0 400×1024 tiled",
        "secondary 762,0 965×1024 displaced dimmed",
        "divider 360,0 1×1024",
        "divider 761,0 1×1024",
        "order primary supplementary secondary",
      ]),
    Row(
      source: "Apple, SplitBehavior.displace with the automatic mode: rests at oneBesideSecondary",
      environment: environment(1366, 1024), configuration: configuration(behavior: .displace),
      expected: [
        "expanded sideBySide oneBesideSecondary large button:showSidebar",
        "supplementary 0,0 400×1024 tiled",
        "secondary 401,0 965×1024 tiled",
        "divider 400,0 1×1024",
        "order supplementary secondary",
      ]),
    Row(
      source: "Apple, SplitBehavior.overlay: oneOverSecondary in iPad landscape",
      environment: environment(1180, 820),
      configuration: configuration(mode: .oneOverSecondary, behavior: .overlay),
      expected: [
        "expanded sideBySide oneOverSecondary expanded button:showSidebar",
        "supplementary 0,0 354×820 overlay",
        "secondary 0,0 1180×820 tiled dimmed",
        "order supplementary secondary",
      ]),
    Row(
      source: "Apple, SplitBehavior.tile: an explicit request tiles all three when the minimums fit",
      environment: environment(820, 1180),
      configuration: configuration(mode: .twoBesideSecondary, behavior: .tile),
      expected: [
        "expanded sideBySide twoBesideSecondary medium button:hideSidebar",
        "primary 0,0 246×1180 tiled",
        "supplementary 247,0 246×1180 tiled",
        "secondary 494,0 326×1180 tiled",
        "divider 246,0 1×1180",
        "divider 493,0 1×1180",
        "order primary supplementary secondary",
      ]),
    Row(
      source: "Apple, inspector column (iOS 26): collapsed, the inspector is a modal sheet over the "
        + "stack, which is dimmed (UISheetPresentationController: a dimming view at every detent)",
      environment: environment(393, 852, scale: 3), configuration: configuration(inspector: true),
      expected: [
        "collapsed single secondaryOnly compact button:hidden",
        "supplementary 0,0 393×852 tiled back dimmed",
        "inspector 0,426 393×426 sheet",
        "order inspector supplementary",
      ]),
    Row(
      source: "Apple, iPad Split View one third: collapsed",
      environment: environment(320, 1024), configuration: configuration(),
      expected: [
        "collapsed single secondaryOnly compact button:hidden",
        "supplementary 0,0 320×1024 tiled back",
        "order supplementary",
      ]),
    Row(
      source: "Apple, iPad Split View half: two columns",
      environment: environment(678, 1024), configuration: configuration(style: .doubleColumn),
      expected: [
        "expanded sideBySide oneBesideSecondary medium button:hideSidebar",
        "primary 0,0 240×1024 tiled",
        "secondary 241,0 437×1024 tiled",
        "divider 240,0 1×1024",
        "order primary secondary",
      ]),
    Row(
      source: "Android, Window size classes: 1600 and wider is extra-large, four columns",
      environment: environment(1700, 1000), configuration: configuration(inspector: true),
      expected: [
        "expanded sideBySide twoBesideSecondary extraLarge button:hideSidebar",
        "primary 0,0 360×1000 tiled",
        "supplementary 361,0 400×1000 tiled",
        "secondary 762,0 637×1000 tiled",
        "inspector 1400,0 300×1000 tiled",
        "divider 360,0 1×1000",
        "divider 761,0 1×1000",
        "divider 1399,0 1×1000",
        "order primary supplementary secondary inspector",
      ]),
    Row(
      source:
        "Android, calculatePaneScaffoldDirective: medium shows one pane; NavigationSuiteScaffold puts the "
        + "navigation rail beside it (L13)",
      environment: environment(700, 800), configuration: configuration(.material),
      expected: [
        "collapsed sideBySide secondaryOnly medium button:hidden",
        "primary 0,0 80×800 rail",
        "supplementary 104,0 596×800 tiled",
        "divider 80,0 24×800",
        "order primary supplementary",
      ]),
    Row(
      source:
        "Android, calculatePaneScaffoldDirective: expanded shows two panes beside the navigation, each "
        + "preferring 360 (defaultPanePreferredWidth); the navigation column gives way first (L4)",
      environment: environment(1000, 800), configuration: configuration(.material),
      expected: [
        "expanded sideBySide twoBesideSecondary expanded button:hideSidebar",
        "primary 0,0 312×800 tiled",
        "supplementary 336,0 360×800 tiled",
        "secondary 720,0 280×800 tiled",
        "divider 312,0 24×800",
        "divider 696,0 24×800",
        "order primary supplementary secondary",
      ]),
    Row(
      source:
        "Android, calculatePaneScaffoldDirective: two partitions at large too (PaneScaffoldDirectiveTest, "
        + "1200 × 800): the extra pane takes the list's place",
      environment: environment(1300, 800), configuration: configuration(.material, inspector: true),
      expected: [
        "expanded sideBySide oneBesideSecondary large button:hideSidebar",
        "primary 0,0 360×800 tiled",
        "secondary 384,0 532×800 tiled",
        "inspector 940,0 360×800 tiled",
        "divider 360,0 24×800",
        "divider 916,0 24×800",
        "order primary secondary inspector",
      ]),
    Row(
      source: "Microsoft, Surface Duo double portrait: list on one screen, detail on the other",
      environment: environment(1114, 720, scale: 2.5, hinge: duoHinge),
      configuration: configuration(.duo, style: .doubleColumn),
      expected: [
        "expanded sideBySide oneBesideSecondary dualWithAuxiliary button:hideSidebar",
        "primary 0,0 540×720 tiled",
        "secondary 574,0 540×720 tiled",
        "order primary secondary",
      ]),
    Row(
      source: "Microsoft, Surface Duo double portrait: the sidebar floats beside the list, never over it",
      environment: environment(1114, 720, scale: 2.5, hinge: duoHinge),
      configuration: configuration(.duo, mode: .twoBesideSecondary),
      expected: [
        "expanded sideBySide twoOverSecondary dualWithAuxiliary button:hideSidebar",
        "primary 574,0 320×720 overlay",
        "supplementary 0,0 540×720 tiled",
        "secondary 574,0 540×720 tiled dimmed",
        "order primary supplementary secondary",
      ]),
    Row(
      source: "Android, Make your app fold aware, book posture: one column each side of the fold",
      environment: environment(841, 701, scale: 2.625, hinge: bookHinge), configuration: configuration(),
      expected: [
        "expanded sideBySide oneBesideSecondary expanded button:showSidebar",
        "supplementary 0,0 420.571×701 tiled",
        "secondary 420.571,0 420.429×701 tiled",
        "order supplementary secondary",
      ]),
    Row(
      source: "Android, Make your app fold aware, tabletop posture: detail above the fold, list below",
      environment: environment(720, 1114, scale: 2.5, hinge: tabletopHinge),
      configuration: configuration(.duo, style: .doubleColumn),
      expected: [
        "expanded stacked oneBesideSecondary dual button:hideSidebar",
        "primary 0,574 720×540 tiled",
        "secondary 0,0 720×540 tiled",
        "order secondary primary",
      ]),
    Row(
      source: "Android, tabletop posture with the list hidden: one pane is single",
      environment: environment(720, 1114, scale: 2.5, hinge: tabletopHinge),
      configuration: configuration(.duo, style: .doubleColumn, mode: .secondaryOnly),
      expected: [
        "expanded single secondaryOnly dual button:showSidebar",
        "secondary 0,0 720×540 tiled",
        "order secondary",
      ]),
  ]

  @Test(arguments: rows)
  func documentedLayout(_ row: Row) {
    let layout = resolveSoundly(row.environment, row.configuration, case: row.source)
    #expect(layout.summary == row.expected)
  }

  /// `inspectorTilesOnly`: a presented inspector shows where it tiles and nowhere else — no sheet
  /// on a phone, no overlay in a medium window — so an app need not re-resolve to ask.
  @Test func inspectorThatTilesOnly() {
    var config = configuration(inspector: true)
    config.inspectorTilesOnly = true
    let phone = resolveSoundly(environment(393, 852), config, case: "phone")
    #expect(phone[.inspector] == nil)
    let medium = resolveSoundly(environment(1024, 768), config, case: "expanded")
    #expect(medium[.inspector] == nil)
    let large = resolveSoundly(environment(1366, 1024), config, case: "large")
    #expect(large[.inspector]?.presentation == .tiled)
    config.inspectorTilesOnly = false
    #expect(resolveSoundly(environment(393, 852), config, case: "phone")[.inspector]?.presentation == .sheet)
  }
}
