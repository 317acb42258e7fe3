import Colonnade

/// One configuration the lab draws every window with; several side by side make a comparison.
///
/// ```swift
/// let standard = LabVariant(name: "standard", configuration: .standard)
/// let layout = standard.layout(in: window)
/// ```
///
/// The navigation facts and user overrides default to a freshly launched app. They are the seam
/// for drawing the final state of a navigation script: a variant built from a script's end state
/// resolves every window the same way, with its stacks and sidebar choice.
public struct LabVariant: Hashable, Sendable {
  /// The name shown in captions: a preset's name or a configuration file's.
  public var name: String
  /// The configuration, validated.
  public var configuration: SplitConfiguration
  /// The style and stack depths; `nil` for a freshly launched app in the configuration's style.
  public var navigation: NavigationSummary?
  /// The user's sidebar choice and dragged widths.
  public var overrides: UserOverrides
  /// The app drawn in the columns: the seeds' Animals app, or a script's routes.
  public var app: SampleApp

  /// Creates a variant.
  public init(
    name: String, configuration: SplitConfiguration, navigation: NavigationSummary? = nil,
    overrides: UserOverrides = .none, app: SampleApp = .animals
  ) {
    self.name = name
    self.configuration = configuration
    self.navigation = navigation
    self.overrides = overrides
    self.app = app
  }

  /// What the engine decides for `window` (rule L1).
  public func layout(in window: LabWindow) -> SplitLayout {
    LayoutResolver.resolve(
      environment: window.environment, configuration: configuration, navigation: navigation,
      overrides: overrides)
  }
}
