import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules L8, D3, D4 over seeded random windows, configurations, stacks and earlier choices.
/// (Overlays never overlapping each other or a tiled leading column, and the dimming, are layout
/// invariants: every property and sweep test checks them.) Optimized (CI), each test's full count
/// of inputs; unoptimized, a fifth of them (``PropertyRuns``).
@Suite struct FidelityPropertyTests {
  /// Rule L8: without a separating hinge, the secondary under floating leading columns spans the
  /// window (beside a tiled inspector, and a rail, L13) and is dimmed.
  @Test(arguments: 0..<4)
  func secondaryUnderOverlaysSpansAndIsDimmed(_ batch: Int) {
    var checked = 0
    let inputs = eachInput(batch, 2_500) { seed, inputs in
      let layout = inputs.resolve()
      let floats = layout.columns.contains {
        $0.presentation == .overlay && ($0.column == .primary || $0.column == .supplementary)
      }
      guard floats, inputs.environment.layoutHinge(policy: inputs.configuration.hingePolicy) == nil,
        let secondary = layout[.secondary]
      else {
        return
      }
      checked += 1
      let window = inputs.environment.size.width
      var covered = secondary.frame.width
      // Beside a tiled inspector and a navigation rail (rule L13), with the dividers between.
      let tiledInspector = layout[.inspector]?.presentation == .tiled
      if tiledInspector, let inspector = layout[.inspector] { covered += inspector.frame.width }
      if layout.showsRail, let rail = layout[.primary] { covered += rail.frame.width }
      if tiledInspector || layout.showsRail { covered += layout.dividers.reduce(0) { $0 + $1.width } }
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
      // D6: the app may hide the button; the swipe follows presentsWithGesture alone.
      let configuration = inputs.configuration
      let visible =
        configuration.displayModeButtonVisibility == .always
        || (configuration.displayModeButtonVisibility == .automatic && configuration.presentsWithGesture)
      #expect(
        (before.sidebarButton != .hidden) == (changes && visible), "seed \(seed): \(before.sidebarButton)")
      #expect(before.presentsWithGesture == (changes && configuration.presentsWithGesture), "seed \(seed)")
    }
  }

  /// Rule D5: the secondary-only button never lies — offered exactly when a press changes what is
  /// shown — and a second press returns to the leading columns shown before.
  @Test(arguments: 0..<2)
  func secondaryOnlyButtonNeverLies(_ batch: Int) {
    var offered = 0
    eachInput(batch, 2_500) { seed, inputs in
      var configuration = inputs.configuration
      configuration.showsSecondaryOnlyButton = true
      func resolve(_ overrides: UserOverrides) -> SplitLayout {
        LayoutResolver.resolve(
          environment: inputs.environment, configuration: configuration, navigation: inputs.navigation,
          overrides: overrides)
      }
      func press(_ overrides: UserOverrides) -> UserOverrides {
        overrides.pressingSecondaryOnlyButton(
          environment: inputs.environment, configuration: configuration, navigation: inputs.navigation)
      }
      let before = resolve(inputs.overrides)
      let once = press(inputs.overrides)
      let changes = shownColumns(before) != shownColumns(resolve(once))
      let triple = inputs.navigation.style == .tripleColumn && !before.isCollapsed
      #expect((before.secondaryOnlyButton != .hidden) == (changes && triple), "seed \(seed)")
      guard before.secondaryOnlyButton == .toSecondaryOnly else { return }
      offered += 1
      let leading = { (layout: SplitLayout) in (layout.showsSidebar, layout[.supplementary] != nil) }
      #expect(leading(resolve(press(once))) == leading(before), "seed \(seed): the second press returns")
    }
    // Fewer than before levitated panes (L15), under whose scrim no button shows.
    #expect(offered > 80)
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

  /// Rule D4: a tap with nothing dimmed changes nothing; any dimmed layout is undimmed by one tap —
  /// but under a levitated pane's scrim (L15), which the tap takes away first.
  @Test(arguments: 0..<2)
  func oneTapClearsTheDimmedArea(_ batch: Int) {
    eachInput(batch, 2_500) { seed, inputs in
      let tapped = inputs.overrides.tappingDimmedArea(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation)
      if inputs.resolve().presentsLevitated {
        #expect(!inputs.resolve(overrides: tapped).presentsLevitated, "seed \(seed)")
      } else if inputs.resolve().hasDimmedArea {
        #expect(!inputs.resolve(overrides: tapped).hasDimmedArea, "seed \(seed)")
      } else {
        #expect(tapped == inputs.overrides, "seed \(seed)")
      }
    }
  }

  /// `explain` accounts for every column (shown with its width, or hidden with a reason; the compact
  /// column once it holds an entry), states
  /// the class and the button as the layout has them, and cites only rule ids.
  @Test(arguments: 0..<2)
  func explanationAgreesWithTheLayout(_ batch: Int) {
    eachInput(batch, 1_000) { seed, inputs in
      let layout = inputs.resolve()
      let decisions = LayoutResolver.explain(
        environment: inputs.environment, configuration: inputs.configuration, navigation: inputs.navigation,
        overrides: inputs.overrides)
      // The compact column is named once the app put an entry in it (rule L14).
      for column in Column.allCases where column != .compact || inputs.navigation.showsCompactColumn {
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
      // D3 states the button a press offers; D6 says when the app hides it.
      let button = decisions.first { $0.rule == "D3" }?.text ?? ""
      let hiddenByTheApp = decisions.contains { $0.rule == "D6" && $0.text.hasPrefix("the app") }
      #expect(
        button.hasPrefix("sidebar button \(layout.sidebarButton.rawValue)") || hiddenByTheApp, "seed \(seed)")
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

  /// The columns shown; a rail is the sidebar hidden, so it is told apart (rules D3, L13).
  private func shownColumns(_ layout: SplitLayout) -> [String] {
    layout.columns.map { $0.presentation == .rail ? "\($0.column) rail" : "\($0.column)" }
  }
}
