import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules L8, D3, D4 over seeded random windows, configurations, stacks and earlier choices.
/// (Overlays never overlapping each other or a tiled leading column, and the dimming, are layout
/// invariants: every property and sweep test checks them.) Optimized (CI), each test's full count
/// of inputs; unoptimized, a fifth of them (``PropertyRuns``).
@Suite struct FidelityPropertyTests {
  /// Rule L8: without a separating hinge, the secondary under floating leading columns spans the
  /// window (beside a tiled inspector) and is dimmed.
  @Test(arguments: 0..<4)
  func secondaryUnderOverlaysSpansAndIsDimmed(_ batch: Int) {
    var checked = 0
    let inputs = eachInput(batch, 2_500) { seed, inputs in
      let layout = inputs.resolve()
      let floats = layout.columns.contains {
        $0.presentation == .overlay && ($0.column == .primary || $0.column == .supplementary)
      }
      guard floats, inputs.environment.separatingHinge == nil, let secondary = layout[.secondary] else {
        return
      }
      checked += 1
      let window = inputs.environment.size.width
      var covered = secondary.frame.width
      if let inspector = layout[.inspector], inspector.presentation == .tiled {
        covered += inspector.frame.width + layout.dividers.reduce(0) { $0 + $1.width }
      }
      #expect(abs(covered - window) < 1e-6, "seed \(seed): the secondary covers \(covered) of \(window)")
      #expect(secondary.isDimmed, "seed \(seed)")
    }
    #expect(checked * 50 > inputs, "only \(checked) of \(inputs) layouts with overlays")
  }

  /// Rule D3: the button never lies — offered exactly when a press changes what is shown.
  @Test(arguments: 0..<4)
  func buttonIsOfferedExactlyWhenAPressChangesWhatIsShown(_ batch: Int) {
    eachInput(batch, 2_500) { seed, inputs in
      let before = inputs.resolve()
      let pressed = inputs.overrides.pressingSidebarButton(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
      let after = inputs.resolve(overrides: pressed)
      let changes = shownColumns(before) != shownColumns(after)
      #expect((before.sidebarButton != .hidden) == changes, "seed \(seed): \(before.sidebarButton)")
    }
  }

  /// Rule D4: `dismiss` after a `sidebar` press that dimmed the content returns the layout before it.
  @Test(arguments: 0..<4)
  func dismissAfterSidebarReturnsTheLayoutBefore(_ batch: Int) {
    var checked = 0
    let inputs = eachInput(batch, 2_500) { seed, inputs in
      let before = inputs.resolve()
      guard !before.hasDimmedArea else { return }
      let pressed = inputs.overrides.pressingSidebarButton(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
      guard inputs.resolve(overrides: pressed).hasDimmedArea else { return }
      checked += 1
      let dismissed = pressed.tappingDimmedArea(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
      #expect(inputs.resolve(overrides: dismissed) == before, "seed \(seed)")
    }
    #expect(checked * 50 > inputs, "only \(checked) of \(inputs) presses dimmed the content")
  }

  /// Rule D4: a tap with nothing dimmed changes nothing; any dimmed layout is undimmed by one tap.
  @Test(arguments: 0..<2)
  func oneTapClearsTheDimmedArea(_ batch: Int) {
    eachInput(batch, 2_500) { seed, inputs in
      let tapped = inputs.overrides.tappingDimmedArea(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
      if inputs.resolve().hasDimmedArea {
        #expect(!inputs.resolve(overrides: tapped).hasDimmedArea, "seed \(seed)")
      } else {
        #expect(tapped == inputs.overrides, "seed \(seed)")
      }
    }
  }

  /// `explain` accounts for every column (shown with its width, or hidden with a reason), states
  /// the class and the button as the layout has them, and cites only rule ids.
  @Test(arguments: 0..<2)
  func explanationAgreesWithTheLayout(_ batch: Int) {
    eachInput(batch, 1_000) { seed, inputs in
      let layout = inputs.resolve()
      let decisions = LayoutResolver.explain(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation,
        overrides: inputs.overrides)
      for column in Column.allCases {
        let lines = decisions.filter { $0.text.hasPrefix("\(column) ") }
        #expect(lines.count == 1, "seed \(seed): \(column) has \(lines.count) lines")
        let says = lines.first?.text ?? ""
        if let shown = layout[column] {
          let width = shown.frame.width
          let written = width == width.rounded() ? String(Int(width)) : width.description
          #expect(says.contains(" \(written) wide"), "seed \(seed): \(says)")
        } else {
          #expect(says.hasPrefix("\(column) hidden: "), "seed \(seed): \(says)")
        }
      }
      #expect(decisions.first?.text.contains("the \(layout.widthClass.name) class") == true, "seed \(seed)")
      #expect(decisions.last?.text.hasPrefix("sidebar button \(layout.sidebarButton.rawValue)") == true)
      let ruleIDs = decisions.allSatisfy { $0.rule.wholeMatch(of: /[CDLN][0-9]+/) != nil }
      #expect(ruleIDs, "seed \(seed)")
    }
  }

  /// Runs `body` on `count` seeded random inputs of `batch` (a fifth of them unoptimized); a
  /// failure names the seed. Returns how many it ran.
  @discardableResult
  private func eachInput(_ batch: Int, _ count: Int, _ body: (UInt64, ResolutionInputs) -> Void) -> Int {
    let count = PropertyRuns.count(optimized: count, unoptimized: count / 5)
    for index in 0..<count {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      body(seed, rng.resolutionInputs())
    }
    return count
  }

  private func shownColumns(_ layout: SplitLayout) -> [Column] {
    layout.columns.map { $0.column }
  }
}
