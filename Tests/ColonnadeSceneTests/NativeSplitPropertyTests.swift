import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Native mode (UIKit's `UISplitViewController` driven by the engine) over seeded random windows,
/// engine actions and requests made through UIKit's own API, for each preset: after every step
/// the plan keeps UIKit's documented constraints — a display mode the style and the split
/// behaviour allow, widths within their minimum and maximum, the size class overridden to compact
/// exactly where the engine collapses, the collapsed top holding an entry, every shown column one
/// that display mode shows — and the navigation controllers, carried out as UIKit would, hold the
/// engine's stacks; a push, pop, detail or root made through UIKit leaves the engine showing what
/// UIKit itself would show (rules U2, U3, with L3, L8, D1–D6, N2–N7, L14). Optimized (CI) 10 000
/// runs a preset; unoptimized, 40.
@Suite struct NativeSplitPropertyTests {
  static let runs = PropertyRuns.count(optimized: 10_000, unoptimized: 40)
  static let steps = 24

  @Test(arguments: ["standard", "material", "duo"])
  func plansKeepUIKitsConstraintsAndItsStacks(_ preset: String) throws {
    let configuration = try #require(SplitConfiguration.presets.first { $0.name == preset }).configuration
    for index in 0..<Self.runs {
      let seed = UInt64(index) &* 7919 &+ UInt64(preset.utf8.count)
      if let failure = try Self.run(seed: seed, configuration) {
        Issue.record("\(preset), seed \(seed): \(failure)")
        return
      }
    }
  }

  /// One seeded run; the first failure, or `nil`.
  static func run(seed: UInt64, _ preset: SplitConfiguration) throws -> String? {
    var rng = SplitMix64(seed: seed)
    var configuration = NativeSplit.configuration(preset)
    configuration.preferredCompactColumn = rng.pick([nil, nil, .primary, .supplementary])
    configuration.showsInspector = rng.chance(0.3)
    configuration.preferredDisplayMode = rng.pick(DisplayMode.allCases)
    configuration.preferredSplitBehavior = rng.pick(SplitBehavior.allCases)
    configuration.showsSecondaryOnlyButton = rng.chance(0.3)
    let navigation =
      rng.chance(0.3)
      ? NavigationState(root: "root", style: rng.pick(SplitStyle.allCases))
      : NavigationState(sidebar: "sidebar", destinations: SplitMix64.destinations)
    var environment = rng.environment()
    environment.hinges = NativeSplit.hinges(environment.hinges)
    guard environment.size.width >= 1, environment.size.height >= 1 else { return nil }
    var coordinator = try SplitCoordinator(
      environment: environment, configuration: configuration, navigation: navigation, router: .paths())
    _ = try coordinator.send(.becameReady)
    var tracker = NativeSplitTracker<String>()
    var model = NativeSplitModel()
    if let failure = model.apply(tracker.update(to: coordinator.state)) { return "start: \(failure)" }
    for step in 0..<steps {
      let plan = try #require(tracker.plan)
      var effects: [CoordinatorEffect<String>] = []
      var request: SplitViewRequest<String>?
      var popped: (column: Column, remaining: Int)?
      var sent: [CoordinatorAction<String>] = []
      let before = model.stacks
      if rng.chance(0.45) {
        let shown = Self.shownControllers(plan)
        // Under the inspector's modal sheet the navigation controllers are out of reach (rule L10).
        if rng.chance(0.25), plan.inspector != .sheet,
          let column = shown.filter({ model.stacks[$0].count > 1 }).randomElement(using: &rng)
        {
          let remaining = Int.random(in: 1..<model.stacks[column].count, using: &rng)
          model.pop(column, to: remaining)
          for action in tracker.userPopped(in: column, remaining: remaining) {
            effects += try coordinator.send(action)
          }
          popped = (column, remaining)
        } else {
          let made = Self.request(&rng, shown: shown)
          request = made
          do {
            sent = made.actions(in: coordinator, plan: plan)
            for action in sent { effects += try coordinator.send(NativeSplit.action(action)) }
          } catch {
            request = nil  // refused: the engine's stacks stand (rules N4, L10)
          }
        }
      } else {
        guard let sent = try? coordinator.send(NativeSplit.action(rng.action())) else { continue }
        effects = sent
      }
      let update = tracker.update(to: coordinator.state, effects: effects)
      let described =
        request.map { "\($0)" } ?? popped.map { "pop \($0.column) to \($0.remaining)" } ?? "an action"
      if let failure = model.apply(update) { return "step \(step), \(described): \(failure)" }
      if let failure = Self.violation(of: update.plan, in: coordinator.state) {
        return "step \(step), \(described): \(failure)"
      }
      if let failure = model.mismatch(with: update.plan) { return "step \(step), \(described): \(failure)" }
      if let failure = Self.unfaithful(request, sent, popped, before: before, plan: plan, after: update.plan)
      {
        return "step \(step), \(described): \(failure)"
      }
    }
    return nil
  }

  /// The navigation controllers on screen.
  static func shownControllers(_ plan: NativeSplitPlan<String>) -> [Column] {
    if plan.isCollapsed { return [.compact] }
    return [Column.primary, .supplementary, .secondary].filter { !plan.stacks[$0].isEmpty }
  }

  /// A request through UIKit's API.
  static func request(_ rng: inout SplitMix64, shown: [Column]) -> SplitViewRequest<String> {
    let route = rng.pick(SplitMix64.routes)
    let column = shown.isEmpty ? Column.secondary : rng.pick(shown)
    switch Int.random(in: 0..<8, using: &rng) {
    case 0, 1: return .pushed(route, onto: column)
    case 2: return .shownAsDetail(route)
    case 3: return .setAsRoot(route, for: rng.pick([.supplementary, .secondary, .compact]))
    case 4:
      return .replacedStack(Array(SplitMix64.routes.prefix(Int.random(in: 1...3, using: &rng))), in: column)
    case 5: return .columnShown(rng.pick([.primary, .supplementary, .secondary]))
    case 6: return .columnHidden(rng.pick([.primary, .supplementary]))
    default: return .displayModeChanged(rng.pick(DisplayMode.allCases.filter { $0 != .automatic }))
    }
  }

  /// The first UIKit constraint `plan` breaks for `state`, or `nil`.
  static func violation(of plan: NativeSplitPlan<String>, in state: CoordinatorState<String>) -> String? {
    let layout = state.layout
    let mode = plan.preferredDisplayMode
    if plan.style == .doubleColumn,
      [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
    {
      return "\(mode) in a double-column split view"
    }
    let allowed: [DisplayMode] =
      switch plan.preferredSplitBehavior {
      case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
      case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
      case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
      case .automatic: DisplayMode.allCases
      }
    if mode != .automatic, !allowed.contains(mode) { return "\(mode) under \(plan.preferredSplitBehavior)" }
    for (column, width) in [(Column.primary, plan.primaryColumn), (.supplementary, plan.supplementaryColumn)]
    {
      guard width.minimum >= 0, width.minimum <= width.preferred, width.preferred <= width.maximum,
        width.maximum.isFinite
      else { return "\(column)'s width \(width)" }
      if !layout.isCollapsed, let shown = layout[column], shown.frame.width != width.preferred {
        return "\(column) prefers \(width.preferred), the engine shows \(shown.frame.width)"
      }
    }
    guard plan.isCollapsed == layout.isCollapsed,
      plan.horizontalSizeClass == (layout.isCollapsed ? .compact : .regular)
    else { return "the size class disagrees with the engine's collapse" }
    guard (plan.displayModeButtonVisibility == .never) == (layout.sidebarButton == .hidden) else {
      return
        "the display-mode button shows \(plan.displayModeButtonVisibility), the engine \(layout.sidebarButton)"
    }
    guard layout.arrangement != .stacked, !layout.columns.contains(where: { $0.presentation == .rail }) else {
      return "the engine shows what UIKit cannot: \(layout.arrangement)"
    }
    let navigation = state.navigation
    if plan.isCollapsed {
      guard !plan.stacks.compact.isEmpty, plan.topColumnForCollapsing == .compact else {
        return "collapsed with nothing on top"
      }
      for column in [Column.primary, .supplementary, .secondary] where !plan.stacks[column].isEmpty {
        return "collapsed, \(column)'s navigation controller still holds entries"
      }
      if let top = plan.collapsedTopColumn, top != .compact, plan.stacks.compact.last?.column != top,
        !navigation.stacks[top].isEmpty
      {
        return "collapsed, the top is \(plan.stacks.compact.last?.column as Any), N7 says \(top)"
      }
    } else {
      guard mode != .automatic else { return "expanded with an automatic display mode" }
      let uiKitShows: Set<Column> =
        switch mode {
        case .secondaryOnly, .automatic: []
        case .oneBesideSecondary, .oneOverSecondary:
          [navigation.style == .tripleColumn ? .supplementary : .primary]
        default: [.primary, .supplementary]
        }
      let engineShows = Set(layout.columns.map(\.column).filter { $0 == .primary || $0 == .supplementary })
      guard uiKitShows == engineShows else { return "\(mode) shows \(uiKitShows), the engine \(engineShows)" }
      if plan.inspector == .sheet { return "a sheet over an expanded split view" }
      for column in Column.entryColumns {
        let expected =
          column == .supplementary && navigation.style == .doubleColumn
          ? [] : navigation.stacks[column].map(\.id)
        guard plan.stacks[column].map({ $0.entry.id }) == expected else {
          return "expanded, \(column)'s navigation controller differs from the engine's stack"
        }
      }
    }
    return nil
  }

  /// Whether the engine, after a request or pop made through UIKit, shows something other than
  /// what UIKit itself shows after it; `nil` when it agrees (or a rule says why not).
  static func unfaithful(
    _ request: SplitViewRequest<String>?, _ sent: [CoordinatorAction<String>],
    _ popped: (column: Column, remaining: Int)?, before: ColumnMap<[EntryID]>, plan: NativeSplitPlan<String>,
    after: NativeSplitPlan<String>
  ) -> String? {
    func routes(_ stack: HostStack<String>) -> [String] { stack.map { $0.entry.route } }
    if let popped, plan.isCollapsed == after.isCollapsed, plan.style == after.style {
      guard
        after.stacks[popped.column].map({ $0.entry.id })
          == Array(before[popped.column].prefix(popped.remaining))
      else { return "the engine did not pop as the navigation controller did" }
    }
    guard let request, plan.isCollapsed == after.isCollapsed, plan.style == after.style else { return nil }
    switch request {
    case .pushed(let route, let column):
      let old = routes(plan.stacks[column])
      let new = routes(after.stacks[column])
      // Pushing the route on top changes nothing (rule N4).
      guard new == old + [route] || (old.last == route && new == old) else {
        return "pushed \(route): UIKit shows \(old + [route]), the engine \(new)"
      }
    case .shownAsDetail(let route):
      if !after.isCollapsed {
        guard routes(after.stacks.secondary) == [route] else { return "the detail is not \(route)" }
      } else if after.collapsedTopColumn != .compact, routes(after.stacks.compact).last != route {
        return "collapsed, the detail \(route) is not on top"
      }
    case .setAsRoot(let route, let column):
      if !after.isCollapsed, column != .compact, !plan.stacks[column].isEmpty {
        guard routes(after.stacks[column]) == [route] else { return "\(column)'s root is not \(route)" }
      }
    case .displayModeChanged(let mode):
      // The presses found reach the mode; where none does, UIKit is shown the engine's again.
      if !sent.isEmpty, after.preferredDisplayMode != mode {
        return "the presses \(sent) did not reach \(mode)"
      }

    default: break
    }
    return nil
  }
}
