import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules D1, D2, D3, L8: display modes, split behaviours and the sidebar button.
@Suite struct DisplayModeTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var behavior: SplitBehavior
    var preferred: DisplayMode
    var width: Double
    var actual: DisplayMode
    var testDescription: String { "\(behavior) \(preferred) at \(Int(width)) → \(actual)" }
  }

  /// Every split behaviour and preferred mode, in a large window where everything tiles (1366)
  /// and a medium one where the sidebar does not (820); triple style.
  static let table: [Row] = {
    let rows: [(SplitBehavior, [DisplayMode], [DisplayMode])] = [
      // behaviour, then actual modes at 1366 and at 820 for each preferred mode in DisplayMode order:
      // automatic, secondaryOnly, oneBeside, oneOver, twoBeside, twoOver, twoDisplace
      (
        .automatic,
        [
          .twoBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
          .twoOverSecondary, .twoDisplaceSecondary,
        ],
        [
          .oneBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoOverSecondary,
          .twoOverSecondary, .twoDisplaceSecondary,
        ]
      ),
      (
        .tile,
        [
          .twoBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneBesideSecondary, .twoBesideSecondary,
          .twoBesideSecondary, .twoBesideSecondary,
        ],
        // An explicit request tiles past medium's cap of two when the minimums fit (802 ≤ 820).
        [
          .oneBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneBesideSecondary, .twoBesideSecondary,
          .twoBesideSecondary, .twoBesideSecondary,
        ]
      ),
      (
        .overlay,
        [
          .secondaryOnly, .secondaryOnly, .oneOverSecondary, .oneOverSecondary, .twoOverSecondary,
          .twoOverSecondary, .twoOverSecondary,
        ],
        [
          .secondaryOnly, .secondaryOnly, .oneOverSecondary, .oneOverSecondary, .twoOverSecondary,
          .twoOverSecondary, .twoOverSecondary,
        ]
      ),
      (
        .displace,
        // `automatic` rests at oneBesideSecondary; one column tiles, two push the secondary.
        [
          .oneBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneBesideSecondary,
          .twoDisplaceSecondary, .twoDisplaceSecondary, .twoDisplaceSecondary,
        ],
        [
          .oneBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneBesideSecondary,
          .twoDisplaceSecondary, .twoDisplaceSecondary, .twoDisplaceSecondary,
        ]
      ),
    ]
    return rows.flatMap { behavior, large, medium in
      DisplayMode.allCases.indices.flatMap { index in
        [
          Row(behavior: behavior, preferred: DisplayMode.allCases[index], width: 1366, actual: large[index]),
          Row(behavior: behavior, preferred: DisplayMode.allCases[index], width: 820, actual: medium[index]),
        ]
      }
    }
  }()

  /// Rules D1, L8: the actual mode for every behaviour and preference.
  @Test(arguments: table)
  func actualModeFollowsBehaviourAndPreference(_ row: Row) {
    let layout = resolveSoundly(
      environment(row.width, 1024), configuration(mode: row.preferred, behavior: row.behavior),
      case: row.testDescription)
    #expect(layout.displayMode == row.actual)
  }

  /// Rule D1: the mode is derived from what is shown: the secondary is displaced exactly when
  /// the mode says so, and overlays exist exactly in the `…Over…` modes.
  @Test func modeAgreesWithPresentations() {
    for row in Self.table {
      let layout = LayoutResolver.resolve(
        environment: environment(row.width, 1024),
        configuration: configuration(mode: row.preferred, behavior: row.behavior))
      let floats = layout.columns.contains { $0.presentation == .overlay && $0.column != .inspector }
      #expect(floats == [.oneOverSecondary, .twoOverSecondary].contains(layout.displayMode), "\(row)")
      let displaced = layout[.secondary]?.presentation == .displaced
      #expect(!displaced || layout.displayMode != .secondaryOnly, "\(row)")
    }
  }

  /// Rule D3: pressing the sidebar button twice returns the same layout, for thousands of
  /// seeded windows, configurations, stacks and earlier choices; one press toggles the primary or
  /// changes nothing — but for the first press in triple style with no leading column shown, which
  /// reveals the list, the next one the primary (amended, as UIKit's overlay does). Optimized (CI),
  /// 4 × 2,000 inputs; unoptimized, 4 × 500 (``PropertyRuns``).
  @Test(arguments: 0..<4)
  func pressingTwiceReturnsTheSameLayout(_ batch: Int) {
    for index in 0..<PropertyRuns.count(optimized: 2_000, unoptimized: 500) {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      let inputs = rng.resolutionInputs()
      func press(_ overrides: UserOverrides) -> UserOverrides {
        overrides.pressingSidebarButton(
          environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
      }
      let overrides = inputs.overrides
      let once = press(overrides)
      let before = inputs.resolve()
      let after = inputs.resolve(overrides: once)
      if !before.showsSidebar, before[.supplementary] == nil, !after.showsSidebar, once != overrides {
        #expect(after[.supplementary] != nil, "seed \(seed): the first press reveals the list")
        let twice = inputs.resolve(overrides: press(once))
        #expect(
          twice.showsSidebar || twice == after, "seed \(seed): the second press reveals the primary")
        continue
      }
      #expect(inputs.resolve(overrides: press(once)) == before, "seed \(seed)")
      #expect(
        once == overrides || before.showsSidebar != after.showsSidebar,
        "seed \(seed): a press that changes the choice must toggle the primary")
      #expect(before.isCollapsed ? once == overrides : true, "seed \(seed): collapsed press")
    }
  }

  /// Rule D3: the button's state follows the layout, and a press flips it.
  @Test func buttonStateFollowsThePrimary() {
    let env = environment(1366, 1024)
    let config = configuration()
    let shown = LayoutResolver.resolve(environment: env, configuration: config)
    #expect(shown.sidebarButton == .hideSidebar)
    let pressed = UserOverrides.none.pressingSidebarButton(environment: env, configuration: config)
    let hidden = LayoutResolver.resolve(environment: env, configuration: config, overrides: pressed)
    #expect(hidden.sidebarButton == .showSidebar)
    #expect(hidden.displayMode == .oneBesideSecondary)
    #expect(
      pressed.displayMode
        == DisplayModeOverride(
          mode: .oneBesideSecondary, widthClassName: "large", previousMode: .automatic))
  }

  /// Rule D2: a choice made in one width class lapses in another.
  @Test func choiceLapsesInAnotherWidthClass() {
    let config = configuration()
    let pressed = UserOverrides.none.pressingSidebarButton(
      environment: environment(1366, 1024), configuration: config)
    let elsewhere = LayoutResolver.resolve(
      environment: environment(1000, 1024), configuration: config, overrides: pressed)
    #expect(elsewhere.displayMode == .twoBesideSecondary)
    let sameClass = LayoutResolver.resolve(
      environment: environment(1300, 1024), configuration: config, overrides: pressed)
    #expect(sameClass.displayMode == .oneBesideSecondary)
  }

  /// Rules D3, L8: with `tile`, a press tiles the sidebar past the class's cap when the minimums
  /// fit (seed 000's bug: 240 + 240 + 320 + 2 ≤ 820); with no room it changes nothing and the
  /// button is not offered.
  @Test func tilePressTilesWhatFitsOrIsNotOffered() {
    let config = configuration(behavior: .tile)
    let roomy = environment(820, 1180)
    #expect(LayoutResolver.resolve(environment: roomy, configuration: config).sidebarButton == .showSidebar)
    let pressed = UserOverrides.none.pressingSidebarButton(environment: roomy, configuration: config)
    let tiled = LayoutResolver.resolve(environment: roomy, configuration: config, overrides: pressed)
    #expect(tiled.displayMode == .twoBesideSecondary)
    #expect(tiled.columns.allSatisfy { $0.presentation == .tiled })

    let narrow = environment(700, 1180)
    #expect(UserOverrides.none.pressingSidebarButton(environment: narrow, configuration: config) == .none)
    #expect(LayoutResolver.resolve(environment: narrow, configuration: config).sidebarButton == .hidden)
  }
}

