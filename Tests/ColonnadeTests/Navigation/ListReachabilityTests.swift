import Colonnade
import ColonnadeTestSupport
import Testing

/// Rule L13 (amended, fourth round): a rail stands only for a navigation column — sidebar
/// destinations — never for an app's own list, so a list-detail app always gets back to its list.
/// Source: Compose, `ListDetailPaneScaffoldNavigatorTest.singlePaneLayout_navigateBack_makeDestinationPaneHidden`
/// (`ThreePaneScaffoldNavigator.kt`): at one partition, navigating to the detail hides the list,
/// `canNavigateBack()` is true, and `navigateBack()` shows the list again.
@Suite struct ListReachabilityTests {
  /// Rule L13 (amended): a list-detail app at 750 × 900 under `material` drew its list as
  /// the rail, so after a detail was selected back changed nothing and the list never came back.
  @Test func materialMediumListDetailAppGoesBackToItsList() throws {
    var app = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 750, height: 900), displayScale: 2),
      configuration: .material, navigation: NavigationState(root: "List"))
    _ = try app.send(.becameReady)
    #expect(app.state.layout.columns.map(\.column) == [.primary])
    _ = try app.send(.itemSelected("Detail", in: .secondary))
    let layout = app.state.layout
    #expect(!layout.showsRail && layout.columns.map(\.column) == [.secondary])
    #expect(layout[.secondary]?.frame == Rect(x: 0, y: 0, width: 750, height: 900))
    #expect(layout[.secondary]?.showsBackButton == true && app.snapshot.canGoBack)
    #expect(app.snapshot.backTargets[.secondary]?.route == "List")
    _ = try app.send(.backRequested)
    #expect(app.state.layout.columns.map(\.column) == [.primary] && !app.snapshot.canGoBack)
    let why = LayoutResolver.explain(
      environment: app.state.environment, configuration: app.state.configuration,
      navigation: app.state.navigation.summary)
    #expect(why.contains { $0.rule == "L13" && $0.text.contains("the app's own list") })
  }

  /// Expanded too: with column stacks, a list hidden by the user's display mode is not drawn as a
  /// rail, and the sidebar button brings it back; with a history navigator the list is a pane,
  /// which no button hides (rule N13).
  @Test(arguments: NavigatorMode.allCases)
  func hiddenListIsNoRailExpanded(_ navigator: NavigatorMode) throws {
    var configuration = SplitConfiguration.material
    configuration.navigator = navigator
    var app = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1000, height: 800), displayScale: 2),
      configuration: configuration, navigation: NavigationState(root: "List"))
    _ = try? app.send(.sidebarButtonTapped)
    #expect(!app.state.layout.showsRail)
    if navigator == .stacks {
      #expect(app.state.layout[.primary] == nil && app.state.layout.sidebarButton == .showSidebar)
    } else {
      #expect(app.state.layout[.primary] != nil && app.state.layout.sidebarButton == .hidden)
    }
  }

  /// Every preset, any rail width, random windows and actions: wherever a rail shows it stands
  /// for sidebar destinations, and collapsed, backs reach every list below the pane shown.
  @Test(arguments: 0..<4)
  func everyListStaysReachable(_ batch: Int) throws {
    for index in 0..<PropertyRuns.count(optimized: 128, unoptimized: 3) {
      let seed = UInt64(46_000 + batch * 1_000 + index)
      var rng = SplitMix64(seed: seed)
      var coordinator = try CoordinatorPropertyTests.makeCoordinator(&rng)
      for step in 0..<120 {
        let action = rng.action()
        _ = try? coordinator.send(action)
        if let failure = coordinator.listReachabilityFailure() {
          Issue.record("seed \(seed) step \(step) after \(action): \(failure)")
          return
        }
      }
    }
  }

  /// Rules L13, N5: a material-preset list-detail app at 600–839 points can always go back
  /// to its list, whatever it did before — plain or with sidebar destinations, double or triple.
  @Test(arguments: 0..<4)
  func materialMediumAlwaysReachesTheList(_ batch: Int) throws {
    for index in 0..<PropertyRuns.count(optimized: 128, unoptimized: 4) {
      let seed = UInt64(46_600 + batch * 1_000 + index)
      var rng = SplitMix64(seed: seed)
      let navigation =
        rng.chance(0.5)
        ? NavigationState(root: "List", style: rng.pick(SplitStyle.allCases))
        : NavigationState(sidebar: "sidebar", destinations: SplitMix64.destinations)
      var configuration = SplitConfiguration.material
      configuration.backBehavior = rng.pick(BackBehavior.allCases)
      var coordinator = try SplitCoordinator(
        environment: WindowEnvironment(size: Self.mediumSize(&rng), displayScale: 2),
        configuration: configuration, navigation: navigation, router: .paths())
      for step in 0..<120 {
        var action = rng.action()
        switch action {
        case .windowResized, .configurationChanged, .sizeClassChanged, .foldChanged:
          action = .windowResized(Self.mediumSize(&rng))
        default: break
        }
        _ = try? coordinator.send(action)
        #expect(coordinator.state.layout.widthClass.name == "medium")
        if let failure = coordinator.listReachabilityFailure() {
          Issue.record("seed \(seed) step \(step) after \(action): \(failure)")
          return
        }
      }
    }
  }

  static func mediumSize(_ rng: inout SplitMix64) -> Size {
    Size(width: 600 + Double(Int.random(in: 0..<480, using: &rng)) / 2, height: rng.pick([700, 900, 1200]))
  }
}
