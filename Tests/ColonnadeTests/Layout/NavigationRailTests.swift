import Colonnade
import ColonnadeTestSupport
import Testing

/// Rule L13 (and the D1, D3 it touches): the sidebar as a navigation rail. Sources: Microsoft,
/// WinUI `NavigationView` `PaneDisplayMode.LeftCompact` — "Only icons are shown in the pane until
/// opened" — which `Auto` picks from 641 to 1007 effective pixels, and `Left` mode closing its
/// pane to that compact strip; Material 3, "Navigation rail": "Navigation rails provide access to
/// primary destinations in apps when using tablet and desktop screens", 80 dp wide, for medium
/// and expanded windows.
@Suite struct NavigationRailTests {
  static func railed(
    _ base: SplitConfiguration = .standard, width: Double? = 80, style: SplitStyle = .tripleColumn
  )
    -> SplitConfiguration
  {
    var configuration = configuration(base, style: style)
    configuration.railWidth = width
    return configuration
  }

  /// WinUI `LeftCompact` between compact and expanded widths: a medium window tiles the list and
  /// the detail (the class's cap of two), and the sidebar that does not fit shows as icons.
  @Test func mediumWindowShowsTheSidebarAsARail() {
    let layout = resolveSoundly(environment(700, 900), Self.railed(), case: "700 × 900 with a rail")
    #expect(
      layout.summary == [
        "expanded sideBySide oneBesideSecondary medium button:showSidebar",
        "primary 0,0 80×900 rail",
        "supplementary 81,0 240×900 tiled",
        "secondary 322,0 378×900 tiled",
        "divider 80,0 1×900",
        "divider 321,0 1×900",
        "order primary supplementary secondary",
      ])
    #expect(layout.showsRail && !layout.showsSidebar)
    let why = LayoutResolver.explain(environment: environment(700, 900), configuration: Self.railed())
    #expect(why.contains { $0.rule == "L13" && $0.text.contains("WinUI NavigationView LeftCompact") })
    // Without a rail (the standard preset's default) the same window has no primary at all.
    #expect(SplitConfiguration.standard.railWidth == nil && SplitConfiguration.duo.railWidth == nil)
    let plain = resolveSoundly(environment(700, 900), configuration(), case: "700 × 900")
    #expect(plain[.primary] == nil && plain[.supplementary]?.frame.x == 0)
  }

  /// Material 3's navigation rail, 80 points, in the `material` preset; WinUI's `Left` mode closes
  /// its pane to the compact strip: hiding the sidebar brings the rail, showing it replaces the rail.
  @Test func sidebarButtonTogglesBetweenSidebarAndRail() {
    let window = environment(1000, 800)
    let material = configuration(.material, style: .doubleColumn)
    #expect(material.railWidth == 80)
    var overrides = UserOverrides.none
    var summaries: [[String]] = []
    for _ in 0..<3 {
      summaries.append(resolveSoundly(window, material, overrides: overrides, case: "press").summary)
      overrides = overrides.pressingSidebarButton(environment: window, configuration: material)
    }
    #expect(
      summaries[0] == [
        "expanded sideBySide oneBesideSecondary expanded button:hideSidebar",
        "primary 0,0 360×800 tiled", "secondary 384,0 616×800 tiled", "divider 360,0 24×800",
        "order primary secondary",
      ])
    #expect(
      summaries[1] == [
        "expanded sideBySide secondaryOnly expanded button:showSidebar",
        "primary 0,0 80×800 rail", "secondary 104,0 896×800 tiled", "divider 80,0 24×800",
        "order primary secondary",
      ])
    #expect(summaries[2] == summaries[0])
  }

  /// Rule L5 with L13: right to left, the rail is at the trailing pixel edge, mirrored.
  @Test func rightToLeftMirrorsTheRail() {
    let layout = resolveSoundly(
      environment(700, 900, scale: 3, direction: .rightToLeft), Self.railed(width: 72.5), case: "RTL rail")
    #expect(layout[.primary]?.presentation == .rail)
    #expect(layout[.primary]?.frame.maxX == 700)
    #expect(abs((layout[.primary]?.frame.width ?? 0) - 72.667) < 0.001)
    #expect(layout.accessibilityOrder.first == .primary)
  }

  /// Where the rule says there is no rail: collapsed in the narrowest class (a phone's), across a
  /// vertical hinge, no room for the rest as it is without the rail, and a sidebar that shows
  /// (floating over the content).
  @Test(arguments: [
    ("collapsed on a phone", environment(500, 800), NavigationRailTests.railed()),
    ("vertical hinge", environment(1114, 720, hinge: duoHinge), NavigationRailTests.railed(.duo)),
    ("no room", environment(600, 800), NavigationRailTests.railed(width: 200)),
    ("sidebar floats", environment(700, 900), NavigationRailTests.railed(style: .doubleColumn).overlaying),
  ])
  func noRail(_ name: String, _ window: WindowEnvironment, _ configuration: SplitConfiguration) {
    var overrides = UserOverrides.none
    if name == "sidebar floats" {
      overrides = overrides.pressingSidebarButton(environment: window, configuration: configuration)
    }
    let layout = resolveSoundly(window, configuration, overrides: overrides, case: name)
    #expect(!layout.showsRail, "\(name)")
    let why = LayoutResolver.explain(environment: window, configuration: configuration, overrides: overrides)
    #expect(why.contains { $0.rule == "L13" && $0.text.hasPrefix("no ") }, "\(name)")
  }

  /// Rule C4: the rail's width is a positive finite number, or nil.
  @Test(arguments: [0.0, -80, .nan, .infinity])
  func railWidthMustBePositive(_ width: Double) {
    var configuration = SplitConfiguration.standard
    configuration.railWidth = width
    #expect(configuration.problems.count == 1)
    guard case .railWidthNotPositive = configuration.problems.first else {
      Issue.record("rail width \(width): \(configuration.problems)")
      return
    }
    #expect(configuration.problems.first?.description.hasPrefix("rail width") == true)
  }

  /// Rules L13, N11, P1: the rail is on screen and takes a selection in the primary; focus starts
  /// beside it, goes to it when the user moves it there, and leaves the sidebar the user hides.
  @Test func railSelectsInThePrimary() throws {
    var coordinator = try SplitCoordinator(
      environment: environment(700, 900), configuration: Self.railed(),
      navigation: NavigationState(
        sidebar: "sidebar", destinations: [SidebarDestination("Animals", style: .tripleColumn)]),
      router: .paths())
    #expect(coordinator.state.layout.showsRail)
    #expect(coordinator.state.focusedColumn == .supplementary)
    #expect(coordinator.state.onScreenPanes.contains { $0.column == .primary })
    _ = try coordinator.send(.itemSelected("Animals", in: .primary))
    #expect(coordinator.state.navigation.stacks.primary.last?.route == "Animals")
    #expect(coordinator.state.invariantViolations.isEmpty)
    // The user may focus the rail; showing the sidebar and hiding it takes the focus out.
    _ = try coordinator.send(.focusMoved(.primary))
    #expect(coordinator.state.focusedColumn == .primary)
    _ = try coordinator.send(.sidebarButtonTapped)
    #expect(coordinator.state.layout.showsSidebar && coordinator.state.focusedColumn == .primary)
    _ = try coordinator.send(.sidebarButtonTapped)
    #expect(coordinator.state.layout.showsRail && coordinator.state.focusedColumn == .supplementary)
    // A rail the app's configuration brings up does not take the focus (rule L13).
    var plain = try SplitCoordinator(
      environment: environment(700, 900), configuration: configuration(),
      navigation: NavigationState(
        sidebar: "sidebar", destinations: [SidebarDestination("Animals", style: .tripleColumn)]),
      router: .paths())
    _ = try plain.send(.focusMoved(.secondary))
    _ = try plain.send(.configurationChanged(Self.railed()))
    #expect(plain.state.layout.showsRail && plain.state.focusedColumn == .secondary)
  }
}

extension SplitConfiguration {
  /// The configuration with the `overlay` split behaviour.
  fileprivate var overlaying: SplitConfiguration {
    var configuration = self
    configuration.preferredSplitBehavior = .overlay
    return configuration
  }
}
