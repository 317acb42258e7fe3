import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules L1, L4, L5, L6, L8: every layout is exact, total and deterministic.
@Suite struct LayoutPropertyTests {
  struct Sweep: CustomTestStringConvertible, Sendable {
    /// What a sweep adds to its preset (rules C2, L6, L15, N13): nothing, the extra pane levitating (L15),
    /// Compose's dense directive (C2), or a history navigator's order of panes, the extra pane
    /// latest (N13).
    enum Variant: String, Sendable { case plain, levitate, dense, history }

    var preset: String
    var style: SplitStyle
    var inspector: Bool
    var variant = Variant.plain
    var testDescription: String {
      "\(preset) \(style)\(inspector ? " + inspector" : "")\(variant == .plain ? "" : " " + variant.rawValue)"
    }

    var configuration: SplitConfiguration {
      var configuration = SplitConfiguration.presets.first { $0.name == preset }?.configuration ?? .standard
      configuration.style = style
      configuration.showsInspector = inspector
      if variant == .levitate { configuration.adaptStrategies.extraPane = .levitate }
      if variant == .dense { configuration.paneDirective = .twoPanesOnMediumWidth }
      return configuration
    }

    var navigation: NavigationSummary? {
      guard variant == .history else { return nil }
      var summary = NavigationSummary.initial(style: style)
      summary.panePriority = [.inspector, style.listColumn]
      summary.primaryIsSidebar = style == .tripleColumn
      return summary
    }
  }

  static let sweeps: [Sweep] =
    ["standard", "material", "duo"].flatMap { preset in
      SplitStyle.allCases.flatMap { style in
        [false, true].map { Sweep(preset: preset, style: style, inspector: $0) }
      }
    }
    + [Sweep.Variant.levitate, .dense, .history].flatMap { variant in
      SplitStyle.allCases.map { Sweep(preset: "material", style: $0, inspector: true, variant: variant) }
    }

  /// The 18 windows each width is tried in: three heights, scales 1/2/3, both directions.
  static let windows: [(height: Double, scale: Double, direction: WindowEnvironment.LayoutDirection)] =
    [0.0, 480, 1024].flatMap { height in
      [1.0, 2, 3].flatMap { scale in WindowEnvironment.LayoutDirection.allCases.map { (height, scale, $0) } }
    }

  /// Rules L4, L5: widths 0 to 3000 in half-point steps, three heights, scales 1/2/3, both
  /// directions: exact cover, no overlap, inside the window, within min/max, snapped. Eighteen
  /// sweeps — every preset, style and inspector, and the `material` preset with a levitating extra
  /// pane, the dense directive and a history's order (L15, C2, N13) — so 1,944,324 layouts optimized. Optimized
  /// (CI), every width in all 18 windows; unoptimized, where the 1.9 million resolves took 140 s
  /// of CPU, every fifth width in one of them, in turn (``PropertyRuns``), so each window still
  /// meets some sixty widths, whole and half points, spread over the range.
  @Test(arguments: sweeps)
  func everyHalfPointWidthIsSound(_ sweep: Sweep) {
    let configuration = sweep.configuration
    let windows = Self.windows
    var resolved = 0
    for step in stride(from: 0, through: 6000, by: PropertyRuns.isOptimized ? 1 : 5) {
      let width = Double(step) / 2
      // Shifted by one every round of 18, so each window meets both whole and half points.
      let turn = (step + step / windows.count) % windows.count
      for (height, scale, direction) in PropertyRuns.isOptimized ? windows : [windows[turn]] {
        let environment = WindowEnvironment(
          size: Size(width: width, height: height), displayScale: scale, layoutDirection: direction)
        resolveSoundly(
          environment, configuration, navigation: sweep.navigation,
          case: "\(sweep.testDescription) \(width)×\(height) @\(scale)x \(direction)")
        resolved += 1
      }
    }
    #expect(resolved == (PropertyRuns.isOptimized ? 6001 * windows.count : 1201))
  }

  /// Rules L1, L5, L6, L7, L8: seeded random environments with hinges anywhere, random
  /// configurations, navigation and user overrides are sound, and resolving twice gives the same.
  /// Optimized (CI), 8 × 2,500 inputs; unoptimized, 8 × 250 (``PropertyRuns``). CI's soak checks
  /// the layout invariants after every one of 100 000 actions on random windows and hinges.
  @Test(arguments: 0..<8)
  func randomInputsAreSoundAndDeterministic(_ batch: Int) {
    for index in 0..<PropertyRuns.count(optimized: 2_500, unoptimized: 250) {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      let inputs = rng.resolutionInputs()
      let layout = resolveSoundly(
        inputs.environment, inputs.configuration, navigation: inputs.navigation, overrides: inputs.overrides,
        case: "seed \(seed): \(inputs)")
      #expect(layout == inputs.resolve(), "seed \(seed): resolving twice differs")
    }
  }

  /// Rules L13, D1, D3: with random inputs and a rail, the rail shows only as the sidebar hidden —
  /// a sidebar of destinations, never the app's own list —
  /// leaves every other column shown as it is without a rail, shifted past the rail and its
  /// divider; without it the layout is the one without a rail; and where the sidebar button
  /// shows, a press shows the full sidebar (in triple style with nothing shown, the list first,
  /// D3). Optimized 8 × 2,500; unoptimized 8 × 100.
  @Test(arguments: 0..<8)
  func railKeepsTheRestAsWithoutIt(_ batch: Int) {
    for index in 0..<PropertyRuns.count(optimized: 2_500, unoptimized: 100) {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      var inputs = rng.resolutionInputs()
      inputs.configuration.railWidth = rng.pick([80, 56, 72.5, 0.5, 300])
      let layout = resolveSoundly(
        inputs.environment, inputs.configuration, navigation: inputs.navigation, overrides: inputs.overrides,
        case: "seed \(seed): \(inputs)")
      var plainInputs = inputs
      plainInputs.configuration.railWidth = nil
      let plain = plainInputs.resolve()
      guard layout.showsRail else {
        #expect(layout == plain, "seed \(seed): no rail, yet the layout differs from the one without")
        continue
      }
      #expect(plain[.primary] == nil && layout.displayMode == plain.displayMode, "seed \(seed)")
      #expect(inputs.navigation.primaryIsSidebar, "seed \(seed): the rail stands for the app's own list")
      for column in Column.allCases where column != .primary {
        #expect(layout[column]?.presentation == plain[column]?.presentation, "seed \(seed): \(column)")
      }
      #expect(layout.sidebarButton != .hideSidebar, "seed \(seed)")
      if layout.sidebarButton == .showSidebar {
        var pressed = inputs.overrides.pressingSidebarButton(
          environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
        var shown = inputs.resolve(overrides: pressed)
        if !shown.showsSidebar {
          // Triple style with no leading column shown: the first press reveals the list (D3);
          // the next shows the sidebar, unless it cannot (`tile` with no room), and then the
          // button is no longer offered.
          #expect(
            layout[.supplementary] == nil && shown[.supplementary] != nil,
            "seed \(seed): a press beside a rail neither shows the sidebar nor reveals the list")
          guard shown.sidebarButton == .showSidebar else { continue }
          pressed = pressed.pressingSidebarButton(
            environment: inputs.environment, configuration: inputs.configuration,
            navigation: inputs.navigation)
          shown = inputs.resolve(overrides: pressed)
        }
        #expect(shown.showsSidebar, "seed \(seed): pressing the sidebar button beside a rail")
      }
    }
  }
}
