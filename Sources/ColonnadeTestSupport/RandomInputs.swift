import Colonnade

/// Seeded random inputs for the resolver's property tests.
extension SplitMix64 {
  /// A valid environment: any size up to 3000 points, scale 1, 2, 3 or 2.625, maybe a size class,
  /// maybe a hinge anywhere inside the window, either direction.
  public mutating func environment() -> WindowEnvironment {
    let width =
      chance(0.1) ? pick([0, 0.5, 320, 599.5, 600, 839.5, 840, 1199.5, 1200]) : halfPoints(upTo: 3000)
    let height = chance(0.1) ? 0 : halfPoints(upTo: 2000)
    var environment = WindowEnvironment(
      size: Size(width: width, height: height), displayScale: pick([1, 2, 3, 2.625, 0.125]),
      layoutDirection: chance(0.5) ? .leftToRight : .rightToLeft)
    if chance(0.2) { environment.horizontalSizeClass = chance(0.5) ? .compact : .regular }
    if chance(0.4) { environment.hinges = [hinge(in: environment.size)] }
    return environment
  }

  /// A hinge inside a window of `size`: vertical or horizontal, flat or half-opened, with or
  /// without a gap.
  public mutating func hinge(in size: Size) -> Hinge {
    let vertical = chance(0.6)
    let extent = vertical ? size.width : size.height
    let gap = min(extent, chance(0.5) ? 0 : pick([1, 26.4, 34, 60]))
    let start = (Double.random(in: 0...1, using: &self) * (extent - gap) * 2).rounded() / 2
    let rect =
      vertical
      ? Rect(x: start, y: 0, width: gap, height: size.height)
      : Rect(x: 0, y: start, width: size.width, height: gap)
    return Hinge(
      rect: rect, orientation: vertical ? .vertical : .horizontal,
      state: chance(0.5) ? .flat : .halfOpened, isOccluding: gap > 0 && chance(0.7))
  }

  /// A valid configuration: a preset, perturbed widths, any preferences, maybe a rail or a pane
  /// directive.
  public mutating func configuration() -> SplitConfiguration {
    var configuration = pick(SplitConfiguration.presets).configuration
    configuration.style = chance(0.5) ? .doubleColumn : .tripleColumn
    configuration.showsInspector = chance(0.5)
    configuration.preferredDisplayMode = pick(DisplayMode.allCases)
    configuration.preferredSplitBehavior = pick(SplitBehavior.allCases)
    configuration.tabletopArrangement = pick(TabletopArrangement.allCases)
    configuration.tallModeArrangement = pick(TabletopArrangement.allCases)
    configuration.inspectorStyle = pick(InspectorStyle.allCases)
    configuration.tabletopStacks = chance(0.7)
    configuration.inspectorTilesOnly = chance(0.2)
    configuration.backBehavior = pick(BackBehavior.allCases)
    configuration.showsSecondaryOnlyButton = chance(0.3)
    configuration.displayModeButtonVisibility = pick(DisplayModeButtonVisibility.allCases)
    configuration.presentsWithGesture = chance(0.8)
    configuration.preferredCompactColumn = pick([nil, .primary, .supplementary, .secondary])
    if chance(0.3) { configuration.tallModeMinimumHeight = halfPoints(upTo: 1500) + 1 }
    if chance(0.3) { configuration.dividerWidth = pick([0, 0.5, 2, 8]) }
    // A rail (rule L13): none, Material's 80, odd widths, and ones too wide to leave room.
    if chance(0.4) { configuration.railWidth = pick([nil, 80, 56, 72.5, 0.5, 300, 2000]) }
    if chance(0.4) {
      for column in Column.allCases {
        let minimum = halfPoints(upTo: 400)
        let maximum = chance(0.2) ? Double.infinity : minimum + halfPoints(upTo: 300)
        let ideal: ColumnWidth =
          chance(0.5)
          ? .fraction(Double.random(in: 0.05...1, using: &self)) : .points(halfPoints(upTo: 600))
        configuration.columns[column] = ColumnSpec(minWidth: minimum, idealWidth: ideal, maxWidth: maximum)
      }
    }
    // Compose's pane directives and stacked spacing (rules C2, L2, L7), on any preset.
    if chance(0.3) { configuration.paneDirective = pick([nil, .standard, .twoPanesOnMediumWidth]) }
    if chance(0.3) { configuration.stackedSpacing = pick([0, 24, 7.5, 100]) }
    // Compose's history navigator (rule N13), on any preset.
    if chance(0.3) { configuration.navigator = pick(NavigatorMode.allCases) }
    // Compose's adapt strategies and hinge policies (rules L6, L15).
    if chance(0.3) { configuration.adaptStrategies.extraPane = pick(AdaptStrategy.allCases) }
    if chance(0.2) { configuration.hingePolicy = pick(HingePolicy.allCases) }
    return configuration
  }

