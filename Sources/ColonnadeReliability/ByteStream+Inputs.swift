import Colonnade

/// Decoding engine inputs, extreme values included: NaN, infinities, negative, huge and tiny
/// sizes, hinges anywhere (inside the window, across it, outside it), every action kind.
extension ByteStream {
  /// Points that sit on class boundaries, on the input limits (1 000 000) and beyond them.
  static let interestingPoints: [Double] = [
    0, 0.5, 1, 44, 200, 280, 320, 393, 430, 499.5, 500, 540, 599.5, 600, 744, 799.5, 800, 820, 839.5, 840,
    1_024, 1_114, 1_199.5, 1_200, 1_366, 1_920, 3_000, 1e6, 1e6 + 1, 1e300, -1, -0.0, .nan, .infinity,
    -.infinity, .leastNonzeroMagnitude, 1e-300, 0.1, 123_456.789,
  ]

  /// Display scales: usual ones, a terminal's cell, the limits (0.01 and 1000), just past them,
  /// and bad ones (zero, negative, NaN, infinite, tiny).
  static let interestingScales: [Double] = [
    1, 2, 3, 2.625, 2.5, 0.125, 0.01, 0.009_999, 1_000, 1_000.5, 0, -1, .nan, .infinity, 1e-9, 3.000_000_1,
  ]

  /// Routes: the destinations, plain routes, odd strings.
  public static let routes = [
    "a", "b", "c", "d", "e", "Animals", "Profile", "Plants", "sidebar", "root", "", "Ünïcödé", "a/b", "%41",
  ]

  /// A number of points: mostly interesting values, sometimes any 64-bit pattern.
  public mutating func points() -> Double {
    switch index(below: 8) {
    case 0: return Double(bitPattern: word64())
    case 1: return Double(index(below: 6_000)) / 2
    default: return pick(Self.interestingPoints)
    }
  }

  /// A window size.
  public mutating func size() -> Size {
    Size(width: points(), height: points())
  }

  /// A display scale.
  public mutating func scale() -> Double {
    chance(10) ? Double(bitPattern: word64()) : pick(Self.interestingScales)
  }

  /// A hinge somewhere near a window of `size`: along or across it, inside, touching or past
  /// its edges, or anywhere at all.
  public mutating func hinge(near size: Size) -> Hinge {
    let vertical = chance(60)
    func coordinate(_ extent: Double) -> Double {
      switch index(below: 6) {
      case 0: return points()
      case 1: return extent
      case 2: return 0
      default: return (extent.isFinite ? extent : 1_000) * Double(byte()) / 255
      }
    }
    let gap = pick([0, 0, 1, 26.4, 34, 60, 0.3, -5] as [Double])
    let rect =
      vertical
      ? Rect(
        x: coordinate(size.width), y: chance(90) ? 0 : coordinate(size.height), width: gap,
        height: size.height)
      : Rect(
        x: chance(90) ? 0 : coordinate(size.width), y: coordinate(size.height), width: size.width, height: gap
      )
    return Hinge(
      rect: rect, orientation: vertical ? .vertical : .horizontal, state: chance(50) ? .flat : .halfOpened,
      isOccluding: chance(50))
  }

  /// Zero to three hinges.
  public mutating func hinges(near size: Size) -> [Hinge] {
    (0..<pick([0, 1, 1, 1, 2, 3])).map { _ in hinge(near: size) }
  }

  /// A route; now and then raw bytes.
  public mutating func route() -> String {
    chance(5) ? String(decoding: bytes(upTo: 12), as: UTF8.self) : pick(Self.routes)
  }

  /// A deep link: mostly `colonnade://DEST/ROUTE…`, sometimes malformed, sometimes raw bytes.
  public mutating func link() -> String {
    switch index(below: 10) {
    case 0: return String(decoding: bytes(upTo: 40), as: UTF8.self)
    case 1:
      return pick([
        "http://x", "colonnade://", "colonnade:///a", "colonnade://Animals//a", "colonnade://%zz",
        "colonnade://Animals/%C3%28", "colonnade://Nowhere/a", "colonnade://Animals/a%2Fb",
      ])
    default:
      var link = "colonnade://" + pick(["Animals", "Profile", "Plants", "Nowhere"])
      for _ in 0..<index(below: 4) { link += "/" + pick(["a", "b", "c", "Cat", "%20x"]) }
      return link
    }
  }

