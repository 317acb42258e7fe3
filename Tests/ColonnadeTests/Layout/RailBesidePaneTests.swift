import Colonnade
import ColonnadeTestSupport
import Testing

/// Rule L13, collapsed: the navigation rail beside the one pane. Sources: Material 3, "Navigation
/// rail" — for medium windows, 80 dp — and Compose's `NavigationSuiteScaffold`, which shows a rail
/// at medium width beside the content, while `calculatePaneScaffoldDirective` gives a medium
/// window one pane; on a phone (compact) it draws a navigation bar, not a rail.
@Suite struct RailBesidePaneTests {
  /// Material at 700 points (medium): the rail, then the one pane in the rest. The stack beside the
  /// rail starts after the sidebar: the list's back button is gone, the detail's returns to it, and
  /// back stops at the list, as the rail already shows the destinations.
  @Test func materialMediumShowsTheRailBesideOnePane() throws {
    var tablet = try animalsAndProfile(700, 900, configuration: .material)
    _ = try tablet.send(.destinationSelected("Animals"))
    var layout = tablet.state.layout
    #expect(layout.isCollapsed && layout.showsRail && layout.arrangement == .sideBySide)
    #expect(layout.columns.map(\.column) == [.primary, .supplementary])
    #expect(layout[.primary]?.frame == Rect(x: 0, y: 0, width: 80, height: 900))
    #expect(layout[.supplementary]?.frame == Rect(x: 104, y: 0, width: 596, height: 900))
    #expect(layout[.supplementary]?.showsBackButton == false && !tablet.snapshot.canGoBack)
    #expect(tablet.snapshot.focusedColumn == .supplementary)
    _ = try tablet.send(.itemSelected("Cat", in: .secondary))
    layout = tablet.state.layout
    #expect(layout.columns.map(\.column) == [.primary, .secondary])
    #expect(layout[.secondary]?.showsBackButton == true)
    #expect(tablet.snapshot.backTargets[.secondary]?.route == "Animals")
    #expect(tablet.snapshot.focusedColumn == .secondary)
    let preview = tablet.peekBack()
    _ = try tablet.send(.backRequested)
    #expect(tablet.snapshot == preview)
    #expect(tablet.state.layout.columns.map(\.column) == [.primary, .supplementary])
    _ = try tablet.send(.backRequested)
    #expect(tablet.state.navigation.selection == "Animals")
    #expect(tablet.state.invariantViolations.isEmpty)
  }

  /// Whatever the app's back behaviour, back beside the rail keeps the stack's first entry (rule
  /// N12 pops columns empty only where another column comes on top).
  @Test(arguments: BackBehavior.allCases)
  func backKeepsTheFirstEntryBesideTheRail(_ behavior: BackBehavior) throws {
    var configuration = SplitConfiguration.material
    configuration.backBehavior = behavior
    var tablet = try animalsAndProfile(700, 900, configuration: configuration)
    _ = try tablet.send(.destinationSelected("Animals"))
    _ = try tablet.send(.itemPushed("Big cats", in: .supplementary))
    _ = try tablet.send(.itemSelected("Tiger", in: .secondary))
    for _ in 0..<4 { _ = try tablet.send(.backRequested) }
    #expect(tablet.state.navigation.stacks.supplementary.first?.route == "Animals")
    #expect(tablet.state.layout.showsRail && tablet.state.navigation.selection == "Animals")
  }

  /// Where there is no rail collapsed: a phone (the narrowest class), the sidebar itself on top,
  /// and UIKit's compact column (rule L14), each saying why.
  @Test func noRailOnAPhoneOnTheSidebarOrBesideTheCompactColumn() throws {
    var phone = try animalsAndProfile(393, 852, configuration: .material)
    _ = try phone.send(.destinationSelected("Animals"))
    #expect(!phone.state.layout.showsRail)
    var tablet = try animalsAndProfile(700, 900, configuration: .material)
    #expect(tablet.state.layout.columns.map(\.column) == [.primary])
    _ = try tablet.send(.destinationSelected("Animals"))
    _ = try tablet.send(.itemSelected("Tabs", in: .compact))
    #expect(tablet.state.layout.columns.map(\.column) == [.compact])
    let state = tablet.state
    let why = LayoutResolver.explain(
      environment: state.environment, configuration: state.configuration, navigation: state.navigation.summary
    )
    #expect(why.contains { $0.rule == "L13" && $0.text.contains("compact column") })
  }

  /// An iPad in Split View reports the compact size class at 694 points: an app with a rail gets it
  /// beside the one pane, and the inspector's sheet over that pane dims the rail too (rule L10).
  @Test func theSheetBesideTheRailIsModal() throws {
    var configuration = SplitConfiguration.standard
    configuration.railWidth = 80
    var tablet = try animalsAndProfile(694, 1024, configuration: configuration)
    _ = try tablet.send(.sizeClassChanged(.compact))
    _ = try tablet.send(.destinationSelected("Animals"))
    _ = try tablet.send(.itemSelected("Cat", in: .secondary))
    _ = try tablet.send(.inspectorPresentationChanged(true))
    let layout = tablet.state.layout
    #expect(layout.showsRail && layout.presentsSheet)
    #expect(layout[.primary]?.isDimmed == true && layout[.secondary]?.isDimmed == true)
    #expect(layout[.inspector]?.frame.x == layout[.secondary]?.frame.x)
    _ = try tablet.send(.backRequested)
    #expect(!tablet.state.layout.presentsSheet && tablet.state.layout.showsRail)
  }
}
