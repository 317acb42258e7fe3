/// One step in the chain of decisions behind a layout, with the rule that took it.
public struct LayoutDecision: Hashable, Sendable {
  /// The rule's id, such as `L8`.
  public var rule: String
  /// What was decided and why, in a sentence.
  public var text: String

  /// Creates a decision.
  public init(rule: String, text: String) {
    self.rule = rule
    self.text = text
  }
}

extension LayoutResolver {
  /// Why ``resolve(environment:configuration:navigation:overrides:)`` gives the layout it gives:
  /// the width class and its cap, the leading columns wanted and since when, how the split
  /// behaviour read them, what tiled, floated or hid and why, each width's clamp, the hinge split
  /// and the sidebar button, one decision per line, each naming its rule.
  ///
  /// ```swift
  /// for decision in LayoutResolver.explain(environment: env, configuration: config) {
  ///   print(decision.rule, decision.text)
  /// }
  /// ```
  ///
  /// Allocates; meant for people, not frames.
  public static func explain(
    environment: WindowEnvironment, configuration: SplitConfiguration,
    navigation: NavigationSummary? = nil, overrides: UserOverrides = .none
  ) -> [LayoutDecision] {
    let resolution = Resolution(
      environment: environment, configuration: configuration,
      navigation: navigation ?? .initial(style: configuration.style), overrides: overrides)
    let draft = resolution.draft()
    let layout = resolve(
      environment: environment, configuration: configuration, navigation: navigation, overrides: overrides)
    return resolution.decisions(draft: draft, layout: layout)
  }
}

