import Colonnade
import ColonnadeTestSupport
import Testing

/// The `material` preset's history navigator (rule N13) against Compose's
/// `ListDetailPaneScaffoldNavigatorTest` and `SupportingPaneScaffoldNavigatorTest` (the same
/// cases with the roles renamed: main is the detail, supporting the list) over
/// `ThreePaneScaffoldNavigator.kt`, and `ThreePaneScaffoldValueTest`'s history cases over
/// `ThreePaneScaffoldValue.kt`. `MockSinglePaneScaffoldDirective` is a 700-point window,
/// `MockDualPaneScaffoldDirective` a 1000-point one; content keys are routes.
@Suite struct ComposeNavigatorTests {
  typealias App = SplitCoordinator<String>

  static func app(_ width: Double, _ configure: (inout SplitConfiguration) -> Void = { _ in }) throws -> App {
    try ComposeDirectiveTests.listDetailApp(width, 800, configure: configure)
  }

  static func panes(_ app: App) -> [String] { ComposeDirectiveTests.panes(app) }

  /// The current destination as `COLUMN/CONTENT`.
  static func current(_ app: App) -> String? {
    app.state.navigation.history.last.map { "\($0.column)/\($0.content ?? "-")" }
  }

  /// An app restored with `history` (each `(column, content)`, the content's entry pushed on its
  /// column's stack, but the list's root), as `initialDestinationHistory` starts a navigator.
  static func app(
    _ width: Double, root: String = "List", history: [(Column, String?)],
    _ configure: (inout SplitConfiguration) -> Void = { _ in }
  ) throws -> App {
    var app = try Self.app(width, configure)
    let base = app.state.navigation
    var stacks = base.stacks
    var destinations = DestinationHistory<String>()
    var next = base.nextID
    for (column, content) in history {
      if column == .primary || content == nil {
        let top = stacks[column].last
        destinations.append(
          PaneDestination(column: column, entry: top?.id, content: top?.route), pushesEntry: false)
        continue
      }
      let entry = Entry(id: EntryID(next), route: content ?? "")
      next += 1
      stacks[column] = EntryStack(Array(stacks[column]) + [entry])
      destinations.append(
        PaneDestination(column: column, entry: entry.id, content: entry.route), pushesEntry: true)
    }
    let navigation = try NavigationState(
      destinations: [], selection: nil, stacks: stacks, saved: [], nextID: next, defaultStyle: .doubleColumn,
      navigator: app.state.configuration.navigator, history: destinations)
    _ = try app.restore(navigation: navigation, overrides: app.state.overrides)
    return app
  }

  /// `singlePaneLayout_navigateTo_makeDestinationPaneExpanded`.
  @Test func singlePaneNavigateToExpandsTheDestination() throws {
    var app = try Self.app(700)
    #expect(Self.panes(app) == ["list"])
    _ = try app.send(.itemSelected("0", in: .secondary))
    #expect(Self.panes(app) == ["detail"] && Self.current(app) == "secondary/0" && app.snapshot.canGoBack)
  }