/// Rules L5, L8: under `displace`, two leading columns that take less room than the one the
/// secondary sat beside (the 44-point margin trims them) leave the secondary where they end, and it
/// still reaches the trailing edge: nothing is left uncovered (the coordinator fuzz finding).
@Suite struct DisplacedSecondaryTests {
  static let columns = ColumnMap(
    primary: ColumnSpec(minWidth: 150, idealWidth: .points(150), maxWidth: 300),
    supplementary: ColumnSpec(minWidth: 300, idealWidth: .points(570), maxWidth: .infinity),
    secondary: ColumnSpec(minWidth: 30, idealWidth: .points(200), maxWidth: 145),
    inspector: SplitConfiguration.standard.columns.inspector, compact: .spansWindow)

  @Test(arguments: [WindowEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func narrowerPushersLeaveNoGap(_ direction: WindowEnvironment.LayoutDirection) {
    var config = configuration(mode: .twoDisplaceSecondary, behavior: .displace)
    config.columns = Self.columns
    let layout = resolveSoundly(
      environment(600, 900, scale: 1, direction: direction), config, case: "\(direction)")
    #expect(layout.displayMode == .twoDisplaceSecondary)
    // Beside the supplementary (569 wide) the secondary had 30 points; the pushers end at 556.
    let x = direction == .leftToRight ? 556 : 0
    #expect(layout.summary.contains("secondary \(x),0 44×900 displaced dimmed"), "\(layout.summary)")
  }
}