extension Resolution {
  /// The decisions behind `layout`, resolved from `draft`.
  func decisions(draft: LayoutDraft, layout: SplitLayout) -> [LayoutDecision] {
    var out: [LayoutDecision] = []
    func say(_ rule: String, _ text: String) { out.append(LayoutDecision(rule: rule, text: text)) }

    let size = environment.size
    var classText =
      "width \(size.width.shortDescription) is in the \(widthClass.name) class "
      + "(from \(widthClass.minimumWidth.shortDescription)), which tiles up to "
      + "\(widthClass.maximumTiledColumns) column\(widthClass.maximumTiledColumns == 1 ? "" : "s")"
    if environment.horizontalSizeClass == .compact { classText += "; the compact size class allows one" }
    say("C2", classText)
    if let directive = configuration.paneDirective { say("C2", directiveText(directive)) }
    if historyDecides { say("N13", historyText) }
    say("D2", wantedText(notes: draft.notes))
    if let policyText { say("L6", policyText) }

    if let hinge = layoutHinge {
      let kind = hinge.isOccluding ? "occluding" : "seamless"
      let posture = hinge.state == .halfOpened ? "half-opened" : "flat"
      let rect = hinge.rect
      if hinge.orientation == .vertical {
        say(
          "L6",
          "a \(posture) \(kind) vertical hinge at x \(rect.x.shortDescription)…"
            + "\(rect.maxX.shortDescription) splits the window into two regions, one column each"
            + (configuration.hingePolicy == .avoidSeparating
              ? "" : " (HingePolicy.\(configuration.hingePolicy.composeName), PaneScaffoldDirective.kt)"))
      } else if layout.arrangement != .stacked, !hinge.isOccluding, hinge.state == .halfOpened {
        say("L7", "a half-opened seamless horizontal fold at y \(rect.y.shortDescription): " + reflowText)
      } else {
        say(
          "L7",
          "a \(posture) \(kind) horizontal hinge at y \(rect.y.shortDescription)…"
            + "\(rect.maxY.shortDescription) stacks two panes: "
            + (stackingArrangement(hinge) == .secondaryTop ? "the secondary above" : "the list above")
            + (hinge.state == .halfOpened ? "" : " (flat: WinUI's TallModeConfiguration.TopBottom)")
            + (stackedSpacing > 0
              ? ", at least \(points(stackedSpacing)) points apart (Compose's verticalPartitionSpacerSize)"
              : "")
            + (configuration.paneDirective != nil && hinge.state == .halfOpened && !hinge.isOccluding
              ? "; " + reflowText : ""))
      }
    } else if draft.notes.fitting > 0 {
      say("L2", fittingText(fitting: draft.notes.fitting))
    }

    if layout[.compact] != nil {
      say(
        "L14",
        "only one column fits and the app put an entry in the compact column: it shows alone instead of "
          + "the single stack (UIKit's .compact column); the other stacks wait unchanged")
    } else if layout.isCollapsed, layout.columns.first?.column == .inspector {
      say(
        "L12",
        "only one pane fits: Material's extra pane, once shown, takes it (calculateThreePaneScaffoldValue, "
          + "ThreePaneScaffoldValue.kt, gives the one partition to the latest destination); back leaves it first"
      )
    } else if layout.isCollapsed {
      let shown = layout.columns.first { !$0.floats && $0.presentation != .rail }?.column ?? .secondary
      let chosen =
        shown != navigation.compactColumn(preferred: nil) && shown == configuration.preferredCompactColumn
        ? ", the app's preferred compact column (SwiftUI's preferredCompactColumn)" : ""
      say("L3", "only one column fits: the stacks show as one, with \(shown) on top\(chosen) (rule N7)")
    } else if layout.arrangement == .stacked && layoutHinge == nil {
      say(
        "L7",
        "too narrow for two columns but at least the tall-mode height: two panes stacked, "
          + (configuration.tallModeArrangement == .secondaryTop ? "the secondary above" : "the list above"))
    }
    if let reading = draft.notes.reading, !draft.notes.wanted.isEmpty {
      say("L8", readingText(reading, notes: draft.notes))
    }
    for column in layout.columns {
      let rule =
        column.column == .compact
        ? "L14"
        : column.presentation == .rail
          ? "L13" : column.presentation == .levitated ? "L15" : (column.floats ? "L8" : "L4")
      say(column.presentation == .sheet ? "L10" : rule, widthText(column, in: layout))
    }
    if let rail = railText(notes: draft.notes, layout: layout) { say("L13", rail) }
    if layout[.inspector] != nil { say("L11", inspectorText) }
    // The compact column is named only once the app put an entry in it (rule L14).
    for column in Column.leadingToTrailing
    where layout[column] == nil && (column != .compact || navigation.showsCompactColumn) {
      say(
        hiddenRule(column, notes: draft.notes, layout: layout),
        hiddenText(column, notes: draft.notes, layout: layout))
    }
    if layout[.inspector]?.presentation == .sheet {
      say(
        "L10",
        "the sheet is modal: the stack under it is dimmed and does not navigate; back or a tap on the "
          + "dimmed area dismisses the sheet")
    } else if layout.hasDimmedArea {
      say("D4", "the content is dimmed; a tap on it dismisses the floating or displacing columns")
    }
    var offered = layout
    offered.sidebarButton = sidebarButton(for: layout)
    say("D3", buttonText(offered))
    if offered.sidebarButton != layout.sidebarButton {
      say(
        "D6",
        configuration.displayModeButtonVisibility == .never
          ? "the app never shows the sidebar button (displayModeButtonVisibility never)"
          : "the app hides the sidebar button: with the swipe off (presentsWithGesture false), automatic "
            + "visibility hides it")
    }
    if layout.presentsWithGesture {
      say("D6", "a swipe from the leading edge shows and hides the leading columns (presentsWithGesture)")
    }
    if configuration.showsSecondaryOnlyButton {
      say("D5", secondaryOnlyText(layout.secondaryOnlyButton))
    }
    if layout.hasDimmedArea, !layout.presentsSheet {
      say(
        "N10",
        "a selection dismisses the floating columns over the column that shows it, as iPad Mail and Notes do")
    }
    let focus =
      layout.presentsSheet ? .inspector : layout.defaultFocus(listColumn: navigation.style.listColumn)
    say("N11", "focus, until the user moves it, is on \(focus); a resize never moves it")
    if configuration.backBehavior != .popLatest {
      say(
        "N12",
        "back goes as Compose's \(configuration.backBehavior.rawValue) (BackNavigationBehavior.kt; "
          + "ThreePaneScaffoldNavigator.navigateBack's default is popUntilScaffoldValueChange): \(backText)")
    }
    return out
  }

