import Colonnade
import ColonnadeTestSupport
import Testing

/// The `material` preset against Compose's own tests of `material3-adaptive` (rules C2, L7,
/// L12): `PaneScaffoldDirective.kt` and `ThreePaneScaffoldValue.kt`, tested by
/// `PaneScaffoldDirectiveTest` and `ThreePaneScaffoldValueTest`. A list-detail app without
/// destinations is Compose's `ListDetailPaneScaffold`: the primary is the list, the secondary the
/// detail and Material's extra pane the inspector (rules C2, L2, L7, L12).
@Suite struct ComposeDirectiveTests {
  /// `PaneScaffoldDirectiveTest.test_calculateStandardPaneScaffoldDirective_{compact,medium,expanded}Width`
  /// and `test_calculateDensePaneScaffoldDirective_{compact,medium,expanded}Width`: one partition at
  /// 400 × 800, one (standard) or two (dense) at 750 × 900, two at 1200 × 800.
  @Test func partitionsByWidth() {
    let widths: [Double] = [400, 750, 1200]
    #expect(widths.map { PaneDirective.standard.maxHorizontalPartitions(forWidth: $0) } == [1, 1, 2])
    let dense = PaneDirective.twoPanesOnMediumWidth
    #expect(widths.map { dense.maxHorizontalPartitions(forWidth: $0) } == [1, 2, 2])
    #expect(SplitConfiguration.material.paneDirective == .standard)
    #expect(SplitConfiguration.standard.paneDirective == nil && SplitConfiguration.duo.paneDirective == nil)
  }

  /// Difference 2. `ThreePaneScaffoldValueTest.calculateWithoutHistory_twoPaneLayout`: at two
  /// partitions with the extra pane (Tertiary) the current destination, the detail (Primary) and
  /// the extra pane are expanded and the list (Secondary) hidden — at 1000 × 800 and 1200 × 800,
  /// where `test_calculateStandardPaneScaffoldDirective_expandedWidth` gives two partitions.
  @Test(arguments: [(1000.0, 800.0), (1200, 800)])
  func listDetailExtraShowsTwoPanes(_ width: Double, _ height: Double) throws {
    var app = try Self.listDetailApp(width, height)
    _ = try app.send(.itemSelected("Detail", in: .secondary))
    #expect(Self.panes(app) == ["list", "detail"])
    _ = try app.send(.inspectorPresentationChanged(true))
    #expect(Self.panes(app) == ["detail", "extra"])
  }

  /// Difference 2, the dense directive: `test_calculateDensePaneScaffoldDirective_mediumWidth`
  /// (750 × 900) and `test_calculateDensePaneScaffoldDirective_tabletop` (700 × 800, tabletop) give
  /// two partitions, so list + detail + extra shows two panes; the standard directive one.
  @Test(arguments: [false, true])
  func denseDirectiveShowsTwoPanesAtMediumWidth(_ tabletop: Bool) throws {
    let (width, height) = tabletop ? (700.0, 800.0) : (750.0, 900.0)
    var app = try Self.listDetailApp(width, height) { $0.paneDirective = .twoPanesOnMediumWidth }
    if tabletop {
      _ = try app.send(.foldChanged([.tabletop(y: height / 2, height: 0, windowWidth: width)]))
    }
    _ = try app.send(.itemSelected("Detail", in: .secondary))
    #expect(Self.panes(app) == ["list", "detail"])
    _ = try app.send(.inspectorPresentationChanged(true))
    #expect(Self.panes(app) == ["detail", "extra"])
    var standard = try Self.listDetailApp(width, height)
    _ = try standard.send(.itemSelected("Detail", in: .secondary))
    _ = try standard.send(.inspectorPresentationChanged(true))
    #expect(Self.panes(standard) == ["extra"])
  }

  /// Difference 3. Every `PaneScaffoldDirectiveTest` case asserts `defaultPanePreferredWidth`
  /// 360 dp: the list beside the detail is 360 points wide, whether the list is the primary (a
  /// list-detail app) or the supplementary (an app with sidebar destinations).
  @Test func listPrefersThreeHundredSixty() throws {
    for width in [1000.0, 1200] {
      let app = try Self.listDetailApp(width, 800)
      #expect(app.state.layout[.primary]?.frame.width == 360)
    }
    var sidebar = try animalsAndProfile(1300, 800, configuration: .material)
    _ = try sidebar.send(.destinationSelected("Animals"))
    #expect(sidebar.state.layout[.supplementary]?.frame.width == 360)
  }

  /// Difference 4. `test_calculateStandardPaneScaffoldDirective_tabletop` (700 × 800 in tabletop):
  /// `verticalPartitionSpacerSize` 24 dp — stacked panes are 24 points apart, centred on the fold.
  @Test func tabletopPanesAreTwentyFourApart() throws {
    var app = try Self.listDetailApp(700, 800) { $0.tabletopStacks = true }
    _ = try app.send(.foldChanged([.tabletop(y: 400, height: 0, windowWidth: 700)]))
    let layout = app.state.layout
    #expect(layout.arrangement == .stacked)
    #expect(layout[.secondary]?.frame == Rect(x: 0, y: 0, width: 700, height: 388))
    #expect(layout[.primary]?.frame == Rect(x: 0, y: 412, width: 700, height: 388))
    #expect(layout.dividers.map(\.height) == [24])
  }

  /// Difference 5. `ThreePaneScaffoldValue.kt` reflows only where `maxHorizontalPartitions == 1`
  /// (`checkReflowedPane`); `ThreePaneScaffoldValueTest.calculateWithReflow_twoPaneLayout_neverReflow`
  /// and `calculateWithReflow_threePaneLayout_neverReflow`: with `AdaptStrategy.Reflow`
  /// (`tabletopStacks`) a tabletop fold stacks at 700 × 800 but not at 1000 × 800 or 1300 × 800.
  @Test(arguments: [(700.0, true), (1000, false), (1300, false)])
  func reflowOnlyWithOnePartition(_ width: Double, _ stacks: Bool) throws {
    var app = try Self.listDetailApp(width, 800) { $0.tabletopStacks = true }
    _ = try app.send(.itemSelected("Detail", in: .secondary))
    _ = try app.send(.foldChanged([.tabletop(y: 400, height: 0, windowWidth: width)]))
    #expect((app.state.layout.arrangement == .stacked) == stacks)
    #expect(Self.panes(app) == ["list", "detail"])
    let why = LayoutResolver.explain(
      environment: app.state.environment, configuration: app.state.configuration,
      navigation: app.state.navigation.summary)
    #expect(why.contains { $0.rule == "L7" && $0.text.contains("maxHorizontalPartitions") })
  }

  /// A list-detail app in a `material`-based configuration, `configure`d; the list is its primary.
  static func listDetailApp(
    _ width: Double, _ height: Double, configure: (inout SplitConfiguration) -> Void = { _ in }
  ) throws -> SplitCoordinator<String> {
    var configuration = SplitConfiguration.material
    configure(&configuration)
    var app = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: width, height: height), displayScale: 2),
      configuration: configuration, navigation: NavigationState(root: "List"))
    _ = try app.send(.becameReady)
    return app
  }

  /// The panes shown, named as `ListDetailPaneScaffoldRole`s, leading to trailing.
  static func panes(_ app: SplitCoordinator<String>) -> [String] {
    app.state.layout.columns.compactMap { column in
      switch column.column {
      case .primary: column.presentation == .rail ? nil : "list"
      case .supplementary: "list"
      case .secondary: "detail"
      case .inspector: "extra"
      case .compact: "compact"
      }
    }
  }
}
