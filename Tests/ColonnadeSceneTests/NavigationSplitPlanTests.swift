import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// What SwiftUI's `NavigationSplitView` is given (native mode, rule U5): view identities follow the
/// engine's entries, a collapse moves no pane, visibility reads back as the app set it, and the
/// column on top when collapsed is rule N7's. Seeded random runs check identity over any actions.
@Suite struct NavigationSplitPlanTests {
  static let runs = PropertyRuns.count(optimized: 2_000, unoptimized: 40)

  func routes(_ panes: [Pane<String>]) -> [String] { panes.map { $0.entry.route } }

  /// A root pane's identity is its entry: selecting Dog after Cat makes a new detail view (Cat's
  /// `@State` and `.task` go with Cat, whom the engine destroyed), re-selecting Dog keeps it.
  @Test func aRootsIdentityChangesExactlyWhenTheEngineReplacesIt() throws {
    var ipad = try animals(1366, 1024, detail: "Cat")
    let cat = try #require(NavigationSplitPlan(ipad.state).roots.secondary)
    _ = try ipad.send(.itemSelected("Dog", in: .secondary))
    let dog = try #require(NavigationSplitPlan(ipad.state).roots.secondary)
    #expect(dog.entry.id != cat.entry.id && dog.entry.route == "Dog")
    _ = try ipad.send(.itemSelected("Dog", in: .secondary))
    #expect(NavigationSplitPlan(ipad.state).roots.secondary == dog)
  }

  /// Rules N2, P2: collapsing and expanding change no pane's column, root or path — SwiftUI keeps
  /// each column's views and stacks them itself — only the size class and the column on top.
  @Test func aCollapseAndAnExpandKeepEveryPane() throws {
    var ipad = try animals(1366, 1024, detail: "Cat")
    _ = try ipad.send(.itemPushed("Kitten", in: .secondary))
    let expanded = NavigationSplitPlan(ipad.state)
    _ = try ipad.send(.windowResized(Size(width: 393, height: 852)))
    let collapsed = NavigationSplitPlan(ipad.state)
    #expect(collapsed.isCollapsed && !expanded.isCollapsed)
    #expect(collapsed.roots == expanded.roots && collapsed.paths == expanded.paths)
    #expect(collapsed.preferredCompactColumn == .secondary)
    #expect(routes(collapsed.drawnPanes) == ["sidebar", "Animals", "Cat", "Kitten"])
    _ = try ipad.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(NavigationSplitPlan(ipad.state) == expanded)
  }

  /// Over random actions and windows, a pane's identity is never given to another entry, and a
  /// resize alone never changes what is drawn.
  @Test func identitiesFollowTheEnginesEntries() throws {
    for seed in 0..<UInt64(Self.runs) {
      var rng = SplitMix64(seed: seed)
      var coordinator = try animalsAndProfile(1366, 1024, configuration: NativeSplit.configuration(.standard))
      var seen: [EntryID: Pane<String>] = [:]
      for step in 0..<30 {
        let action = NativeSplit.action(rng.action())
        let before = NavigationSplitPlan(coordinator.state)
        guard (try? coordinator.send(action)) != nil else { continue }
        let plan = NavigationSplitPlan(coordinator.state)
        for pane in plan.drawnPanes {
          if let earlier = seen[pane.entry.id], earlier != pane {
            Issue.record("seed \(seed) step \(step): \(pane.entry.id) was \(earlier), now \(pane)")
            return
          }
          seen[pane.entry.id] = pane
        }
        if case .windowResized = action, plan.compactStack == nil, before.compactStack == nil {
          guard plan.roots == before.roots, plan.paths == before.paths else {
            Issue.record("seed \(seed) step \(step): a resize changed the panes drawn")
            return
          }
        }
      }
    }
  }

  /// `NavigationSplitViewVisibility` round-trips in two and three columns: in two, `.all` and
  /// `.doubleColumn` both show the sidebar and the detail, so the one the app set reads back.
  @Test(arguments: [SplitVisibility.all, .doubleColumn, .detailOnly], SplitStyle.allCases)
  func visibilityRoundTrips(_ visibility: SplitVisibility, _ style: SplitStyle) throws {
    var coordinator = try animalsAndProfile(1366, 1024, configuration: NativeSplit.configuration(.standard))
    _ = try coordinator.send(.destinationSelected(style == .tripleColumn ? "Animals" : "Profile"))
    _ = try coordinator.send(.displayModePreferenceChanged(visibility.preferredDisplayMode(style: style)))
    let shown = NavigationSplitPlan(coordinator.state).columnVisibility
    #expect(SplitVisibility.reading(shown, set: visibility, style: style) == visibility)
    // What the user changes afterwards reads as what shows.
    _ = try coordinator.send(.sidebarButtonTapped)
    let after = NavigationSplitPlan(coordinator.state).columnVisibility
    if after.preferredDisplayMode(style: style) != visibility.preferredDisplayMode(style: style) {
      #expect(SplitVisibility.reading(after, set: visibility, style: style) == after)
    }
  }

  /// UIKit's compact column (rule L14), which SwiftUI's split view lacks, is drawn instead of it.
  @Test func theCompactColumnIsDrawnInsteadOfTheSplitView() throws {
    var phone = try animals(393, 852, detail: "Cat")
    _ = try phone.send(.itemSelected("Tabs", in: .compact))
    let plan = NavigationSplitPlan(phone.state)
    #expect(plan.compactStack.map(routes) == ["Tabs"] && routes(plan.drawnPanes) == ["Tabs"])
  }
}