  private func wantedText(notes: DraftNotes) -> String {
    let names = notes.wanted.isEmpty ? "none" : notes.wanted.map { $0.rawValue }.joined(separator: ", ")
    if let choice = overrides.displayMode, choice.widthClassName == widthClass.name {
      return "wanted leading columns: \(names), from the user's \(choice.mode.rawValue) chosen "
        + "in the \(choice.widthClassName) class (it lapses in another class)"
    }
    var text =
      "wanted leading columns: \(names), from the app's \(configuration.preferredDisplayMode.rawValue)"
    if let choice = overrides.displayMode {
      text += " (the user's \(choice.mode.rawValue) lapsed: it was chosen in \(choice.widthClassName))"
    }
    if configuration.preferredDisplayMode == .automatic {
      switch configuration.preferredSplitBehavior {
      case .automatic, .tile: text += ", which shows what tiles"
      case .overlay: text += ", which rests at secondaryOnly under overlay"
      case .displace: text += ", which rests at oneBesideSecondary under displace"
      }
    }
    return text
  }

  private func fittingText(fitting: Int) -> String {
    var candidates = BoundedList<Column>()
    candidates.append(.secondary)
    for column in leadingByPriority { candidates.append(column) }
    if inspectorIsCandidate { candidates.append(.inspector) }
    var total = 0.0
    var parts: [String] = []
    for (index, column) in candidates.enumerated() {
      total += bounds(of: column).min + (index > 0 ? dividerWidth : 0)
      parts.append("\(column) \(points(bounds(of: column).min))")
      if index + 1 == fitting { break }
    }
    var text =
      "\(fitting) of \(candidates.count) candidates tile by priority (\(parts.joined(separator: " + "))), "
      + "\(points(total)) with dividers, within \(points(width))"
    if fitting < candidates.count {
      let next = candidates[fitting]
      let needed = total + bounds(of: next).min + dividerWidth
      var panes = 0
      for index in 0..<fitting where isPane(candidates[index]) { panes += 1 }
      if isPane(next), panes >= paneLimit, configuration.paneDirective != nil {
        text += "; \(next) would pass Compose's maxHorizontalPartitions of \(paneLimit)"
      } else {
        text +=
          fitting >= columnLimit
          ? "; \(next) would pass the cap of \(columnLimit)"
          : "; \(next) needs \(points(needed)), more than the window"
      }
    }
    return text
  }

  private func readingText(_ reading: LeadingReading, notes: DraftNotes) -> String {
    let behavior = configuration.preferredSplitBehavior.rawValue
    switch reading {
    case .tile:
      return notes.exceedsCap
        ? "split behaviour \(behavior) tiles the wanted columns past the cap: an explicit request whose "
          + "minimums fit"
        : "split behaviour \(behavior) tiles the wanted columns that fit"
    case .float:
      return "split behaviour \(behavior) floats the wanted columns as a group from the leading edge "
        + "over the secondary, never over a tiled column"
    case .displace:
      return notes.wanted.count > 1
        ? "split behaviour \(behavior) tiles both leading columns and moves the secondary past them, "
          + "keeping the width it had beside one"
        : "split behaviour \(behavior) tiles one leading column beside the secondary, fully interactive"
    }
  }

  private func widthText(_ column: ColumnLayout, in layout: SplitLayout) -> String {
    let how =
      switch column.presentation {
      case .tiled: "is tiled"
      case .overlay: "floats"
      case .displaced: "is displaced"
      case .sheet: "is a sheet"
      case .rail: "is a navigation rail"
      case .levitated: "levitates"
      }
    let shown = "\(column.column) \(how), \(column.frame.width.shortDescription) wide"
    if column.presentation == .rail { return shown + ": the app's railWidth, at the leading edge (rule L13)" }
    if column.presentation == .sheet { return shown + ", over the lower half of the stack" }
    if column.presentation == .levitated {
      return shown + ": the extra pane's adapt strategy is levitate (Compose's AdaptStrategy.Levitate, "
        + "ThreePaneScaffoldValue.kt), so it floats centred over a scrim that dims the rest; a tap on the scrim "
        + "or back dismisses it, and nothing under it navigates"
    }
    if layout.isCollapsed, layout.showsRail { return shown + ": the window beside the rail" }
    if layout.isCollapsed { return shown + ": it spans the window or the region it has" }
    let hinged = layoutHinge != nil && layout.arrangement != .single
    if hinged, column.presentation == .tiled { return shown + ": its region beside the hinge (rules L6, L7)" }
    if column.column == .secondary {
      return shown
        + (column.presentation == .displaced
          ? ": the width it had beside one column, reaching the trailing edge at least" : ": the rest")
    }
    let spec = configuration.columns[column.column]
    var ideal: String
    switch spec.idealWidth {
    case .points(let value):
      ideal = "ideal \(value.shortDescription)"
      // Under a pane directive a pane's 360 is Compose's default (rule C2).
      if configuration.paneDirective != nil, value == 360, isPane(column.column) {
        ideal += ", Compose's defaultPanePreferredWidth"
      }
    case .fraction(let value): ideal = "ideal \((value * 100).shortDescription)% of the window"
    }
    if let dragged = overrides.columnWidths[column.column], dragged.isFinite {
      ideal = "dragged to \(dragged.shortDescription)"
    }
    let maximum = spec.maxWidth.isInfinite ? "∞" : spec.maxWidth.shortDescription
    return shown + " (\(ideal), clamped to \(spec.minWidth.shortDescription)…\(maximum))"
  }

