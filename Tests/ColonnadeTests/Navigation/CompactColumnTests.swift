import Colonnade
import ColonnadeTestSupport
import Testing

/// Rule L14: UIKit's compact column. Apple, `UISplitViewController.Column.compact`: "The column
/// for the view controller that's shown when the split view controller is collapsed … If a view
/// controller is set for this column, that view controller is shown when `isCollapsed` is true."
@Suite struct CompactColumnTests {
  /// A phone with Cat open, then a tab bar's root put in the compact column.
  func phoneWithTabs() throws -> SplitCoordinator<String> {
    var phone = try animals(393, 852, detail: "Cat")
    _ = try phone.send(.itemSelected("Tabs", in: .compact))
    return phone
  }

  /// Collapsed, the compact column shows alone, spanning the window, in place of the single stack;
  /// the stacks behind it wait unchanged, and expanding shows them as before.
  @Test func showsAloneWhenCollapsedAndNeverExpanded() throws {
    var phone = try phoneWithTabs()
    let layout = phone.state.layout
    #expect(layout.isCollapsed && layout.arrangement == .single)
    #expect(layout.columns.map(\.column) == [.compact])
    #expect(layout[.compact]?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(layout[.compact]?.presentation == .tiled && layout[.compact]?.showsBackButton == false)
    #expect(phone.snapshot.focusedColumn == .compact)
    #expect(phone.state.navigation.collapsedStack.map(\.entry.route) == ["sidebar", "Animals", "Cat"])
    _ = try phone.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(phone.state.layout[.compact] == nil)
    #expect(phone.state.layout.columns.map(\.column) == [.primary, .supplementary, .secondary])
    #expect(phone.snapshot.visibleEntries[.secondary]?.route == "Cat")
    _ = try phone.send(.windowResized(Size(width: 393, height: 852)))
    #expect(phone.state.layout.columns.map(\.column) == [.compact])
  }

  /// The compact column's panes live as the others do (rule P1): on screen while collapsed, hidden
  /// (not destroyed) while expanded; the single stack's top is hidden while it shows.
  @Test func lifecycleFollowsWhatShows() throws {
    var phone = try animals(393, 852, detail: "Cat")
    let events = try phone.effects(.itemSelected("Tabs", in: .compact)).joined(separator: ", ")
    #expect(events.contains("active compact/Tabs") && events.contains("hidden secondary/Cat"), "\(events)")
    let expanded = try phone.effects(.windowResized(Size(width: 1366, height: 1024))).joined(separator: ", ")
    #expect(expanded.contains("hidden compact/Tabs") && !expanded.contains("destroyed"), "\(expanded)")
  }

  /// Back pops the compact column's own stack down to its root, as a navigation controller does,
  /// and never reaches into the stacks behind it (rule N5); `peekBack` predicts it.
  @Test func backPopsItsOwnStackToTheRoot() throws {
    var phone = try phoneWithTabs()
    _ = try phone.send(.itemPushed("Settings", in: .compact))
    #expect(phone.state.layout[.compact]?.showsBackButton == true)
    #expect(phone.snapshot.backColumn == .compact)
    #expect(phone.snapshot.backTargets[.compact]?.route == "Tabs")
    let preview = phone.peekBack()
    _ = try phone.send(.backRequested)
    #expect(phone.snapshot == preview)
    #expect(phone.state.navigation.stacks.compact.map(\.route) == ["Tabs"])
    #expect(!phone.snapshot.canGoBack)
    _ = try phone.send(.backRequested)
    #expect(phone.state.navigation.stacks.compact.map(\.route) == ["Tabs"])
    #expect(phone.state.navigation.collapsedStack.map(\.entry.route) == ["sidebar", "Animals", "Cat"])
  }

  /// The app keeps the compact column and the other columns in step, as a UIKit app does: a
  /// selection in a column behind it changes that stack without showing it, and the expanded
  /// layout shows it.
  @Test func selectionsBehindItWaitForTheExpand() throws {
    var phone = try phoneWithTabs()
    _ = try phone.send(.itemSelected("Dog", in: .secondary))
    #expect(phone.state.layout.columns.map(\.column) == [.compact])
    #expect(phone.snapshot.focusedColumn == .compact)
    _ = try phone.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(phone.snapshot.visibleEntries[.secondary]?.route == "Dog")
  }

  /// Nothing floats over it: the inspector's sheet (L10) and Material's extra pane (L12) wait for
  /// the expanded layout, where they show as before.
  @Test(arguments: [SplitConfiguration.standard, .material])
  func noSheetOrExtraPaneOverIt(_ base: SplitConfiguration) throws {
    var phone = try animalsAndProfile(393, 852, configuration: base)
    _ = try phone.send(.destinationSelected("Animals"))
    _ = try phone.send(.itemSelected("Cat", in: .secondary))
    _ = try phone.send(.itemSelected("Tabs", in: .compact))
    _ = try phone.send(.inspectorPresentationChanged(true))
    #expect(phone.state.layout.columns.map(\.column) == [.compact])
    #expect(!phone.state.layout.hasDimmedArea && phone.snapshot.backColumn == nil)
    _ = try phone.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(phone.state.layout[.inspector] != nil)
  }

  /// What does not apply is refused, naming the column, and changes nothing (rule E3's habit):
  /// it has no divider to drag, it cannot top the single stack it replaces, and focus cannot
  /// move to it while it is not shown.
  @Test func refusals() throws {
    var tablet = try animals(1366, 1024)
    _ = try tablet.send(.itemSelected("Tabs", in: .compact))
    let before = tablet.state
    #expect(throws: CoordinatorError<String>.invalidWidth(.compact, 300)) {
      _ = try tablet.send(.dividerDragged(.compact, width: 300))
    }
    #expect(throws: CoordinatorError<String>.columnNotShown(.compact)) {
      _ = try tablet.send(.focusMoved(.compact))
    }
    #expect(tablet.state == before)
    var configuration = SplitConfiguration.standard
    configuration.preferredCompactColumn = .compact
    #expect(configuration.problems == [.compactColumnNotNavigable(.compact)])
  }

  /// `explain` names rule L14 whenever the compact column holds an entry: why it shows, or why not.
  @Test func explanationNamesTheRule() throws {
    let phone = try phoneWithTabs()
    let state = phone.state
    for width in [393.0, 1366] {
      var environment = state.environment
      environment.size = Size(width: width, height: 1024)
      let decisions = LayoutResolver.explain(
        environment: environment, configuration: state.configuration, navigation: state.navigation.summary,
        overrides: state.overrides)
      #expect(decisions.contains { $0.rule == "L14" }, "\(width)")
    }
  }
}