  /// Any coordinator action; every kind, with values valid and not.
  ///
  /// - Parameter size: the current window, so hinges land near it.
  public mutating func action(windowSize size: Size, now: Double) -> CoordinatorAction<String> {
    let columns = Column.allCases
    switch index(below: 26) {
    case 0, 1: return .windowResized(self.size())
    case 2: return .sizeClassChanged(pick([nil, .compact, .regular]))
    case 3: return .displayScaleChanged(scale())
    case 4, 5: return .foldChanged(hinges(near: size))
    case 6: return .layoutDirectionChanged(pick(WindowEnvironment.LayoutDirection.allCases))
    case 7: return chance(50) ? .inspectorPresentationChanged(chance(50)) : .inspectorButtonTapped
    case 8: return pick([.sidebarButtonTapped, .dimmedAreaTapped, .secondaryOnlyButtonTapped])
    case 9: return .displayModePreferenceChanged(pick(DisplayMode.allCases))
    case 10:
      return chance(50)
        ? .splitBehaviorPreferenceChanged(pick(SplitBehavior.allCases))
        : .configurationChanged(startingConfiguration())
    case 11:
      let destination = SidebarDestination(route(), style: pick(SplitStyle.allCases))
      _ = route()  // the sidebar route declarations once carried: kept so saved inputs decode alike
      return .destinationDeclared(destination)
    case 12: return .destinationSelected(route(), reset: chance(20))
    case 13, 14: return .itemSelected(route(), in: pick(columns))
    case 15, 16: return .itemPushed(route(), in: pick(columns))
    case 17, 18: return .backRequested
    case 19: return .dividerDragged(pick(columns), width: points())
    case 20: return .focusMoved(pick(columns))
    case 21: return chance(50) ? .transitionBegan : .transitionEnded
    case 22: return chance(80) ? .deepLinkOpened(link()) : .becameReady
    case 23:
      let later = now + pick([0, 0.5, 1, 10, 29, 31, 299, 301, 1e9] as [Double])
      return .clockAdvanced(to: chance(90) ? later : points())
    case 24: return .loadFinished(LoadToken(UInt64(index(below: 64))), succeeded: chance(80))
    default: return .dataInvalidated(pick(columns))
    }
  }

  /// A valid environment to start from (sizes within the limits).
  public mutating func startingEnvironment() -> WindowEnvironment {
    var environment = WindowEnvironment(
      size: Size(width: pick([320, 393, 600, 840, 1_024, 1_366, 1_920] as [Double]), height: 900),
      horizontalSizeClass: pick([nil, .compact, .regular]),
      displayScale: pick([1, 2, 3, 2.625, 0.125] as [Double]),
      layoutDirection: pick(WindowEnvironment.LayoutDirection.allCases))
    if chance(30) { environment.hinges = [hinge(near: environment.size)] }
    if (try? environment.validate()) == nil { environment.hinges = [] }
    return environment
  }

  /// A configuration to start from: a preset with any preferences, maybe perturbed widths;
  /// the preset itself when the perturbation fails validation.
  public mutating func startingConfiguration() -> SplitConfiguration {
    var configuration = chance(50) ? SplitConfiguration.standard : .duo
    configuration.style = pick(SplitStyle.allCases)
    configuration.showsInspector = chance(30)
    configuration.preferredDisplayMode = pick(DisplayMode.allCases)
    configuration.preferredSplitBehavior = pick(SplitBehavior.allCases)
    configuration.tabletopArrangement = pick(TabletopArrangement.allCases)
    configuration.preferredCompactColumn = pick([
      nil, .primary, .supplementary, .secondary, .inspector, .compact,
    ])
    if chance(20) { configuration.tallModeMinimumHeight = points() }
    if chance(20) { configuration.dividerWidth = pick([0, 0.5, 2, 8, -1, .nan] as [Double]) }
    if chance(30) {
      for column in Column.allCases {
        let minimum = Double(index(below: 800)) / 2
        let maximum = chance(20) ? Double.infinity : minimum + Double(index(below: 600)) / 2
        let ideal: ColumnWidth =
          chance(50) ? .fraction(Double(byte()) / 255) : .points(Double(index(below: 1_200)) / 2)
        configuration.columns[column] = ColumnSpec(minWidth: minimum, idealWidth: ideal, maxWidth: maximum)
      }
    }
    // Fields added after the corpus was recorded come last, so its inputs still decode the same.
    configuration.tallModeArrangement = pick(TabletopArrangement.allCases)
    configuration.inspectorStyle = pick(InspectorStyle.allCases)
    configuration.tabletopStacks = chance(70)
    configuration.backBehavior = pick(BackBehavior.allCases)
    configuration.showsSecondaryOnlyButton = chance(30)
    configuration.displayModeButtonVisibility = pick(DisplayModeButtonVisibility.allCases)
    configuration.presentsWithGesture = chance(80)
    if chance(30) { configuration.railWidth = pick([80, 56, 300, 0, .nan] as [Double]) }
    if chance(30) { configuration.paneDirective = pick([nil, .standard, .twoPanesOnMediumWidth]) }
    if chance(30) { configuration.stackedSpacing = pick([0, 24, 7.5, -1, .nan] as [Double]) }
    if chance(30) { configuration.navigator = pick(NavigatorMode.allCases) }
    if chance(30) { configuration.adaptStrategies.extraPane = pick(AdaptStrategy.allCases) }
    if chance(20) { configuration.hingePolicy = pick(HingePolicy.allCases) }
    if chance(20) {
      // The material preset's columns and classes under whatever else was decoded (rule C2).
      configuration.columns = SplitConfiguration.material.columns
      configuration.widthClasses = SplitConfiguration.material.widthClasses
      configuration.dividerWidth = SplitConfiguration.material.dividerWidth
    }
    if (try? configuration.validate()) == nil {
      let style = configuration.style
      configuration = chance(50) ? .standard : .duo
      configuration.style = style
    }
    return configuration
  }

  /// A navigation state to start from: a plain list-detail app or a sidebar with destinations.
  public mutating func startingNavigation() -> NavigationState<String> {
    if chance(30) { return NavigationState(root: "root", style: pick(SplitStyle.allCases)) }
    return NavigationState(
      sidebar: "sidebar",
      destinations: [
        SidebarDestination("Animals", style: .tripleColumn),
        SidebarDestination("Profile", style: .doubleColumn),
        SidebarDestination("Plants", style: .tripleColumn),
      ])
  }
}
