import Colonnade
import ColonnadeTestSupport
import Testing

/// Compose's adapt strategies (rule L15) and hinge policies (rule L6) in Colonnade: `AdaptStrategy`,
/// `ThreePaneScaffoldValue.kt` and `PaneScaffoldDirective.kt`, tested by `ThreePaneScaffoldValueTest`
/// and `PaneScaffoldDirectiveTest`. Colonnade's extra pane levitates or reflows; the list reflows;
/// the detail hides.
@Suite struct ComposeAdaptTests {
  static func levitating(
    _ width: Double, _ height: Double = 800, _ configure: (inout SplitConfiguration) -> Void = { _ in }
  ) throws -> SplitCoordinator<String> {
    try ComposeDirectiveTests.listDetailApp(width, height) {
      $0.adaptStrategies.extraPane = .levitate
      configure(&$0)
    }
  }

  /// `calculateWithLevitate_onePaneLayout_levitateCurrentDestination` and
  /// `…_currentDestinationNotLevitated`: at one partition the extra pane levitates while it is the
  /// current destination, the list showing under it; once the list is, the extra pane hides.
  @Test func levitatesTheCurrentDestinationAtOnePartition() throws {
    var app = try Self.levitating(700)
    _ = try app.send(.itemSelected("Notes", in: .inspector))
    var layout = app.state.layout
    #expect(layout.presentsLevitated && layout[.inspector]?.presentation == .levitated)
    #expect(layout[.primary]?.presentation == .tiled && layout[.primary]?.isDimmed == true)
    #expect(layout[.inspector]?.frame == Rect(x: 170, y: 24, width: 360, height: 752))
    #expect(layout.accessibilityOrder.first == .inspector && app.snapshot.focusedColumn == .inspector)
    _ = try app.send(.dimmedAreaTapped)
    layout = app.state.layout
    #expect(!layout.presentsLevitated && layout.columns.map(\.column) == [.primary])
  }

  /// `calculateWithLevitate_twoPaneLayout_levitateCurrentDestination` and `…_noDestination`: at two
  /// partitions the levitating pane takes none; current, it floats over the two others.
  @Test func levitatingPaneTakesNoPartition() throws {
    var app = try Self.levitating(1000)
    _ = try app.send(.itemSelected("Cat", in: .secondary))
    #expect(ComposeDirectiveTests.panes(app) == ["list", "detail"])
    _ = try app.send(.itemSelected("Notes", in: .inspector))
    #expect(
      ComposeDirectiveTests.panes(app) == ["list", "detail", "extra"] && app.state.layout.presentsLevitated)
    #expect(app.state.layout[.secondary]?.isDimmed == true)
    // Nothing under the scrim navigates; the levitated pane does.
    #expect(throws: CoordinatorError<String>.levitatedPaneIsPresented) {
      _ = try app.send(.itemSelected("Dog", in: .secondary))
    }
    _ = try app.send(.itemSelected("More notes", in: .inspector))
    // Back, as Compose's navigateBack, pops the history: the extra pane's content, then the pane.
    _ = try app.send(.backRequested)
    _ = try app.send(.backRequested)
    #expect(!app.state.layout.presentsLevitated && ComposeDirectiveTests.panes(app) == ["list", "detail"])
  }

  /// With column stacks (the `standard` navigator) a presented extra pane levitates as long as it
  /// is presented: back, or a tap on the scrim, hide it (rule L11's choice).
  @Test func columnStacksLevitateThePresentedExtraPane() throws {
    var app = try Self.levitating(1200) { $0.navigator = .stacks }
    _ = try app.send(.inspectorButtonTapped)
    #expect(app.state.layout.presentsLevitated && app.snapshot.backColumn == .inspector)
    _ = try app.send(.backRequested)
    #expect(!app.state.layout.presentsLevitated && app.state.overrides.inspector == false)
    let why = LayoutResolver.explain(
      environment: app.state.environment, configuration: app.state.configuration,
      navigation: app.state.navigation.summary, overrides: UserOverrides(inspector: true))
    #expect(why.contains { $0.rule == "L15" && $0.text.contains("AdaptStrategy.Levitate") })
  }

  /// `calculateWithReflow_onePaneLayout_currentDestinationIsReflowAnchor`: with one partition and two
  /// vertical ones (a tabletop fold), the extra pane reflows under the detail.
  @Test func extraPaneReflowsUnderTheDetail() throws {
    var app = try ComposeDirectiveTests.listDetailApp(700, 800) { $0.adaptStrategies.extraPane = .reflow }
    _ = try app.send(.itemSelected("Cat", in: .secondary))
    _ = try app.send(.itemSelected("Notes", in: .inspector))
    _ = try app.send(.foldChanged([.tabletop(y: 400, height: 0, windowWidth: 700)]))
    let layout = app.state.layout
    #expect(layout.arrangement == .stacked && layout.columns.map(\.column) == [.secondary, .inspector])
    #expect(layout[.inspector]?.frame.y == 412)
  }

  /// `test_calculateStandardPaneScaffoldDirective_{alwaysAvoid,avoidOccluding,avoidSeparating,neverAvoid}Hinge`:
  /// which vertical hinges the panes avoid — a flat seamless one, a half-opened seamless book fold
  /// and a flat occluding gap — under each `HingePolicy`.
  @Test(arguments: HingePolicy.allCases)
  func hingePolicyChoosesTheHingesToAvoid(_ policy: HingePolicy) throws {
    let hinges: [(name: String, hinge: Hinge)] = [
      (
        "flat",
        Hinge(
          rect: Rect(x: 600, y: 0, width: 0, height: 800), orientation: .vertical, state: .flat,
          isOccluding: false)
      ),
      ("book", .book(x: 600, width: 0, windowHeight: 800)),
      ("gap", .dualScreenGap(x: 590, width: 20, windowHeight: 800)),
    ]
    var avoided: [String] = []
    for (name, hinge) in hinges {
      var configuration = SplitConfiguration.standard
      configuration.hingePolicy = policy
      let environment = WindowEnvironment(
        size: Size(width: 1200, height: 800), displayScale: 2, hinges: [hinge])
      let layout = resolveSoundly(environment, configuration, case: "\(policy) \(name)")
      // Split at the hinge: the list in the leading region, the detail in the trailing one.
      if layout[.secondary]?.frame.x ?? 0 >= 590 { avoided.append(name) }
      #expect(environment.layoutHinge(policy: policy) == (avoided.last == name ? hinge : nil))
    }
    let expected: [HingePolicy: [String]] = [
      .avoidSeparating: ["book", "gap"], .avoidOccluding: ["gap"], .alwaysAvoid: ["flat", "book", "gap"],
      .neverAvoid: [],
    ]
    #expect(avoided == expected[policy])
    if policy == .neverAvoid {
      var configuration = SplitConfiguration.standard
      configuration.hingePolicy = policy
      let why = LayoutResolver.explain(
        environment: WindowEnvironment(
          size: Size(width: 1200, height: 800), displayScale: 2, hinges: [hinges[2].hinge]),
        configuration: configuration)
      #expect(why.contains { $0.rule == "L6" && $0.text.contains("HingePolicy.NeverAvoid") })
    }
  }
}