  /// Whether Material's extra pane took `column`'s place: the list gave way (rule L12).
  private func yieldedToExtraPane(_ column: Column, layout: SplitLayout) -> Bool {
    yieldsListToExtraPane && column == navigation.style.listColumn && !layout.isCollapsed
  }

  private func hiddenRule(_ column: Column, notes: DraftNotes) -> String {
    if column == .compact { return "L14" }
    if column == .inspector {
      return overrides.inspector == false || (inspectorPresented && inspectorAutomatic) ? "L11" : "L2"
    }
    return notes.wanted.contains(column) ? "L8" : "D1"
  }

  private func hiddenRule(_ column: Column, notes: DraftNotes, layout: SplitLayout) -> String {
    yieldedToExtraPane(column, layout: layout) ? "L12" : hiddenRule(column, notes: notes)
  }

  private func hiddenText(_ column: Column, notes: DraftNotes, layout: SplitLayout) -> String {
    if column == .compact { return "compact hidden: UIKit's compact column shows only when collapsed" }
    if column == .inspector {
      if overrides.inspector == false {
        return "inspector hidden: the user hid it (it stays hidden until shown)"
      }
      if !inspectorPresented { return "inspector hidden: not presented" }
      if layout.arrangement == .stacked { return "inspector hidden: a stacked arrangement has no inspector" }
      if inspectorAutomatic {
        return "inspector hidden: the app presents it where it tiles beside the leading columns its "
          + "display mode shows, and it does not tile there"
      }
      return
        "inspector hidden: it does not tile and the \(configuration.preferredSplitBehavior.rawValue) behaviour "
        + "does not float it, or there is no room"
    }
    if yieldedToExtraPane(column, layout: layout) {
      return "\(column) hidden: the list, the detail and Material's extra pane do not all tile, so the "
        + "list gives way (nothing floats), as Compose's calculateThreePaneScaffoldValue (ThreePaneScaffoldValue.kt) "
        + "gives the partitions to the extra pane and the detail and hides the list (AdaptStrategy.Hide)"
    }
    if column == .supplementary, navigation.style == .doubleColumn {
      return "supplementary hidden: the double-column style has none"
    }
    if layout[.compact] != nil {
      return "\(column) hidden: collapsed, its stack waits behind the compact column"
    }
    if layout.isCollapsed { return "\(column) hidden: collapsed, it is in the single stack" }
    if notes.wanted.contains(column) {
      return
        "\(column) hidden: wanted, but the \(configuration.preferredSplitBehavior.rawValue) behaviour finds no room"
    }
    return "\(column) hidden: not wanted in \(layout.displayMode.rawValue)"
  }

  /// How a history navigator ranks the panes (rule N13), named as Compose names it.
  private var historyText: String {
    let order = paneOrder.map { $0.rawValue }.joined(separator: ", ")
    let aware = navigation.panePriority.map { $0.count > 1 } ?? false
    return "a history navigator (Compose's ThreePaneScaffoldNavigator, ThreePaneScaffoldNavigator.kt) ranks "
      + "the panes \(order): its destinations latest first"
      + (aware ? "" : " (the current one alone where not isDestinationHistoryAware)")
      + ", then the detail, the lists and the extra pane, as calculateThreePaneScaffoldValue "
      + "(ThreePaneScaffoldValue.kt) does; the first take the partitions"
  }

