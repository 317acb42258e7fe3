import Colonnade

extension SplitMix64 {
  /// The destinations random runs declare: two in three columns, one in two.
  public static let destinations: [SidebarDestination<String>] = [
    SidebarDestination("Animals", style: .tripleColumn), SidebarDestination("Profile", style: .doubleColumn),
    SidebarDestination("Plants", style: .tripleColumn),
  ]

  /// Routes random runs show and push.
  public static let routes = ["a", "b", "c", "d", "e"]

  /// Any coordinator action, weighted toward navigation; some are invalid on purpose.
  public mutating func action() -> CoordinatorAction<String> {
    switch Int.random(in: 0..<100, using: &self) {
    case 0..<10: return .windowResized(windowSize())
    case 10..<12: return .sizeClassChanged(pick([nil, .compact, .regular]))
    case 12..<14: return .displayScaleChanged(pick([1, 2, 3, 0.125, 0, .nan]))
    case 14..<18: return .foldChanged(chance(0.5) ? [] : [hinge(in: windowSize())])
    case 18..<19: return .layoutDirectionChanged(pick(WindowEnvironment.LayoutDirection.allCases))
    case 19..<20: return .inspectorPresentationChanged(chance(0.5))
    case 20..<21: return .inspectorButtonTapped
    case 21..<24: return .sidebarButtonTapped
    case 24..<25: return .secondaryOnlyButtonTapped
    case 25..<27: return .dimmedAreaTapped
    case 27..<29: return .displayModePreferenceChanged(pick(DisplayMode.allCases))
    case 29..<30:
      return chance(0.5)
        ? .splitBehaviorPreferenceChanged(pick(SplitBehavior.allCases))
        : .configurationChanged(configuration())
    case 30..<31: return .destinationDeclared(pick(Self.destinations))
    case 31..<39:
      return .destinationSelected(chance(0.9) ? pick(Self.destinations).route : "Nowhere", reset: chance(0.1))
    case 39..<55: return .itemSelected(pick(Self.routes), in: pick(Column.allCases))
    case 55..<67: return .itemPushed(pick(Self.routes), in: pick(Column.allCases))
    case 67..<78: return .backRequested
    case 78..<82: return .columnPopped(pick(Column.allCases))
    case 82..<85:
      return .dividerDragged(pick(Column.allCases), width: pick([0, 120, 250, 400, 900, -5, .nan]))
    case 85..<89: return .focusMoved(pick(Column.allCases))
    case 89..<92: return chance(0.5) ? .transitionBegan : .transitionEnded
    case 92..<94: return .deepLinkOpened(link())
    case 94..<95: return .becameReady
    case 95..<97: return .clockAdvanced(to: pick([0, 1, 10, 31, 100, 301, 1_000, 10_000, .nan]))
    case 97..<99:
      return .loadFinished(LoadToken(UInt64.random(in: 1...60, using: &self)), succeeded: chance(0.8))
    default: return .dataInvalidated(pick(Column.allCases))
    }
  }

  /// A window size, from a phone to a desktop, now and then a bad one.
  public mutating func windowSize() -> Size {
    if chance(0.03) { return Size(width: pick([-1, .nan, .infinity, 2e6]), height: 800) }
    return Size(
      width: pick([320, 393, 430, 599.5, 600, 744, 820, 839.5, 840, 1024, 1180, 1199.5, 1366, 1920, 3000]),
      height: pick([375, 700, 852, 1024, 1366]))
  }

  /// A deep link, mostly well formed.
  public mutating func link() -> String {
    if chance(0.1) {
      return pick(["http://x", "colonnade://", "colonnade://Animals//a", "colonnade://Nowhere/a"])
    }
    var link = "colonnade://" + pick(Self.destinations).route
    for _ in 0..<Int.random(in: 0...3, using: &self) { link += "/" + pick(Self.routes) }
    return link
  }
}
