/// What a pane does where the window has no partition for it: Compose's `AdaptStrategy` (rule L15).
///
/// ```swift
/// var configuration = SplitConfiguration.material
/// configuration.adaptStrategies.extraPane = .levitate   // a dialog over a scrim
/// ```
public enum AdaptStrategy: String, CaseIterable, Hashable, Sendable {
  /// `AdaptStrategy.Hide`: the pane is not shown.
  case hide
  /// `AdaptStrategy.Reflow(reflowUnder = detail)`: where one pane tiles and a fold or the tall mode
  /// stacks two, the pane goes under the detail (rule L7).
  case reflow
  /// `AdaptStrategy.Levitate`: the pane floats centred over the others as a dialog over a scrim,
  /// which a tap dismisses (rule L15).
  case levitate
}

/// Each pane's adapt strategy, as Compose's `ThreePaneScaffoldAdaptStrategies` holds them (rule L15).
public struct PaneAdaptStrategies: Hashable, Sendable {
  /// The detail's (Compose's primary pane): it is what the others give way to, so only `hide`.
  public var detail: AdaptStrategy
  /// The list's: `hide`, or `reflow` under the detail (the configuration's `tabletopStacks`).
  public var list: AdaptStrategy
  /// The extra pane's (the inspector as Material's extra pane, L12; or under a history navigator,
  /// N13): `hide`, `reflow` under the detail, or `levitate`.
  public var extraPane: AdaptStrategy

  /// Creates the strategies; by default every pane hides, as `ListDetailPaneScaffoldDefaults`.
  public init(detail: AdaptStrategy = .hide, list: AdaptStrategy = .hide, extraPane: AdaptStrategy = .hide) {
    self.detail = detail
    self.list = list
    self.extraPane = extraPane
  }
}

/// Which vertical hinges panes avoid: Compose's `HingePolicy` (rule L6).
public enum HingePolicy: String, CaseIterable, Hashable, Sendable {
  /// `HingePolicy.AvoidSeparating` (the default): separating hinges — occluding or half-opened —
  /// split the window.
  case avoidSeparating
  /// `HingePolicy.AvoidOccluding`: only occluding hinges split the window; a seamless half-opened
  /// fold is laid across.
  case avoidOccluding
  /// `HingePolicy.AlwaysAvoid`: every vertical hinge splits the window, flat and seamless too.
  case alwaysAvoid
  /// `HingePolicy.NeverAvoid`: no vertical hinge splits the window; panes are laid across them,
  /// an occluding one included.
  case neverAvoid

  /// The policy's name in Compose: `AvoidSeparating`, `AvoidOccluding`, `AlwaysAvoid`, `NeverAvoid`.
  public var composeName: String {
    switch self {
    case .avoidSeparating: "AvoidSeparating"
    case .avoidOccluding: "AvoidOccluding"
    case .alwaysAvoid: "AlwaysAvoid"
    case .neverAvoid: "NeverAvoid"
    }
  }
}