  /// Stack depths for a style, and whether the primary is a sidebar.
  public mutating func navigation(style: SplitStyle) -> NavigationSummary {
    NavigationSummary(
      style: style,
      depths: ColumnMap(
        primary: Int.random(in: 0...3, using: &self),
        supplementary: style == .tripleColumn ? Int.random(in: 0...3, using: &self) : 0,
        secondary: Int.random(in: 0...3, using: &self), inspector: 0,
        // UIKit's compact column holds an entry now and then (rule L14).
        compact: chance(0.2) ? Int.random(in: 1...3, using: &self) : 0),
      // Now and then a list-detail app whose primary is its own list, never a rail (rule L13).
      primaryIsSidebar: !chance(0.2),
      // Now and then a history navigator's order of panes (rule N13).
      panePriority: chance(0.3) ? panePriority() : nil, historyCount: Int.random(in: 0...3, using: &self))
  }

  /// A history navigator's order of recency: some of the pane columns, each once (rule N13).
  public mutating func panePriority() -> BoundedList<Column> {
    var order = BoundedList<Column>()
    for _ in 0..<Int.random(in: 0...4, using: &self) {
      let column = pick([Column.primary, .supplementary, .secondary, .inspector])
      if !order.contains(where: { $0 == column }) { order.append(column) }
    }
    return order
  }

  /// Maybe a sidebar choice in a random width class, maybe dragged widths, maybe an inspector
  /// choice, maybe a navigated collapsed stack.
  public mutating func overrides(widthClasses: [WidthClass]) -> UserOverrides {
    var overrides = UserOverrides()
    if chance(0.4) {
      overrides.displayMode = DisplayModeOverride(
        mode: pick(DisplayMode.allCases), widthClassName: pick(widthClasses).name,
        previousMode: pick(DisplayMode.allCases))
    }
    for column in Column.allCases where chance(0.2) {
      overrides.columnWidths[column] = halfPoints(upTo: 800)
    }
    if chance(0.3) { overrides.inspector = chance(0.5) }
    overrides.collapsedStackNavigated = chance(0.3)
    return overrides
  }

  /// A multiple of half a point from 0 to `limit`.
  public mutating func halfPoints(upTo limit: Double) -> Double {
    Double(Int.random(in: 0...Int(limit * 2), using: &self)) / 2
  }
}

/// Everything one resolution takes, drawn at random.
public struct ResolutionInputs: CustomStringConvertible {
  public var environment: WindowEnvironment
  public var configuration: SplitConfiguration
  public var navigation: NavigationSummary
  public var overrides: UserOverrides

  /// Resolves these inputs, with `overrides` in place of the drawn ones when given.
  public func resolve(overrides: UserOverrides? = nil) -> SplitLayout {
    LayoutResolver.resolve(
      environment: environment, configuration: configuration, navigation: navigation,
      overrides: overrides ?? self.overrides)
  }

  public var description: String { "\(environment) \(configuration) \(navigation) \(overrides)" }
}

extension SplitMix64 {
  /// A window, a configuration, stack depths and user choices that fit together.
  public mutating func resolutionInputs() -> ResolutionInputs {
    let configuration = configuration()
    return ResolutionInputs(
      environment: environment(), configuration: configuration,
      navigation: navigation(style: configuration.style),
      overrides: overrides(widthClasses: configuration.widthClasses))
  }
}
