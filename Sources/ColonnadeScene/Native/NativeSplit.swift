import Colonnade

/// What native mode — the engine driving the platform's own split view — keeps the engine to:
/// the decisions UIKit's `UISplitViewController` (iOS 16 and 17) can express, so that what the
/// engine decides is what UIKit shows.
///
/// ```swift
/// let coordinator = try SplitCoordinator(
///   environment: window, configuration: NativeSplit.configuration(.material), navigation: zoo)
/// try coordinator.send(.foldChanged(NativeSplit.hinges(reported)))
/// ```
public enum NativeSplit {
  /// `configuration` as native mode runs it: no navigation rail (rule L13), no stacked or
  /// levitated panes (rules L7, L15: every pane's adapt strategy hides, and the tall mode is off),
  /// the trailing pane an inspector rather than Material's extra pane (rule L12), a stack per
  /// column rather than Compose's history (rule N13, whose layouts can hide the detail, which a
  /// platform split view always shows), and dividers no wider than UIKit's separator. Everything
  /// else — widths, width classes, the pane directive, display mode, split behaviour, buttons, back
  /// behaviour, hinge policy, the compact column — is the app's.
  public static func configuration(_ configuration: SplitConfiguration) -> SplitConfiguration {
    var native = configuration
    native.railWidth = nil
    native.tallModeMinimumHeight = nil
    native.adaptStrategies = PaneAdaptStrategies()
    native.navigator = .stacks
    native.inspectorStyle = .inspector
    native.dividerWidth = Swift.min(configuration.dividerWidth, separatorWidth)
    return native
  }

  /// The hinges native mode lays out around: the vertical ones (rule L6). UIKit lays no column
  /// out above another, so a horizontal fold is left to the app's content.
  public static func hinges(_ hinges: [Hinge]) -> [Hinge] {
    hinges.filter { $0.orientation == .vertical }
  }

  /// `action` as native mode sends it: a new configuration made native (``configuration(_:)``) and
  /// a fold report keeping its vertical hinges (``hinges(_:)``); every other action as it is.
  public static func action<Route>(_ action: CoordinatorAction<Route>) -> CoordinatorAction<Route> {
    switch action {
    case .configurationChanged(let configuration): .configurationChanged(Self.configuration(configuration))
    case .foldChanged(let reported): .foldChanged(hinges(reported))
    default: action
    }
  }

  /// The width UIKit's separator between columns takes, in points.
  public static let separatorWidth: Double = 1

  /// The rules native mode leaves to UIKit, or cannot show, with why: what DocC and the README
  /// list, and what the container mode adds back.
  public static let rulesLeftToUIKit: [(rule: String, reason: String)] = [
    ("L5", "UIKit places the columns and snaps them to pixels; the engine's widths are its preferences"),
    ("L7", "UIKit lays no column above another: no tabletop or tall-mode stacking"),
    ("L8", "UIKit floats, displaces and dims the leading columns and draws their shadows"),
    ("L9", "UIKit orders the columns for VoiceOver and draws the dividers"),
    ("L12", "UIKit has no extra pane: the trailing pane is an inspector"),
    ("L13", "UIKit has no navigation rail: a hidden sidebar is hidden"),
    ("L15", "UIKit floats no pane over a scrim: every pane's adapt strategy hides"),
    ("N13", "a split view always shows its detail: a stack per column, not Compose's history"),
  ]
}