  /// Why a vertical hinge the default policy would avoid is laid across (rule L6), or `nil`.
  private var policyText: String? {
    guard configuration.hingePolicy != .avoidSeparating, layoutHinge == nil else { return nil }
    guard let hinge = environment.hinges.first(where: { $0.orientation == .vertical }) else { return nil }
    return "the vertical hinge at x \(hinge.rect.x.shortDescription) is laid across: HingePolicy."
      + "\(configuration.hingePolicy.composeName) (PaneScaffoldDirective.kt) does not avoid it"
  }

  /// How many panes the pane directive lets tile here, named as Compose names it (rule C2).
  private func directiveText(_ directive: PaneDirective) -> String {
    let function =
      directive == .standard
      ? "calculatePaneScaffoldDirective" : "calculatePaneScaffoldDirectiveWithTwoPanesOnMediumWidth"
    var text =
      "Compose's \(function) (PaneScaffoldDirective.kt) gives \(paneLimit) pane\(paneLimit == 1 ? "" : "s") "
      + "side by side here (maxHorizontalPartitions): the list, the detail and the extra pane count, a "
      + "sidebar of destinations does not"
    if columnLimit > paneLimit {
      text += "; the sidebar tiles beside them, as the class allows \(widthClass.maximumTiledColumns) columns"
    }
    return text
  }

  /// Why a seamless tabletop fold reflows or not (rule L7).
  private var reflowText: String {
    guard configuration.tabletopStacks else {
      return "nothing reflows (tabletopStacks false: Compose's default AdaptStrategy.Hide); the layout is "
        + "the one without the fold"
    }
    guard configuration.paneDirective != nil else { return "the app stacks the panes (tabletopStacks)" }
    return paneLimit == 1
      ? "the app opted into reflow (tabletopStacks, Compose's AdaptStrategy.Reflow), and with "
        + "maxHorizontalPartitions 1 the list reflows under the detail (ThreePaneScaffoldValue.kt)"
      : "the app opted into reflow (tabletopStacks, Compose's AdaptStrategy.Reflow), but Compose reflows only "
        + "where maxHorizontalPartitions is 1 (ThreePaneScaffoldValue.kt) and here it is \(paneLimit): side by side"
  }

  /// What one back takes under the configuration's back behaviour (rule N12).
  private var backText: String {
    switch configuration.backBehavior {
    case .popLatest: "one entry"
    case .popUntilCurrentDestinationChange: "the whole history of the column it pops"
    case .popUntilContentChange: "the entries on top with the same route"
    case .popUntilScaffoldValueChange: "until the panes shown change (expanded: no pop changes them)"
    }
  }

  /// Why the inspector shows: the user's choice, the app's, or the app's automatic presentation.
  private var inspectorText: String {
    if overrides.inspector == true { return "the user showed the inspector: it stays until hidden" }
    if inspectorAutomatic {
      return "the app presents the inspector where it tiles beside the leading columns its display mode "
        + "shows, and it does"
    }
    return "the app presents the inspector"
  }

  private func secondaryOnlyText(_ state: SecondaryOnlyButtonState) -> String {
    switch state {
    case .hidden:
      "secondary-only button hidden: triple style only, not collapsed, and a press must change what shows"
    case .toSecondaryOnly: "secondary-only button toSecondaryOnly: a press hides every leading column"
    case .fromSecondaryOnly: "secondary-only button fromSecondaryOnly: a press brings back the columns it hid"
    }
  }

  private func buttonText(_ layout: SplitLayout) -> String {
    switch layout.sidebarButton {
    case .hidden:
      return layout.isCollapsed
        ? "sidebar button hidden: collapsed" : "sidebar button hidden: a press would change nothing shown"
    case .showSidebar:
      let pressed = overrides.pressingSidebarButton(in: self, current: layout)
      let next = Resolution(
        environment: environment, configuration: configuration, navigation: navigation, overrides: pressed
      ).layoutWithoutButton()
      if next[.primary] == nil, next[.supplementary] != nil {
        return "sidebar button showSidebar: a press reveals the supplementary, one column per press "
          + "(then the primary), as UIKit's overlay does"
      }
      return "sidebar button showSidebar: a press shows the primary"
    case .hideSidebar: return "sidebar button hideSidebar: a press hides the primary"
    }
  }

  /// Whole pixels as points, written short.
  private func points(_ pixels: Double) -> String { (pixels / grid.scale).shortDescription }
}
