import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// What native mode sets on a real `UISplitViewController` (rules U2–U4), in the cases a reader
/// needs to see; ``NativeSplitPropertyTests`` checks the constraints over random inputs.
@Suite struct NativeSplitPlanTests {
  func routes(_ stack: HostStack<String>) -> [String] { stack.map { $0.entry.route } }

  /// Rule L3: the split's size class is overridden so UIKit collapses exactly where the engine
  /// does — at UIKit's own size class for `standard`, at the first width class that tiles two
  /// columns for `material` and `duo` (seed 003's 500).
  @Test(arguments: ["standard", "material", "duo"])
  func collapsesWhereTheEngineDoes(_ preset: String) throws {
    let configuration = NativeSplit.configuration(
      try #require(SplitConfiguration.presets.first { $0.name == preset }).configuration)
    let boundary = try #require(configuration.widthClasses.first { $0.maximumTiledColumns >= 2 }).minimumWidth
    let narrow = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: boundary - 0.5, height: 900), displayScale: 2),
      configuration: configuration, navigation: NavigationState(root: "root", style: .doubleColumn))
    let wide = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: boundary, height: 900), displayScale: 2),
      configuration: configuration, navigation: NavigationState(root: "root", style: .doubleColumn))
    #expect(NativeSplitPlan(narrow.state).horizontalSizeClass == .compact)
    #expect(NativeSplitPlan(wide.state).horizontalSizeClass == .regular)
    if preset == "duo" { #expect(boundary == 500) }
    // UIKit's own compact size class collapses the standard preset at any width (rule E1).
    var phoneSized = wide
    _ = try phoneSized.send(.sizeClassChanged(.compact))
    #expect(NativeSplitPlan(phoneSized.state).isCollapsed)
  }

  /// Rule L4 in UIKit's terms: seed 000's sidebar, 30 % of the window between 260 and 320 points,
  /// is `preferredPrimaryColumnWidth` with its minimum and maximum.
  @Test func widthsAreUIKitsPreferredMinimumAndMaximum() throws {
    var configuration = SplitConfiguration.standard
    configuration.columns.primary = ColumnSpec(minWidth: 260, idealWidth: .fraction(0.3), maxWidth: 320)
    let ipad = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1366, height: 1024), displayScale: 2),
      configuration: configuration, navigation: NavigationState(root: "root", style: .doubleColumn))
    let plan = NativeSplitPlan(ipad.state)
    #expect(plan.primaryColumn == NativeColumnWidth(preferred: 320, minimum: 260, maximum: 320))
    #expect(plan.preferredDisplayMode == .oneBesideSecondary && plan.preferredSplitBehavior == .tile)
    var narrower = ipad
    _ = try narrower.send(.windowResized(Size(width: 900, height: 1024)))
    #expect(NativeSplitPlan(narrower.state).primaryColumn.preferred == 270)
  }

  /// Rule L6: across a vertical hinge the primary's width puts UIKit's divider on the hinge, and
  /// an occluding hinge's gap becomes the secondary's leading inset.
  @Test func aHingeSplitsThroughThePrimarysWidth() throws {
    var duo = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1114, height: 720), displayScale: 2),
      configuration: NativeSplit.configuration(.duo),
      navigation: NavigationState(root: "Inbox", style: .doubleColumn))
    _ = try duo.send(
      .foldChanged([
        Hinge(
          rect: Rect(x: 540, y: 0, width: 34, height: 720), orientation: .vertical, state: .flat,
          isOccluding: true)
      ]))
    let plan = NativeSplitPlan(duo.state)
    #expect(plan.primaryColumn.preferred == 540)
    #expect(plan.secondaryLeadingInset == 34)
  }

  /// Rule N7 (amended, fourth round): where the app's preferred compact column stops the collapsed
  /// stack at the list, choosing the detail the list already shows brings it on top — as UIKit's
  /// `showDetailViewController(_:sender:)` pushes it — with no new entry.
  @Test func choosingTheWaitingDetailAgainBringsItOnTop() throws {
    var phone = try animals(1366, 1024, detail: "Cat") { $0.preferredCompactColumn = .supplementary }
    _ = try phone.send(.windowResized(Size(width: 393, height: 852)))
    #expect(routes(NativeSplitPlan(phone.state).stacks.compact) == ["sidebar", "Animals"])
    let cat = try #require(phone.state.navigation.stacks.secondary.first)
    let effects = try phone.send(.itemSelected("Cat", in: .secondary))
    let plan = NativeSplitPlan(phone.state)
    #expect(routes(plan.stacks.compact) == ["sidebar", "Animals", "Cat"])
    #expect(phone.state.navigation.stacks.secondary.map(\.id) == [cat.id])
    #expect(
      effects.contains(.lifecycle(PaneEvent(pane: Pane(column: .secondary, entry: cat), state: .visible))))
  }

  /// Collapsed, the three columns' navigation controllers give their view controllers to the
  /// compact one — those that give first — and expanding gives them back (rules N2, L14).
  @Test func collapsingMovesTheStackToTheCompactController() throws {
    var ipad = try animals(1366, 1024, detail: "Cat")
    var tracker = NativeSplitTracker<String>()
    _ = tracker.update(to: ipad.state)
    let effects = try ipad.send(.windowResized(Size(width: 393, height: 852)))
    let collapse = tracker.update(to: ipad.state, effects: effects)
    #expect(collapse.stackChanges.map(\.column) == [.primary, .supplementary, .secondary, .compact])
    #expect(collapse.stackChanges.allSatisfy { $0.animation == .none })
    #expect(routes(collapse.plan.stacks.compact) == ["sidebar", "Animals", "Cat"])
    #expect(collapse.created.isEmpty && collapse.destroyed.isEmpty)
    // The user's back in the compact controller is one back of the engine's (rule N5).
    let actions = tracker.userPopped(in: .compact, remaining: 2)
    #expect(actions == [.columnPopped(.secondary)])
    for action in actions { _ = try ipad.send(action) }
    let popped = tracker.update(to: ipad.state)
    #expect(popped.stackChanges.isEmpty)
    #expect(routes(popped.plan.stacks.compact) == ["sidebar", "Animals"])
  }

  /// A new detail beside the list replaces the old one without a push's slide; a drill-down pushes.
  @Test func onlyPushesAndPopsAnimate() throws {
    var ipad = try animals(1366, 1024, detail: "Cat")
    var tracker = NativeSplitTracker<String>()
    _ = tracker.update(to: ipad.state)
    _ = try ipad.send(.itemSelected("Dog", in: .secondary))
    #expect(tracker.update(to: ipad.state).stackChanges.map(\.animation) == [.none])
    _ = try ipad.send(.itemPushed("Puppy", in: .secondary))
    #expect(tracker.update(to: ipad.state).stackChanges.map(\.animation) == [.push])
  }

  /// Per-destination style (seed 001): Animals is a three-column split view, Profile a two-column
  /// one; UIKit fixes a split view's style, so the plan names the one to show.
  @Test func theStyleFollowsTheDestination() throws {
    var ipad = try animals(1366, 1024)
    #expect(NativeSplitPlan(ipad.state).style == .tripleColumn)
    _ = try ipad.send(.destinationSelected("Profile"))
    let plan = NativeSplitPlan(ipad.state)
    #expect(plan.style == .doubleColumn && plan.preferredDisplayMode == .oneBesideSecondary)
    #expect(routes(plan.stacks.secondary) == ["Profile"] && plan.stacks.supplementary.isEmpty)
  }

  /// What UIKit's own API asks becomes the engine's action.
  @Test func uikitRequestsBecomeTheEnginesActions() throws {
    var ipad = try animals(1366, 1024, detail: "Cat")
    let plan = NativeSplitPlan(ipad.state)
    #expect(
      SplitViewRequest.shownAsDetail("Dog").actions(in: ipad, plan: plan) == [
        .itemSelected("Dog", in: .secondary)
      ])
    #expect(
      SplitViewRequest.pushed("Kitten", onto: .secondary).actions(in: ipad, plan: plan) == [
        .itemPushed("Kitten", in: .secondary)
      ])
    // The display-mode button hid the sidebar: the press that does the same.
    #expect(
      SplitViewRequest<String>.displayModeChanged(.oneBesideSecondary).actions(in: ipad, plan: plan) == [
        .sidebarButtonTapped
      ])
    // Collapsed, a push on the compact controller drills into the column on top.
    _ = try ipad.send(.windowResized(Size(width: 393, height: 852)))
    let phone = NativeSplitPlan(ipad.state)
    #expect(
      SplitViewRequest.pushed("Kitten", onto: .compact).actions(in: ipad, plan: phone) == [
        .itemPushed("Kitten", in: .secondary)
      ])
    #expect(
      SplitViewRequest<String>.columnShown(.supplementary).actions(in: ipad, plan: phone) == [
        .columnPopped(.secondary)
      ])
  }
}