  /// `dualPaneLayout_navigateTo_keepDestinationPaneExpanded`.
  @Test func dualPaneNavigateToKeepsTheDestinationExpanded() throws {
    var app = try Self.app(1000)
    #expect(Self.panes(app) == ["list", "detail"])
    _ = try app.send(.itemSelected("0", in: .secondary))
    #expect(
      Self.panes(app) == ["list", "detail"] && Self.current(app) == "secondary/0" && !app.snapshot.canGoBack)
  }

  /// `dualPaneLayout_navigateToExtra_hideListWhenNotHistoryAware` and
  /// `dualPaneLayout_navigateToExtra_keepListExpandedWhenHistoryAware`.
  @Test(arguments: [NavigatorMode.currentDestination, .historyAware])
  func dualPaneNavigateToExtra(_ navigator: NavigatorMode) throws {
    var app = try Self.app(1000) { $0.navigator = navigator }
    _ = try app.send(.itemSelected("0", in: .inspector))
    let expected = navigator == .historyAware ? ["list", "extra"] : ["detail", "extra"]
    #expect(Self.panes(app) == expected && Self.current(app) == "inspector/0" && app.snapshot.canGoBack)
  }

  /// `dualPaneLayout_withSimplePop_canNavigateBack` (rule N13): `PopLatest` at two
  /// partitions pops the detail back to an empty one beside the list.
  @Test func dualPaneSimplePopEmptiesTheDetail() throws {
    var app = try Self.app(1000, history: [(.primary, nil), (.secondary, "0")]) {
      $0.backBehavior = .popLatest
    }
    #expect(app.snapshot.canGoBack)
    _ = try app.send(.backRequested)
    #expect(Self.panes(app) == ["list", "detail"] && Self.current(app) == "primary/List")
    #expect(app.state.navigation.stacks.secondary.isEmpty)
  }

  /// `dualPaneLayout_enforceCurrentDestinationChange_canNavigateBack` and `…_cannotNavigateBack`.
  @Test func popUntilCurrentDestinationChange() throws {
    let pop = { (configuration: inout SplitConfiguration) in
      configuration.backBehavior = .popUntilCurrentDestinationChange
    }
    var app = try Self.app(1000, history: [(.primary, nil), (.secondary, "0"), (.secondary, "1")], pop)
    _ = try app.send(.backRequested)
    #expect(Self.current(app) == "primary/List")
    let stuck = try Self.app(1000, history: [(.secondary, "0"), (.secondary, "1")], pop)
    #expect(!stuck.snapshot.canGoBack)
  }

  /// `dualPaneLayout_enforceContentChange_canNavigateBack`, `…_withOnlyScaffoldValueChange` and
  /// `…_cannotNavigateBack`: content keys compared as routes, a scaffold value change counting too.
  @Test func popUntilContentChange() throws {
    let pop = { (configuration: inout SplitConfiguration) in
      configuration.backBehavior = .popUntilContentChange
    }
    var app = try Self.app(1000, history: [(.primary, nil), (.secondary, "0"), (.secondary, "1")], pop)
    _ = try app.send(.backRequested)
    #expect(Self.current(app) == "secondary/0")
    var valueOnly = try ComposeDirectiveTests.listDetailApp(1000, 800) {
      $0.backBehavior = .popUntilContentChange
    }
    valueOnly = try Self.restart(valueOnly, root: "0")
    _ = try valueOnly.send(.itemSelected("0", in: .secondary))
    _ = try valueOnly.send(.itemSelected("0", in: .inspector))
    _ = try valueOnly.send(.backRequested)
    #expect(Self.current(valueOnly) == "secondary/0")
    var stuck = try Self.restart(try Self.app(1000, pop), root: "0")
    _ = try stuck.send(.itemSelected("0", in: .secondary))
    #expect(!stuck.snapshot.canGoBack)
  }

  /// `dualPaneLayout_enforceScaffoldChangeWhenHistoryAware_notSkipBackstackEntry` and
  /// `dualPaneLayout_enforceScaffoldChangeWhenNotHistoryAware_skipBackstackEntry`: history extra 0,
  /// list; navigate to detail 0, then back.
  @Test(arguments: [NavigatorMode.historyAware, .currentDestination])
  func scaffoldValueChangeOverTheHistory(_ navigator: NavigatorMode) throws {
    var app = try Self.app(1000, history: [(.inspector, "0"), (.primary, nil)]) { $0.navigator = navigator }
    let aware = navigator == .historyAware
    #expect(Self.panes(app) == (aware ? ["list", "extra"] : ["list", "detail"]))
    _ = try app.send(.itemSelected("0", in: .secondary))
    #expect(Self.panes(app) == ["list", "detail"])
    _ = try app.send(.backRequested)
    #expect(Self.panes(app) == (aware ? ["list", "extra"] : ["detail", "extra"]))
    #expect(Self.current(app) == (aware ? "primary/List" : "inspector/0"))
  }

  /// `singlePaneLayout_previousScaffoldValue_popLatest`: the previous value (`peekBack`) shows the
  /// list, and back goes there.
  @Test func singlePanePeeksPopLatest() throws {
    var app = try Self.app(700, history: [(.primary, nil), (.secondary, "0")]) {
      $0.backBehavior = .popLatest
    }
    #expect(Self.panes(app) == ["detail"])
    let preview = app.peekBack()
    #expect(preview.layout.columns.map(\.column) == [.primary])
    _ = try app.send(.backRequested)
    #expect(app.snapshot == preview)
  }

  /// `ThreePaneScaffoldValueTest.calculateWithHistory_twoPaneLayout` (extra, list: the list and the
  /// extra pane) and `calculateWithHistory_twoPaneLayout_longHistory` (detail, extra, list, detail,
  /// extra: the detail and the extra pane) at two partitions.
  @Test func valueFromTheHistory() throws {
    let short = try Self.app(1000, history: [(.inspector, "e"), (.primary, nil)])
    #expect(Self.panes(short) == ["list", "extra"])
    var long = try Self.app(1000)
    for action: CoordinatorAction<String> in [
      .itemSelected("d", in: .secondary), .itemSelected("e", in: .inspector),
      .itemSelected("List", in: .primary),
      .itemSelected("d", in: .secondary), .itemSelected("e", in: .inspector),
    ] {
      _ = try long.send(action)
    }
    #expect(Self.panes(long) == ["detail", "extra"])
    // The explanation names the navigator and the function that ranks the panes.
    let why = LayoutResolver.explain(
      environment: long.state.environment, configuration: long.state.configuration,
      navigation: long.state.navigation.summary, overrides: long.state.overrides)
    #expect(why.contains { $0.rule == "N13" && $0.text.contains("ThreePaneScaffoldNavigator.kt") })
    #expect(why.contains { $0.rule == "N12" && $0.text.contains("BackNavigationBehavior.kt") })
  }

  /// `app` started again as a list-detail app whose list is `root`.
  static func restart(_ app: App, root: String) throws -> App {
    try SplitCoordinator(
      environment: app.state.environment, configuration: app.state.configuration,
      navigation: NavigationState(root: root))
  }
}
